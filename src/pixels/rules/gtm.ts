// Google Tag Manager containers. The container itself is not legacy; loading the same one
// twice, or many of them, is what double-counts. The noscript ns.html iframe is the
// container's no-JavaScript twin, so it names a container but never counts as a second load.
import type { Finding } from '../types.ts';
import { configKeyPatterns, distinctIds, duplicateVerb, elementCount, finding, groupById, hitsOf, plural, URL_KINDS, PIXEL_KINDS, INLINE, type RuleFamily, type RuleMeta, query } from '../rule-kit.ts';

const VENDOR = 'Google Tag Manager';
const DOCS = 'https://developers.google.com/tag-platform/tag-manager/web';

const CONTAINER: RuleMeta = { id: 'gtm.container', severity: 'info', vendor: VENDOR, reference: DOCS };
const DUPLICATE: RuleMeta = { id: 'gtm.duplicate_container', severity: 'warn', vendor: VENDOR, reference: DOCS };
const MULTIPLE: RuleMeta = { id: 'gtm.multiple_containers', severity: 'info', vendor: VENDOR, reference: DOCS };

const ID = '(GTM-[A-Z0-9]{4,10})(?![\\w-])';
// A retailer's configuration object naming its container (gtmContainerId: 'GTM-...'). It names a
// container, it does not load one: never a duplicate or one more container.
const CONFIG_KEYS = ['gtmContainerId', 'gtmContainerID', 'gtmId', 'gtmID', 'gtm_id', 'gtm_container_id', 'googleTagManagerId', 'GoogleTagManagerId', 'google_tag_manager_id', 'gtmContainer', 'containerId', 'container_id'];

export const gtm: RuleFamily = {
  family: 'gtm',
  rules: [CONTAINER, DUPLICATE, MULTIPLE],
  patterns: [
    { id: 'gtm.load', needle: 'gtm.js', re: new RegExp(`googletagmanager\\.com\\/gtm\\.js${query('id')}${ID}`, 'g'), kinds: URL_KINDS },
    // The standard snippet builds the URL from its last argument: (w,d,'script','dataLayer','GTM-X').
    // ga('require', 'GTM-X') in the same script is a Google Optimize container (optimize.ts), not Tag Manager.
    { id: 'gtm.load', needle: 'GTM-', re: new RegExp(`(?<!require['"]\\s*,\\s*)['"]${ID}['"]\\s*\\)`, 'g'), kinds: INLINE, within: 'gtm.js' },
    // The docs' placeholder GTM-XXXX is no container.
    ...configKeyPatterns('gtm.config', CONFIG_KEYS, 'GTM-(?!X+(?![A-Z0-9]))[A-Z0-9]{4,10}'),
    { id: 'gtm.noscript', needle: 'ns.html', re: new RegExp(`googletagmanager\\.com\\/ns\\.html${query('id')}${ID}`, 'g'), kinds: PIXEL_KINDS },
  ],
  judge(page) {
    const out: Finding[] = [];
    const loads = hitsOf(page, 'gtm.load');
    const all = hitsOf(page, 'gtm.load', 'gtm.noscript');
    for (const [id, hits] of groupById([...all, ...hitsOf(page, 'gtm.config')])) {
      out.push(finding(CONTAINER, `Google Tag Manager container ${id}: tags it injects later are not visible in the HTML.`, hits, { ids: [id] }));
    }
    for (const [id, hits] of groupById(loads)) {
      if (elementCount(hits) < 2) continue;
      out.push(finding(DUPLICATE, `Container ${id} is ${duplicateVerb(hits, 'loaded')}: every tag inside it may fire twice.`, hits, { ids: [id] }));
    }
    const ids = distinctIds(all);
    if (ids.length >= 2) {
      const severity = ids.length > 2 ? 'warn' : 'info';
      out.push(finding(MULTIPLE, `${plural(ids.length, 'Google Tag Manager container')} on one page (${ids.join(', ')}): check that no tag is deployed in more than one.`, all, { ids, severity }));
    }
    return out;
  },
};
