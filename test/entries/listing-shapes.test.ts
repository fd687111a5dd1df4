// The readiness check reads the facts listings show in the shapes storefronts show them
// (issue 15): spec tables, detail lists, bullets, page-state JSON, bylines, European age
// grades, widget configs; and refuses what is not a fact: template placeholders, shipping
// places as origin, other products' tiles, negated hazards. Fixtures: synthetic pages written
// from the patterns (test/fixtures/entries/shapes), labels by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluateListings, type ListingLabels } from '../../scripts/eval-listings.ts';
import { extractProductFacts } from '../../src/entries/product-facts.ts';
import { spawnSync } from 'node:child_process';

const DIR = fileURLToPath(new URL('../fixtures/entries/shapes/', import.meta.url));
const LABELS = JSON.parse(readFileSync(`${DIR}labels.json`, 'utf8')) as ListingLabels;
const facts = (file: string) => extractProductFacts(readFileSync(`${DIR}${file}`, 'utf8'));
const values = <T>(list: Array<{ value: T }>) => list.map((f) => f.value);

test('every fact the shape listings show is found, and none is invented', () => {
  const e = evaluateListings(DIR, LABELS);
  assert.equal(e.pages, 9);
  for (const [type, score] of Object.entries(e.byFact)) {
    assert.deepEqual(score.misses, [], `${type} missed`);
    assert.deepEqual(score.inventions, [], `${type} invented`);
  }
  assert.ok(e.total.shown >= 30);
});

test('spec table: invisible marks and "Label :" punctuation are cleaned; the value keeps its evidence', () => {
  const f = facts('spec-table.html');
  assert.deepEqual(values(f.model), ['SR-204']);
  assert.equal(f.manufacturer[0].value, 'Toy Barn Manufacturing Ltd.');
  assert.equal(f.manufacturer[0].evidence.snippet, 'manufacturer: Toy Barn Manufacturing Ltd.');
  assert.deepEqual(values(f.age_range), [{ min_years: 3, max_years: 14 }]);
  assert.deepEqual(values(f.country_of_origin), ['Kenya']);
});

test('page-state JSON: the product\'s facts with the script and JSON path as evidence; a recommended product\'s are not taken', () => {
  const f = facts('next-data.html');
  const brand = f.brand.find((b) => b.evidence.source === 'page-state');
  assert.equal(brand?.value, 'Skyline');
  assert.equal(brand?.evidence.snippet, 'script#__NEXT_DATA__ $.props.pageProps.product.brand: Skyline');
  assert.ok(f.country_of_origin.some((c) => c.value === 'China' && /specifications\[0\]: country of origin: China/.test(c.evidence.snippet)));
  assert.ok(!values(f.brand).includes('AeroFun'));
  assert.ok(!values(f.country_of_origin).includes('Mexico'));
  assert.ok(!f.gtin.some((g) => g.value.gtin === '4006381333931'));
  const state = facts('initial-state.html');
  assert.deepEqual(values(state.manufacturer), ['Forge & Hearth LLC']);
  assert.match(state.manufacturer[0].evidence.snippet, /__INITIAL_STATE__ \$\.pdp\.item\.manufacturer/);
});

test('template placeholders, padded numbers and shipping places are rejected with a reason, never taken as facts', () => {
  const f = facts('placeholders.html');
  assert.deepEqual([f.brand, f.model, f.gtin, f.country_of_origin].map((l) => l.length), [0, 0, 0, 0]);
  const rejected = new Map(f.rejected_values.map((r) => [r.value, r]));
  assert.match(rejected.get('$metabrand')?.reason ?? '', /template variable/);
  assert.equal(rejected.get('$metabrand')?.field, 'brand');
  assert.match(rejected.get('{{ product.vendor }}')?.reason ?? '', /template tag/);
  assert.ok(rejected.has('%mpn%') && rejected.has('[[model]]'));
  assert.match(rejected.get('Ships from Texas')?.reason ?? '', /not a country/);
  const ids = new Map(f.rejected_identifiers.map((r) => [r.value, r.reason]));
  assert.match(ids.get('000000000000123456') ?? '', /18 digits: an SSCC/);
  assert.match(ids.get('000000001236') ?? '', /mostly leading zeros/);
  // "has no small parts" and a "small ball bearing" hinge are not hazards.
  assert.deepEqual(f.hazards, []);
});

test('brand, seller and store stay apart: the seller and the store name are never the brand', () => {
  const list = facts('detail-list.html');
  assert.deepEqual([...new Set(values(list.brand))], ['Lumio']);
  assert.deepEqual(values(list.seller), ['Desk Depot']);
  assert.deepEqual(values(list.country_of_origin), ['Vietnam'], '"Ships from Ohio" and "Designed in California" are not origins');
  const byline = facts('byline.html');
  assert.deepEqual([...new Set(values(byline.brand))], ['Zeta Toys']);
  assert.ok(byline.brand.some((b) => b.evidence.snippet.includes('Visit the Zeta Toys Store')));
  assert.ok(byline.brand.some((b) => b.evidence.snippet.includes('/brands/zeta-toys')));
  assert.ok(byline.brand.some((b) => b.evidence.snippet.includes('<img alt>')));
  const schema = extractProductFacts(`<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Anvil</span><span itemprop="brand">ACME</span>
    <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><div itemprop="seller" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Executive Objects</span></div></div></div>`);
  assert.deepEqual(values(schema.seller), ['Executive Objects']);
  assert.deepEqual(values(schema.brand), ['ACME']);
});

test('age grades in every shape, as a structured range with evidence; the EU small-parts warning is a lower bound and a hazard', () => {
  assert.deepEqual([...new Set(facts('bullets.html').age_range.map((a) => JSON.stringify(a.value)))], [JSON.stringify({ min_years: 3, max_years: null })]);
  const eu = facts('european.html');
  assert.deepEqual([...new Set(eu.age_range.map((a) => JSON.stringify(a.value)))], [JSON.stringify({ min_years: 3, max_years: null })]);
  assert.ok(eu.age_range.some((a) => /3 ans et plus/.test(a.evidence.snippet)));
  assert.ok(eu.hazards.some((h) => h.value === 'small_parts' && /under 36 months/.test(h.evidence.snippet)));
  assert.deepEqual(values(eu.brand), ['Holzwelt']);
});

test('GTINs in widget configs and data- attributes count with a right check digit; product tiles\' attributes do not', () => {
  const f = facts('widget-config.html');
  assert.deepEqual(f.gtin.map((g) => [g.value.gtin, g.evidence.source]), [['00012345600012', 'page-state']]);
  assert.ok(f.rejected_identifiers.some((r) => r.value === '0096385074' && r.evidence.source === 'attribute'));
  assert.deepEqual(f.brand, [], 'three related tiles with data-brand are other products');
  assert.deepEqual(values(f.sku), ['CYM-1']);
});

test('npm run eval:listings: a usage error exits 2; a run prints recall per fact', () => {
  const script = fileURLToPath(new URL('../../scripts/eval-listings.ts', import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  const bad = run();
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /usage: npm run eval:listings/);
  const ok = run(DIR, `${DIR}labels.json`);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /^brand\s+6\/6\s+100%\s+0$/m);
});
