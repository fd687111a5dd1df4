// Taboola: the advertiser pixel (tfa.js under libtrc/unip/<account ID>, _tfa.push({... id: <account ID>}),
// the trc.taboola.com image) and the publisher loader (libtrc/<publisher ID>/loader.js, served from
// cdn.taboola.com or Taboola's older cdn.taboolasyndication.com). Inventory only.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const taboola = tagFamily('taboola', 'Taboola', 'https://developers.taboola.com/pixel/docs/add-the-base-pixel-manually', [
  { needle: 'libtrc/', re: /cdn\.taboola(?:syndication)?\.com\/libtrc\/unip\/(\d{3,10})\/tfa\.js/g, kinds: URL_KINDS },
  { needle: '_tfa', re: /_tfa\.push\(\s*\{[^}]{0,300}?\bid\s*:\s*['"]?(\d{3,10})/g, kinds: INLINE },
  { needle: 'taboola.com', re: /trc\.taboola\.com\/(\d{3,10})\/log\/3\/unip/g, kinds: URL_KINDS },
  { needle: 'libtrc/', re: /cdn\.taboola(?:syndication)?\.com\/libtrc\/(?!unip\/)([\w-]{2,60})\/loader\.js/g, kinds: URL_KINDS },
]);
