// Google Analytics before GA4: Urchin, Classic (ga.js / dc.js) and Universal Analytics
// (analytics.js, UA- property IDs). Universal Analytics stopped processing data on 1 July 2023
// (360 properties: 1 July 2024), so every one of these tags now sends hits nowhere.
import type { Finding } from '../types.ts';
import { finding, hitsOf, perIdFindings, URL_KINDS, INLINE, type RuleFamily, type RuleMeta } from '../rule-kit.ts';

const VENDOR = 'Google Analytics';
const UA_SUNSET = 'https://support.google.com/analytics/answer/11583528';

const URCHIN: RuleMeta = { id: 'ga.urchin_js', severity: 'error', vendor: VENDOR, reference: UA_SUNSET, legacy: { retired: '2023-07-01', notice: 'Universal Analytics stopped processing data on 1 July 2023 (360 properties: 1 July 2024).' } };
const CLASSIC: RuleMeta = { id: 'ga.classic_ga_js', severity: 'error', vendor: VENDOR, reference: 'https://developers.google.com/analytics/devguides/collection/gajs', legacy: { retired: '2023-07-01', notice: 'Universal Analytics stopped processing data on 1 July 2023 (360 properties: 1 July 2024).' } };
const UNIVERSAL: RuleMeta = { id: 'ga.universal_analytics_js', severity: 'error', vendor: VENDOR, reference: 'https://developers.google.com/analytics/devguides/collection/analyticsjs', legacy: { retired: '2023-07-01', notice: 'Universal Analytics stopped processing data on 1 July 2023 (360 properties: 1 July 2024).' } };
const UA_ID: RuleMeta = { id: 'ga.ua_property_id', severity: 'error', vendor: VENDOR, reference: UA_SUNSET, legacy: { retired: '2023-07-01', notice: 'Universal Analytics stopped processing data on 1 July 2023 (360 properties: 1 July 2024).' } };

/** A Universal Analytics property ID. Exported: gtag and shopify rules claim the same IDs. */
export const UA_ID_SOURCE = 'UA-\\d{4,10}-\\d{1,4}(?![\\w-])';

/** Detectors whose UA ID a more specific rule reports (so ga.ua_property_id does not repeat it). */
export const UA_CLAIMING_PATTERNS = ['gtag.ua_config', 'shopify.ua_preference'];

export const ga: RuleFamily = {
  family: 'ga',
  rules: [URCHIN, CLASSIC, UNIVERSAL, UA_ID],
  patterns: [
    { id: 'ga.urchin_src', needle: 'urchin.js', re: /urchin\.js/g, kinds: URL_KINDS },
    { id: 'ga.urchin_call', needle: 'urchinTracker', re: /urchinTracker\s*\(/g, kinds: INLINE },
    { id: 'ga.classic_src', needle: 'google-analytics.com', re: /google-analytics\.com\/(?:u\/)?ga\.js/g, kinds: URL_KINDS },
    { id: 'ga.classic_src', needle: 'stats.g.doubleclick.net', re: /stats\.g\.doubleclick\.net\/dc\.js/g, kinds: URL_KINDS },
    { id: 'ga.classic_call', needle: '_gaq', re: /_gaq\.push\s*\(/g, kinds: INLINE },
    { id: 'ga.classic_call', needle: '_gat', re: /_gat\._(?:getTracker|createTracker)\s*\(/g, kinds: INLINE },
    { id: 'ga.universal_src', needle: 'google-analytics.com', re: /google-analytics\.com\/analytics(?:_debug)?\.js/g, kinds: URL_KINDS },
    { id: 'ga.universal_call', needle: 'create', re: /(?:ga|__gaTracker)\(\s*['"]create['"]/g, kinds: INLINE },
    { id: 'ga.ua_id', needle: 'UA-', re: new RegExp(`(${UA_ID_SOURCE})`, 'g') },
  ],
  judge(page) {
    const out: Finding[] = [];
    const urchin = hitsOf(page, 'ga.urchin_src', 'ga.urchin_call');
    if (urchin.length > 0) out.push(finding(URCHIN, 'Urchin-era Google Analytics (urchin.js / urchinTracker): this code has collected nothing since Universal Analytics was switched off on 1 July 2023.', urchin));
    const classic = hitsOf(page, 'ga.classic_src', 'ga.classic_call');
    if (classic.length > 0) out.push(finding(CLASSIC, 'Classic Google Analytics (ga.js / dc.js / _gaq): a Universal Analytics-era tag that has sent hits nowhere since 1 July 2023; GA4 needs the Google tag.', classic));
    const universal = hitsOf(page, 'ga.universal_src', 'ga.universal_call');
    if (universal.length > 0) out.push(finding(UNIVERSAL, 'Universal Analytics (analytics.js / ga(\'create\', ...)): stopped processing data on 1 July 2023; GA4 needs the Google tag.', universal));
    const claimed = new Set(hitsOf(page, ...UA_CLAIMING_PATTERNS).map((h) => h.id));
    const ids = hitsOf(page, 'ga.ua_id').filter((h) => !claimed.has(h.id));
    out.push(...perIdFindings(UA_ID, ids, (id) => `Universal Analytics property ${id}: UA properties stopped processing data on 1 July 2023 (360: 1 July 2024).`));
    return out;
  },
};
