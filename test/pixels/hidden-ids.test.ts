// IDs wherever a page shows them: Shopify's channel settings beside the UA ID, image pixels in
// noscript or hidden images, pixel markup escaped into JSON strings, and every Google tag
// destination kind. Each ID is reported once, with evidence bytes that are the page's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Finding, ScanResult } from '../../src/pixels/index.ts';
import { bytesAt, findings, page, scan } from './helpers.ts';

const CHANNELS = readFileSync(new URL('../fixtures/pixels/shopify-channel-pixels.html', import.meta.url), 'utf8');

/** Every evidence snippet sits at its offset in the page, byte for byte. */
function assertEvidence(html: string, f: Finding): void {
  assert.ok(f.evidence !== undefined && f.evidence.length > 0, `${f.rule_id} has evidence`);
  for (const e of f.evidence) assert.equal(bytesAt(html, e.offset!, e.snippet), e.snippet, `${f.rule_id} evidence at ${e.offset}`);
}

function inventoryIds(result: ScanResult, vendor: string): string[] {
  return result.inventory.find((e) => e.vendor === vendor)?.ids ?? [];
}

test('Shopify channel settings: the Meta, TikTok, Pinterest and Google IDs in trekkie.load are reported, once each', () => {
  const result = scan(CHANNELS);
  const byRule = (id: string): Finding => {
    const f = result.findings.find((x) => x.rule_id === id);
    assert.ok(f, `${id} in ${result.findings.map((x) => x.rule_id).join(',')}`);
    return f;
  };
  const meta = byRule('meta.tag');
  assert.deepEqual(meta.ids, ['1111222233334444', '555566667777888']);
  assertEvidence(CHANNELS, meta);
  assert.match(meta.evidence![0].snippet, /^"Facebook Pixel":\{"pixelIds":\["1111222233334444"/);
  assert.deepEqual(byRule('tiktok.tag').ids, ['CABCDEFGHIJ0123456KL']);
  assert.deepEqual(byRule('pinterest.tag').ids, ['2612345678901']);
  const google = byRule('gtag.inventory');
  assert.deepEqual(google.ids, ['AW-987654321', 'G-ABCDE12345', 'MC-FGHIJ67890']);
  assertEvidence(CHANNELS, google);
  // Two Meta pixels are worth knowing about (info), as when the theme initialises them.
  assert.equal(byRule('meta.multiple_pixels').severity, 'info');
  // The inventory names each ID once.
  assert.deepEqual(inventoryIds(result, 'Google tag'), ['AW-987654321', 'G-ABCDE12345', 'MC-FGHIJ67890']);
  assert.deepEqual(inventoryIds(result, 'Meta Pixel'), ['1111222233334444', '555566667777888']);
});

test('Shopify channel settings: look-alikes do not fire (an app assigning a variable, the words in body text, no trekkie)', () => {
  const appOnly = page(`<script>if (fpx && window.trekkie) { Object.assign(window.trekkie.config, {"Facebook Pixel":{"pixelIds":fpx,"agent":"plshopify1.2"}}); }</script>`, '<p>"Facebook Pixel":{"pixelIds":["1111222233334444"]}</p>');
  assert.deepEqual(findings(appOnly, 'meta.tag'), []);
  const notTrekkie = page(`<script>var docs = {"Facebook Pixel":{"pixelIds":["1111222233334444"]}};</script>`);
  assert.deepEqual(findings(notTrekkie, 'meta.tag'), [], 'the settings shape counts only inside trekkie.load');
});

test('pixel markup escaped inside page-state JSON: Bing UET and Pinterest IDs with the escaped bytes as evidence', () => {
  const state = `{"footerHtml":"<noscript><img src=\\"https:\\/\\/bat.bing.com\\/action\\/0?ti=5123456&Ver=2\\" height=\\"0\\" width=\\"0\\"><img src=\\"https:\\/\\/ct.pinterest.com\\/?tid=2612345678901&event=init\\" height=\\"1\\"><\\/noscript>"}`;
  const html = page(`<script type="application/json" id="state">${state}</script>`);
  const [bing] = findings(html, 'bing.tag');
  assert.deepEqual(bing.ids, ['5123456']);
  assertEvidence(html, bing);
  assert.match(bing.evidence![0].snippet, /bat\.bing\.com\\\/action\\\/0\?ti=5123456/, 'quotes the escaped bytes the page holds');
  const [pin] = findings(html, 'pinterest.tag');
  assert.deepEqual(pin.ids, ['2612345678901']);
  assertEvidence(html, pin);
});

test('image pixels: noscript, 1x1 and style-hidden images name their IDs; a product photo from a look-alike path does not', () => {
  const html = page(
    '',
    `<noscript><img height="1" width="1" style="display:none" alt="" src="https://px.ads.linkedin.com/collect/?pid=123456&fmt=gif" /></noscript>
     <img src="https://ct.pinterest.com/v3/?tid=2612345678901&noscript=1" style="display: none" alt="">
     <img src="https://www.facebook.com/tr?id=123456789012345&ev=PageView&noscript=1" height="1" width="1">`,
  );
  assert.deepEqual(findings(html, 'linkedin.tag')[0].ids, ['123456']);
  assert.deepEqual(findings(html, 'pinterest.tag')[0].ids, ['2612345678901']);
  assert.deepEqual(findings(html, 'meta.tag')[0].ids, ['123456789012345']);
  for (const rule of ['linkedin.tag', 'pinterest.tag', 'meta.tag']) assertEvidence(html, findings(html, rule)[0]);
  // A visible product photo is never an item, whatever its URL says.
  const photo = page('', '<img src="https://shop.example/images/ct.pinterest.com/?tid=2612345678901.jpg" width="600" height="400">');
  assert.deepEqual(findings(photo, 'pinterest.tag'), []);
});

test('gtag destinations: AW-, GT-, MC- and send_to are inventoried; look-alike strings are not', () => {
  const html = page(`<script async src="https://www.googletagmanager.com/gtag/js?id=GT-ABCD1234"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date());
gtag('config', 'GT-ABCD1234'); gtag('config', 'AW-123456789'); gtag('config', 'MC-ABCDE12345');
gtag('event', 'conversion', { send_to: 'AW-777777777/AbC-dEf_123', value: 1.0 });</script>`);
  const [f] = findings(html, 'gtag.inventory');
  assert.deepEqual(f.ids, ['GT-ABCD1234', 'AW-123456789', 'MC-ABCDE12345', 'AW-777777777']);
  assertEvidence(html, f);
  const lookalike = page(`<script>var sku = 'AW-123456789'; var order = { code: 'MC-ABCDE12345' }; var GT = 'GT-ABCD1234';</script>`);
  assert.deepEqual(findings(lookalike, 'gtag.inventory'), []);
});

/** Every inventory entry of these vendors names an ID: none is listed empty while the page holds its ID. */
function assertNoEmptyEntries(result: ScanResult, vendors: string[]): void {
  for (const v of vendors) {
    const entry = result.inventory.find((e) => e.vendor === v);
    assert.ok(entry, `${v} in the inventory`);
    assert.ok(entry.ids.length > 0, `${v} listed with its ID`);
  }
}

test('Shopify app web pixels: the Meta, Google and TikTok IDs in their settings (JSON inside JSON strings) are the inventory\'s', () => {
  const google = '{\\"config\\":\\"{\\\\\\"google_tag_ids\\\\\\":[\\\\\\"AW-987654321\\\\\\",\\\\\\"GT-ABCD1234\\\\\\"],\\\\\\"target_country\\\\\\":\\\\\\"US\\\\\\"}\\"}';
  const list = [
    '{"id":"111","configuration":"{\\"pixel_id\\":\\"123456789012345\\",\\"pixel_type\\":\\"facebook_pixel\\"}","eventPayloadVersion":"v1","runtimeContext":"OPEN","type":"APP","apiClientId":2329312}',
    `{"id":"222","configuration":"${google}","eventPayloadVersion":"v1","runtimeContext":"OPEN","type":"APP","apiClientId":1780363}`,
    '{"id":"333","configuration":"{\\"pixelCode\\":\\"CABCDE1234567890FGHI\\"}","eventPayloadVersion":"v1","runtimeContext":"STRICT","type":"APP","apiClientId":4383523}',
  ].join(',');
  const html = page(`<script id="web-pixels-manager-setup">(function e(e,d,r){})({shopId: 1, webPixelsConfigList: [${list}]});</script>`);
  const result = scan(html);
  assert.deepEqual(inventoryIds(result, 'Meta Pixel'), ['123456789012345']);
  assert.deepEqual(inventoryIds(result, 'Google tag'), ['AW-987654321', 'GT-ABCD1234']);
  assert.deepEqual(inventoryIds(result, 'TikTok Pixel'), ['CABCDE1234567890FGHI']);
  for (const f of result.findings.filter((x) => x.rule_id === 'meta.tag' || x.rule_id === 'gtag.inventory' || x.rule_id === 'tiktok.tag')) assertEvidence(html, f);
  // Another app's pixel_id (not a facebook_pixel) is not Meta's.
  const other = page(`<script>({webPixelsConfigList: [{"id":"9","configuration":"{\\"pixel_id\\":\\"123456789012345\\",\\"pixel_type\\":\\"other_pixel\\"}","type":"APP"}]});</script>`);
  assert.deepEqual(findings(other, 'meta.tag'), []);
});

test('beacons written as escaped <img> markup inside JSON, escaped once or twice: LinkedIn, Pinterest, Yahoo and Bing IDs', () => {
  const once = '<img height=\\"1\\" width=\\"1\\" src=\\"https:\\/\\/px.ads.linkedin.com\\/collect\\/?pid=1234567&fmt=gif\\" \\/><img src=\\"https:\\/\\/ct.pinterest.com\\/?tid=2612345678901&noscript=1\\" \\/>';
  const twice = '<img src=\\\\\\"https:\\\\\\/\\\\\\/sp.analytics.yahoo.com\\\\\\/spp.pl?a=10000\\\\u0026.yp=10123456\\\\\\" \\\\\\/><img src=\\\\\\"https:\\\\\\/\\\\\\/bat.bing.com\\\\\\/action\\\\\\/0?ti=5123456\\\\u0026Ver=2\\\\\\">';
  const html = page(`<script type="application/json" id="pixels">{"footer":"${once}","apps":"{\\"markup\\":\\"${twice}\\"}"}</script>`);
  const result = scan(html);
  assert.deepEqual(inventoryIds(result, 'LinkedIn Insight Tag'), ['1234567']);
  assert.deepEqual(inventoryIds(result, 'Pinterest Tag'), ['2612345678901']);
  assert.deepEqual(inventoryIds(result, 'Yahoo Dot Tag'), ['10000']);
  assert.deepEqual(inventoryIds(result, 'Microsoft Advertising UET'), ['5123456']);
  for (const f of result.findings) assertEvidence(html, f);
});

test('Google Ads IDs in a pixel-config queue: the old tag\'s numeric ID and the Google tag\'s AW- ID are listed, not an empty entry', () => {
  const queue = `<script>window.pixelQueue = window.pixelQueue || []; pixelQueue.push({"type":"google_ads","google_conversion_id":"987654321","google_conversion_label":"AbC-dEf"}); pixelQueue.push({"type":"gtag","conversionId":"AW-123456789"});</script>`;
  const html = page(`<script src="https://www.googleadservices.com/pagead/conversion_async.js"></script>${queue}`);
  const result = scan(html);
  assert.deepEqual(inventoryIds(result, 'Google Ads'), ['987654321']);
  assert.deepEqual(inventoryIds(result, 'Google tag'), ['AW-123456789']);
  assertNoEmptyEntries(result, ['Google Ads', 'Google tag']);
  // The same queue escaped inside a JSON string.
  const escaped = page(`<script src="https://www.googleadservices.com/pagead/conversion_async.js"></script><script>var cfg = "{\\"google_conversion_id\\":\\"987654321\\"}";</script>`);
  assert.deepEqual(inventoryIds(scan(escaped), 'Google Ads'), ['987654321']);
});
