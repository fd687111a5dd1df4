// Snap Pixel: inventory only.
import { query, URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';
import { shopifySetting } from './shopify-settings.ts';

export const snap = tagFamily('snap', 'Snap Pixel', 'https://businesshelp.snapchat.com/s/article/pixel-website-install', [
  { needle: 'sc-static.net', re: /sc-static\.net\/scevent\.min\.js/g, kinds: URL_KINDS },
  shopifySetting('Snap Pixel', /"([0-9a-f-]{36})"/g),
  // The no-script image: tr.snapchat.com/p?pid=<pixel ID>.
  { needle: 'tr.snapchat.com', re: new RegExp(`tr\\.snapchat\\.com\\/p${query('pid')}([0-9a-f-]{36})`, 'g'), kinds: URL_KINDS },
  { needle: 'snaptr', re: /snaptr\(\s*['"]init['"]\s*,\s*['"]([0-9a-f-]{36})['"]/g, kinds: INLINE },
]);
