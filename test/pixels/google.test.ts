// Google Analytics, Google tag, Tag Manager, Google Ads, Floodlight and Consent Mode rules:
// each with a page that must fire and one that must not, including the known traps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bytesAt, findings, page, ruleIds } from './helpers.ts';

const GA_JS_LOADER = `<script type="text/javascript">
  var _gaq = _gaq || [];
  _gaq.push(['_setAccount', 'UA-1234567-1']);
  _gaq.push(['_trackPageview']);
  (function() {
    var ga = document.createElement('script'); ga.type = 'text/javascript'; ga.async = true;
    ga.src = ('https:' == document.location.protocol ? 'https://ssl' : 'http://www') + '.google-analytics.com/ga.js';
    var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(ga, s);
  })();
</script>`;

test('ga.urchin_js: urchin.js and urchinTracker() fire; the word in page text does not', () => {
  const hit = findings(page('<script src="http://www.google-analytics.com/urchin.js"></script><script>_uacct = "UA-1111111-1"; urchinTracker();</script>'), 'ga.urchin_js');
  assert.equal(hit.length, 1);
  assert.equal(hit[0].severity, 'error');
  assert.equal(hit[0].count, 2);
  assert.deepEqual(findings(page('', '<p>We removed urchin.js and urchinTracker() in 2008.</p>'), 'ga.urchin_js'), []);
});

test('ga.classic_ga_js: the injected ga.js loader is found inside inline script text', () => {
  const [f] = findings(page(GA_JS_LOADER), 'ga.classic_ga_js');
  assert.ok(f, 'ga.js loader found');
  assert.ok(f.evidence!.some((e) => e.snippet === 'google-analytics.com/ga.js'), JSON.stringify(f.evidence));
  assert.deepEqual(findings(page('<script src="https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234"></script>'), 'ga.classic_ga_js'), []);
});

test('ga.classic_ga_js: dc.js loader counts as classic GA', () => {
  assert.equal(findings(page(`<script>ga.src = ('https:' == document.location.protocol ? 'https://' : 'http://') + 'stats.g.doubleclick.net/dc.js';</script>`), 'ga.classic_ga_js').length, 1);
});

test('ga.universal_analytics_js: analytics.js and ga("create") fire; another vendor\'s analytics.js does not', () => {
  const html = page(`<script>(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;})(window,document,'script','https://www.google-analytics.com/analytics.js','ga');
ga('create', 'UA-7654321-2', 'auto'); ga('send', 'pageview');</script>`);
  const [f] = findings(html, 'ga.universal_analytics_js');
  assert.equal(f.count, 2);
  assert.deepEqual(findings(page('<script src="//a.espncdn.com/combiner/c?js=analytics/sOmni.js,analytics/analytics.js"></script>'), 'ga.universal_analytics_js'), []);
});

test('ga.ua_property_id: one finding per ID, duplicates counted per ID', () => {
  const html = page(`<script>ga('create', 'UA-7654321-2', 'auto'); ga('create', 'UA-7654321-2', 'auto', 'b'); ga('create', 'UA-1111111-3', 'auto', 'c');</script>`);
  const ua = findings(html, 'ga.ua_property_id');
  assert.deepEqual(ua.map((f) => [f.ids, f.count]), [[['UA-7654321-2'], 2], [['UA-1111111-3'], 1]]);
});

test('ga.ua_property_id: an ID inside escaped JSON (Wayfair style) is found', () => {
  const html = page(`<script type="application/json" id="state">{\\"tracking\\":{\\"ga\\":\\"UA-2081664-4\\",\\"url\\":\\"https:\\/\\/www.example.com\\/\\"}}</script>`);
  const [f] = findings(html, 'ga.ua_property_id');
  assert.deepEqual(f.ids, ['UA-2081664-4']);
  assert.equal(f.evidence![0].element, 'script[type=application/json]');
});

test('escaped inline text is normalised: \\/ and \\u00XX hide loaders and IDs', () => {
  const html = page(`<script>window.__STATE__ = {"loader":"https:\\/\\/www.googletagmanager.com\\/gtag\\/js?id=G-ABCDEF1234\\u0026l=dl","ga":"\\u0022UA-3333333-7\\u0022"};</script>`);
  const loaderIds = findings(html, 'gtag.inventory')[0]?.ids;
  assert.deepEqual(loaderIds, ['G-ABCDEF1234']);
  const [ua] = findings(html, 'ga.ua_property_id');
  assert.deepEqual(ua.ids, ['UA-3333333-7']);
  // Evidence quotes the page's own (escaped) bytes, not the unescaped copy.
  assert.equal(ua.evidence![0].snippet, 'UA-3333333-7');
  assert.ok(findings(html, 'gtag.inventory')[0].evidence![0].snippet.includes('googletagmanager.com\\/gtag\\/js?id=G-ABCDEF1234'));
});

