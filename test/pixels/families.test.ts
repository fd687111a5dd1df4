// The families storefronts carry beyond the Google, Meta and Shopify core: each with its
// vendor's documented snippet shape (IDs invented), the rule id, the IDs and evidence bytes
// that are the page's own; and look-alikes that must not fire.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Finding } from '../../src/pixels/index.ts';
import { bytesAt, findings, page, ruleIds, scan } from './helpers.ts';

function one(html: string, rule: string): Finding {
  const found = findings(html, rule);
  assert.equal(found.length, 1, `${rule} once in ${ruleIds(html).join(',')}`);
  for (const e of found[0].evidence ?? []) assert.equal(bytesAt(html, e.offset!, e.snippet), e.snippet, `${rule} evidence is the page's bytes`);
  assert.ok((found[0].evidence ?? []).length > 0, `${rule} has evidence`);
  return found[0];
}

test('Google Optimize: optimize.js, ga("require", GTM-...) and optimize_id are the sunset container, and ga("require") is no longer a second GTM container', () => {
  const html = page(`<script>(function(w,d,s,l,i){w[l]=w[l]||[];var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC123');
ga('create', 'UA-12345678-1', 'auto'); ga('require', 'GTM-OPT9876'); ga('send', 'pageview');</script>
<script src="https://www.googleoptimize.com/optimize.js?id=OPT-W5XYZ12"></script>`);
  const f = findings(html, 'optimize.sunset_container');
  assert.deepEqual(f.map((x) => x.ids), [['GTM-OPT9876'], ['OPT-W5XYZ12']]);
  assert.ok(f.every((x) => x.severity === 'error'));
  assert.deepEqual(one(html, 'gtm.container').ids, ['GTM-ABC123'], 'the Optimize ID is not a Tag Manager container');
  assert.deepEqual(findings(html, 'gtm.multiple_containers'), []);
  const gtag = page(`<script>gtag('config', 'G-ABCDE12345', { 'optimize_id': 'OPT-ABCD123' });</script>`);
  assert.deepEqual(one(gtag, 'optimize.sunset_container').ids, ['OPT-ABCD123']);
  // ga('require', ...) with a plugin name is analytics.js, not Optimize.
  assert.deepEqual(findings(page(`<script>ga('require', 'linker'); ga('require', 'ec');</script>`), 'optimize.sunset_container'), []);
});

test('Google Optimize: the anti-flicker snippet warns with its container ID', () => {
  const html = page(`<style>.async-hide { opacity: 0 !important} </style><script>(function(a,s,y,n,c,h,i,d,e){s.className+=' '+y;h.start=1*new Date;h.end=i=function(){s.className=s.className.replace(RegExp(' ?'+y),'')};(a[n]=a[n]||[]).hide=h;setTimeout(function(){i();h.end=null},c);h.timeout=c;})(window,document.documentElement,'async-hide','dataLayer',4000,{'GTM-OPT9876':true});</script>`);
  const f = one(html, 'optimize.anti_flicker_snippet');
  assert.equal(f.severity, 'warn');
  assert.deepEqual(f.ids, ['GTM-OPT9876']);
  assert.deepEqual(findings(page(`<style>.async-hide{opacity:0}</style><script>document.body.className += ' async-hide';</script>`), 'optimize.anti_flicker_snippet'), []);
});

test('Adobe Analytics: s_code.js is H code (warn) with its report suites; AppMeasurement is inventory only', () => {
  const legacy = page(`<script>var s_account="acmeglobal,acmeus";</script><script src="/js/s_code.js"></script><script>var s_code=s.t();if(s_code)document.write(s_code)</script>`, `<noscript><img src="http://acme.112.2o7.net/b/ss/acmeglobal/1/H.24.4--NS/0" height="1" width="1" border="0" alt="" /></noscript>`);
  const h = one(legacy, 'adobe_analytics.h_code');
  assert.equal(h.severity, 'warn');
  assert.deepEqual(h.ids, ['acmeglobal', 'acmeus']);
  assert.deepEqual(one(legacy, 'adobe_analytics.tag').ids, ['acmeglobal', 'acmeus']);
  const current = page(`<script src="https://www.acme.example/js/AppMeasurement.js"></script><script>var s = s_gi("acmeprod"); s.pageName = document.title; s.t();</script>`);
  assert.deepEqual(findings(current, 'adobe_analytics.h_code'), []);
  assert.deepEqual(one(current, 'adobe_analytics.tag').ids, ['acmeprod']);
  // Look-alikes: a product image or a script merely named like the library.
  assert.deepEqual(findings(page('<script src="/js/my_s_code.js"></script><script src="/js/s_codes.json.js"></script>'), 'adobe_analytics.h_code'), []);
});

