// Crafted listings (issue 34): the readiness check reads any page a caller points it at, so a
// page never makes it throw (a 500) and what it reads is bounded, the report's limits_reached
// saying which bound a page went past. Shapes come from the benchmark's generator
// (bench/lib/hostile-pages.ts), built small; time per byte is measured in
// bench/hostile-pages.ts, never here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostilePage, ORDINARY } from '../../bench/lib/hostile-pages.ts';
import { assessReadiness, type ReadinessReport } from '../../src/entries/readiness.ts';
import { MAX_BLOCK_MARKS, MAX_BRAND_LINKS_READ, MAX_BUY_CONTROLS, MAX_BRAND_PAGE_LINKS, MAX_CERTIFICATE_LINKS, MAX_FACT_BLOCKS, MAX_JSON_NESTING, MAX_PRODUCT_NODES, MAX_TEXT_BLOCKS } from '../../src/entries/limits.ts';
import { MAX_OPEN_ELEMENTS } from '../../src/html/page-limits.ts';
import { KEYWORDS, STATUTORY_WARNINGS } from '../../src/entries/choking-warnings.ts';

const NOW = new Date('2026-11-01T00:00:00Z');
const check = (html: string): ReadinessReport => assessReadiness(html, { now: NOW });
const values = <T>(list: Array<{ value: T }>) => list.map((f) => f.value);
const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

test('10,000 nested microdata items: a report, not a stack overflow, and limits_reached names the nesting bound', () => {
  const html = page(`${'<div itemscope itemtype="https://schema.org/Thing" itemprop="isRelatedTo">'.repeat(10_000)}<span itemprop="name">deep</span>${'</div>'.repeat(10_000)}`);
  const r = check(html);
  assert.equal(r.band, 'not_ready');
  assert.equal(r.limits_reached?.length, 1);
  assert.match(r.limits_reached![0]!, new RegExp(`^[\\d,]+ elements opened inside ${MAX_OPEN_ELEMENTS} open ones, not read \\(their text is read as their ancestor's\\)`));
});

test('past the nesting bound tags are skipped and their text still read: a deep data-sku is not a fact, a deep "Made in" is', () => {
  const deep = '<div>'.repeat(MAX_OPEN_ELEMENTS + 10);
  const r = check(page(`${deep}<span data-sku="DEEP-SKU-1">Made in Portugal. </span><a href="/docs/certificate.pdf">Certificate of conformity</a>`));
  assert.deepEqual(values(r.facts.sku), []);
  assert.deepEqual(values(r.facts.country_of_origin), ['Portugal']);
  // The certificate link's tag is skipped: its words are read as text, not as a link.
  assert.ok(!r.facts.certificates.some((c) => c.value.url !== null));
  // Within the bound the same markup is read.
  const shallow = check(page(`${'<div>'.repeat(100)}<span data-sku="DEEP-SKU-1">Made in Portugal</span>`));
  assert.deepEqual(values(shallow.facts.sku), ['DEEP-SKU-1']);
});

test('a Product nested 300 microdata items deep (within the bound) is read', () => {
  const html = hostilePage('nested-itemscope', 100_000);
  assert.ok((html.match(/itemscope/g) ?? []).length > MAX_OPEN_ELEMENTS);
  const cut = page(`${'<div itemscope itemtype="https://schema.org/Thing" itemprop="isRelatedTo"><span itemprop="name">Thing</span>'.repeat(300)}` +
    `<div itemscope itemtype="https://schema.org/Product" itemprop="isRelatedTo"><span itemprop="name">Deep product</span><span itemprop="sku">DEEP-1</span></div>${'</div>'.repeat(300)}`);
  const r = check(cut);
  assert.deepEqual(values(r.facts.sku), ['DEEP-1']);
  assert.equal(r.limits_reached, undefined);
  // Past the bound the page still reads to the end, and says it was cut.
  assert.match(check(html).limits_reached![0]!, /open ones, not read/);
});

