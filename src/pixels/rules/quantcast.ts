// Quantcast Measure / Live Tag: quant.js, _qevents.push({qacct: "p-..."}) and the no-script
// pixel.quantserve.com/pixel/p-....gif. The account (P-code) is p- and 13 characters.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

const P_CODE = '(p-[\\w-]{8,16})';

export const quantcast = tagFamily('quantcast', 'Quantcast', 'https://help.quantcast.com/docs/installing-live-tag', [
  { needle: 'quantserve.com', re: /quantserve\.com\/quant\.js/g, kinds: URL_KINDS, midToken: true },
  { needle: 'qacct', re: new RegExp(`qacct\\s*:\\s*["']${P_CODE}["']`, 'g'), kinds: INLINE },
  { needle: 'quantserve.com', re: new RegExp(`pixel\\.quantserve\\.com\\/pixel\\/${P_CODE}\\.gif`, 'g'), kinds: URL_KINDS },
]);
