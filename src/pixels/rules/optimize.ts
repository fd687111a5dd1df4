// Google Optimize and Optimize 360 were sunset on 30 September 2023: every experiment ended and
// optimize.js no longer serves a container. Optimize containers were loaded three ways: the
// optimize.js snippet, a Universal Analytics plugin (ga('require', 'GTM-XXXX') / 'OPT-XXXX'),
// and gtag's optimize_id. Their IDs are OPT- or GTM- shaped, so an Optimize container loaded
// through ga('require') is not a Tag Manager container (gtm.ts leaves it to this family).
// The page-hiding (anti-flicker) snippet waits for the container to say it is ready; with
// Optimize gone it can only wait for its timeout.
import type { Finding } from '../types.ts';
import { distinctIds, finding, hitsOf, perIdFindings, query, URL_KINDS, INLINE, type RuleFamily, type RuleMeta } from '../rule-kit.ts';

const VENDOR = 'Google Optimize';
const SUNSET = 'https://support.google.com/optimize/answer/12979939';

const CONTAINER: RuleMeta = { id: 'optimize.sunset_container', severity: 'error', vendor: VENDOR, reference: SUNSET, legacy: { retired: '2023-09-30', notice: 'Google Optimize and Optimize 360 were sunset on 30 September 2023.' } };
const ANTI_FLICKER: RuleMeta = { id: 'optimize.anti_flicker_snippet', severity: 'warn', vendor: VENDOR, reference: 'https://support.google.com/optimize/answer/7579180', legacy: { retired: '2023-09-30', notice: 'Google Optimize and Optimize 360 were sunset on 30 September 2023.' } };

const ID = '((?:OPT|GTM)-[A-Z0-9]{4,10})(?![\\w-])';

export const optimize: RuleFamily = {
  family: 'optimize',
  rules: [CONTAINER, ANTI_FLICKER],
  patterns: [
    { id: 'optimize.container', needle: 'googleoptimize.com', re: new RegExp(`googleoptimize\\.com\\/optimize\\.js${query('id')}${ID}`, 'g'), kinds: URL_KINDS },
    { id: 'optimize.container', needle: 'googleoptimize.com', re: /googleoptimize\.com\/optimize\.js(?![?\w])/g, kinds: URL_KINDS },
    // ga('require', 'GTM-XXXX') or a named tracker's ga('t0.require', ...): the analytics.js plugin form.
    // One needle per quote style: "require" alone is in every module loader, and each needle hit runs the regex.
    ...["require'", 'require"'].map((needle) => ({ id: 'optimize.container', needle, re: new RegExp(`(?:ga|__gaTracker)\\(\\s*['"](?:\\w+\\.)?require['"]\\s*,\\s*['"]${ID}['"]`, 'g'), kinds: INLINE })),
    { id: 'optimize.container', needle: 'optimize_id', re: new RegExp(`optimize_id['"]?\\s*:\\s*['"]${ID}['"]`, 'g'), kinds: INLINE },
    // (function(a,s,y,n,c,h,i,d,e){...})(window,document.documentElement,'async-hide','dataLayer',4000,{'GTM-XXXX':true});
    { id: 'optimize.anti_flicker', needle: 'async-hide', re: new RegExp(`['"]async-hide['"][^;]{0,300}?\\{\\s*['"]${ID}['"]\\s*:\\s*(?:true|!0)`, 'g'), kinds: INLINE },
  ],
  judge(page) {
    const out: Finding[] = [];
    out.push(...perIdFindings(CONTAINER, hitsOf(page, 'optimize.container'), (id) => `Google Optimize container${id === null ? '' : ` ${id}`}: Google sunset Optimize on 30 September 2023; the container loads nothing and its experiments ended.`));
    const hiding = hitsOf(page, 'optimize.anti_flicker');
    if (hiding.length > 0) {
      const ids = distinctIds(hiding);
      out.push(finding(ANTI_FLICKER, `Optimize page-hiding (anti-flicker) snippet for ${ids.join(', ')}: it hides the page until an Optimize container reports ready, which no longer happens since the 30 September 2023 sunset, so visitors possibly see a blank page until its timeout.`, hiding, { ids }));
    }
    return out;
  },
};
