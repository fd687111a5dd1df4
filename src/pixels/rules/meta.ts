// Meta (Facebook) pixel: the 2015 fbevents.js pixel is current; the Custom Audience pixel and the
// Conversion Tracking pixel (fbds.js, _fbq.push(['addPixelId']), tr?ev=<id>) were switched off
// for measurement on 15 February 2017.
import type { Finding } from '../types.ts';
import { shopifySetting } from '../shopify-settings.ts';
import { configKeyPatterns, distinctIds, elementCount, finding, groupById, hitsOf, perIdFindings, plural, URL_KINDS, PIXEL_KINDS, INLINE, type RuleFamily, type RuleMeta, query, QUOTE } from '../rule-kit.ts';

export const META_VENDOR = 'Meta Pixel';
const MIGRATION = 'https://developers.facebook.com/ads/blog/post/v2/2016/08/03/pixel-migration/';
const DOCS = 'https://developers.facebook.com/docs/meta-pixel/get-started';

const LEGACY_FBDS: RuleMeta = { id: 'meta.legacy_fbds', severity: 'error', vendor: META_VENDOR, reference: MIGRATION, legacy: { retired: '2017-02', notice: 'Meta deprecated the Custom Audience and Conversion Tracking pixels in favour of the Meta Pixel in February 2017.' } };
const LEGACY_TR_EV: RuleMeta = { id: 'meta.legacy_tr_ev', severity: 'error', vendor: META_VENDOR, reference: MIGRATION, legacy: { retired: '2017-02', notice: 'Meta deprecated the Custom Audience and Conversion Tracking pixels in favour of the Meta Pixel in February 2017.' } };
const DUPLICATE_INIT: RuleMeta = { id: 'meta.duplicate_init', severity: 'warn', vendor: META_VENDOR, reference: 'https://developers.facebook.com/docs/meta-pixel/guides/accurate-event-tracking-with-multiple-pixels' };
const MULTIPLE: RuleMeta = { id: 'meta.multiple_pixels', severity: 'info', vendor: META_VENDOR, reference: 'https://developers.facebook.com/docs/meta-pixel/guides/accurate-event-tracking-with-multiple-pixels' };
const TAG: RuleMeta = { id: 'meta.tag', severity: 'info', vendor: META_VENDOR, reference: DOCS };

const PIXEL_ID = '(\\d{6,20})';
// A retailer's own configuration object naming the pixel ("facebookPixelId": "123..."): Meta pixel
// IDs there are 15 or 16 digits, nothing else is taken.
const CONFIG_KEYS = ['facebookPixelId', 'FacebookPixelId', 'facebookPixelID', 'fbPixelId', 'fbPixelID', 'facebook_pixel_id', 'fb_pixel_id', 'facebookPixel', 'fbPixel', 'metaPixelId', 'MetaPixelId', 'meta_pixel_id'];

