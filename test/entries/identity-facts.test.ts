// The identity facts an eFiling needs (brand, model, SKU, GTIN), read as sellers print them:
// one primary value per fact chosen by where it sits, labels in seven languages, values clean of
// the words that frame them, marketplace ids, store names and conflicts. Small pages written
// for each behaviour; the benchmark (npm run eval:benchmark) measures, these pin.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractProductFacts } from '../../src/entries/product-facts.ts';
import { assessReadiness } from '../../src/entries/readiness.ts';

const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body><h1>Thing</h1>${body}</body></html>`;
const rows = (pairs: Array<[string, string]>) => `<table>${pairs.map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`).join('')}</table>`;
const jsonLd = (product: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Thing', ...product })}</script>`;
const values = (facts: { value: string }[]) => facts.map((f) => f.value);

describe('labels in English, French, German, Italian, Spanish, Portuguese and Dutch', () => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['en', [['Brand', 'Acme'], ['Manufacturer Part Number (MPN)', 'AC-100'], ['Product code', 'R12345'], ['Barcode (EAN)', '4006381333931'], ['Country of origin', 'China']]],
    ['fr', [['Marque', 'Acme'], ['Numéro du modèle de l\'article', 'AC-100'], ['Référence', 'R12345'], ['Code EAN', '4006381333931'], ['Pays d\'origine', 'Chine']]],
    ['de', [['Marke', 'Acme'], ['Modellnummer', 'AC-100'], ['Artikelnummer', 'R12345'], ['EAN', '4006381333931'], ['Herkunftsland', 'China']]],
    ['it', [['Marca', 'Acme'], ['Numero modello articolo', 'AC-100'], ['Codice articolo', 'R12345'], ['Codice EAN', '4006381333931'], ['Paese di origine', 'Cina']]],
    ['es', [['Marca', 'Acme'], ['Número de modelo del producto', 'AC-100'], ['Referencia', 'R12345'], ['Código EAN', '4006381333931'], ['País de origen', 'China']]],
    ['pt', [['Marca', 'Acme'], ['Modelo', 'AC-100'], ['Referência', 'R12345'], ['EAN', '4006381333931'], ['País de origem', 'China']]],
    ['nl', [['Merk', 'Acme'], ['Modelnummer', 'AC-100'], ['Artikelnummer', 'R12345'], ['EAN', '4006381333931'], ['Land van herkomst', 'China']]],
  ];
  for (const [lang, pairs] of cases) {
    it(`${lang}: brand, model, SKU, GTIN and origin from a details table`, () => {
      const facts = extractProductFacts(page(rows(pairs)));
      assert.equal(facts.brand[0]?.value, 'Acme', lang);
      assert.equal(facts.model[0]?.value, 'AC-100', lang);
      assert.equal(facts.sku[0]?.value, 'R12345', lang);
      assert.equal(facts.gtin[0]?.value.gtin, '4006381333931', lang);
      assert.equal(facts.country_of_origin.length, 1, lang);
    });
  }
});

