// Klaviyo onsite tracking: the klaviyo object replaces the legacy _learnq queue and the old
// a.klaviyo.com analytics.js loader.
import type { Finding } from '../types.ts';
import { distinctIds, finding, hitsOf, URL_KINDS, INLINE, type RuleFamily, type RuleMeta, query } from '../rule-kit.ts';

const VENDOR = 'Klaviyo';
const DOCS = 'https://developers.klaviyo.com/en/docs/introduction-to-the-klaviyo-object';

const LEGACY: RuleMeta = { id: 'klaviyo.legacy_learnq', severity: 'warn', vendor: VENDOR, reference: DOCS, legacy: { retired: null, notice: 'Klaviyo replaced the _learnq object with the klaviyo object in its onsite JavaScript.' } };
const TAG: RuleMeta = { id: 'klaviyo.tag', severity: 'info', vendor: VENDOR, reference: 'https://developers.klaviyo.com/en/docs/javascript_api' };

const COMPANY = '([A-Za-z0-9]{6})(?![\\w-])';

export const klaviyo: RuleFamily = {
  family: 'klaviyo',
  rules: [LEGACY, TAG],
  patterns: [
    { id: 'klaviyo.learnq', needle: '_learnq', re: new RegExp(`_learnq(?:\\.push\\(\\s*\\[\\s*['"]account['"]\\s*,\\s*['"]${COMPANY})?(?![\\w$])`, 'g'), kinds: INLINE },
    { id: 'klaviyo.learnq', needle: 'a.klaviyo.com', re: /a\.klaviyo\.com\/media\/js\/analytics\/analytics\.js/g, kinds: URL_KINDS },
    { id: 'klaviyo.onsite', needle: 'klaviyo.com', re: new RegExp(`static\\.klaviyo\\.com\\/onsite\\/js\\/(?:klaviyo\\.js)?${query('company_id')}${COMPANY}`, 'g'), kinds: URL_KINDS },
  ],
  judge(page) {
    const out: Finding[] = [];
    const legacy = hitsOf(page, 'klaviyo.learnq');
    if (legacy.length > 0) {
      const ids = distinctIds(legacy);
      out.push(finding(LEGACY, `Legacy Klaviyo tracking (_learnq / analytics.js)${ids.length > 0 ? ` for ${ids.join(', ')}` : ''}: Klaviyo replaced it with the klaviyo object.`, legacy, { ids }));
    }
    const current = hitsOf(page, 'klaviyo.onsite', 'klaviyo.learnq');
    if (current.length > 0) {
      const ids = distinctIds(current);
      out.push(finding(TAG, `Klaviyo onsite JavaScript${ids.length > 0 ? ` (company ${ids.join(', ')})` : ''}.`, current, { ids }));
    }
    return out;
  },
};
