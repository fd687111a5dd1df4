// Google Ads' pre-gtag conversion and remarketing tag (conversion.js / conversion_async.js and
// its google_conversion_* globals). Google's upgrade guide moves it to the Google tag.
import { hitsOf, perIdFindings, URL_KINDS, PIXEL_KINDS, INLINE, type RuleFamily, type RuleMeta, QUOTE } from '../rule-kit.ts';

const LEGACY: RuleMeta = { id: 'gads.legacy_conversion_js', severity: 'warn', vendor: 'Google Ads', reference: 'https://developers.google.com/tag-platform/devguides/upgrade', legacy: { retired: null, notice: 'Google asks for the Google tag (gtag.js) or Tag Manager in place of conversion.js and its google_conversion_* globals.' } };

export const gads: RuleFamily = {
  family: 'gads',
  rules: [LEGACY],
  patterns: [
    { id: 'gads.conversion', needle: 'googleadservices.com', re: /googleadservices\.com\/pagead\/conversion(?:_async)?\.js/g, kinds: URL_KINDS },
    // var google_conversion_id = 123; and the same in a settings object or a pixel-config queue,
    // as JSON ("google_conversion_id":"123") or JSON inside a string (\"conversion_id\":\"AW-123\").
    { id: 'gads.conversion', needle: 'google_conversion_id', re: new RegExp(`google_conversion_id(?:${QUOTE})?\\s*[=:]\\s*(?:${QUOTE})?(?:AW-)?(\\d{6,12})(?!\\d)`, 'g'), kinds: INLINE },
    // A bare numeric conversion ID under a generic key is the old tag's (the Google tag's IDs are AW-...).
    { id: 'gads.conversion', needle: 'onversion', within: 'googleadservices', re: new RegExp(`(?:${QUOTE})?(?:conversion_id|conversionId)(?:${QUOTE})?\\s*:\\s*(?:${QUOTE})?(\\d{6,12})(?!\\d)`, 'g'), kinds: INLINE },
    { id: 'gads.conversion', needle: 'google_trackConversion', re: /google_trackConversion\s*\(/g, kinds: INLINE },
    { id: 'gads.conversion', needle: 'google_remarketing_only', re: /google_remarketing_only\s*[=:]/g, kinds: INLINE },
    // The tag's noscript twins carry the conversion ID in the path.
    { id: 'gads.conversion', needle: 'googleadservices.com', re: /googleadservices\.com\/pagead\/conversion\/(\d{6,12})/g, kinds: PIXEL_KINDS },
    { id: 'gads.conversion', needle: 'viewthroughconversion', re: /googleads\.g\.doubleclick\.net\/pagead\/viewthroughconversion\/(\d{6,12})/g, kinds: PIXEL_KINDS },
  ],
  judge(page) {
    return perIdFindings(LEGACY, hitsOf(page, 'gads.conversion'), (id) => `Legacy Google Ads conversion tag${id === null ? '' : ` (conversion ID ${id})`} (conversion.js / google_conversion_*): Google asks for the Google tag (gtag.js) or Tag Manager instead.`);
  },
};
