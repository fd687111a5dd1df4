// Adobe Analytics. AppMeasurement.js is the current JavaScript library; H code (the s_code.js
// library) is its predecessor, which Adobe's migration guide replaces file for file ("update
// script references to point to AppMeasurement.js instead of s_code.js"). Adobe publishes no
// end-of-life date for H code, so the legacy finding is a warning, not an error. Report-suite
// IDs come from s_account, s_gi("...") and the /b/ss/<rsid>/ path of the no-script beacon,
// whose version segment (H.24, H.27...) names H code outright.
import type { Finding } from '../types.ts';
import { distinctIds, finding, hitsOf, PIXEL_KINDS, INLINE, type RuleFamily, type RuleMeta } from '../rule-kit.ts';

const VENDOR = 'Adobe Analytics';
const MIGRATE = 'https://experienceleague.adobe.com/docs/analytics/implementation/js/migrate-from-hcode.html';

const H_CODE: RuleMeta = { id: 'adobe_analytics.h_code', severity: 'warn', vendor: VENDOR, reference: MIGRATE, legacy: { retired: null, notice: 'Adobe asks for H code (s_code.js) to be replaced with AppMeasurement or the Web SDK.' } };
const TAG: RuleMeta = { id: 'adobe_analytics.tag', severity: 'info', vendor: VENDOR, reference: 'https://experienceleague.adobe.com/docs/analytics/implementation/js/overview.html' };

const RSID = '([A-Za-z0-9][\\w.-]{2,59})';

export const adobeAnalytics: RuleFamily = {
  family: 'adobe_analytics',
  rules: [H_CODE, TAG],
  patterns: [
    // The library file itself: /s_code.js, s_code_remote.js and the like (often self-hosted).
    { id: 'adobe_analytics.h_code', needle: 's_code', re: /(?:^|\/)s_code(?:[_-][\w-]+)?\.js(?![\w])/g, kinds: ['script-src'], midToken: true },
    { id: 'adobe_analytics.h_code', needle: '/b/ss/', re: new RegExp(`\\/b\\/ss\\/${RSID}(?:,[\\w.-]+)*\\/\\d+\\/H\\.\\d+`, 'g'), kinds: PIXEL_KINDS, midToken: true },
    { id: 'adobe_analytics.library', needle: 'AppMeasurement', re: /AppMeasurement(?:\.min)?\.js/g, kinds: ['script-src'], midToken: true },
    { id: 'adobe_analytics.library', needle: 'AppMeasurement', re: /new\s+AppMeasurement\s*\(/g, kinds: INLINE },
    // s_account="rsid1,rsid2": every report suite in the list.
    { id: 'adobe_analytics.rsid', needle: 's_account', re: /s_account\s*=\s*["'][\w.,-]{3,300}["']/g, kinds: INLINE, each: /(?<=["',])([A-Za-z0-9][\w.-]{2,59})(?=[,"'])/g },
    { id: 'adobe_analytics.rsid', needle: 's_gi', re: new RegExp(`s_gi\\(\\s*["']${RSID}["']`, 'g'), kinds: INLINE },
    { id: 'adobe_analytics.rsid', needle: '/b/ss/', re: new RegExp(`\\/b\\/ss\\/${RSID}\\/`, 'g'), kinds: PIXEL_KINDS, midToken: true },
  ],
  judge(page) {
    const out: Finding[] = [];
    const all = hitsOf(page, 'adobe_analytics.h_code', 'adobe_analytics.library', 'adobe_analytics.rsid');
    const ids = distinctIds(all);
    const hCode = hitsOf(page, 'adobe_analytics.h_code');
    if (hCode.length > 0) {
      out.push(finding(H_CODE, `Adobe Analytics H code (s_code.js)${ids.length > 0 ? ` for ${ids.join(', ')}` : ''}: the legacy library Adobe asks to replace with AppMeasurement.js (3-7x faster, and the only one Adobe develops).`, hCode, { ids }));
    }
    if (all.length > 0) out.push(finding(TAG, `Adobe Analytics${ids.length > 0 ? ` report suite ${ids.join(', ')}` : ''} in the HTML.`, all, { ids }));
    return out;
  },
};