test('Adobe tags: DTM satelliteLib is a dated legacy info finding; a Launch library is inventoried', () => {
  const dtm = page('<script src="//assets.adobedtm.com/6d09a901247b3615ff6f4d9f22bda8ea810f369e/satelliteLib-0123456789abcdef0123456789abcdef01234567.js"></script>');
  const f = one(dtm, 'adobe_tags.dtm_satellitelib');
  assert.equal(f.severity, 'info');
  assert.deepEqual(f.ids, ['satelliteLib-0123456789abcdef0123456789abcdef01234567']);
  assert.match(f.message, /20 April 2021/);
  assert.equal(scan(dtm).score, 100, 'a still-running library costs no points');
  const launch = page('<script src="https://assets.adobedtm.com/a1b2c3d4e5f6/0a1b2c3d4e5f/launch-ENa1b2c3d4e5f6a7b8-development.min.js" async></script>');
  assert.deepEqual(one(launch, 'adobe_tags.launch').ids, ['launch-ENa1b2c3d4e5f6a7b8']);
  assert.deepEqual(findings(launch, 'adobe_tags.dtm_satellitelib'), []);
});

test('inventoried families: each documented snippet gives its rule, its ID and evidence', () => {
  const cases: [string, string, string[]][] = [
    ['tealium.tag', `<script>(function(a,b,c,d){a='//tags.tiqcdn.com/utag/acme/main/prod/utag.js';b=document;c='script';d=b.createElement(c);d.src=a;})();</script>`, ['acme/main']],
    ['optimizely.tag', '<script src="https://cdn.optimizely.com/js/12345678.js"></script>', ['12345678']],
    ['onetrust.tag', '<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="2dfe6ca5-a2ca-410b-be1d-c1d64e4d55b1"></script>', ['2dfe6ca5-a2ca-410b-be1d-c1d64e4d55b1']],
    ['cookiebot.tag', '<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="00000000-1111-2222-3333-444444444444" type="text/javascript"></script>', ['00000000-1111-2222-3333-444444444444']],
    ['cookiebot.tag', '<script src="https://consent.cookiebot.com/uc.js?cbid=00000000-1111-2222-3333-444444444444"></script>', ['00000000-1111-2222-3333-444444444444']],
    ['trustarc.tag', '<script async="async" src="//consent.trustarc.com/notice?domain=acme.example&c=teconsent&js=nj&noticeType=bb" crossorigin=""></script>', ['acme.example']],
    ['osano.tag', '<script src="https://cmp.osano.com/AzZdRbSORDxm1xyz/1a2b3c4d-5e6f/osano.js"></script>', ['AzZdRbSORDxm1xyz/1a2b3c4d-5e6f']],
    ['outbrain.tag', `<script data-obct type="text/javascript">!function(_window, _document) { var OB_ADV_ID='00bfab0c4ef685500d32bd9ae3f1d27ab2'; var tag = _document.createElement('script'); tag.src = '//amplify.outbrain.com/cp/obtp.js'; }(window, document); obApi('track', 'PAGE_VIEW');</script>`, ['00bfab0c4ef685500d32bd9ae3f1d27ab2']],
    ['taboola.tag', `<script type='text/javascript'>window._tfa = window._tfa || []; window._tfa.push({notify: 'event', name: 'page_view', id: 1234567}); !function (t, f, a, x) {}(document.createElement('script'), document.getElementsByTagName('script')[0], '//cdn.taboola.com/libtrc/unip/1234567/tfa.js', 'tb_tfa_script');</script>`, ['1234567']],
    ['taboola.tag', `<script>window._taboola = window._taboola || []; !function (e, f, u) {}(document.createElement('script'), document.getElementsByTagName('script')[0], '//cdn.taboolasyndication.com/libtrc/acmenews/loader.js');</script>`, ['acmenews']],
    ['quantcast.tag', `<script>var _qevents = _qevents || []; (function() { var elem = document.createElement('script'); elem.src = (document.location.protocol == "https:" ? "https://secure" : "http://edge") + ".quantserve.com/quant.js"; })(); _qevents.push({ qacct:"p-AbCdEfGh12345" });</script><noscript><div style="display:none;"><img src="//pixel.quantserve.com/pixel/p-AbCdEfGh12345.gif" border="0" height="1" width="1" alt="Quantcast"/></div></noscript>`, ['p-AbCdEfGh12345']],
    ['comscore.tag', `<script>var _comscore = _comscore || []; _comscore.push({ c1: "2", c2: "1234567" }); (function() { var s = document.createElement("script"); s.src = (document.location.protocol == "https:" ? "https://sb" : "http://b") + ".scorecardresearch.com/beacon.js"; })();</script><noscript><img src="http://b.scorecardresearch.com/p?c1=2&amp;c2=1234567&amp;cv=2.0&amp;cj=1" /></noscript>`, ['1234567']],
    ['attentive.tag', '<script src="https://cdn.attn.tv/acmeshop/dtag.js"></script>', ['acmeshop']],
    ['postscript.tag', '<script async src="https://sdk.postscript.io/sdk.bundle.js?shopId=123456"></script>', ['123456']],
    ['yotpo.tag', '<script src="https://cdn-widgetsrepository.yotpo.com/v1/loader/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd" async></script>', ['AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd']],
    ['gorgias.tag', '<script id="gorgias-chat-widget-install-v3" src="https://config.gorgias.chat/gorgias-chat-bundle-loader.js?applicationId=12345"></script>', ['12345']],
    ['snap.tag', '<noscript><img src="https://tr.snapchat.com/p?pid=0a1b2c3d-1111-2222-3333-444455556666&amp;ev=PAGE_VIEW&amp;noscript=1" height="1" width="1"></noscript>', ['0a1b2c3d-1111-2222-3333-444455556666']],
    ['reddit.tag', '<noscript><img src="https://alb.reddit.com/snoo.gif?q=CAAHAAABAAoACQAAAA&amp;a=t2_abc123def" style="display:none" width="1" height="1" alt=""/></noscript>', ['t2_abc123def']],
    ['linkedin.tag', '<script>window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push("654321");</script>', ['654321']],
  ];
  for (const [rule, head, ids] of cases) {
    const f = one(page(head), rule);
    assert.equal(f.severity, 'info', rule);
    assert.deepEqual(f.ids, ids, rule);
  }
});