describe('values clean of the words around them', () => {
  it('a byline gives the brand, not "Marca: X" or "Visit the X Store" in any language', () => {
    for (const [line, brand] of [
      ['Marca: R.K.', 'R.K.'],
      ['Marque : KONMAY', 'KONMAY'],
      ['Besuchen Sie den De’Longhi-Store', 'De’Longhi'],
      ['Visiter la boutique PetSafe', 'PetSafe'],
      ['Visit the Ubisoft Store', 'Ubisoft'],
      ['Ver mais artigos da Marca: Panasonic', 'Panasonic'],
    ]) {
      const facts = extractProductFacts(page(`<div id="bylineInfo"><a href="/s">${line}</a></div>`));
      assert.deepEqual([...new Set(values(facts.brand))], [brand], line);
    }
  });

  it('a SKU or model row that holds words, not a code, is set aside with its reason; a code followed by words keeps the code', () => {
    const facts = extractProductFacts(page(rows([['Referência', 'Saúde e Bem-estar'], ['Model', 'Primrose']])));
    assert.deepEqual(values(facts.sku), []);
    assert.deepEqual(values(facts.model), []);
    assert.ok(facts.rejected_values.some((r) => r.field === 'sku' && r.value === 'Saúde e Bem-estar' && /not a code/.test(r.reason)));
    const coded = extractProductFacts(page(rows([['Référence', 'TE502955-1293415 Housse de canapé, chaise']])));
    assert.deepEqual(values(coded.sku), ['TE502955-1293415']);
  });

  it('a structured-data SKU of letters only (a variant code) is kept', () => {
    const facts = extractProductFacts(page(jsonLd({ sku: 'TEE-S' })));
    assert.deepEqual(values(facts.sku), ['TEE-S']);
  });

  it('"Does Not Apply" and its translations are placeholders, not model numbers', () => {
    const facts = extractProductFacts(page(rows([['MPN', 'Does Not Apply'], ['Brand', 'Acme']])));
    assert.deepEqual(values(facts.model), []);
    const de = extractProductFacts(page(rows([['Modellnummer', 'Nicht zutreffend']])));
    assert.deepEqual(values(de.model), []);
  });
});

describe('one primary value per fact, chosen by where it sits', () => {
  it('the SKU the page shows the buyer in a labelled row leads; the structured-data SKU follows', () => {
    const facts = extractProductFacts(page(`${jsonLd({ sku: '10134622' })}<p>Product code: 141677</p>`));
    assert.deepEqual(values(facts.sku), ['141677', '10134622']);
  });

  it('brand from the main product\'s structured data leads a byline and a data- attribute', () => {
    const facts = extractProductFacts(page(`${jsonLd({ brand: { '@type': 'Brand', name: 'Acme' } })}<div id="bylineInfo">Visit the Other Store</div><span data-brand="Third"></span>`));
    assert.equal(facts.brand[0].value, 'Acme');
    assert.equal(facts.brand[0].evidence.source, 'json-ld');
  });

  it('a model number that is the page\'s own SKU is the store\'s item number, set aside with that reason', () => {
    const facts = extractProductFacts(page(jsonLd({ sku: '84518927-040-35', mpn: '84518927-040-35', brand: 'Acme' })));
    assert.deepEqual(values(facts.model), []);
    assert.ok(facts.rejected_values.some((r) => r.field === 'model' && /SKU/.test(r.reason)));
  });

  it('the brand a labelled row of the details shows leads the structured data\'s (a platform\'s default such as "Ali"), as for the SKU', () => {
    const facts = extractProductFacts(page(`${jsonLd({ brand: { '@type': 'Brand', name: 'Ali' } })}${rows([['Brand Name', 'YONGLI'], ['Model Number', 'YLKS32']])}`));
    assert.deepEqual(values(facts.brand), ['YONGLI', 'Ali']);
    assert.equal(facts.brand[0].evidence.source, 'table');
  });

  it('two sources that state different brands are a conflict, the primary first', () => {
    const facts = extractProductFacts(page(`${jsonLd({ brand: 'Acme' })}${rows([['Brand', 'Globex']])}`));
    assert.deepEqual(facts.conflicts.map((c) => [c.field, values(c.values)]), [['brand', ['Globex', 'Acme']]]);
    const agreeing = extractProductFacts(page(`${jsonLd({ brand: 'Acme' })}${rows([['Brand', 'ACME']])}`));
    assert.deepEqual(agreeing.conflicts, []);
  });

  it('the readiness report shows the conflict as a contradiction with both values\' evidence', () => {
    const report = assessReadiness(page(`${jsonLd({ brand: 'Acme' })}${rows([['Brand', 'Globex']])}`));
    const c = report.contradictions.find((x) => x.id === 'identity_values_disagree');
    assert.ok(c, 'a contradiction');
    assert.match(c!.message, /"Globex" \(table\), "Acme" \(json-ld\)/);
    assert.deepEqual(c!.evidence.map((e) => e.source), ['table', 'json-ld']);
  });
});

