// Shopify storefront leftovers: the Online Store Preferences Universal Analytics ID still fed to
// trekkie, app ScriptTags (asyncLoad), checkout-era snippets pasted into the theme, and the
// Web Pixels Manager that replaces them.
import type { Evidence, Finding } from '../types.ts';
import { finding, hitsOf, perIdFindings, plural, type Hit, INLINE, type RuleFamily, type RuleMeta } from '../rule-kit.ts';
import { hostOf } from '../url-host.ts';
import { UA_ID_SOURCE } from './ga.ts';
import { MAX_COUNTED_IDS, MAX_LISTED } from '../limits.ts';
import { formatCount, type PageLimits } from '../../html/page-limits.ts';
import type { Item } from '../extract.ts';

const VENDOR = 'Shopify';

const UA_PREFERENCE: RuleMeta = { id: 'shopify.legacy_ua_preference', severity: 'error', vendor: VENDOR, reference: 'https://help.shopify.com/en/manual/reports-and-analytics/google-analytics', legacy: { retired: '2023-07-01', notice: 'Universal Analytics stopped processing data on 1 July 2023 (360 properties: 1 July 2024).' } };
const SCRIPTTAGS: RuleMeta = { id: 'shopify.scripttag_asyncload', severity: 'warn', vendor: VENDOR, reference: 'https://shopify.dev/changelog/online-store-script-tags-deprecation', legacy: { retired: '2027-03-01', notice: 'Shopify stops creating or updating storefront script tags on 1 October 2026 and stops injecting them on 1 March 2027.' } };
const CHECKOUT_OBJECT: RuleMeta = { id: 'shopify.checkout_object_on_storefront', severity: 'warn', vendor: VENDOR, reference: 'https://help.shopify.com/en/manual/checkout-settings/customize-checkout-configurations/upgrade-thank-you-order-status', legacy: { retired: '2026-08-26', notice: 'Additional scripts and checkout.liquid on the Thank you and Order status pages were turned off on 28 August 2025 (Plus) and 26 August 2026 (other plans).' } };
const LIQUID_LEFTOVER: RuleMeta = { id: 'shopify.additional_scripts_liquid_leftover', severity: 'warn', vendor: VENDOR, reference: 'https://help.shopify.com/en/manual/checkout-settings/customize-checkout-configurations/upgrade-thank-you-order-status', legacy: { retired: '2026-08-26', notice: 'Additional scripts and checkout.liquid on the Thank you and Order status pages were turned off on 28 August 2025 (Plus) and 26 August 2026 (other plans).' } };
const WEB_PIXELS: RuleMeta = { id: 'shopify.web_pixels_present', severity: 'info', vendor: VENDOR, reference: 'https://shopify.dev/docs/apps/build/marketing-analytics/pixels' };
const PRIVACY_API: RuleMeta = { id: 'shopify.customer_privacy_api', severity: 'info', vendor: VENDOR, reference: 'https://shopify.dev/docs/api/customer-privacy' };
const DOUBLE_COUNT: RuleMeta = { id: 'shopify.theme_pixel_and_app_pixel', severity: 'warn', vendor: VENDOR, reference: 'https://help.shopify.com/en/manual/promoting-marketing/pixels/overview' };

/** Detectors of Meta or Google pixels hard-coded in the theme. */
const THEME_PIXELS = ['meta.init', 'meta.loader', 'gtag.loader', 'gtag.config', 'ga.universal_src', 'ga.universal_call'];
/** Shopify's own analytics pixel is typed APP but is no third party's pixel. */
const SHOPIFY_OWN_CLIENT = 'shopify-pixel';

interface WebPixel {
  id: string;
  type: string;
  runtimeContext: string;
  apiClientId: string;
}

/**
 * The first `max` objects of the array literal starting at `start` ('['), read with string and
 * brace awareness, and how many it holds in all.
 */
function topLevelObjects(text: string, start: number, max: number): { objects: string[]; total: number; end: number } {
  const objects: string[] = [];
  let total = 0;
  let depth = 0;
  let quote = '';
  let objectStart = -1;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') {
      if (depth === 1 && c === '{') objectStart = i;
      depth++;
    } else if (c === ']' || c === '}') {
      depth--;
      if (depth === 1 && c === '}' && objectStart !== -1) {
        if (total < max) objects.push(text.slice(objectStart, i + 1));
        total++;
      }
      if (depth === 0) return { objects, total, end: i };
    }
  }
  return { objects, total, end: text.length };
}