test('a JSON-LD brand whose name is an object nested 100,000 deep: a report, the product read, the value past the nesting bound read as null and said so', () => {
  const r = check(hostilePage('nested-json-ld', 1_000_000));
  assert.deepEqual(values(r.facts.name), ['Deep']);
  assert.deepEqual(values(r.facts.brand), []);
  assert.ok(r.limits_reached!.some((l) => new RegExp(`^JSON-LD arrays or objects nested more than ${MAX_JSON_NESTING} deep: [\\d,]+, read as null$`).test(l)), JSON.stringify(r.limits_reached));
  // Within the bound the nested name is read.
  const levels = MAX_JSON_NESTING - 4;
  const within = check(page(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Deep","brand":${'{"name":'.repeat(levels)}"Deep brand"${'}'.repeat(levels)}}</script>`));
  assert.deepEqual(values(within.facts.brand), ['Deep brand']);
  assert.equal(within.limits_reached, undefined);
});

test('a page-state product whose brand nests objects 100,000 deep: a report, the deep value not taken for a brand', () => {
  const r = check(hostilePage('nested-page-state', 1_000_000));
  assert.deepEqual(values(r.facts.sku), ['D1']);
  assert.deepEqual(values(r.facts.brand), []);
});

test('JSON-LD with hundreds of products: the first 20 are read and limits_reached says how many there were', () => {
  const html = hostilePage('huge-json-ld', 100_000);
  const products = (html.match(/"@type":"Product"/g) ?? []).length;
  assert.ok(products > MAX_PRODUCT_NODES * 10);
  const r = check(html);
  assert.deepEqual(r.limits_reached, [`JSON-LD product nodes: ${products} on the page, the first ${MAX_PRODUCT_NODES} read`]);
  assert.equal(values(r.facts.name)[0], 'Product 0');
});

test('more certificate links or brand-page links than the check compares: the first ones are read, the rest counted', () => {
  const certificates = check(hostilePage('certificate-links-and-text', 40_000));
  assert.ok(certificates.limits_reached!.some((l) => new RegExp(`^certificate or compliance links: [\\d,]+ on the page, the first ${MAX_CERTIFICATE_LINKS} read$`).test(l)));
  assert.ok(certificates.facts.certificates.length > 0);
  const brands = check(hostilePage('brand-page-links', 40_000));
  assert.ok(brands.limits_reached!.some((l) => new RegExp(`^brand-page links: [\\d,]+ distinct on the page, the first ${MAX_BRAND_PAGE_LINKS} compared`).test(l)));
  // The product's variants are named "Acme Brand 0 ..." to "Acme Brand 49 ...": a brand page among the first links.
  assert.match(values(brands.facts.brand)[0] ?? '', /^Brand \d\d?$/);
});

test('a choking warning is near a buy button within 2 KB or in the same container, and not otherwise, however many there are', () => {
  const warning = '<p>WARNING: CHOKING HAZARD -- Small parts. Not for children under 3 yrs.</p>';
  const filler = `<p>${'x'.repeat(3000)}</p>`;
  const near = check(page(`${warning}<button>Add to cart</button>`));
  assert.equal(near.facts.choking_warnings[0]?.near_buy_control, true);
  const far = check(page(`<div>${warning}</div>${filler}<div><button>Add to cart</button></div>`));
  assert.equal(far.facts.choking_warnings[0]?.near_buy_control, false);
  const farAfter = check(page(`<div><button>Add to cart</button></div>${filler}<div>${warning}</div>`));
  assert.equal(farAfter.facts.choking_warnings[0]?.near_buy_control, false);
  const container = check(page(`<div class="buy"><p>${'y'.repeat(3000)}</p>${warning}<span><button>Add to cart</button></span></div>`));
  assert.equal(container.facts.choking_warnings[0]?.near_buy_control, true);
  const many = check(hostilePage('warnings-then-buy-buttons', 200_000));
  assert.deepEqual(many.facts.choking_warnings.map((w) => [w.kind, w.near_buy_control]), [['small_parts', true]]);
});

test('more buy controls than a check reads: the first are read, the limits say there are more, and a warning near a later one is not near', () => {
  const buttons = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `<button class="add-to-cart" name="add-${from + i}">Add to cart</button>`).join('');
  const filler = `<p>${'x'.repeat(3000)}</p>`;
  const warning = '<p>WARNING: CHOKING HAZARD -- Small parts. Not for children under 3 yrs.</p>';
  const at = (n: number) => check(page(`${buttons(n)}${filler}<div>${buttons(1, n)}${warning}</div>`));
  // With the last button within the bound the warning is near it; one button more and it is not read.
  const within = at(MAX_BUY_CONTROLS - 1);
  assert.equal(within.facts.choking_warnings[0]?.near_buy_control, true);
  assert.equal(within.limits_reached?.some((l) => l.startsWith('buy controls')) ?? false, false);
  const past = at(MAX_BUY_CONTROLS);
  assert.equal(past.facts.choking_warnings[0]?.near_buy_control, false);
  assert.ok(past.limits_reached!.includes(`buy controls (add-to-cart forms, buttons and links): more than ${MAX_BUY_CONTROLS.toLocaleString('en-US')} on the page, the first ${MAX_BUY_CONTROLS.toLocaleString('en-US')} read`));
});

test('each statutory statement holds, in lower case, the word that lets a far block skip the comparison', () => {
  for (const [kind, text] of Object.entries(STATUTORY_WARNINGS)) {
    assert.ok(text.toLowerCase().includes(KEYWORDS[kind as keyof typeof KEYWORDS]), kind);
  }
});

test('an ordinary page of 300 KB reads as it always did: its product, no limits_reached', () => {
  const r = check(ORDINARY.build(300_000));
  assert.equal(r.limits_reached, undefined);
  assert.deepEqual(values(r.facts.sku).slice(0, 1), ['WSR-01']);
  assert.ok(values(r.facts.brand).includes('Example Toys'));
});

test('a page of more text blocks than the check keeps: the first MAX_TEXT_BLOCKS are read, limits_reached counts them all', () => {
  const blocks = MAX_TEXT_BLOCKS + 500;
  const body = Array.from({ length: blocks }, (_, i) => (i === 10 ? '<p>Made in Portugal</p>' : i === MAX_TEXT_BLOCKS + 100 ? '<p>Made in Denmark</p>' : `<p>w${i}</p>`)).join('');
  const r = check(page(body));
  assert.deepEqual(values(r.facts.country_of_origin), ['Portugal']);
  assert.deepEqual(r.limits_reached, [`text blocks (paragraphs, cells, list items): ${blocks.toLocaleString('en-US')} on the page, the first ${MAX_TEXT_BLOCKS.toLocaleString('en-US')} read`]);
});

test('more links to brand pages than the check reads: the first MAX_BRAND_LINKS_READ are read, all are counted', () => {
  const links = MAX_BRAND_LINKS_READ + 300;
  // The product's own brand page comes after the bound: it is not read.
  const named = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Zephyr stacking rings"}</script>';
  const body = `${named}${Array.from({ length: links }, (_, i) => `<a href="/brand/b${i}">${i === links - 1 ? 'Zephyr' : `Brand ${i}`}</a>`).join(' ')}`;
  const r = check(page(body));
  assert.ok(r.limits_reached!.includes(`links to brand pages: ${links.toLocaleString('en-US')} on the page, the first ${MAX_BRAND_LINKS_READ.toLocaleString('en-US')} read`), JSON.stringify(r.limits_reached));
  assert.ok(!values(r.facts.brand).includes('Zephyr'));
  // Within the bound the same link names the brand.
  const few = check(page(`${named}<a href="/brand/b1">Brand 1</a> <a href="/brand/b2">Zephyr</a>`));
  assert.ok(values(few.facts.brand).includes('Zephyr'));
});

test('page-state JSON nested past the JSON bound: values deeper than MAX_JSON_NESTING are not read, shallower ones are', () => {
  const state = (levels: number) => `<script>window.__INITIAL_STATE__ = {"product":{"name":"Deep","sku":"D1"},"spec":${'{"x":'.repeat(levels)}{"title":"Country of Origin","value":"Portugal"}${'}'.repeat(levels)}};</script>`;
  assert.deepEqual(values(check(page(state(MAX_JSON_NESTING - 4))).facts.country_of_origin), ['Portugal']);
  const deep = check(page(state(MAX_JSON_NESTING + 4)));
  assert.deepEqual(values(deep.facts.sku), ['D1']);
  assert.deepEqual(values(deep.facts.country_of_origin), []);
});

test('more text blocks naming facts than the check reads: the first MAX_FACT_BLOCKS are read, limits_reached counts them', () => {
  const blocks = MAX_FACT_BLOCKS + 200;
  // Each paragraph names a lab but no fact is found in it; the origin comes after the bound.
  const body = Array.from({ length: blocks }, (_, i) => `<p>tested by a lab, paragraph ${i}</p>`).join('') + '<p>Made in Portugal</p>';
  const r = check(page(body));
  assert.deepEqual(values(r.facts.country_of_origin), []);
  assert.ok(r.limits_reached!.includes(`text blocks naming a fact's words: ${(blocks + 1).toLocaleString('en-US')} on the page, the first ${MAX_FACT_BLOCKS.toLocaleString('en-US')} read`), JSON.stringify(r.limits_reached));
  // Within the bound the origin is read.
  assert.deepEqual(values(check(page(body.replace(/<p>tested by a lab, paragraph \d{3,}<\/p>/g, ''))).facts.country_of_origin), ['Portugal']);
});

test('a text block of more pieces than the check keeps: the rest of the block is not read, limits_reached says so', () => {
  const links = MAX_BLOCK_MARKS; // each link opens and closes an inline element: two marks
  const body = `<p>${Array.from({ length: links }, (_, i) => `<a href="/x/${i}">x${i}</a>`).join(' ')} Made in Portugal</p>`;
  const r = check(page(body));
  assert.deepEqual(values(r.facts.country_of_origin), []);
  assert.ok(r.limits_reached!.includes(`text blocks of more than ${(MAX_BLOCK_MARKS / 2).toLocaleString('en-US')} pieces (inline elements): 1, the rest of each not read`), JSON.stringify(r.limits_reached));
  // A block within the bound is read to its end.
  assert.deepEqual(values(check(page(`<p>${'<a href="/x">x</a> '.repeat(100)} Made in Portugal</p>`)).facts.country_of_origin), ['Portugal']);
});