describe('marketplace ids and store names', () => {
  it('on Amazon the ASIN in the page\'s address is the SKU and the details row\'s item number is the maker\'s model; an ASIN is never a GTIN', () => {
    const facts = extractProductFacts(page(rows([['Marke', 'DeLonghi'], ['Artikelnummer', 'HMP 2000']]), '<link rel="canonical" href="https://www.amazon.de/DeLonghi-Mixer/dp/B00CYG4J5U">'));
    assert.equal(facts.sku[0].value, 'B00CYG4J5U');
    assert.equal(facts.sku[0].evidence.source, 'url');
    assert.ok(values(facts.model).includes('HMP 2000'));
    assert.deepEqual(facts.gtin, []);
  });

  it('an eBay item number comes from og:url when there is no canonical link', () => {
    const facts = extractProductFacts(page('<p>Nice thing</p>', '<meta property="og:url" content="https://www.ebay.com/itm/Halloween-Scars-Kit/302474151804">'));
    assert.deepEqual(values(facts.sku), ['302474151804']);
  });

  it('the address of a shop that is not a marketplace gives no SKU', () => {
    const facts = extractProductFacts(page('<p>Nice thing</p>', '<link rel="canonical" href="https://shop.example/dp/B00CYG4J5U">'));
    assert.deepEqual(values(facts.sku), []);
  });

  it('a hint that names only the store is not the brand; the store\'s own structured data naming itself is believed', () => {
    const head = '<meta property="og:site_name" content="Kiabi"><link rel="canonical" href="https://www.kiabi.com/p/1">';
    const hint = extractProductFacts(page('<span data-brand="KIABI">x</span>', head));
    assert.deepEqual(values(hint.brand), []);
    assert.ok(hint.rejected_values.some((r) => r.field === 'brand' && /store/.test(r.reason)));
    const ownLabel = extractProductFacts(page(jsonLd({ brand: 'IKEA' }), '<link rel="canonical" href="https://www.ikea.com/p/1">'));
    assert.deepEqual(values(ownLabel.brand), ['IKEA']);
  });

  it('a widget script\'s data- attribute is no product fact', () => {
    const facts = extractProductFacts(page('<script src="/w.js" data-vendor="fs"></script>'));
    assert.deepEqual(values(facts.brand), []);
  });
});

describe('codes in more languages and shapes', () => {
  it('product-code labels in Russian, Slovak, Estonian, Hebrew, Chinese and Korean, and a classified ad\'s number', () => {
    for (const [label, code] of [
      ['Код', '01245'], ['Kód produktu', 'GARNI 570 EASY II'], ['Tootekood', '763127'], ['קוד מוצר', '101693'],
      ['商品編號', 'M67296549'], ['딜번호', '4548094738'], ['Ad #', '35985065'], ['post id', '7235216655'],
    ]) {
      assert.deepEqual(values(extractProductFacts(page(rows([[label, code]]))).sku), [code], label);
    }
  });

  it('a style number with its abbreviation\'s full stop ("Style No.") is the SKU', () => {
    for (const label of ['Style No.', 'Style No', 'Style #']) {
      assert.deepEqual(values(extractProductFacts(page(rows([[label, 'KX-2207']]))).sku), ['KX-2207'], label);
    }
  });

  it('a pair inside one segment of a heading ("<span>Код: 01245</span>") and a label in CJK brackets', () => {
    const heading = extractProductFacts(page('<h2><span>Телефон SAMSUNG Galaxy A01</span> <span>Код: 01245</span></h2>'));
    assert.deepEqual(values(heading.sku), ['01245']);
    const bracketed = extractProductFacts(page('<p><span>肉鬆</span> <span>〈商品編號：M67296549〉</span></p>'));
    assert.deepEqual(values(bracketed.sku), ['M67296549']);
  });

  it('a model row left empty on the listing means a later model row is another product\'s', () => {
    const facts = extractProductFacts(page('<h3>Model:</h3><h3>Product code:</h3><p>101693</p><div class="tile"><p>Model: 120X100 hollow</p></div>'));
    assert.deepEqual(values(facts.model), []);
    assert.deepEqual(values(facts.sku), ['101693']);
  });
});

