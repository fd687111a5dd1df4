// Outbrain: the advertiser pixel (obtp.js with OB_ADV_ID, and its tr.outbrain.com image) and the
// publisher widget loader (outbrain.js). Inventory only.
import { query, URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const outbrain = tagFamily('outbrain', 'Outbrain', 'https://www.outbrain.com/help/advertisers/install-outbrain-pixel/', [
  { needle: 'outbrain.com', re: /amplify\.outbrain\.com\/cp\/obtp\.js/g, kinds: URL_KINDS },
  { needle: 'OB_ADV_ID', re: /OB_ADV_ID\s*=\s*['"]([0-9a-f]{20,40})['"]/g, kinds: INLINE },
  { needle: 'outbrain.com', re: new RegExp(`tr\\.outbrain\\.com\\/(?:unifiedPixel|pixel)${query('marketerId')}([0-9a-f]{20,40})`, 'g'), kinds: URL_KINDS },
  { needle: 'outbrain.com', re: /widgets\.outbrain\.com\/outbrain\.js/g, kinds: URL_KINDS },
]);
