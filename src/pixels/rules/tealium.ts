// Tealium iQ Tag Management: utag.js (and utag.sync.js) from tags.tiqcdn.com, whose path names
// the account and profile. Inventory only: tags it injects later are not visible in the HTML.
import { URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const tealium = tagFamily('tealium', 'Tealium iQ', 'https://docs.tealium.com/platforms/javascript/install/', [
  { needle: 'tiqcdn.com', re: /tags\.tiqcdn\.com\/utag\/([\w-]+\/[\w-]+)\/[\w-]+\/utag(?:\.sync)?\.js/g, kinds: URL_KINDS },
]);