const FIELDS = new Map(['id', 'type', 'runtimeContext', 'apiClientId'].map((name) => [name, new RegExp(`["']?${name}["']?\\s*:\\s*["']([^"']*)["']`)]));

function field(object: string, name: string): string {
  const m = FIELDS.get(name)!.exec(object);
  return m === null ? '' : m[1];
}

/** The web pixels the managers' config lists declare, the first MAX_LISTED of them read, and how many they declare. */
function webPixels(managers: readonly Hit[], limits: PageLimits): { pixels: WebPixel[]; total: number } {
  const pixels: WebPixel[] = [];
  let total = 0;
  // A list read to its end (or the script's) holds any manager written inside it: each
  // character is read once however many managers a page nests or repeats.
  let readItem: Item | null = null;
  let readTo = -1;
  for (const hit of managers) {
    const bracket = hit.item.text.indexOf('[', hit.from);
    if (hit.item === readItem && bracket <= readTo) continue;
    const list = topLevelObjects(hit.item.text, bracket, MAX_LISTED - pixels.length);
    readItem = hit.item;
    readTo = list.end;
    for (const o of list.objects) pixels.push({ id: field(o, 'id'), type: field(o, 'type'), runtimeContext: field(o, 'runtimeContext'), apiClientId: field(o, 'apiClientId') });
    total += list.total;
    if (total > MAX_LISTED) limits.exceeded('shopify web pixels', total, (n) => `Shopify web pixels (webPixelsConfigList): ${n} on the page, the first ${MAX_LISTED} read`, evidenceAt(hit));
  }
  return { pixels, total };
}

/**
 * Distinct ScriptTag hosts counted: as many as a detector's IDs (MAX_LISTED read, then
 * MAX_COUNTED_IDS counted). Past them URLs are counted but their hosts not read: 70,000 hosts in
 * a set were a fifth of scanning a 5 MB list (bench/hostile-pages.ts).
 */
const MAX_HOSTS_COUNTED = MAX_LISTED + MAX_COUNTED_IDS;

/**
 * The ScriptTag hosts asyncLoad lists (the quoted strings of its `var urls = [...]`), the first
 * MAX_LISTED of them, how many distinct ones were counted (`atLeast` when the count stopped
 * before the last URL) and how many URLs it lists.
 */
function scriptTagHosts(asyncLoads: readonly Hit[], limits: PageLimits): { hosts: string[]; distinct: number; atLeast: boolean; urls: number } {
  const hosts = new Set<string>();
  let urls = 0;
  let atLeast = false;
  for (const hit of asyncLoads) {
    const list = hit.text;
    const quoted = /"([^"]*)"|'([^']*)'/g;
    quoted.lastIndex = list.indexOf('[');
    for (let m = quoted.exec(list); m !== null; m = quoted.exec(list)) {
      urls++;
      if (hosts.size >= MAX_HOSTS_COUNTED) {
        atLeast = true;
        continue;
      }
      const host = hostOf(m[1] ?? m[2]!);
      if (host !== null) hosts.add(host);
    }
    if (hosts.size > MAX_LISTED) {
      limits.exceeded('shopify scripttag hosts', hosts.size, (n) => `app ScriptTag hosts (asyncLoad): ${atLeast ? `at least ${n} (the first ${formatCount(MAX_HOSTS_COUNTED)} counted)` : n} on the page, the first ${MAX_LISTED} listed`, evidenceAt(hit));
    }
  }
  return { hosts: [...hosts].slice(0, MAX_LISTED), distinct: hosts.size, atLeast, urls };
}

/** `shown` joined, saying how many more there are when `total` is larger (`atLeast`: the count stopped short). */
function listed(shown: readonly string[], total: number, atLeast = false): string {
  return total > shown.length ? `${shown.join(', ')} and ${atLeast ? 'at least ' : ''}${formatCount(total - shown.length)} more` : shown.join(', ');
}

function evidenceAt(hit: Hit): Evidence {
  return { element: hit.item.element, offset: hit.offset, snippet: hit.snippet };
}

