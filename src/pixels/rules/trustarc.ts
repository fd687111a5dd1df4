// TrustArc (formerly TRUSTe) Cookie Consent Manager: the consent.trustarc.com notice script
// names the site in ?domain= (or, in the v2 form, in the path). TRUSTe privacy seals elsewhere
// on a page are not the consent manager and do not match.
import { query, URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

export const trustarc = tagFamily('trustarc', 'TrustArc', 'https://support.google.com/tagmanager/answer/14713828', [
  { needle: 'consent.tru', re: new RegExp(`consent\\.(?:trustarc|truste)\\.com\\/notice${query('domain')}([\\w.-]{2,100})`, 'g'), kinds: URL_KINDS },
  { needle: 'consent.trustarc.com', re: /consent\.trustarc\.com\/v2\/notice\/([\w-]{2,60})/g, kinds: URL_KINDS },
]);
