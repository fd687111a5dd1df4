// Google Consent Mode as visible in the HTML. A consent platform may set the default inside
// GTM, so a missing default is never more than info; a default without the two v2 parameters
// (ad_user_data, ad_personalization, required for EEA traffic since March 2024) is a warning.
import type { Finding } from '../types.ts';
import { VENDOR_ROWS } from '../catalogue/index.ts';
import { finding, plural, type Hit, type PageHits, type RuleFamily, type RuleMeta, INLINE } from '../rule-kit.ts';

const VENDOR = 'Google Consent Mode';
const DOCS = 'https://developers.google.com/tag-platform/security/guides/consent';

const NO_DEFAULT: RuleMeta = { id: 'consent.no_gcm_default', severity: 'info', vendor: VENDOR, reference: DOCS };
const V1_ONLY: RuleMeta = { id: 'consent.gcm_v1_only', severity: 'warn', vendor: VENDOR, reference: DOCS };
const DEFAULT_LATE: RuleMeta = { id: 'consent.default_after_google_tag', severity: 'warn', vendor: VENDOR, reference: 'https://developers.google.com/tag-platform/security/guides/consent#implementation_example' };

/**
 * What loads a Google tag or sends it measurement: the gtag.js and Tag Manager loaders and
 * gtag('config'/'event' with send_to). Google's order is the consent default first, then these;
 * one of them earlier in the document runs before the default exists. (Shopify's channel
 * settings are not here: Shopify's own code orders them.)
 */
const LOADS_OR_SENDS = ['gtag.loader', 'gtag.config', 'gtag.ua_config', 'gtm.load'];

const GOOGLE_FAMILIES = ['ga.', 'gtag.', 'gtm.', 'gads.', 'floodlight.'];
/** Consent platforms whose own code can set the Consent Mode default (named in the message, never assumed): the catalogue's consent rows. */
const CONSENT_PLATFORMS: readonly [string, string][] = [
  ...VENDOR_ROWS.filter((r) => r.category === 'consent').map((r): [string, string] => [`${r.family}.tag`, r.vendor]),
  ['shopify.privacy_api', "Shopify's Customer Privacy API"],
];

function googleTagHits(page: PageHits): Hit[] {
  const out: Hit[] = [];
  for (const [pattern, hits] of page) if (GOOGLE_FAMILIES.some((f) => pattern.startsWith(f))) out.push(...hits);
  return out.sort((a, b) => a.offset - b.offset);
}

export const consent: RuleFamily = {
  family: 'consent',
  rules: [NO_DEFAULT, V1_ONLY, DEFAULT_LATE],
  patterns: [
    // gtag('consent', 'default', {...}) and its dataLayer.push(['consent', 'default', {...}]) form.
    // The object holds no other object (Consent Mode's parameters are strings, numbers and
    // arrays): the run stops at the next '{', so a page repeating this call's start cannot make
    // every try read 2,000 characters on (121 ns a page byte against 20 for an ordinary page).
    { id: 'consent.default', needle: 'consent', re: /['"]consent['"]\s*,\s*['"]default['"]\s*,\s*\{[^{}]{0,2000}\}/g, kinds: INLINE },
  ],
  judge(page) {
    const google = googleTagHits(page);
    if (google.length === 0) return [];
    const defaults = page.get('consent.default') ?? [];
    const out: Finding[] = [];
    if (defaults.length === 0) {
      const platforms = CONSENT_PLATFORMS.filter(([pattern]) => page.has(pattern)).map(([, name]) => name);
      const who = platforms.length > 0 ? `the consent platform on this page (${platforms.join(', ')}) may set it from its own script or inside Tag Manager` : 'a consent platform may still set it inside Tag Manager';
      out.push(finding(NO_DEFAULT, `Google tags are in the HTML but no Consent Mode default (gtag('consent', 'default', ...)) is: ${who}, which the HTML cannot show.`, google, { count: google.length }));
    } else {
      const v1 = defaults.filter((h) => !(h.text.includes('ad_user_data') && h.text.includes('ad_personalization')));
      if (v1.length === defaults.length) {
        out.push(finding(V1_ONLY, 'The Consent Mode default sets neither ad_user_data nor ad_personalization together: that is Consent Mode v1; Google requires v2 for EEA traffic since March 2024.', v1));
      }
      const firstDefault = Math.min(...defaults.map((h) => h.offset));
      const early = LOADS_OR_SENDS.flatMap((id) => page.get(id) ?? []).filter((h) => h.offset < firstDefault).sort((a, b) => a.offset - b.offset);
      if (early.length > 0) {
        out.push(finding(DEFAULT_LATE, `A Google tag loads or sends before the Consent Mode default in the HTML (${plural(early.length, 'place')} above it): Google requires the default first, or the tag runs without it. Move gtag('consent', 'default', ...) above the Google tag and Tag Manager snippets.`, [...early, defaults.find((h) => h.offset === firstDefault)!]));
      }
    }
    return out;
  },
};
