// Microsoft Advertising UET tag: inventory only.
import { URL_KINDS, INLINE, query } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const bing = tagFamily('bing', 'Microsoft Advertising UET', 'https://help.ads.microsoft.com/#apex/ads/en/56682/2', [
  { needle: 'bat.bing.com', re: /bat\.bing\.com\/bat\.js/g, kinds: URL_KINDS },
  // The noscript image, also as markup escaped into page-state JSON (bat.bing.com\/action\/0?ti=...).
  { needle: 'bat.bing.com', re: new RegExp(`bat\\.bing\\.com\\/action\\/0${query('ti')}(\\d{4,12})`, 'g'), kinds: URL_KINDS },
  // The snippet's {ti:"5123456"} (or "ti":5123456); gated on the loader's host, as "ti" alone is everywhere.
  { needle: 'bat.bing.com', re: /ti["']?\s*:\s*["']?(\d{4,12})(?!\d)/g, kinds: INLINE },
]);
