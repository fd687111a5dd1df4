// Snap Pixel: inventory only.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';
import { shopifySetting } from './shopify-settings.ts';

export const snap = tagFamily('snap', 'Snap Pixel', 'https://businesshelp.snapchat.com/s/article/pixel-website-install', [
  { needle: 'sc-static.net', re: /sc-static\.net\/scevent\.min\.js/g, kinds: URL_KINDS },
  shopifySetting('Snap Pixel', /"([0-9a-f-]{36})"/g),
  { needle: 'snaptr', re: /snaptr\(\s*['"]init['"]\s*,\s*['"]([0-9a-f-]{36})['"]/g, kinds: INLINE },
]);