export const shopify: RuleFamily = {
  family: 'shopify',
  rules: [UA_PREFERENCE, SCRIPTTAGS, CHECKOUT_OBJECT, LIQUID_LEFTOVER, WEB_PIXELS, PRIVACY_API, DOUBLE_COUNT],
  patterns: [
    { id: 'shopify.ua_preference', needle: '"Google Analytics"', within: 'trekkie', re: new RegExp(`"Google Analytics"\\s*:\\s*\\{[^{}]*?"trackingId"\\s*:\\s*"(${UA_ID_SOURCE})"`, 'g'), kinds: INLINE },
    { id: 'shopify.asyncload', needle: 'asyncLoad', re: /function\s+asyncLoad\s*\(\s*\)\s*\{\s*var\s+urls\s*=\s*\[[^\]{]*\]/g, kinds: INLINE },
    { id: 'shopify.checkout_object', needle: 'heckout', re: /Shopify\.[Cc]heckout(?![\w$])/g, kinds: INLINE },
    { id: 'shopify.liquid', needle: '{{', re: /\{\{-?\s*checkout\.\w+/g },
    { id: 'shopify.liquid', needle: 'first_time_accessed', re: /\{%-?\s*if\s+first_time_accessed/g },
    // Shopify's own consent API (a consent banner app or the theme reading or setting consent).
    { id: 'shopify.privacy_api', needle: 'customerPrivacy', re: /Shopify\.customerPrivacy(?![\w$])/g, kinds: INLINE },
    { id: 'shopify.privacy_api', needle: 'consent-tracking-api', re: /['"]consent-tracking-api['"]/g, kinds: INLINE },
    { id: 'shopify.web_pixels', needle: 'webPixelsConfigList', re: /webPixelsConfigList["']?\s*:\s*\[/g, kinds: INLINE },
  ],
  judge(page, limits) {
    const out: Finding[] = [];
    out.push(...perIdFindings(UA_PREFERENCE, hitsOf(page, 'shopify.ua_preference'), (id) => `trekkie.load() still carries the Online Store Preferences Universal Analytics ID ${id}: Shopify stopped supporting it and UA has received no data since 1 July 2023; clear the field and use the Google & YouTube app.`));
    const asyncLoads = hitsOf(page, 'shopify.asyncload');
    if (asyncLoads.length > 0) {
      const { hosts, distinct, atLeast, urls } = scriptTagHosts(asyncLoads, limits);
      if (urls > 0) {
        out.push(finding(SCRIPTTAGS, `${plural(urls, 'app ScriptTag')} injected by asyncLoad (${listed(hosts, distinct, atLeast)}): Shopify stops creating or updating storefront script tags on 2026-10-01 and stops injecting them on 2027-03-01.`, asyncLoads, { ids: hosts, count: urls }));
      }
    }
    const checkout = hitsOf(page, 'shopify.checkout_object');
    if (checkout.length > 0) out.push(finding(CHECKOUT_OBJECT, 'Storefront code reads Shopify.checkout: an order-status-page snippet pasted into the theme; it never has checkout data here and its conversion code does not fire.', checkout));
    const liquid = hitsOf(page, 'shopify.liquid');
    if (liquid.length > 0) out.push(finding(LIQUID_LEFTOVER, 'Unrendered checkout Liquid ({{ checkout. ... }} / {% if first_time_accessed %}) in the storefront HTML: an Additional Scripts snippet pasted where Liquid checkout objects do not exist.', liquid));

    const privacy = hitsOf(page, 'shopify.privacy_api');
    if (privacy.length > 0) out.push(finding(PRIVACY_API, "Shopify's Customer Privacy API is used in the HTML (Shopify.customerPrivacy / consent-tracking-api): consent is managed through Shopify, whose pixels and web pixels respect it.", privacy));

    const managers = hitsOf(page, 'shopify.web_pixels');
    if (managers.length > 0) {
      const { pixels, total } = webPixels(managers, limits);
      const ids = pixels.map((p) => p.id).filter((id) => id !== '');
      const described = listed(pixels.map((p) => `${p.id || '?'} (${[p.type, p.runtimeContext].filter(Boolean).join(', ')})`), total);
      out.push(finding(WEB_PIXELS, `Shopify Web Pixels Manager with ${plural(total, 'web pixel')}${described ? `: ${described}` : ''}. Code inside pixel sandboxes is not visible in the HTML.`, managers, { ids }));
      const appPixels = pixels.filter((p) => p.type.toUpperCase() === 'APP' && p.apiClientId !== SHOPIFY_OWN_CLIENT);
      const theme = hitsOf(page, ...THEME_PIXELS);
      if (appPixels.length > 0 && theme.length > 0) {
        out.push(finding(DOUBLE_COUNT, `A Meta or Google pixel is hard-coded in the theme and ${plural(appPixels.length, 'app web pixel')} (${appPixels.map((p) => p.id).join(', ')}) also runs: if an app pixel is the same vendor's, events are possibly counted twice.`, [...theme, ...managers], { ids: appPixels.map((p) => p.id) }));
      }
    }
    return out;
  },
};
