// Reddit Pixel: inventory only.
import { query, URL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const reddit = tagFamily('reddit', 'Reddit Pixel', 'https://business.reddithelp.com/helpcenter/s/article/reddit-pixel', [
  { needle: 'redditstatic.com', re: /redditstatic\.com\/ads\/pixel\.js/g, kinds: URL_KINDS },
  // The no-script image: alb.reddit.com/snoo.gif?q=CAAHAAABAAoACQAAAA&a=<advertiser ID>.
  { needle: 'alb.reddit.com', re: new RegExp(`alb\\.reddit\\.com\\/snoo\\.gif${query('a')}([a-z0-9_]{6,40})`, 'g'), kinds: URL_KINDS },
  { needle: 'rdt', re: /rdt\(\s*['"]init['"]\s*,\s*['"]([a-z0-9_]{6,40})['"]/g, kinds: INLINE },
]);