describe('the code an element is named for', () => {
  it('the code an element marks as the product\'s reference leads the variants\' feed SKUs of JSON-LD', () => {
    const variants = Array.from({ length: 12 }, (_, i) => ({ '@type': 'Offer', sku: `84518927-040-${i + 30}` }));
    const facts = extractProductFacts(page('<p>Black - <span data-qa-qualifier="product-reference">1002/710</span></p>', jsonLd({ sku: '84518927-040-35', offers: variants })));
    assert.equal(facts.sku[0].value, '1002/710');
    assert.equal(facts.sku[0].evidence.source, 'element');
    assert.ok(values(facts.sku).includes('84518927-040-35'));
  });

  it('a short label glued to the code is set aside ("Art.1357247")', () => {
    assert.deepEqual(values(extractProductFacts(page('<div data-testid="sku">Art.1357247</div>')).sku), ['1357247']);
  });

  it('elements that disagree are other products\' tiles: no SKU from them; a bare "number" or "code" class says too little', () => {
    const tiles = extractProductFacts(page('<span class="product-sku">A-100</span><span class="product-sku">B-200</span>'));
    assert.deepEqual(values(tiles.sku), []);
    const vague = extractProductFacts(page('<span class="number">4</span><span class="code">X12</span>'));
    assert.deepEqual(values(vague.sku), []);
  });

  it('an Offer\'s SKU in microdata counts when the Product states none', () => {
    const html = page('<div itemscope itemtype="http://schema.org/Product"><h2 itemprop="name">Thing</h2><div itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="sku">35985065</span></div></div>');
    const facts = extractProductFacts(html);
    assert.equal(facts.sku[0].value, '35985065');
    assert.equal(facts.sku[0].evidence.source, 'microdata');
  });
});

describe('the analytics product-detail view', () => {
  const dataLayer = (brand: string) => `<script>window.dataLayer = window.dataLayer || []; dataLayer = [{"event":"productDetailView","ecommerce":{"detail":{"products":{"name":"Chair cover","id":502955,"price":36.99,"brand":"${brand}"}}}}];</script>`;
  it('names the brand when nothing else does, with its own evidence source', () => {
    const facts = extractProductFacts(page('', dataLayer('3S. x Tertio')));
    assert.equal(facts.brand[0]?.value, '3S. x Tertio');
    assert.equal(facts.brand[0]?.evidence.source, 'analytics');
  });
  it('ranks below a byline: feeds carry brand codes ("jj")', () => {
    const facts = extractProductFacts(page('<div class="product-brand">JACK &amp; JONES</div>', dataLayer('jj')));
    assert.equal(facts.brand[0]?.value, 'JACK & JONES');
  });
  it('GA4 view_item names its first item\'s brand', () => {
    const facts = extractProductFacts(page('', '<script>gtag("event", "view_item", {"event":"view_item","items":[{"item_id":"SKU_1","item_name":"Kite","item_brand":"Skyline"},{"item_brand":"Other"}]});</script>'));
    assert.deepEqual(values(facts.brand), ['Skyline']);
  });
});