test('ga.ua_property_id: UA- in prose, X-UA-Compatible and longer tokens are not IDs', () => {
  const html = page('<meta http-equiv="X-UA-Compatible" content="IE=edge"><script>var skuCode = "XUA-1234567-1"; var model = "UA-1234567-12345";</script>', '<p>UA-1234567-1</p>');
  assert.deepEqual(findings(html, 'ga.ua_property_id'), []);
});

test('traps: gaGlobal (AdSense), google-site-verification and a bare gtag function are not Google Analytics', () => {
  const html = page(`<meta name="google-site-verification" content="abcDEF123_verification-token">
<script>window.gaGlobal = window.gaGlobal || {}; gaGlobal.vid = "123.456"; (adsbygoogle = window.adsbygoogle || []).push({});</script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date());</script>`);
  assert.deepEqual(ruleIds(html), []);
});

test('gtag.ua_config: a UA property configured through gtag, reported once (not again as ga.ua_property_id)', () => {
  const html = page(`<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234"></script><script>gtag('config', 'UA-5555555-1'); gtag('config', 'G-ABCDEF1234');</script>`);
  const [f] = findings(html, 'gtag.ua_config');
  assert.deepEqual(f.ids, ['UA-5555555-1']);
  assert.equal(f.severity, 'error');
  assert.deepEqual(findings(html, 'ga.ua_property_id'), []);
  assert.deepEqual(findings(page(`<script>gtag('config', 'G-ABCDEF1234');</script>`), 'gtag.ua_config'), []);
});

test('gtag.inventory lists G-, AW- and DC- destinations', () => {
  const html = page(`<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234"></script><script>gtag('config', 'G-ABCDEF1234'); gtag('config', 'AW-123456789'); gtag('config', 'DC-1234567');</script>`);
  const [f] = findings(html, 'gtag.inventory');
  assert.deepEqual(f.ids, ['G-ABCDEF1234', 'AW-123456789', 'DC-1234567']);
  assert.equal(f.severity, 'info');
  assert.deepEqual(findings(page('<script>gtag("event", "purchase");</script>'), 'gtag.inventory'), []);
});

test('gtag.duplicate_loader: the same gtag.js twice as <script src> is proven, not "possible"', () => {
  const tag = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234"></script>';
  const [f] = findings(page(tag + tag), 'gtag.duplicate_loader');
  assert.equal(f.severity, 'warn');
  assert.match(f.message, /is loaded 2 times/);
  assert.doesNotMatch(f.message, /possibly/);
  assert.deepEqual(findings(page(tag + '<script src="https://www.googletagmanager.com/gtag/js?id=G-OTHER12345"></script>'), 'gtag.duplicate_loader'), []);
});

const gtmSnippet = (id: string): string =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;
const gtmNoscript = (id: string): string => `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${id}" height="0" width="0"></iframe></noscript>`;

test('gtm.container: each container is listed; the ns.html twin is not a second load', () => {
  const html = page(gtmSnippet('GTM-ABC1234'), gtmNoscript('GTM-ABC1234'));
  const [f] = findings(html, 'gtm.container');
  assert.deepEqual(f.ids, ['GTM-ABC1234']);
  assert.equal(f.count, 2);
  assert.deepEqual(findings(html, 'gtm.duplicate_container'), []);
  assert.deepEqual(findings(page('<script>var label = "GTM-ABC1234";</script>'), 'gtm.container'), []);
});

test('gtm.duplicate_container: two inline snippets of one container are a possible duplicate', () => {
  const [f] = findings(page(gtmSnippet('GTM-ABC1234') + gtmSnippet('GTM-ABC1234')), 'gtm.duplicate_container');
  assert.equal(f.severity, 'warn');
  assert.match(f.message, /possibly loaded 2 times/);
});

test('gtm.multiple_containers: info for two, warn above two', () => {
  const two = findings(page(gtmSnippet('GTM-AAAA111') + gtmSnippet('GTM-BBBB222')), 'gtm.multiple_containers');
  assert.equal(two[0].severity, 'info');
  const three = findings(page(gtmSnippet('GTM-AAAA111') + gtmSnippet('GTM-BBBB222') + '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-CCCC333"></script>'), 'gtm.multiple_containers');
  assert.equal(three[0].severity, 'warn');
  assert.deepEqual(three[0].ids, ['GTM-AAAA111', 'GTM-BBBB222', 'GTM-CCCC333']);
  assert.deepEqual(findings(page(gtmSnippet('GTM-AAAA111')), 'gtm.multiple_containers'), []);
});

