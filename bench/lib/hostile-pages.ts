// Storefront pages built to make a scanner work harder than the page's size warrants: each shape
// is one trick a caller of the public tools can play with a page they control (many distinct
// IDs, deep nesting, one huge attribute...), built to a given size so a benchmark can compare
// its time per byte with an ordinary page's (bench/hostile-pages.ts) and tests can build the
// same shapes small (test/pixels/hostile-pages.test.ts, test/entries/hostile-pages.test.ts).
// Deterministic: the same name and size always give the same page.

export interface PageShape {
  name: string;
  /** What the page does, in a line. */
  what: string;
  /** A page of at least `bytes` characters (ASCII: characters are bytes). */
  build(bytes: number): string;
}

/** The document up to <body>, with `head` inside <head>. */
const documentHead = (title: string, head = ''): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>`;
const HEAD = documentHead('Crafted page');
const TAIL = '</body></html>';

/** `open`, then `unit(i)` for i = 0, 1, ... until the page holds `bytes` characters, then `close`. */
function fill(bytes: number, open: string, unit: (i: number) => string, close = '', head = HEAD): string {
  const parts = [head, open];
  let length = head.length + open.length + close.length + TAIL.length;
  for (let i = 0; length < bytes; i++) {
    const piece = unit(i);
    parts.push(piece);
    length += piece.length;
  }
  parts.push(close, TAIL);
  return parts.join('');
}

/** As fill, for units that nest: every unit opened is closed again after the last one, innermost first. */
function nest(bytes: number, open: (i: number) => string, close: (i: number) => string, inner = ''): string {
  const opens: string[] = [];
  const closes: string[] = [];
  let length = HEAD.length + TAIL.length + inner.length;
  for (let i = 0; length < bytes; i++) {
    const o = open(i);
    const c = close(i);
    opens.push(o);
    closes.push(c);
    length += o.length + c.length;
  }
  return HEAD + opens.join('') + inner + closes.reverse().join('') + TAIL;
}

/** A distinct ID of `width` digits for index i. */
const digits = (i: number, width: number): string => String(10 ** (width - 1) + i);
/** A distinct upper-case alphanumeric ID of `width` characters for index i. */
const alnum = (i: number, width: number): string => i.toString(36).toUpperCase().padStart(width, 'A');

// --- the ordinary page -------------------------------------------------------------------

const ORDINARY_HEAD =
  '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="product">' +
  '<meta property="og:title" content="Walnut stacking rings"><meta property="og:site_name" content="Shop Example">' +
  '<link rel="canonical" href="https://shop.example/products/stacking-rings"><link rel="preconnect" href="https://cdn.shopify.com">' +
  '<link rel="stylesheet" href="https://cdn.shopify.com/s/files/1/0001/t/1/assets/theme.css">' +
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9"></script>' +
  "<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-ABC123XYZ9');</script>" +
  "<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};" +
  "if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];" +
  "s.parentNode.insertBefore(t,s)}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js'); fbq('init', '123456789012345'); fbq('track', 'PageView');</script>" +
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Walnut stacking rings","sku":"WSR-01",' +
  '"brand":{"@type":"Brand","name":"Example Toys"},"offers":{"@type":"Offer","price":"24.00","priceCurrency":"USD"}}</script>';

const ORDINARY_PRODUCT =
  '<header class="site-header"><nav class="site-nav"><ul><li><a href="/collections/toys">Toys</a></li><li><a href="/collections/books">Books</a></li>' +
  '<li><a href="/pages/about">About</a></li></ul></nav></header><main id="main"><div class="product"><h1 class="product-title">Walnut stacking rings</h1>' +
  '<p class="product__vendor">Example Toys</p><p class="price">$24.00</p><form action="/cart/add" method="post"><input type="hidden" name="id" value="1">' +
  '<button type="submit" name="add">Add to cart</button></form><table class="specs"><tr><th>Country of Origin</th><td>United States</td></tr>' +
  '<tr><th>Recommended age</th><td>12 months and up</td></tr></table></div>';

/**
 * One block of ordinary body: a row of product cards (with the inline SVG icons and long class
 * lists themes print), and the row's products as JSON for the quick-view script, as Shopify
 * themes embed them; about a third of the bytes are script, as on the real pages of the shared
 * set (9-39%).
 */
function ordinaryBlock(i: number): string {
  const icon = '<svg class="icon icon-cart" aria-hidden="true" focusable="false" viewBox="0 0 20 20"><path fill="currentColor" d="M2 3h2l2 9h9l2-6H6"/></svg>';
  const card = (k: number) =>
    `<div class="grid__item grid__item--collection-template small--one-half medium-up--one-quarter"><div class="card-wrapper product-card-wrapper underline-links-hover">` +
    `<a class="card__link full-unstyled-link" href="/products/item-${i}-${k}"><img src="https://cdn.shopify.com/s/files/1/0001/products/item-${i}-${k}_400x.jpg" alt="Item ${k}" width="400" height="400" loading="lazy" class="motion-reduce">` +
    `<span class="card__heading h5">Wooden toy number ${i * 4 + k}</span><span class="price-item price-item--regular">$${(10 + ((i + k) % 40)).toFixed(2)}</span></a>${icon}</div></div>`;
  const json = (k: number) => `{"id":${7000000 + i * 4 + k},"title":"Wooden toy number ${i * 4 + k}","handle":"item-${i}-${k}","price":${1000 + ((i + k) % 40) * 100},"available":true,"vendor":"Example Toys","tags":["wood","toy","gift"],"featured_image":"//cdn.shopify.com/s/files/1/0001/products/item-${i}-${k}.jpg"}`;
  return `<section class="collection-row page-width" id="row-${i}"><h2 class="title inline-richtext h2">More wooden toys</h2><div class="grid product-grid grid--4-col-desktop">${card(0)}${card(1)}${card(2)}${card(3)}</div>` +
    `<script type="application/json" data-quick-view="row-${i}">[${json(0)},${json(1)},${json(2)},${json(3)}]</script>` +
    `<script>window.theme = window.theme || {}; theme.rows = theme.rows || []; theme.rows.push({ id: "row-${i}", lazy: true, columns: 4 });</script></section>`;
}

/** A normal-looking product page: the baseline every hostile shape is compared with, byte for byte. */
export const ORDINARY: PageShape = {
  name: 'ordinary',
  what: 'a product page: tags in the head, JSON-LD, a product block, then rows of product cards with some small inline scripts',
  build: (bytes) => fill(bytes, ORDINARY_PRODUCT, ordinaryBlock, '</main><footer class="site-footer"><p>Shop Example</p></footer>', documentHead('Walnut stacking rings', ORDINARY_HEAD)),
};

// --- hostile shapes -----------------------------------------------------------------------

const FBQ_LOADER = "<script>!function(f,b,e,v){}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');\n";

export const HOSTILE_SHAPES: readonly PageShape[] = [
  {
    name: 'fbq-init-ids',
    what: 'one script calling fbq("init", id) with a new pixel ID each time',
    build: (bytes) => fill(bytes, FBQ_LOADER, (i) => `fbq("init", "${digits(i, 15)}");\n`, '</script>'),
  },
  {
    name: 'gtag-config-ids',
    what: "one script calling gtag('config', id) with a new G- or AW- destination each time",
    build: (bytes) => fill(bytes, '<script async src="https://www.googletagmanager.com/gtag/js?id=G-AAAAAAAA"></script><script>\n', (i) => `gtag('config', '${i % 2 === 0 ? 'G' : 'AW'}-${alnum(i, 8)}');\n`, '</script>'),
  },
  {
    name: 'ua-property-ids',
    what: "one script calling ga('create', id) with a new Universal Analytics property each time (one error finding per ID)",
    build: (bytes) => fill(bytes, '<script>\n', (i) => `ga('create', 'UA-${digits(i, 8)}-1', 'auto');\n`, '</script>'),
  },
  {
    name: 'gtm-containers',
    what: 'a Tag Manager loader script element per new container ID (one finding per container)',
    build: (bytes) => fill(bytes, '', (i) => `<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-${alnum(i, 7)}"></script>\n`),
  },
  {
    name: 'vendor-ids',
    what: 'catalogue vendors (Hotjar, TikTok, Pinterest) each loaded with a new ID each time',
    build: (bytes) => fill(bytes, '<script>\n', (i) => [`hj.q=[];_hjSettings={hjid:${digits(i, 7)},hjsv:6};\n`, `ttq.load('C${alnum(i, 19)}');\n`, `pintrk('load', '${digits(i, 13)}');\n`][i % 3]!, '</script>'),
  },
  {
    name: 'shopify-asyncload-hosts',
    what: "Shopify's asyncLoad() listing a ScriptTag on a new app host each time",
    build: (bytes) => fill(bytes, '<script>(function() { function asyncLoad() { var urls = [', (i) => `"https:\\/\\/app${i}.apps.example\\/loader.js?shop=crafted.myshopify.com",`, '"https:\\/\\/last.apps.example\\/x.js"]; for (var i = 0; i < urls.length; i++) {} } })();</script>'),
  },
  {
    name: 'web-pixel-configs',
    what: "Shopify's webPixelsConfigList with a new APP web pixel (a Meta pixel's settings) each time",
    build: (bytes) => fill(bytes, '<script>window.webPixelsManager.init({"shopId":1,"webPixelsConfigList":[', (i) =>
      `{"id":"${digits(i, 9)}","configuration":"{\\"pixel_id\\":\\"${digits(i, 15)}\\",\\"pixel_type\\":\\"facebook_pixel\\"}","eventPayloadVersion":"v1","runtimeContext":"STRICT","type":"APP","apiClientId":"${digits(i, 7)}"},`,
    '{"id":"shopify-app-pixel","type":"APP","runtimeContext":"STRICT","apiClientId":"shopify-pixel"}]});</script>'),
  },
  {
    name: 'deep-div',
    what: '<div> opened again and again, never closed',
    build: (bytes) => fill(bytes, '', () => '<div>'),
  },
  {
    name: 'deep-mixed',
    what: 'inline and block elements that do not close each other (span, b, section, em, ul, i, article, font) opened and never closed, some with a little text',
    build: (bytes) => fill(bytes, '', (i) => ['<span>', '<b>', '<section class="x">', '<em>', '<ul>', '<i>t', '<article>', '<font>'][i % 8]!),
  },
  {
    name: 'deep-closed',
    what: '<div> nested as deep as the page allows, every one closed at the end',
    build: (bytes) => nest(bytes, () => '<div>', () => '</div>', '<p>the innermost text</p>'),
  },
  {
    name: 'deep-then-stray-closes',
    what: '1,000 open <div>, then end tags that close nothing (</span>) for the rest of the page',
    build: (bytes) => fill(bytes, '<div>'.repeat(1000), () => '</span>'),
  },
  {
    name: 'nested-itemscope',
    what: 'microdata items (itemscope with an itemprop) each nested inside the last, the innermost a Product',
    build: (bytes) => nest(bytes, (i) => `<div itemscope itemtype="https://schema.org/Thing" itemprop="isRelatedTo"><span itemprop="name">Thing ${i}</span>`, () => '</div>',
      '<div itemscope itemtype="https://schema.org/Product" itemprop="isRelatedTo"><span itemprop="name">Deep product</span><span itemprop="sku">DEEP-1</span></div>'),
  },
  {
    name: 'nested-json-ld',
    what: "one JSON-LD Product whose brand's name is an object nested in itself, then arrays nested in arrays",
    build: (bytes) => {
      const half = Math.max(0, (bytes - 200) / 2);
      const levels = Math.ceil(half / 9);
      const arrays = Math.ceil(half / 2);
      const brand = `${'{"name":'.repeat(levels)}"Deep brand"${'}'.repeat(levels)}`;
      return `${HEAD}<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Deep","brand":${brand},"isRelatedTo":${'['.repeat(arrays)}1${']'.repeat(arrays)}}</script>${TAIL}`;
    },
  },
  {
    name: 'nested-page-state',
    what: 'a page-state script (window.__INITIAL_STATE__) whose product name is an object nested in itself',
    build: (bytes) => {
      const levels = Math.ceil(Math.max(0, bytes - 300) / 9);
      return `${HEAD}<script>window.__INITIAL_STATE__ = {"product":{"name":"Deep","sku":"D1","brand":${'{"name":'.repeat(levels)}"Deep brand"${'}'.repeat(levels)}}};</script>${TAIL}`;
    },
  },
  {
    name: 'huge-json-ld',
    what: 'one JSON-LD @graph of many distinct Products, each with identifiers, brand, origin and offers',
    build: (bytes) => fill(bytes, '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[', (i) =>
      `{"@type":"Product","name":"Product ${i}","sku":"SKU-${i}","mpn":"MPN-${i}","gtin13":"${digits(i, 13)}","brand":{"@type":"Brand","name":"Brand ${i}"},` +
      `"countryOfOrigin":"Country ${i % 50}","offers":{"@type":"Offer","price":"${i % 100}.00","priceCurrency":"USD","seller":{"name":"Seller ${i}"}}},`,
    '{"@type":"Thing","name":"end"}]}</script>'),
  },
  {
    name: 'long-attribute-tag-url',
    what: 'one script src attribute repeating tag URLs (gtag.js, gtm.js, fbevents.js, a Hotjar loader, the Meta image pixel) back to back',
    build: (bytes) => fill(bytes, '<script src="', (i) => [
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://static.hotjar.com/c/hotjar-1234567.js?sv=6',
      'https://www.facebook.com/tr?id=123456789012345&ev=PageView',
    ][i % 5]!, '"></script>'),
  },
  {
    name: 'warnings-then-buy-buttons',
    what: 'the statutory choking-hazard warning in one paragraph after another, then add-to-cart buttons, each far from the other kind',
    build: (bytes) => {
      const half = Math.floor(bytes / 2);
      const warnings = fill(half, '', (i) => `<p>WARNING: CHOKING HAZARD -- Small parts. Not for children under 3 yrs. (${i})</p>`).slice(HEAD.length, -TAIL.length);
      return fill(bytes, warnings, (i) => `<button class="add-to-cart" name="add-${i}">Add to cart</button>`);
    },
  },
  {
    name: 'certificate-links-and-text',
    what: 'links to certificates, then paragraphs that mention certificates and where things are made',
    build: (bytes) => {
      const half = Math.floor(bytes / 2);
      const links = fill(half, '', (i) => `<a href="/docs/certificate-${i}.pdf">Certificate of conformity ${i}</a>`).slice(HEAD.length, -TAIL.length);
      return fill(bytes, links, (i) => `<p>Made in Portugal. Tested to ASTM F963 by a CPSC-accepted lab, children's product certificate ${i} on request.</p>`);
    },
  },
  {
    name: 'data-attributes',
    what: 'elements carrying product data attributes (data-sku, data-brand), every one the same',
    build: (bytes) => fill(bytes, '', () => '<i data-sku="SKU-1" data-brand="Acme"></i>'),
  },
  {
    name: 'brand-page-links',
    what: 'a JSON-LD product with 50 named variants, then links to a new brand page each time',
    build: (bytes) => {
      const variants = Array.from({ length: 50 }, (_, i) => `{"@type":"Product","name":"Acme Brand ${i} stacking rings","sku":"V-${i}"}`).join(',');
      const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ProductGroup","name":"Acme stacking rings","hasVariant":[${variants}]}</script>`;
      return fill(bytes, ld, (i) => `<a href="/brand/brand-${i}">Brand ${i}</a>`);
    },
  },
  {
    name: 'repeated-match-prefixes',
    what: 'the start of a tag a rule matches, cut short and repeated back to back, one block per rule kind (runs inside URLs, query strings, settings objects, lists)',
    build: (bytes) => {
      const blocks: Array<[string, string, string]> = [
        ['<script src="', 'https://sdk.postscript.io/sdk.bundle.js?shopI', '"></script>'],
        ['<script src="', 'https://cdn.rudderlabs.com/v1.1/rudder-analytics.mi', '"></script>'],
        ['<script src="', 'https://s7.addthis.com/js/250/addthis_widget.js#pu', '"></script>'],
        ['<noscript><img src="', 'https://ad.doubleclick.net/activity;type=sales;cat=x;', '"></noscript>'],
        ['<script src="', 'https://www.googletagmanager.com/gtag/js?l=dataLayer&', '"></script>'],
        ['<script>', "gtag('consent', 'default', {'ad_storage': 'denied', ", '</script>'],
        ['<script>', 'function asyncLoad() { var urls = ["https://a.example/x.js", ', '</script>'],
        ['<script>', 'webPixelsConfigList: [{"id":"1","type":"APP"}, ', '</script>'],
        ['<script>', 'trekkie.load({"Facebook Pixel":{"pixelIds":["123456789012"], ', '</script>'],
      ];
      const each = Math.ceil(bytes / blocks.length);
      return HEAD + blocks.map(([open, unit, close]) => open + unit.repeat(Math.ceil(each / unit.length)) + close).join('\n') + TAIL;
    },
  },
  {
    name: 'long-inline-script',
    what: 'one inline script of ordinary minified code, the common words rules look for (init, config, create, consent) in it',
    build: (bytes) => fill(bytes, '<script>\n', (i) => `var m${i}=function(a,b){if(a.init&&b.config){return a.create(b,"consent"+${i})}return null};`, '</script>'),
  },
  {
    name: 'many-scripts',
    what: 'a small inline script element after another, each setting a value',
    build: (bytes) => fill(bytes, '', (i) => `<script>window.v${i} = {"id": ${i}, "init": true};</script>\n`),
  },
];

export const ALL_SHAPES: readonly PageShape[] = [ORDINARY, ...HOSTILE_SHAPES];

export function shape(name: string): PageShape {
  const found = ALL_SHAPES.find((s) => s.name === name);
  if (found === undefined) throw new Error(`no page shape ${name}; shapes: ${ALL_SHAPES.map((s) => s.name).join(', ')}`);
  return found;
}

/** The page of shape `name` at `bytes` characters or a little more. */
export function hostilePage(name: string, bytes: number): string {
  return shape(name).build(bytes);
}
