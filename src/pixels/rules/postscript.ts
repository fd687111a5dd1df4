// Postscript (Shopify SMS marketing): its storefront SDK names the shop as ?shopId=<number>.
import { query, URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const postscript = tagFamily('postscript', 'Postscript', 'https://developers.postscript.io/docs/onsite-javascript-sdk', [
  { needle: 'postscript.io', re: new RegExp(`sdk\\.postscript\\.io\\/sdk[\\w.-]*\\.js${query('shopId')}(\\d{2,10})`, 'g'), kinds: URL_KINDS },
]);
