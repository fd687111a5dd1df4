// Microsoft Advertising UET tag: inventory only.
import { URL_KINDS, PIXEL_KINDS, INLINE } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const bing = tagFamily('bing', 'Microsoft Advertising UET', 'https://help.ads.microsoft.com/#apex/ads/en/56682/2', [
  { needle: 'bat.bing.com', re: /bat\.bing\.com\/bat\.js/g, kinds: URL_KINDS },
  { needle: 'bat.bing.com', re: /bat\.bing\.com\/action\/0\?(?:[^"'\s]*?&(?:amp;)?)?ti=(\d{4,12})/g, kinds: PIXEL_KINDS },
  { needle: 'ti:', re: /ti:\s*["'](\d{4,12})["']/g, kinds: INLINE, within: 'bat.bing.com' },
]);