export const meta: RuleFamily = {
  family: 'meta',
  rules: [LEGACY_FBDS, LEGACY_TR_EV, DUPLICATE_INIT, MULTIPLE, TAG],
  patterns: [
    { id: 'meta.init', needle: 'init', re: new RegExp(`fbq\\(\\s*${QUOTE}init${QUOTE}\\s*,\\s*(?:${QUOTE})?${PIXEL_ID}`, 'g'), kinds: INLINE },
    { id: 'meta.loader', needle: 'connect.facebook.net', re: /connect\.facebook\.net\/[\w-]+\/fbevents\.js/g, kinds: URL_KINDS },
    { id: 'meta.loader', needle: 'connect.facebook.net', re: new RegExp(`connect\\.facebook\\.net\\/signals\\/config\\/${PIXEL_ID}`, 'g'), kinds: URL_KINDS },
    // The image pixel, in noscript, in a bare image, or as markup inside a script's JSON string.
    { id: 'meta.noscript_pixel', needle: 'facebook.com/tr', re: new RegExp(`facebook\\.com\\/tr\\/?${query('id')}${PIXEL_ID}`, 'g'), kinds: URL_KINDS },
    // Shopify's Facebook & Instagram channel: the pixel IDs in the storefront's trekkie settings.
    { id: 'meta.shopify_setting', ...shopifySetting('Facebook Pixel', new RegExp(`"${PIXEL_ID}"`, 'g')) },
    // Shopify's Facebook & Instagram app as a web pixel: its settings are JSON inside a JSON
    // string of webPixelsConfigList ({"configuration":"{\"pixel_id\":\"...\",\"pixel_type\":\"facebook_pixel\"}"}).
    { id: 'meta.shopify_setting', needle: 'pixel_id', within: 'webPixelsConfigList', re: new RegExp(`pixel_id${QUOTE}\\s*:\\s*${QUOTE}${PIXEL_ID}(?=[^}]{0,200}facebook_pixel)`, 'g'), kinds: INLINE },
    { id: 'meta.fbds', needle: 'fbds.js', re: /connect\.facebook\.net\/[\w-]+\/fbds\.js/g, kinds: URL_KINDS },
    { id: 'meta.fbds', needle: 'addPixelId', re: new RegExp(`_fbq\\.push\\(\\s*\\[\\s*['"]addPixelId['"]\\s*,\\s*['"]${PIXEL_ID}`, 'g'), kinds: INLINE },
    { id: 'meta.fbds', needle: 'fb_param', re: new RegExp(`fb_param\\.pixel_id\\s*=\\s*['"]${PIXEL_ID}`, 'g'), kinds: INLINE },
    // The old conversion pixel puts its own ID in ev=; the current pixel has id=<pixel>&ev=<EventName>.
    ...configKeyPatterns('meta.config', CONFIG_KEYS, '\\d{15,16}'),
    { id: 'meta.tr_ev', needle: 'facebook.com/tr', re: new RegExp(`facebook\\.com\\/(?:offsite_event\\.php|tr\\/?)${query('ev')}${PIXEL_ID}`, 'g'), kinds: PIXEL_KINDS },
  ],
  judge(page) {
    const out: Finding[] = [];
    out.push(...perIdFindings(LEGACY_FBDS, hitsOf(page, 'meta.fbds'), (id) => `Legacy Meta Custom Audience / Conversion Tracking pixel${id === null ? '' : ` ${id}`} (fbds.js): Meta stopped measuring with it in February 2017; only the Meta Pixel (fbevents.js) counts.`));
    out.push(...perIdFindings(LEGACY_TR_EV, hitsOf(page, 'meta.tr_ev'), (id) => `Old Meta conversion pixel image (facebook.com/tr?ev=${id}): deprecated with the Conversion Tracking pixel in February 2017.`));

    const inits = hitsOf(page, 'meta.init');
    for (const [id, hits] of groupById(inits)) {
      if (hits.length < 2) continue;
      const where = elementCount(hits) < 2 ? 'in one script' : `in ${elementCount(hits)} scripts`;
      out.push(finding(DUPLICATE_INIT, `Meta pixel ${id} is possibly initialised ${hits.length} times (${where}): duplicate init calls can send events twice.`, hits, { ids: [id] }));
    }
    const current = hitsOf(page, 'meta.init', 'meta.loader', 'meta.noscript_pixel', 'meta.shopify_setting');
    const ids = distinctIds([...current, ...hitsOf(page, 'meta.fbds')]);
    if (ids.length >= 2) {
      const severity = ids.length > 2 ? 'warn' : 'info';
      out.push(finding(MULTIPLE, `${plural(ids.length, 'Meta pixel ID')} on one page (${ids.join(', ')}): each fires its own events; check each is wanted.`, current, { ids, severity }));
    }
    // A configuration object's ID names the pixel too; it is reported, never counted towards "multiple".
    const named = [...current, ...hitsOf(page, 'meta.config')];
    const namedIds = distinctIds(named);
    if (named.length > 0) out.push(finding(TAG, `Meta Pixel${namedIds.length > 0 ? ` ${namedIds.join(', ')}` : ''} in the HTML.`, named, { ids: namedIds }));
    return out;
  },
};