describe('identifiers in page-state JSON and details rows, each typed', () => {
  const gtins = (facts: ReturnType<typeof extractProductFacts>) => facts.gtin.map((g) => g.value.gtin);

  it('a product\'s UPC and EAN lists in page-state JSON give one GTIN each; a listed code with a wrong check digit is set aside with its reason', () => {
    const state = { product: { name: 'Toy Car', brandName: 'Zoomy', upcs: ['036000291452', '036000291453'], eans: ['4006381333931'], manufacturerPartNumber: 'TC-900' } };
    const facts = extractProductFacts(page('', `<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`));
    assert.deepEqual(gtins(facts), ['036000291452', '4006381333931']);
    assert.ok(facts.gtin.every((g) => g.evidence.source === 'page-state' && /\$\.product\.(upcs|eans)/.test(g.evidence.snippet)));
    assert.ok(facts.rejected_identifiers.some((r) => r.value === '036000291453' && /check digit/.test(r.reason)));
    assert.deepEqual(values(facts.model), ['TC-900']);
  });

  it('a Next.js product object known only by its title, GTIN list and MPN is read', () => {
    const data = { props: { pageProps: { product: { title: 'Toy Car', gtins: ['036000291452'], mpn: 'TC-900' } } } };
    const facts = extractProductFacts(page(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`));
    assert.deepEqual(gtins(facts), ['036000291452']);
    assert.deepEqual(values(facts.model), ['TC-900']);
  });

  it('a UPC row listing two codes gives both; a code written in groups stays one GTIN; an ASIN row is the SKU, never a GTIN', () => {
    const facts = extractProductFacts(page(rows([['ASIN', 'B07FW264WL'], ['UPC', '036000291452, 036000291469']])));
    assert.deepEqual(gtins(facts), ['036000291452', '036000291469']);
    assert.deepEqual(values(facts.sku), ['B07FW264WL']);
    assert.deepEqual(gtins(extractProductFacts(page(rows([['EAN', '4 006381 33393 1']])))), ['4006381333931']);
  });
});

describe('brand signs beyond the byline', () => {
  const named = (name: string, body: string) => extractProductFacts(`<!doctype html><html><body>${jsonLd({ name })}${body}</body></html>`);

  it('a link to the store\'s page for a brand whose name the product\'s name carries is the brand (menus link every brand; the name picks one)', () => {
    const menu = '<ul><li><a href="/lat/brand/GUESS/">GUESS</a></li><li><a href="/lat/brand/CALVIN_KLEIN/"><img src="ck.png" alt="CALVIN KLEIN"></a></li><li><a href="/lat/brand/CALVIN_KLEIN_JEANS/">CALVIN KLEIN JEANS</a></li></ul>';
    const facts = named('Socks CALVIN KLEIN Brooklyn', menu);
    assert.deepEqual(values(facts.brand), ['CALVIN KLEIN']);
    assert.equal(facts.brand[0].evidence.source, 'byline');
    assert.match(facts.brand[0].evidence.snippet, /brand\/CALVIN_KLEIN\//);
    assert.deepEqual(values(named('Jeans CALVIN KLEIN JEANS slim', menu).brand), ['CALVIN KLEIN JEANS'], 'at the same place, the longer name');
  });

  it('no brand from a brand link the product\'s name does not carry, nor on a page that names no product', () => {
    assert.deepEqual(values(named('Wool socks', '<a href="/brands/guess">GUESS</a>').brand), []);
    assert.deepEqual(values(extractProductFacts('<html><body><h1>LG unveils a phone</h1><a href="/manufacturers/lg/">LG</a></body></html>').brand), []);
  });

  it('"Make/Manufacturer" names both the brand and the manufacturer; "Make" the brand', () => {
    const facts = extractProductFacts(page(rows([['make / manufacturer', 'Consteel LTD']])));
    assert.deepEqual([values(facts.brand), values(facts.manufacturer)], [['Consteel LTD'], ['Consteel LTD']]);
    assert.deepEqual(values(extractProductFacts(page(rows([['Make', 'Indesit']]))).brand), ['Indesit']);
  });

  it('two tag links, "Brand" then "Gift vouchers", are two categories, not a label and its value', () => {
    assert.deepEqual(values(extractProductFacts(page('<div class="categorylist"><a href="/ch/1">Brand</a></div><div class="categorylist"><a href="/ch/2">Gift vouchers</a></div>')).brand), []);
  });

  it('a state store serialised with undefined values (window.__data = {..., "x": undefined}) is read', () => {
    const script = '<script>window.__data={"trolley":{"meta":undefined},"product":{"data":{"attributes":{"name":"Tapo C200 Camera","partNumber":"4667999","brand":"TP Link"}}}};</script>';
    assert.deepEqual(values(extractProductFacts(page(script)).brand), ['TP Link']);
  });
});
