// Meta, X and Klaviyo rules, and the inventory-only vendors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findings, page, scan } from './helpers.ts';

const metaPixel = (id: string): string => `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){};t=b.createElement(e);t.src=v;}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '${id}'); fbq('track', 'PageView');</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=${id}&amp;ev=PageView&amp;noscript=1"/></noscript>`;

test('meta.legacy_fbds: the Custom Audience pixel (fbds.js, addPixelId) is an error; the current pixel is not', () => {
  const html = page(`<script>(function() { var _fbq = window._fbq || (window._fbq = []); if (!_fbq.loaded) { var fbds = document.createElement('script'); fbds.src = '//connect.facebook.net/en_US/fbds.js'; } _fbq.push(['addPixelId', '601234567890123']); })();</script>`);
  const [f] = findings(html, 'meta.legacy_fbds');
  assert.equal(f.severity, 'error');
  assert.deepEqual(f.ids, ['601234567890123']);
  assert.equal(f.evidence!.length, 2);
  assert.deepEqual(findings(page(metaPixel('123456789012345')), 'meta.legacy_fbds'), []);
});

test('meta.legacy_tr_ev: the old conversion pixel image (tr?ev=<id>); the current noscript twin is not it', () => {
  const html = page('', '<noscript><img height="1" width="1" src="https://www.facebook.com/tr?ev=6012345678901&amp;cd[value]=0.00&amp;cd[currency]=USD&amp;noscript=1"></noscript>');
  assert.deepEqual(findings(html, 'meta.legacy_tr_ev')[0].ids, ['6012345678901']);
  assert.deepEqual(findings(page(metaPixel('123456789012345')), 'meta.legacy_tr_ev'), []);
});

test('meta.duplicate_init: counted per pixel ID and worded "possibly"', () => {
  const html = page(metaPixel('111111111111111') + `<script>fbq('init', '111111111111111'); fbq('init', '222222222222222');</script>`);
  const dup = findings(html, 'meta.duplicate_init');
  assert.equal(dup.length, 1);
  assert.deepEqual(dup[0].ids, ['111111111111111']);
  assert.equal(dup[0].count, 2);
  assert.match(dup[0].message, /possibly initialised 2 times/);
  assert.deepEqual(findings(page(metaPixel('111111111111111')), 'meta.duplicate_init'), []);
});

test('meta.multiple_pixels: info for two IDs, warn above two, absent for one', () => {
  assert.equal(findings(page(metaPixel('111111111111111') + metaPixel('222222222222222')), 'meta.multiple_pixels')[0].severity, 'info');
  const three = findings(page(metaPixel('111111111111111') + metaPixel('222222222222222') + metaPixel('333333333333333')), 'meta.multiple_pixels');
  assert.equal(three[0].severity, 'warn');
  assert.deepEqual(findings(page(metaPixel('111111111111111')), 'meta.multiple_pixels'), []);
  assert.deepEqual(findings(page(metaPixel('111111111111111')), 'meta.tag')[0].ids, ['111111111111111']);
});

test('x.legacy_oct_js: oct.js / trackPid; x.uwt_init_form for twq("init"); twq("config") is current', () => {
  const legacy = page(`<script src="//platform.twitter.com/oct.js" type="text/javascript"></script><script type="text/javascript">twttr.conversion.trackPid('ny3od', { tw_sale_amount: 0 });</script>`);
  const [oct] = findings(legacy, 'x.legacy_oct_js');
  assert.deepEqual(oct.ids, ['ny3od']);
  assert.equal(oct.severity, 'warn');
  const init = page(`<script>!function(e,t,n){}(window,document,'script');twq('init','o1abc');twq('track','PageView');</script><script src="https://static.ads-twitter.com/uwt.js"></script>`);
  assert.equal(findings(init, 'x.uwt_init_form')[0].severity, 'info');
  const config = page(`<script src="https://static.ads-twitter.com/uwt.js"></script><script>twq('config','o1abc');</script>`);
  assert.deepEqual(findings(config, 'x.uwt_init_form'), []);
  assert.deepEqual(findings(config, 'x.legacy_oct_js'), []);
  assert.deepEqual(findings(config, 'x.tag')[0].ids, ['o1abc']);
});

