// Cookiebot CMP: consent.cookiebot.com/uc.js with the domain group ID as ?cbid= or in the
// script's data-cbid attribute (both forms are in Cookiebot's developer documentation).
import { query, scriptAttr, URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

export const cookiebot = tagFamily('cookiebot', 'Cookiebot', 'https://www.cookiebot.com/en/developer/', [
  { needle: 'cookiebot.', re: new RegExp(`consent\\.cookiebot\\.(?:com|eu)\\/uc\\.js(?:${query('cbid')}${UUID})?`, 'g'), kinds: URL_KINDS },
  { needle: '-', re: new RegExp(`^${UUID}$`, 'g'), ...scriptAttr('data-cbid') },
]);
