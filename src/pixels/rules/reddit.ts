// Reddit Pixel: inventory only.
import { URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const reddit = tagFamily('reddit', 'Reddit Pixel', 'https://business.reddithelp.com/helpcenter/s/article/reddit-pixel', [
  { needle: 'redditstatic.com', re: /redditstatic\.com\/ads\/pixel\.js/g, kinds: URL_KINDS },
  { needle: 'rdt', re: /rdt\(\s*['"]init['"]\s*,\s*['"]([a-z0-9_]{6,40})['"]/g, kinds: INLINE },
]);