test('Shopify apps in asyncLoad: Attentive, Postscript and Yotpo are named by their own families', () => {
  const html = page(`<script>(function() { function asyncLoad() { var urls = ["https:\\/\\/cdn.attn.tv\\/acmeshop\\/dtag.js?shop=acme.myshopify.com","https:\\/\\/sdk.postscript.io\\/sdk.bundle.js?shopId=123456\\u0026shop=acme.myshopify.com","https:\\/\\/staticw2.yotpo.com\\/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd\\/widget.js?shop=acme.myshopify.com"]; } window.attachEvent ? window.attachEvent('onload', asyncLoad) : window.addEventListener('load', asyncLoad, false); })();</script>`);
  assert.deepEqual(one(html, 'attentive.tag').ids, ['acmeshop']);
  assert.deepEqual(one(html, 'postscript.tag').ids, ['123456']);
  assert.deepEqual(one(html, 'yotpo.tag').ids, ['AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd']);
  assert.equal(one(html, 'shopify.scripttag_asyncload').count, 3);
});

test('consent platforms: Shopify Customer Privacy API is reported, and the Consent Mode note names the platform the page carries', () => {
  const html = page(`<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="2dfe6ca5-a2ca-410b-be1d-c1d64e4d55b1"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345"></script>
<script>window.Shopify.loadFeatures([{ name: 'consent-tracking-api', version: '0.1' }], function (error) { if (!error) Shopify.customerPrivacy.setTrackingConsent(true, function () {}); });</script>`);
  assert.equal(one(html, 'shopify.customer_privacy_api').severity, 'info');
  assert.match(one(html, 'consent.no_gcm_default').message, /\(OneTrust, Shopify's Customer Privacy API\)/);
  const bare = page('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345"></script>');
  assert.match(one(bare, 'consent.no_gcm_default').message, /a consent platform may still set it inside Tag Manager/);
});

test('look-alikes that must not fire', () => {
  const cases: [string, string][] = [
    // A TRUSTe privacy seal is not the consent manager.
    ['trustarc.tag', '<a href="//privacy.truste.com/privacy-seal/validation?rid=abc"><img src="//privacy-policy.truste.com/privacy-seal/seal?rid=abc" width="1" height="1"></a>'],
    // c2 outside a Comscore call.
    ['comscore.tag', '<script>var layout = { c1: "2", c2: "1234567" };</script>'],
    // A script named like a vendor's on the shop's own host.
    ['optimizely.tag', '<script src="/assets/cdn.optimizely.com.js"></script>'],
    ['tealium.tag', '<script src="/js/utag.js"></script>'],
    // A data-cbid that is not an ID, and a uuid in a visible attribute.
    ['cookiebot.tag', '<script src="/consent.js" data-cbid="{{ cookiebot_id }}"></script><div data-cbid="00000000-1111-2222-3333-444444444444"></div>'],
    ['quantcast.tag', '<p>Our account code is qacct: "p-AbCdEfGh12345".</p>'],
    ['outbrain.tag', '<div class="OUTBRAIN" data-src="https://shop.example/p/1" data-widget-id="AR_1"></div>'],
  ];
  for (const [rule, body] of cases) assert.deepEqual(findings(page('', body), rule), [], rule);
});
