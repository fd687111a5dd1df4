// Tag IDs a retailer keeps in its own JSON configuration objects, under keys that name the vendor
// ("facebookPixelId", "gtmContainerId", "uetTagId"...): each found with evidence bytes that are
// the page's own, in the vendor's strict format, as an info finding (no new warn or error), and
// a look-alike value under the same key, or a vendor's key with another vendor's format, is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScanResult } from '../../src/pixels/index.ts';
import { bytesAt, page, scan } from './helpers.ts';

const config = (object: object, assign = 'window.__STORE_CONFIG__ = ') => `<script>${assign}${JSON.stringify(object)};</script>`;
const ids = (result: ScanResult, vendor: string): string[] => result.inventory.find((e) => e.vendor === vendor)?.ids ?? [];

const cases: Array<[string, object, string, string]> = [
  ['Meta facebookPixelId', { analytics: { facebookPixelId: '123456789012345' } }, 'Meta Pixel', '123456789012345'],
  ['Meta fbPixelId (number)', { tracking: { fbPixelId: 1234567890123456 } }, 'Meta Pixel', '1234567890123456'],
  ['Google Ads googleAdsConversionId', { ads: { googleAdsConversionId: 'AW-987654321' } }, 'Google tag', 'AW-987654321'],
  ['Google Ads adwordsConversionId (bare digits)', { ads: { adwordsConversionId: 1037819583 } }, 'Google tag', '1037819583'],
  ['GA4 ga4MeasurementId', { analytics: { ga4MeasurementId: 'G-AB12CD34EF' } }, 'Google tag', 'G-AB12CD34EF'],
  ['GA4 measurementId', { googleAnalytics: { measurementId: 'G-XYZ987ABC1' } }, 'Google tag', 'G-XYZ987ABC1'],
  ['GTM gtmContainerId', { gtmContainerId: 'GTM-ABC1234' }, 'Google Tag Manager', 'GTM-ABC1234'],
  ['GTM gtmId', { settings: { gtmId: 'GTM-K9X2QP' } }, 'Google Tag Manager', 'GTM-K9X2QP'],
  ['Pinterest pinterestTagId', { marketing: { pinterestTagId: '2612345678901' } }, 'Pinterest Tag', '2612345678901'],
  ['TikTok tiktokPixelId', { marketing: { tiktokPixelId: 'CABCDE1234567890FGHI' } }, 'TikTok Pixel', 'CABCDE1234567890FGHI'],
  ['Microsoft bingUetTagId', { marketing: { bingUetTagId: '5123456' } }, 'Microsoft Advertising UET', '5123456'],
  ['Microsoft uetTagId', { uetTagId: 187654321 }, 'Microsoft Advertising UET', '187654321'],
  ['Criteo criteoAccountId', { retargeting: { criteoAccountId: 48266 } }, 'Criteo OneTag', '48266'],
  ['Snap snapPixelId', { marketing: { snapPixelId: '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d' } }, 'Snap Pixel', '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d'],
  ['LinkedIn linkedinPartnerId', { marketing: { linkedinPartnerId: '1234567' } }, 'LinkedIn Insight Tag', '1234567'],
];

for (const [what, object, vendor, id] of cases) {
  test(`${what}: the ID in a retailer's configuration object, with evidence, as info`, () => {
    const html = page(config(object));
    const result = scan(html);
    assert.deepEqual(ids(result, vendor), [id], what);
    const found = result.findings.filter((f) => f.vendor === vendor && (f.ids ?? []).includes(id));
    assert.ok(found.length > 0, what);
    for (const f of result.findings) assert.equal(f.severity, 'info', `${what}: ${f.rule_id} is ${f.severity}`);
    for (const f of found) for (const e of f.evidence ?? []) {
      assert.equal(bytesAt(html, e.offset!, e.snippet), e.snippet, `${what}: evidence at ${e.offset}`);
      assert.ok(e.snippet.includes(id), `${what}: evidence quotes the ID`);
    }
  });
}

test('JSON islands, JSON inside a JSON string and single-quoted JavaScript objects are read too', () => {
  const escaped = `<script>var state = ${JSON.stringify(JSON.stringify({ facebookPixelId: '123456789012345' }))};</script>`;
  assert.deepEqual(ids(scan(page(escaped)), 'Meta Pixel'), ['123456789012345']);
  const island = `<script type="application/json" id="store-config">${JSON.stringify({ integrations: { tiktokPixelId: 'CABCDE1234567890FGHI', criteoAccountId: 48266 } })}</script>`;
  assert.deepEqual(ids(scan(page('', island)), 'TikTok Pixel'), ['CABCDE1234567890FGHI']);
  assert.deepEqual(ids(scan(page('', island)), 'Criteo OneTag'), ['48266']);
  const js = "<script>var shop = { gtmContainerId: 'GTM-ABC1234', pinterestTagId: '2612345678901' };</script>";
  assert.deepEqual(ids(scan(page(js)), 'Google Tag Manager'), ['GTM-ABC1234']);
  assert.deepEqual(ids(scan(page(js)), 'Pinterest Tag'), ['2612345678901']);
});

test('a look-alike value under a vendor key, or an ID-like value under a generic key, is not an ID', () => {
  const misses: object[] = [
    { facebookPixelId: '' },
    { facebookPixelId: '12345' },
    { fbPixelId: 'YOUR_PIXEL_ID' },
    { gtmContainerId: 'GTM-XXXX' },
    { ga4MeasurementId: 'G-XXXXXXXXXX' },
    { containerId: 'vse-dp-lightbox-1916' },
    { measurementId: 'G-12' },
    { googleAdsConversionId: '12345' },
    { pinterestTagId: '12345' },
    { tiktokPixelId: 'my-pixel' },
    { tiktokPixelId: 'ABCDEFGHIJKLMNOPQRST' },
    { bingUetTagId: '12' },
    { snapPixelId: 'abc' },
    { pixelId: '123456789012345' },
    { conversionId: '1037819583' },
  ];
  for (const object of misses) {
    const result = scan(page(config(object)));
    assert.deepEqual(result.inventory, [], JSON.stringify(object));
  }
});

test("a configuration object's ID beside the loaded tag is one tag, not a duplicate or a second container", () => {
  const html = page(`<script>(function(w,d,s,l,i){w[l]=w[l]||[];var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC1234');</script>${config({ gtmContainerId: 'GTM-ABC1234', other: { gtmId: 'GTM-ZZZ9999' } })}`);
  const result = scan(html);
  assert.deepEqual(ids(result, 'Google Tag Manager').sort(), ['GTM-ABC1234', 'GTM-ZZZ9999']);
  assert.ok(!result.findings.some((f) => f.severity !== 'info'), result.findings.map((f) => `${f.rule_id}:${f.severity}`).join(', '));
});
