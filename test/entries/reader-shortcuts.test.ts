// The readers' shortcuts for pages dense in blocks or elements (docs/performance.md, Crafted
// pages) must not change an answer: a label padded past 40 characters with what cleaning drops is
// still a label, a repeated data attribute still quotes its last element, a fact kind keeps its first ones
// and a certificate named by a link's text is still not counted twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldsOf } from '../../src/entries/labelled-values.ts';
import { extractProductFacts } from '../../src/entries/product-facts.ts';

test('a label padded with invisible marks, spaces and edge punctuation past 40 characters is still read', () => {
  const padded = '\u200e:: \u00a0 •• Country of Origin \u200f :: —— \u3000 ::: ·· ::';
  assert.ok(padded.length > 40);
  assert.deepEqual(fieldsOf(padded), ['country']);
  assert.deepEqual(fieldsOf(`${'Country of Origin '.repeat(3)}`.trim()), []);
});

test('a data attribute repeated on many elements is read once, quoting the last element that carries it', () => {
  const facts = extractProductFacts(`<html><body>${'<i data-brand="Acme"></i>'.repeat(30)}<span data-brand="Acme"></span><p data-sku="A-1"></p></body></html>`);
  const brand = facts.brand.find((f) => f.evidence.source === 'attribute');
  assert.equal(brand?.value, 'Acme');
  assert.equal(brand?.evidence.snippet, '<span data-brand>="Acme"');
  assert.equal(facts.brand.filter((f) => f.evidence.source === 'attribute').length, 1);
  // Three distinct values of one name are product tiles: none is the listing's.
  const tiles = extractProductFacts(`<html><body><i data-sku="A"></i><i data-sku="B"></i><i data-sku="A"></i><i data-sku="C"></i></body></html>`);
  assert.equal(tiles.sku.filter((f) => f.evidence.source === 'attribute').length, 0);
});

test('text facts keep the first of a kind in page order, and a certificate a link already names is not counted again from its text', () => {
  const blocks = Array.from({ length: 30 }, (_, i) => `<p>Made in Portugal, batch no. B${i}00 tested on 2024-01-${String((i % 28) + 1).padStart(2, '0')}.</p>`).join('');
  const facts = extractProductFacts(`<html><body>${blocks}</body></html>`);
  // 20 read a kind, 12 reported (product-facts.ts): the first ones, in page order.
  assert.equal(facts.country_of_origin.length, 12);
  assert.deepEqual(facts.batch.map((b) => b.value), Array.from({ length: 12 }, (_, i) => `B${i}00`));
  assert.equal(facts.test_dates.at(-1)?.value, '2024-01-12');
  const linked = extractProductFacts('<html><body><a href="/cpc.pdf">Certificate of Conformity</a><p>See the Certificate of Conformity above.</p><p>Our Children\'s Product Certificate is on file.</p></body></html>');
  assert.deepEqual(linked.certificates.map((c) => [c.value.kind, c.value.url]), [['CPC', null], ['CPC', '/cpc.pdf']]);
});
