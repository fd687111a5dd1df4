// The classes of listing the reader missed on real pages it was never tuned to (issue 37): labels
// in six languages in rows, definition lists and spec tables; books; ages stated as sizes; origins
// and codes in other words; a brand stated only in the breadcrumb and the title; the selected
// variant. Each page here is written for the class (none is a copy of a benchmark page), and
// each class also pins what must not be read (nothing the page does not state).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractProductFacts } from '../../src/entries/product-facts.ts';
import { assessReadiness } from '../../src/entries/readiness.ts';

const page = (body: string, head = '', h1 = 'Thing') => `<!doctype html><html><head>${head}</head><body><h1>${h1}</h1>${body}<button>Add to cart</button></body></html>`;
const rows = (pairs: Array<[string, string]>) => `<table>${pairs.map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`).join('')}</table>`;
const dl = (pairs: Array<[string, string]>) => `<dl>${pairs.map(([l, v]) => `<dt>${l}</dt><dd>${v}</dd>`).join('')}</dl>`;
const spec = (pairs: Array<[string, string]>) => `<ul class="specs">${pairs.map(([l, v]) => `<li><span class="spec-name">${l}</span> <span class="spec-value">${v}</span></li>`).join('')}</ul>`;
const jsonLd = (node: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;
const values = (facts: { value: string }[]) => facts.map((f) => f.value);

describe('labels in Dutch, German, French, Spanish, Portuguese and English, in every shape', () => {
  // [language, brand label, article-number label, EAN label, origin label, age label, age value, age min]
  const languages: Array<[string, string, string, string, string, string, string, number]> = [
    ['nl', 'Merknaam', 'Artikelnr.', 'EAN-code', 'Land van oorsprong', 'Leeftijdsadvies', 'vanaf 3 jaar', 3],
    ['de', 'Marke', 'Art.-Nr.', 'EAN-Nummer', 'Herkunft', 'Empfohlenes Alter ab', '3 Jahren', 3],
    ['fr', 'Marque', 'Référence produit', 'Code-barres', 'Origine', 'Âge minimum', '3 ans', 3],
    ['es', 'Marca', 'Referencia del producto', 'Código de barras', 'Origen', 'Edad recomendada', 'A partir de 3 años', 3],
    ['pt', 'Marca', 'Código do produto', 'Código EAN', 'Origem', 'Idade recomendada', 'A partir dos 3 anos', 3],
    ['en', 'Brand', 'Item No.', 'EAN', 'Origin', 'Age Range', '3 years and up', 3],
  ];
  for (const shape of [rows, dl, spec]) {
    for (const [lang, brand, code, ean, origin, ageLabel, ageValue, ageMin] of languages) {
      it(`${lang} in ${shape.name === 'rows' ? 'a table' : shape.name === 'dl' ? 'a definition list' : 'a spec list'}`, () => {
        const facts = extractProductFacts(page(shape([[brand, 'Acme'], [code, 'R12345'], [ean, '4006381333931'], [origin, 'China'], [ageLabel, ageValue]])));
        assert.equal(facts.brand[0]?.value, 'Acme', `${lang} brand`);
        assert.equal(facts.sku[0]?.value, 'R12345', `${lang} article number`);
        assert.equal(facts.gtin[0]?.value.gtin, '4006381333931', `${lang} EAN`);
        assert.equal(facts.country_of_origin[0]?.value, 'China', `${lang} origin`);
        assert.equal(facts.age_range[0]?.value.min_years, ageMin, `${lang} age`);
      });
    }
  }

  it('age rows as the six languages write them: "+3 años", "3 ans et +", "3 à 6 ans", "3 bis 6 Jahre", "van 3 tot 6 jaar", "tot 3 jaar"', () => {
    const cases: Array<[string, string, number | null, number | null]> = [
      ['Edad', '+3 años', 3, null], ['Idade', '+ 3 anos', 3, null], ['Âge', '3 ans et +', 3, null],
      ['Âge', '3 à 6 ans', 3, 6], ['Alter', '3 bis 6 Jahre', 3, 6], ['Edad recomendada', 'de 3 a 6 años', 3, 6],
      ['Faixa etária', 'dos 3 aos 6 anos', 3, 6], ['Leeftijd', 'van 3 tot 6 jaar', 3, 6], ['Leeftijd', 'tot 3 jaar', null, 3],
    ];
    for (const [label, value, min, max] of cases) {
      assert.deepEqual(extractProductFacts(page(rows([[label, value]]))).age_range[0]?.value, { min_years: min, max_years: max }, `${label}: ${value}`);
    }
  });
  it('"Age Range: < 3 years" is up to 3; "> 6 years" keeps its lower bound', () => {
    assert.deepEqual(extractProductFacts(page(rows([['Age Range', '< 3 years']]))).age_range[0]?.value, { min_years: null, max_years: 3 });
    assert.deepEqual(extractProductFacts(page(rows([['Recommended age', '> 6 years']]))).age_range[0]?.value, { min_years: 6, max_years: null });
    assert.deepEqual(extractProductFacts(page('<p>Age Range: &gt; 6 years</p>')).age_range[0]?.value, { min_years: 6, max_years: null });
  });
});

describe('books and media', () => {
  it("a JSON-LD Book's isbn is its GTIN, and its author is not the brand", () => {
    const facts = extractProductFacts(page('', jsonLd({ '@type': 'Book', name: 'A Book', isbn: '978-0-306-40615-7', author: { '@type': 'Person', name: 'Jane Writer' } })));
    assert.deepEqual(facts.gtin.map((g) => g.value.gtin), ['9780306406157']);
    assert.ok(!values(facts.brand).includes('Jane Writer'));
  });
  it('"ISBN nummer" and "EAN" rows are GTINs; an ISBN-10 is not offered as one', () => {
    assert.equal(extractProductFacts(page(rows([['ISBN nummer', '9780306406157']]))).gtin[0]?.value.gtin, '9780306406157');
    assert.equal(extractProductFacts(page(dl([['EAN', '9780306406157']]))).gtin[0]?.value.gtin, '9780306406157');
    assert.equal(extractProductFacts(page(rows([['ISBN-10', '0306406152']]))).gtin.length, 0);
  });
  it('an author byline is not the brand; a publisher given as the brand is', () => {
    const byline = '<div id="bylineInfo"><span class="author">by <a href="/author/jane">Jane Writer</a> (Author)</span></div>';
    assert.ok(!values(extractProductFacts(page(byline)).brand).includes('Jane Writer'));
    assert.ok(!values(extractProductFacts(page('<div class="product-brand">Jane Writer (Author)</div>')).brand).some((b) => /Jane/.test(b)));
    const facts = extractProductFacts(page(byline, jsonLd({ '@type': 'Book', name: 'A Book', author: 'Jane Writer', brand: { '@type': 'Brand', name: 'Pub House' } })));
    assert.equal(facts.brand[0]?.value, 'Pub House');
  });
});

describe('ages stated as sizes: derived from the size table, marked so', () => {
  const cases: Array<[string, string, number, number]> = [
    ['a size row', rows([['Size', '3-6M']]), 0.25, 0.5],
    ['months spelled out', '<p>Size: 6-12 months</p>', 0.5, 1],
    ['a Y size', '<p>Size: 2Y</p>', 2, 2],
    ['a toddler size', '<p>Size: 4T</p>', 4, 4],
    ['a European height size with its months', '<p>Size: 86 (12-18 months)</p>', 1, 1.5],
    ['a size selector', '<label for="size">Size</label><select id="size"><option>6-12 months</option><option>12-18 months</option></select>', 0.5, 1.5],
    ['an "Age N" size', '<p>Size: Age 11</p>', 11, 11],
    ['size swatches in one block', '<div class="swatches"><span>Maat</span> <label>3-6M</label> <label>6-12M</label></div>', 0.25, 1],
  ];
  for (const [what, body, min, max] of cases) {
    it(`${what}: an age from sizes, with its evidence, never a stated age grade`, () => {
      const facts = extractProductFacts(page(body, '', 'Baby romper'));
      assert.equal(facts.age_range.length, 0, 'not a stated age grade');
      const derived = facts.age_from_sizes[0];
      assert.ok(derived, `${what}: no age from sizes`);
      assert.deepEqual([derived.value.min_years, derived.value.max_years], [min, max], what);
      assert.ok(derived.evidence.snippet.length > 0);
    });
  }
  it("a children's product's name that carries its size gives its age; a name without a children's word does not", () => {
    const facts = extractProductFacts(page('', '', 'Baby sleeping bag 6-18 months'));
    assert.deepEqual(facts.age_from_sizes.map((f) => [f.value.min_years, f.value.max_years]), [[0.5, 1.5]]);
    assert.equal(facts.age_range.length, 0);
    assert.equal(extractProductFacts(page('', '', 'Toddler rain jacket 3T')).age_from_sizes[0]?.value.min_years, 3);
    for (const name of ['USB cable 12M braided', 'Hex bolts 3T pack', 'Phone case 6-12 months warranty']) {
      assert.equal(extractProductFacts(page('', '', name)).age_from_sizes.length, 0, name);
    }
  });
  it('an adult size or a bare number is no age', () => {
    for (const body of ['<p>Size: M</p>', '<p>Size: 10</p>', rows([['Size', '42']]), '<p>Size: XL</p>']) {
      assert.equal(extractProductFacts(page(body, '', 'T-shirt')).age_from_sizes.length, 0, body);
    }
  });
  it('the rubric gives the derived age half the credit of a stated one and says it is derived', () => {
    const r = assessReadiness(page('<p>Size: 3-6M</p>', '', 'Baby romper'));
    const age = r.checks.find((c) => c.id === 'age_grade')!;
    assert.equal(age.points_earned, 6);
    assert.match(age.message, /derived from sizes/);
    assert.ok(age.evidence.some((e) => e.snippet.includes('3-6M')));
  });
});

describe('origins in other words', () => {
  const cases: Array<[string, string]> = [
    ['<p>Handmade in Peru by women artisans of the Andes.</p>', 'Peru'],
    ['<p>Each basket is made by artisans in Ghana.</p>', 'Ghana'],
    ['<p>Hand-crafted in India by skilled weavers.</p>', 'India'],
    ['<p>Fabriqué en France</p>', 'France'],
    ['<p>Hergestellt in Deutschland</p>', 'Germany'],
    ['<p>Fatto a mano in Italia dai nostri artigiani</p>', 'Italy'],
    ['<p>Hecho a mano en México</p>', 'Mexico'],
    ['<p>Handgefertigt in Portugal</p>', 'Portugal'],
    ['<p>Fait main en France</p>', 'France'],
    [`<script>window.__INITIAL_STATE__ = ${JSON.stringify({ product: { specs: [{ title: 'Country of Origin', value: 'China' }] } })};</script>`, 'China'],
  ];
  for (const [body, country] of cases) {
    it(`${country}: ${body.slice(0, 50)}`, () => {
      const facts = extractProductFacts(page(body));
      assert.ok(facts.country_of_origin.length > 0, body);
      assert.equal(facts.country_of_origin[0].value, country, body);
    });
  }
  it('page-state title/value pairs whose label is a code name ("countryOfOrigin", "brand_name")', () => {
    const state = { product: { attributes: [{ name: 'countryOfOrigin', value: 'CN' }, { label: 'brand_name', value: 'Acme' }, { key: 'ageRange', value: '3+ years' }] } };
    const facts = extractProductFacts(page(`<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`));
    assert.equal(facts.country_of_origin[0]?.value, 'CN');
    assert.equal(facts.brand[0]?.value, 'Acme');
    assert.equal(facts.age_range[0]?.value.min_years, 3);
  });
  it('a maker "by artisans" with no country, or a handmade claim alone, is no origin', () => {
    for (const body of ['<p>Made by artisans with love.</p>', '<p>Handmade with care by our team.</p>', '<p>Made in small batches</p>']) {
      assert.equal(extractProductFacts(page(body)).country_of_origin.length, 0, body);
    }
  });
});

describe('codes in other words', () => {
  it('"Style# ABC123" and "STYLE: XX-Y-036" are SKUs; "Model Number:" rows are models', () => {
    assert.equal(extractProductFacts(page('<p>Style# ABC123</p>')).sku[0]?.value, 'ABC123');
    assert.equal(extractProductFacts(page('<p>STYLE: XX-Y-036</p>')).sku[0]?.value, 'XX-Y-036');
    assert.equal(extractProductFacts(page(rows([['Model Number:', 'WX-200']]))).model[0]?.value, 'WX-200');
    assert.equal(extractProductFacts(page(dl([['Model number', 'WX-200']]))).model[0]?.value, 'WX-200');
  });
  it('a SKU that is a slug with digits is a code from every source; words alone are not', () => {
    const slug = 'organic-cotton-baby-romper-oatmeal-3-6m-0042';
    assert.equal(extractProductFacts(page(rows([['SKU', slug]]))).sku[0]?.value, slug);
    assert.equal(extractProductFacts(page('', jsonLd({ '@type': 'Product', name: 'Thing', sku: slug }))).sku[0]?.value, slug);
    assert.equal(extractProductFacts(page(rows([['SKU', 'Blue Organic Cotton Romper']]))).sku.length, 0);
  });
  it('a style label in a sentence is not a code row', () => {
    assert.equal(extractProductFacts(page('<p>Style: relaxed fit with long sleeves</p>')).sku.length, 0);
  });
});
describe('a brand stated only in the breadcrumb and the title', () => {
  const crumbs = '<nav aria-label="breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/toys">Toys</a></li><li><a href="/c/brio">BRIO</a></li><li>BRIO Railway Starter Set</li></ol></nav>';
  it('is read, and the evidence says it is inferred', () => {
    const facts = extractProductFacts(page(crumbs, '<title>BRIO Railway Starter Set | Toy Shop</title>', 'BRIO Railway Starter Set'));
    assert.equal(facts.brand[0]?.value, 'BRIO');
    assert.match(facts.brand[0].evidence.snippet, /inferred/);
  });
  it("a JSON-LD BreadcrumbList's crumb is read the same way", () => {
    const list = jsonLd({ '@type': 'BreadcrumbList', itemListElement: ['Home', 'Toys', 'BRIO', 'BRIO Railway Starter Set'].map((name, i) => ({ '@type': 'ListItem', position: i + 1, item: { '@id': `/c${i}`, name } })) });
    const facts = extractProductFacts(page('', `<title>BRIO Railway Starter Set</title>${list}`, 'BRIO Railway Starter Set'));
    assert.equal(facts.brand[0]?.value, 'BRIO');
    assert.match(facts.brand[0].evidence.snippet, /inferred/);
  });
  it('a category crumb the name begins with is not a brand, nor a crumb the title does not carry', () => {
    const category = '<nav class="breadcrumb"><a href="/">Home</a> / <a href="/kids">Kids</a> / <a href="/kids/boots">Rain Boots</a></nav>';
    assert.equal(extractProductFacts(page(category, '<title>Rain Boots for Kids</title>', 'Rain Boots Yellow')).brand.length, 0);
    const other = extractProductFacts(page(crumbs, '<title>Railway Starter Set | Toy Shop</title>', 'Railway Starter Set'));
    assert.equal(other.brand.length, 0);
  });
  it("a stated brand wins over the breadcrumb, and a related product's tile is no brand", () => {
    const facts = extractProductFacts(page(`${crumbs}${rows([['Brand', 'Brio AB']])}<div class="related-products"><div class="product-brand">Hape</div></div>`, '<title>BRIO Railway Starter Set</title>', 'BRIO Railway Starter Set'));
    assert.equal(facts.brand[0]?.value, 'Brio AB');
    assert.ok(!values(facts.brand).includes('Hape'));
  });
});

describe('the selected variant, not another one', () => {
  const group = {
    '@type': 'ProductGroup', name: 'Romper', productGroupID: 'R1',
    hasVariant: [
      { '@type': 'Product', name: 'Romper 0-3M', sku: 'R1-03', mpn: 'MP-03', url: 'https://shop.example/romper?variant=1', gtin13: '4006381333931' },
      { '@type': 'Product', name: 'Romper 3-6M', sku: 'R1-36', mpn: 'MP-36', url: 'https://shop.example/romper?variant=2', gtin13: '9780306406157' },
    ],
  };
  it('the variant the page address selects leads', () => {
    const facts = extractProductFacts(page('', `<link rel="canonical" href="https://shop.example/romper?variant=2">${jsonLd(group)}`));
    assert.equal(facts.sku[0]?.value, 'R1-36');
    assert.equal(facts.model[0]?.value, 'MP-36');
    assert.equal(facts.gtin[0]?.value.gtin, '9780306406157');
  });
  it('with none selected, the first variant leads', () => {
    const facts = extractProductFacts(page('', jsonLd(group)));
    assert.equal(facts.sku[0]?.value, 'R1-03');
    assert.equal(facts.model[0]?.value, 'MP-03');
  });
  it("a page-state's selected variant leads over the variant list's first", () => {
    const state = (variants: object[]) => `<script>window.__INITIAL_STATE__ = ${JSON.stringify({ product: { name: 'Thing', brand: 'Acme', variants } })};</script>`;
    const marked = extractProductFacts(page(state([{ sku: 'V-100', selected: false }, { sku: 'V-200', selected: true }])));
    assert.deepEqual(values(marked.sku), ['V-200']);
    const unmarked = extractProductFacts(page(state([{ sku: 'V-100' }, { sku: 'V-200' }])));
    assert.deepEqual(values(unmarked.sku), ['V-100']);
  });
});