test('gads.legacy_conversion_js: conversion.js and google_conversion_id, per conversion ID', () => {
  const html = page(`<script type="text/javascript">var google_conversion_id = 1037819583; var google_remarketing_only = true;</script>
<script src="//www.googleadservices.com/pagead/conversion.js"></script>
<noscript><img src="//googleads.g.doubleclick.net/pagead/viewthroughconversion/1037819583/?value=0&amp;guid=ON&amp;script=0"></noscript>`);
  const [f, ...rest] = findings(html, 'gads.legacy_conversion_js');
  assert.equal(rest.length, 0);
  assert.deepEqual(f.ids, ['1037819583']);
  assert.equal(f.severity, 'warn');
  assert.ok(f.evidence!.some((e) => e.element === 'script[src]'));
  assert.deepEqual(findings(page(`<script>gtag('config', 'AW-1037819583');</script>`), 'gads.legacy_conversion_js'), []);
});

test('floodlight.legacy_activity_tag: iframe and 1x1 image tags, not ordinary DoubleClick ad calls', () => {
  const html = page('', `<iframe src="https://1234567.fls.doubleclick.net/activityi;src=1234567;type=sales;cat=buy;ord=1?" width="1" height="1"></iframe>
<img src="http://ad.doubleclick.net/activity;src=7654321;dcnet=4155;sz=1x1;ord=1?" width="1" height="1">`);
  assert.deepEqual(findings(html, 'floodlight.legacy_activity_tag').map((f) => f.ids), [['1234567'], ['7654321']]);
  assert.deepEqual(findings(page('<script src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>', '<img src="https://ad.doubleclick.net/ddm/trackimp/N123.456/B789;dc_trk_aid=1;ord=1" width="1" height="1">'), 'floodlight.legacy_activity_tag'), []);
});

test('consent.no_gcm_default: info only, and only when Google tags are present', () => {
  const [f] = findings(page(gtmSnippet('GTM-ABC1234')), 'consent.no_gcm_default');
  assert.equal(f.severity, 'info');
  assert.ok(f.evidence!.length > 0);
  assert.deepEqual(findings(page('<script src="https://connect.facebook.net/en_US/fbevents.js"></script>'), 'consent.no_gcm_default'), []);
});

test('consent.gcm_v1_only: a default without the v2 parameters warns; a v2 default does not', () => {
  const v1 = page(`<script>gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' });</script>${gtmSnippet('GTM-ABC1234')}`);
  assert.equal(findings(v1, 'consent.gcm_v1_only')[0].severity, 'warn');
  assert.deepEqual(findings(v1, 'consent.no_gcm_default'), []);
  const v2 = page(`<script>gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });</script>${gtmSnippet('GTM-ABC1234')}`);
  assert.deepEqual(findings(v2, 'consent.gcm_v1_only'), []);
});

test('consent order: a Google tag above the Consent Mode default is a warning; the default first is not', () => {
  const def = `<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('consent', 'default', { 'ad_storage': 'denied', 'ad_user_data': 'denied', 'ad_personalization': 'denied', 'analytics_storage': 'denied' });</script>`;
  const loader = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345"></script><script>gtag('js', new Date()); gtag('config', 'G-ABCDE12345');</script>`;
  const gtmSnippet = `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC123');</script>`;
  const late = findings(page(loader + def), 'consent.default_after_google_tag');
  assert.equal(late.length, 1);
  assert.equal(late[0].severity, 'warn');
  assert.match(late[0].message, /before the Consent Mode default/);
  const html = page(loader + def);
  for (const e of late[0].evidence!) assert.equal(bytesAt(html, e.offset!, e.snippet), e.snippet);
  assert.ok(late[0].evidence!.some((e) => e.snippet.includes('gtag/js')), 'quotes the loader');
  assert.ok(late[0].evidence!.some((e) => e.snippet.includes("'consent', 'default'")), 'quotes the default');
  assert.equal(findings(page(gtmSnippet + def), 'consent.default_after_google_tag').length, 1, 'Tag Manager above the default');
  // The documented order: the default first, then the tags.
  assert.deepEqual(findings(page(def + loader + gtmSnippet), 'consent.default_after_google_tag'), []);
  // No default at all is the info finding, not this one.
  assert.deepEqual(findings(page(loader), 'consent.default_after_google_tag'), []);
});
