// Shopify rules and platform detection, including the synthetic excerpt of a mirrored Shopify
// storefront (test/fixtures/pixels/shopify-trekkie-asyncload.html, see its README).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { findings, page, scan, bytesAt } from './helpers.ts';

const FIXTURE = readFileSync(new URL('../fixtures/pixels/shopify-trekkie-asyncload.html', import.meta.url), 'utf8');

test('mirrored Shopify page: legacy UA preference and ScriptTag apps are named with evidence', () => {
  const r = scan(FIXTURE);
  const [ua] = r.findings.filter((f) => f.rule_id === 'shopify.legacy_ua_preference');
  assert.equal(ua.severity, 'error');
  assert.deepEqual(ua.ids, ['UA-100200300-1']);
  assert.match(ua.evidence![0].snippet, /"Google Analytics":\{"trackingId":"UA-100200300-1"/);
  assert.equal(bytesAt(FIXTURE, ua.evidence![0].offset!, ua.evidence![0].snippet), ua.evidence![0].snippet);

  const [apps] = r.findings.filter((f) => f.rule_id === 'shopify.scripttag_asyncload');
  assert.equal(apps.severity, 'warn');
  assert.deepEqual(apps.ids, ['s3.amazonaws.com', 'static.klaviyo.com', 'cdn.reviews-app.example']);
  assert.equal(apps.count, 3);
  assert.match(apps.evidence![0].snippet, /^function asyncLoad\(\)/);
  assert.equal(bytesAt(FIXTURE, apps.evidence![0].offset!, apps.evidence![0].snippet), apps.evidence![0].snippet);

  // The same ID is not reported a second time as a bare UA property, and prose is not scanned.
  assert.deepEqual(r.findings.filter((f) => f.rule_id === 'ga.ua_property_id'), []);
  assert.equal(r.platform, 'Shopify');
  assert.deepEqual(r.findings.find((f) => f.rule_id === 'klaviyo.tag')?.ids, ['AbC123']);
  assert.deepEqual(r.findings.find((f) => f.rule_id === 'hotjar.tag')?.ids, ['1234567']);
  assert.equal(r.score, 100 - 20 - 8);
});

test('shopify.legacy_ua_preference needs trekkie: the same JSON elsewhere is only a UA property', () => {
  const html = page('<script>var settings = {"Google Analytics":{"trackingId":"UA-100200300-1"}};</script>');
  assert.deepEqual(findings(html, 'shopify.legacy_ua_preference'), []);
  assert.equal(findings(html, 'ga.ua_property_id').length, 1);
});

test('shopify.scripttag_asyncload: absent without asyncLoad', () => {
  assert.deepEqual(findings(page('<script>function lazyLoad() { var urls = ["https://cdn.example.com/a.js"]; }</script>'), 'shopify.scripttag_asyncload'), []);
});

test('shopify.checkout_object_on_storefront: Shopify.checkout code warns; "checkout": null data does not', () => {
  const [f] = findings(page('<script>if (Shopify.checkout && Shopify.checkout.total_price) { fbq("track", "Purchase"); }</script>'), 'shopify.checkout_object_on_storefront');
  assert.equal(f.severity, 'warn');
  assert.equal(f.count, 2);
  assert.deepEqual(findings(page('<script>init({ initData: { "cart": null, "checkout": null } });</script>'), 'shopify.checkout_object_on_storefront'), []);
});

test('shopify.additional_scripts_liquid_leftover: unrendered checkout Liquid; other braces are fine', () => {
  const [f] = findings(page(`<script>{% if first_time_accessed %} gtag('event', 'purchase', { value: {{ checkout.total_price | money_without_currency }} }); {% endif %}</script>`), 'shopify.additional_scripts_liquid_leftover');
  assert.equal(f.count, 2);
  assert.deepEqual(findings(page('<script type="text/template">{{ product.title }} {{ cart.total }}</script>'), 'shopify.additional_scripts_liquid_leftover'), []);
});

const webPixels = (list: string): string => `<script id="web-pixels-manager-setup">(function e(e){})({shopId: 1, webPixelsConfigList: [${list}], initData: {"checkout": null}});</script>`;
const SHOPIFY_OWN = '{"id":"shopify-app-pixel","configuration":"{}","runtimeContext":"STRICT","apiClientId":"shopify-pixel","type":"APP"}';
const CUSTOM = '{"id":"shopify-custom-pixel","runtimeContext":"LAX","apiClientId":"shopify-pixel","type":"CUSTOM"}';
const META_APP = '{"id":"12345","configuration":"{\\"pixel_id\\":\\"111111111111111\\",\\"pixel_type\\":\\"facebook_pixel\\"}","runtimeContext":"OPEN","apiClientId":"2329312","type":"APP"}';

test('shopify.web_pixels_present lists the pixels with type and runtime context', () => {
  const [f] = findings(page(webPixels(`${SHOPIFY_OWN}, ${CUSTOM}`)), 'shopify.web_pixels_present');
  assert.equal(f.severity, 'info');
  assert.deepEqual(f.ids, ['shopify-app-pixel', 'shopify-custom-pixel']);
  assert.match(f.message, /shopify-app-pixel \(APP, STRICT\), shopify-custom-pixel \(CUSTOM, LAX\)/);
});

test('shopify.theme_pixel_and_app_pixel: theme Meta pixel plus a third-party APP pixel is a possible double count', () => {
  const theme = `<script>fbq('init', '111111111111111'); fbq('track', 'PageView');</script>`;
  const [f] = findings(page(theme + webPixels(`${SHOPIFY_OWN}, ${META_APP}`)), 'shopify.theme_pixel_and_app_pixel');
  assert.equal(f.severity, 'warn');
  assert.deepEqual(f.ids, ['12345']);
  assert.match(f.message, /possibly counted twice/);
  // Shopify's own APP pixel is not a third party's, and without a theme pixel nothing doubles.
  assert.deepEqual(findings(page(theme + webPixels(`${SHOPIFY_OWN}, ${CUSTOM}`)), 'shopify.theme_pixel_and_app_pixel'), []);
  assert.deepEqual(findings(page(webPixels(META_APP)), 'shopify.theme_pixel_and_app_pixel'), []);
});

test('platform detection: Shopify, WooCommerce, BigCommerce, Magento; none for a plain page', () => {
  assert.equal(scan(page('<script src="//cdn.shopify.com/s/javascripts/currencies.js"></script>')).platform, 'Shopify');
  assert.equal(scan(page('<meta name="generator" content="WooCommerce 8.2.1"><script src="/wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js"></script>')).platform, 'WooCommerce');
  assert.equal(scan(page('<script>var BCData = {"csrf_token":"x"};</script><script src="https://cdn11.bigcommerce.com/s-abc123/stencil/1/js/theme-bundle.main.js"></script>')).platform, 'BigCommerce');
  assert.equal(scan(page('<script type="text/x-magento-init">{"*": {"Magento_Ui/js/core/app": {}}}</script>')).platform, 'Magento / Adobe Commerce');
  const plain = scan(page('<script src="/static/image/gallery.js"></script><script>var shop = "Shopify-like";</script>'));
  assert.equal(plain.platform, null);
  assert.deepEqual(plain.findings, []);
});

test('host matching tolerates mirrored and protocol-relative URLs', () => {
  assert.equal(findings(page('<script src="../../www.google-analytics.com/ga.js"></script>'), 'ga.classic_ga_js').length, 1);
  assert.equal(findings(page('<script src="cart.html//static.klaviyo.com/onsite/js/klaviyo.js?company_id=XyZ789"></script>'), 'klaviyo.tag').length, 1);
  assert.equal(findings(page('<script src="//www.google-analytics.com/analytics.js"></script>'), 'ga.universal_analytics_js').length, 1);
  // A look-alike host is not the vendor's.
  assert.deepEqual(findings(page('<script src="https://notgoogle-analytics.com/ga.js"></script>'), 'ga.classic_ga_js'), []);
});
