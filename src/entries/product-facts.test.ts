import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { findChokingWarnings } from './choking-warnings.ts';
import { scanPage } from './page-scan.ts';
import { extractProductFacts } from './product-facts.ts';

const fixture = (name: string) => {
  const bytes = readFileSync(new URL(`../../test/fixtures/entries/${name}`, import.meta.url));
  return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

test('Costco: brand and SKU from schema.org microdata, the model from the spec rows', () => {
  const facts = extractProductFacts(fixture('costco.html.gz'));
  const micro = (list: Array<{ value: string; evidence: { source: string } }>) => list.filter((f) => f.evidence.source === 'microdata').map((f) => f.value);
  assert.deepEqual(micro(facts.brand), ['AFA']);
  assert.deepEqual(micro(facts.sku), ['1275464']);
  assert.deepEqual(micro(facts.name), ['AFA Stainless 33-inch Sink and Semi Pro Faucet Combo']);
  assert.ok(facts.model.some((m) => m.value === 'AF1RH332210TS' && m.evidence.source === 'table'));
  assert.equal(facts.gtin.length, 0);
});

test('Amazon duct tape: item model number, manufacturer and country of origin from the detail table', () => {
  const facts = extractProductFacts(fixture('amazon-gorilla.html.gz'));
  const model = facts.model.find((m) => m.evidence.snippet.startsWith('item model number'));
  assert.equal(model?.value, '6012110');
  assert.equal(model?.evidence.source, 'table');
  assert.equal(facts.country_of_origin[0]?.value, 'USA');
  assert.equal(facts.country_of_origin[0]?.evidence.snippet, 'country of origin: USA');
  assert.equal(facts.manufacturer[0]?.value, 'Gorilla Glue');
  assert.match(facts.name[0]?.value ?? '', /^Gorilla Black Duct Tape/);
  // The page's empty CPSIA warning placeholder is not a warning, and there is no age grade.
  assert.equal(facts.choking_warnings.length, 0);
  assert.equal(facts.age_range.length, 0);
});

test('JSON-LD @graph and ProductGroup variants, Shopify inline meta and product JSON', () => {
  const facts = extractProductFacts(`<html><head>
    <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"x"},
      {"@type":"ProductGroup","name":"Tee","brand":{"@type":"Brand","name":"Acme"},"countryOfOrigin":"VN",
       "hasVariant":[{"@type":"Product","sku":"TEE-S","gtin":"4006381333931"},{"@type":"Product","sku":"TEE-M","mpn":"T-M-1"}]}]}</script>
    <script>window.ShopifyAnalytics = {}; var meta = {"product":{"vendor":"Acme Co","type":"Shirts","variants":[{"sku":"SH-1","name":"Tee - S"}]},"page":{"pageType":"product"}};</script>
    <script type="application/json" data-product-json>{"product":{"title":"Tee","variants":[{"sku":"SH-1","barcode":"036000291452"}]}}</script>
  </head><body></body></html>`);
  assert.deepEqual(facts.sku.filter((s) => s.evidence.source === 'json-ld').map((s) => s.value), ['TEE-S', 'TEE-M']);
  assert.deepEqual(facts.model.map((m) => m.value), ['T-M-1']);
  assert.equal(facts.country_of_origin[0].value, 'VN');
  assert.ok(facts.brand.some((b) => b.value === 'Acme Co' && b.evidence.source === 'shopify'));
  assert.ok(facts.category.some((c) => c.value === 'Shirts' && c.evidence.source === 'shopify'));
  assert.deepEqual(facts.gtin.map((g) => [g.value.gtin, g.evidence.source]), [['4006381333931', 'json-ld'], ['036000291452', 'shopify']]);
});

test('the six statutory warnings are found whatever the dashes, symbol, case and spacing', () => {
  const html = `<body>
    <p>⚠ WARNING: CHOKING HAZARD — Small parts. Not for children under 3 yrs.</p>
    <p>warning:choking hazard -- children under 8 yrs. can choke or suffocate on uninflated or broken balloons. Adult supervision required. Keep uninflated balloons from children. Discard broken balloons at once.</p>
    <p><b>&#9888;WARNING:</b><br>CHOKING HAZARD&ndash;This toy is a small ball.<br>Not for children under 3 years.</p>
    <p>WARNING: CHOKING HAZARD - Toy contains a small ball.   Not for children under 3 yrs.</p>
    <div><span>WARNING: CHOKING HAZARD</span></div><div>This toy is a marble. Not for children under 3 yrs.</div>
    <p>Warning: Choking Hazard ‐ Toy contains a marble. Not for children under 3 yrs.</p>
    <p>Choking hazard: small parts.</p></body>`;
  const scan = scanPage(html);
  const kinds = findChokingWarnings(scan.blocks, scan.buyControls).map((w) => w.kind).sort();
  assert.deepEqual(kinds, ['balloons', 'contains_marble', 'contains_small_ball', 'is_marble', 'is_small_ball', 'small_parts']);
});

test('a warning next to the add-to-cart button is near it; one far down the page is not', () => {
  const filler = `<p>${'Lorem ipsum dolor sit amet. '.repeat(200)}</p>`;
  const warning = '<p>WARNING: CHOKING HAZARD -- Small parts. Not for children under 3 yrs.</p>';
  const near = scanPage(`<body><form action="/cart/add"><button>Add to cart</button>${warning}</form>${filler}</body>`);
  const far = scanPage(`<body><div><button type="submit" name="add">Add to cart</button></div>${filler}${filler}${warning}</body>`);
  assert.equal(findChokingWarnings(near.blocks, near.buyControls)[0].near_buy_control, true);
  assert.equal(findChokingWarnings(far.blocks, far.buyControls)[0].near_buy_control, false);
});

test('a rule citation is evidence, "CPSIA compliant" is only a claim', () => {
  const facts = extractProductFacts('<body><p>Tested to ASTM F963-17 and 16 C.F.R. § 1500.48; CPSIA compliant.</p><p>Lab: Intertek, lab ID 1017, test date 2026-02-01</p></body>');
  assert.deepEqual(facts.cited_rules.map((c) => c.value).sort(), ['16 CFR 1500.48', 'ASTM F963-17']);
  assert.deepEqual(facts.claims.map((c) => c.value), ['CPSIA compliant']);
  assert.equal(facts.labs[0].value.cpsc_lab_id, '1017');
  assert.match(facts.labs[0].value.name ?? '', /^Intertek/);
  assert.deepEqual(facts.test_dates.map((d) => d.value), ['2026-02-01']);
});

test('an element\'s text keeps the whitespace the page puts between its block children (a byline, a microdata value)', () => {
  const scan = scanPage(`<body><div class="byline"><p>By Ann Lee</p>\n<p>May 15, 2013</p></div>
    <div itemscope itemtype="https://schema.org/Product"><div itemprop="description"><p>Sturdy.</p>\n<p>Washable.</p></div></div></body>`);
  assert.deepEqual(scan.brandHints.map((h) => h.text), ['By Ann Lee May 15, 2013']);
  assert.deepEqual(scan.microdata[0]!.props.description, ['Sturdy. Washable.']);
  // The blocks are as before: one per paragraph.
  assert.deepEqual(scan.blocks.map((b) => b.text), ['By Ann Lee', 'May 15, 2013', 'Sturdy.', 'Washable.']);
});
