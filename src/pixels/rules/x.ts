// X (Twitter) website tags: the single-event tag (oct.js, twttr.conversion.trackPid, adsct
// images) predates the universal website tag (uwt.js, twq), whose base code now uses
// twq('config', ...) rather than twq('init', ...).
import type { Finding } from '../types.ts';
import { distinctIds, finding, hitsOf, perIdFindings, URL_KINDS, INLINE, type RuleFamily, type RuleMeta, query } from '../rule-kit.ts';

const VENDOR = 'X (Twitter)';
const DOCS = 'https://business.x.com/en/help/campaign-measurement-and-analytics/conversion-tracking-for-websites';

const LEGACY_OCT: RuleMeta = { id: 'x.legacy_oct_js', severity: 'warn', vendor: VENDOR, reference: DOCS, legacy: { retired: null, notice: 'X replaced the single-event website tag (oct.js) with its universal website tag (uwt.js).' } };
const INIT_FORM: RuleMeta = { id: 'x.uwt_init_form', severity: 'info', vendor: VENDOR, reference: DOCS };
const TAG: RuleMeta = { id: 'x.tag', severity: 'info', vendor: VENDOR, reference: DOCS };

export const x: RuleFamily = {
  family: 'x',
  rules: [LEGACY_OCT, INIT_FORM, TAG],
  patterns: [
    { id: 'x.oct', needle: 'oct.js', re: /platform\.twitter\.com\/oct\.js/g, kinds: URL_KINDS },
    { id: 'x.oct', needle: 'trackPid', re: /twttr\.conversion\.trackPid\(\s*['"](\w{4,12})['"]/g, kinds: INLINE },
    { id: 'x.oct', needle: 'adsct', re: new RegExp(`(?:analytics\\.twitter\\.com|t\\.co)\\/i\\/adsct(?:${query('txn_id')}(\\w{4,12}))?`, 'g'), kinds: URL_KINDS },
    { id: 'x.uwt_init', needle: 'twq', re: /twq\(\s*['"]init['"]\s*,\s*['"](\w{4,12})['"]/g, kinds: INLINE },
    { id: 'x.uwt', needle: 'twq', re: /twq\(\s*['"]config['"]\s*,\s*['"](\w{4,12})['"]/g, kinds: INLINE },
    { id: 'x.uwt', needle: 'uwt.js', re: /static\.ads-twitter\.com\/uwt\.js/g, kinds: URL_KINDS },
  ],
  judge(page) {
    const out: Finding[] = [];
    out.push(...perIdFindings(LEGACY_OCT, hitsOf(page, 'x.oct'), (id) => `X single-event website tag${id === null ? '' : ` ${id}`} (oct.js / trackPid / adsct): the older tag form; X's current base code is the universal website tag (uwt.js).`));
    out.push(...perIdFindings(INIT_FORM, hitsOf(page, 'x.uwt_init'), (id) => `twq('init', '${id}'): the older base-code form; current X pixel code calls twq('config', ...).`));
    const current = hitsOf(page, 'x.uwt', 'x.uwt_init');
    if (current.length > 0) {
      const ids = distinctIds(current);
      out.push(finding(TAG, `X universal website tag${ids.length > 0 ? ` ${ids.join(', ')}` : ''}.`, current, { ids }));
    }
    return out;
  },
};