test('klaviyo.legacy_learnq: _learnq warns; the klaviyo.js onsite loader alone is inventory only', () => {
  const legacy = page(`<script>var _learnq = _learnq || []; _learnq.push(['account', 'AbC123']);</script><script src="//a.klaviyo.com/media/js/analytics/analytics.js"></script>`);
  const [f] = findings(legacy, 'klaviyo.legacy_learnq');
  assert.deepEqual(f.ids, ['AbC123']);
  assert.equal(f.count, 4); // three _learnq references and the analytics.js loader
  const current = page('<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123"></script><script>klaviyo.push(["identify", {}]);</script>');
  assert.deepEqual(findings(current, 'klaviyo.legacy_learnq'), []);
  assert.deepEqual(findings(current, 'klaviyo.tag')[0].ids, ['AbC123']);
});

test('inventory vendors: each is listed as <vendor>.tag info with its ID', () => {
  const cases: [string, string, string | null][] = [
    ['tiktok.tag', `<script>!function (w, d, t) { ttq.load('C4ABCDEFGH1234567890'); ttq.page(); }(window, document, 'ttq');</script>`, 'C4ABCDEFGH1234567890'],
    ['pinterest.tag', `<script>!function(e){}("https://s.pinimg.com/ct/core.js"); pintrk('load', '2612345678901');</script>`, '2612345678901'],
    ['snap.tag', `<script>snaptr('init', '0a1b2c3d-1111-2222-3333-444455556666', {});</script>`, '0a1b2c3d-1111-2222-3333-444455556666'],
    ['bing.tag', `<script>(function(w,d,t,r,u){var f,n,i;w[u]=w[u]||[],f=function(){var o={ti:"5123456"};},n=d.createElement(t),n.src=r;})(window,document,"script","//bat.bing.com/bat.js","uetq");</script>`, '5123456'],
    ['criteo.tag', `<script src="//dynamic.criteo.com/js/ld/ld.js?a=48266"></script>`, '48266'],
    ['hotjar.tag', `<script>(function(h,o,t,j,a,r){h._hjSettings={hjid:1234567,hjsv:6};})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>`, '1234567'],
    ['segment.tag', `<script src="https://cdn.segment.com/analytics.js/v1/AbCdEfGhIjKlMn012345/analytics.min.js"></script>`, 'AbCdEfGhIjKlMn012345'],
    ['linkedin.tag', `<script>_linkedin_partner_id = "123456";</script><script src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>`, '123456'],
    ['clarity.tag', `<script>(function(c,l,a,r,i,t,y){t.src="https://www.clarity.ms/tag/"+i;})(window, document, "clarity", "script", "abcd1234ef");</script>`, 'abcd1234ef'],
    ['reddit.tag', `<script>rdt('init','t2_abc123def');</script><script src="https://www.redditstatic.com/ads/pixel.js"></script>`, 't2_abc123def'],
  ];
  for (const [rule, head, id] of cases) {
    const [f] = findings(page(head), rule);
    assert.ok(f, `${rule} found`);
    assert.equal(f.severity, 'info');
    assert.deepEqual(f.ids, id === null ? undefined : [id], rule);
  }
});

test('inventory vendors: common words are not tags (segment, criteo in prose, image/ paths)', () => {
  const html = page('<script>var segment = "hero"; var analytics = { load: function () {} }; analytics.load("notAKeyButLong");</script>', '<p>Criteo, TikTok and Pinterest are ad vendors. <img src="/image/segment.png"></p>');
  assert.deepEqual(scan(html).findings, []);
});
