// Comscore: beacon.js with _comscore.push({c1: "2", c2: "<publisher ID>"}) (or COMSCORE.beacon)
// and the no-script scorecardresearch.com/p?c1=2&c2=<ID> image. c2 alone is a common name, so
// it counts only inside a _comscore / COMSCORE call.
import { query, URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

const C2 = 'c2["\']?\\s*:\\s*["\']?(\\d{5,10})';

export const comscore = tagFamily('comscore', 'Comscore', 'https://docs.tealium.com/client-side-tags/comscore-tag/', [
  { needle: 'scorecardresearch.com', re: /scorecardresearch\.com\/beacon\.js/g, kinds: URL_KINDS, midToken: true },
  { needle: 'scorecardresearch.com', re: new RegExp(`scorecardresearch\\.com\\/(?:p|b2?)${query('c2')}(\\d{5,10})`, 'g'), kinds: URL_KINDS, midToken: true },
  { needle: 'scorecardresearch.com', re: /scorecardresearch\.com\/c2\/(\d{5,10})\/cs\.js/g, kinds: URL_KINDS, midToken: true },
  { needle: '_comscore', re: new RegExp(`_comscore\\.push\\(\\s*\\{[^}]{0,200}?${C2}`, 'g'), kinds: INLINE },
  { needle: 'COMSCORE', re: new RegExp(`COMSCORE\\.beacon\\(\\s*\\{[^}]{0,200}?${C2}`, 'g'), kinds: INLINE },
]);
