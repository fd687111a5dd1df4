// Segment analytics.js: inventory only. The word "segment" alone is common, so only the CDN
// path or the snippet's load call counts.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const segment = tagFamily('segment', 'Segment', 'https://segment.com/docs/connections/sources/catalog/libraries/website/javascript/', [
  { needle: 'cdn.segment.com', re: /cdn\.segment\.com\/analytics\.js\/v1\/(\w{10,40})\/analytics(?:\.min)?\.js/g, kinds: URL_KINDS },
  { needle: 'analytics.load', re: /analytics\.load\(\s*["'](\w{10,40})["']/g, kinds: INLINE, within: 'segment.com' },
]);
