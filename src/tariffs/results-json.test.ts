import { it } from 'node:test';
import assert from 'node:assert/strict';
import { createResultsJson } from './results-json.ts';
import { lookupHtsCodes } from './lookup.ts';

/** The body's text, after checking the length it comes with is its UTF-8 length. */
const textOf = (body: { text: string; bytes: number }) => {
  assert.equal(body.bytes, Buffer.byteLength(body.text));
  return body.text;
};

const CODES = ['7326.90.8688', '0101.21.0010', 'ABCD.EF.GHIJ', '7326908688', '9031.90.5400', '0101.21.0010'];

it('gives exactly the body JSON.stringify would, in order, duplicates kept, cached or not', () => {
  const json = createResultsJson();
  const expected = JSON.stringify({ results: lookupHtsCodes(CODES, { asOf: '2026-09-01' }) });
  assert.equal(textOf(json(CODES, '2026-09-01')), expected); // all misses
  assert.equal(textOf(json(CODES, '2026-09-01')), expected); // all hits
  assert.equal(textOf(json([...CODES].reverse(), '2026-09-01')), JSON.stringify({ results: lookupHtsCodes([...CODES].reverse(), { asOf: '2026-09-01' }) }));
});

it('keys on the day: the same code answers differently before and after a list took effect', () => {
  const json = createResultsJson();
  const before = JSON.parse(textOf(json(['0402.99.6800'], '2025-08-01'))).results[0];
  const after = JSON.parse(textOf(json(['0402.99.6800'], '2025-09-01'))).results[0];
  assert.notEqual(before.status, 'hit');
  assert.equal(after.status, 'hit');
});

it('with a cache of two entries it still answers every code right, and a bad day still throws', () => {
  const json = createResultsJson(2);
  json(CODES, '2026-09-01');
  assert.equal(textOf(json(CODES, '2026-09-01')), JSON.stringify({ results: lookupHtsCodes(CODES, { asOf: '2026-09-01' }) }));
  assert.throws(() => textOf(json(['7326.90.8688'], '2020-01-01')), /2025-03-12/);
});

it('bounded in bytes as well as entries: a tiny byte budget or entry count over many distinct codes still answers every code right', () => {
  const codes = Array.from({ length: 40 }, (_, i) => `7326.90.86${String(i).padStart(2, '0')}`);
  for (const json of [createResultsJson({ maxBytes: 600 }), createResultsJson({ maxEntries: 3 })]) {
    for (let round = 0; round < 3; round++) {
      assert.equal(textOf(json(codes, '2026-09-01')), JSON.stringify({ results: lookupHtsCodes(codes, { asOf: '2026-09-01' }) }));
    }
  }
});
