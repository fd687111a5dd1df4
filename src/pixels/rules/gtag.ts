// The Google tag (gtag.js): inventory of its G-, GT-, AW-, DC- and MC- (Merchant Center) destinations, loaders
// included twice, and gtag('config') calls still naming a dead Universal Analytics property.
import type { Finding } from '../types.ts';
import { configKeyPatterns, distinctIds, duplicateVerb, elementCount, finding, groupById, hitsOf, perIdFindings, URL_KINDS, INLINE, type RuleFamily, type RuleMeta, query, QUOTE } from '../rule-kit.ts';
import { UA_ID_SOURCE } from './ga.ts';
import { shopifySetting } from '../shopify-settings.ts';

const VENDOR = 'Google tag';

const UA_CONFIG: RuleMeta = { id: 'gtag.ua_config', severity: 'error', vendor: VENDOR, reference: 'https://support.google.com/analytics/answer/11583528', legacy: { retired: '2023-07-01', notice: 'Universal Analytics stopped processing data on 1 July 2023 (360 properties: 1 July 2024).' } };
const INVENTORY: RuleMeta = { id: 'gtag.inventory', severity: 'info', vendor: VENDOR, reference: 'https://developers.google.com/tag-platform/gtagjs' };
const DUPLICATE: RuleMeta = { id: 'gtag.duplicate_loader', severity: 'warn', vendor: VENDOR, reference: 'https://developers.google.com/tag-platform/gtagjs/install' };

const DESTINATION_ID = '(?:G|GT|AW|DC|MC)-[A-Z0-9]{4,14}(?![\\w-])';
const DESTINATION = `(${DESTINATION_ID})`;
// Destinations a retailer keeps in its own configuration object under a key that names the
// product: a GA4 measurement ID (G-...), a Google Ads conversion ID (AW-... or its bare 9-11
// digits, as Ads shows it).
const MEASUREMENT_KEYS = ['ga4MeasurementId', 'ga4MeasurementID', 'measurementId', 'measurementID', 'measurement_id', 'gaMeasurementId', 'ga4Id', 'ga4_id', 'ga4_measurement_id', 'googleAnalytics4Id', 'googleAnalyticsMeasurementId'];
const ADS_KEYS = ['googleAdsConversionId', 'googleAdsConversionID', 'google_ads_conversion_id', 'adwordsConversionId', 'adWordsConversionId', 'AdWordsConversionId', 'adwords_conversion_id', 'googleAdsId', 'google_ads_id', 'adwordsId', 'awConversionId'];

export const gtag: RuleFamily = {
  family: 'gtag',
  rules: [UA_CONFIG, INVENTORY, DUPLICATE],
  patterns: [
    { id: 'gtag.loader', needle: 'gtag/js', re: new RegExp(`googletagmanager\\.com\\/gtag\\/js${query('id')}([A-Z]{1,3}-[A-Z0-9-]{4,16})`, 'g'), kinds: URL_KINDS },
    { id: 'gtag.config', needle: 'config', re: new RegExp(`gtag\\(\\s*${QUOTE}config${QUOTE}\\s*,\\s*${QUOTE}${DESTINATION}`, 'g'), kinds: INLINE },
    // A conversion event names its destination: send_to: 'AW-123456789/AbC-dEf'.
    { id: 'gtag.config', needle: 'send_to', re: new RegExp(`send_to(?:${QUOTE})?\\s*:\\s*${QUOTE}${DESTINATION}`, 'g'), kinds: INLINE },
    // A Google Ads destination under a conversion key of a settings object or pixel-config queue.
    { id: 'gtag.config', needle: 'onversion', re: new RegExp(`(?:${QUOTE})?(?:conversion_id|conversionId)(?:${QUOTE})?\\s*:\\s*${QUOTE}(AW-\\d{6,12})(?![\\w-])`, 'g'), kinds: INLINE },
    // Shopify's Google & YouTube app as a web pixel: {"google_tag_ids":["AW-...","GT-..."]} as JSON
    // inside JSON strings of webPixelsConfigList, every destination listed.
    { id: 'gtag.shopify_setting', needle: 'google_tag_ids', re: new RegExp(`google_tag_ids${QUOTE}\\s*:\\s*\\[[^\\][]{0,600}\\]`, 'g'), kinds: INLINE, each: new RegExp(DESTINATION, 'g') },
    // Shopify's Google & YouTube channel: conversionId and every action_label in the trekkie settings.
    { id: 'gtag.shopify_setting', ...shopifySetting('Google Gtag Pixel', new RegExp(`"${DESTINATION}`, 'g')) },
    ...configKeyPatterns('gtag.config_key', MEASUREMENT_KEYS, 'G-(?!X+(?![A-Z0-9]))[A-Z0-9]{6,12}'),
    ...configKeyPatterns('gtag.config_key', ADS_KEYS, '(?:AW-)?\\d{9,11}'),
    { id: 'gtag.ua_config', needle: 'config', re: new RegExp(`gtag\\(\\s*['"]config['"]\\s*,\\s*['"](${UA_ID_SOURCE})`, 'g'), kinds: INLINE },
  ],
  judge(page) {
    const out: Finding[] = [];
    out.push(...perIdFindings(UA_CONFIG, hitsOf(page, 'gtag.ua_config'), (id) => `gtag('config', '${id}') configures a Universal Analytics property: it has received no data since 1 July 2023.`));

    const loaders = hitsOf(page, 'gtag.loader');
    const destinations = [...loaders.filter((h) => h.id !== null && /^(?:G|GT|AW|DC|MC)-/.test(h.id)), ...hitsOf(page, 'gtag.config', 'gtag.shopify_setting', 'gtag.config_key')];
    if (destinations.length > 0) {
      const ids = distinctIds(destinations);
      out.push(finding(INVENTORY, `Google tag destinations in the HTML: ${ids.join(', ')}.`, destinations, { ids }));
    }
    for (const [id, hits] of groupById(loaders)) {
      if (elementCount(hits) < 2) continue;
      out.push(finding(DUPLICATE, `gtag.js for ${id} is ${duplicateVerb(hits, 'loaded')}: page views and conversions may be counted twice.`, hits, { ids: [id] }));
    }
    return out;
  },
};
