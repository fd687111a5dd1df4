// OneTrust cookie consent: the otSDKStub.js loader carries the domain script ID in its
// data-domain-script attribute; older and self-assembled embeds name it in the consent/ path.
import { scriptAttr, URL_KINDS } from '../rule-kit.ts';
import { tagFamily } from './tag-family.ts';

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

export const onetrust = tagFamily('onetrust', 'OneTrust', 'https://developer.onetrust.com/docs', [
  { needle: 'cookielaw.org', re: /cdn\.cookielaw\.org\/scripttemplates\/otSDKStub\.js/g, kinds: URL_KINDS },
  { needle: 'cookielaw.org', re: new RegExp(`cdn\\.cookielaw\\.org\\/consent\\/${UUID}(?:-test)?[/.]`, 'g'), kinds: URL_KINDS },
  { needle: '-', re: new RegExp(`^${UUID}(?:-test)?$`, 'g'), ...scriptAttr('data-domain-script') },
]);
