// Pinterest Tag: inventory only.
import { URL_KINDS, INLINE, query } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';
import { shopifySetting } from './shopify-settings.ts';

export const pinterest = tagFamily('pinterest', 'Pinterest Tag', 'https://help.pinterest.com/en/business/article/track-conversions-with-pinterest-tag', [
  { needle: 's.pinimg.com', re: /s\.pinimg\.com\/ct\/core\.js/g, kinds: URL_KINDS },
  { needle: 'pintrk', re: /pintrk\(\s*['"]load['"]\s*,\s*['"](\d{10,16})['"]/g, kinds: INLINE },
  // The noscript image (ct.pinterest.com/v3/?tid=, older ct.pinterest.com/?tid=), also as markup in a script's JSON.
  { needle: 'ct.pinterest.com', re: new RegExp(`ct\\.pinterest\\.com\\/(?:v3\\/?)?${query('tid')}(\\d{10,16})`, 'g'), kinds: URL_KINDS },
  shopifySetting('Pinterest Pixel', /"(\d{10,16})"/g),
]);
