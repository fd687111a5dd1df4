// collapseSpace leaves a lone ' ' alone for speed; it must still give what replacing every run
// of white space with one ' ' and trimming gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collapseSpace } from '../../src/entries/scan/walk.ts';

const reference = (s: string): string => s.replace(/[\s\u00a0\u200b\u200e\u200f\ufeff]+/g, ' ').trim();

test('collapseSpace: runs of white space and zero-width marks become one space, none at the ends', () => {
  assert.equal(collapseSpace('  Walnut\n\t stacking\u00a0rings \u200b'), 'Walnut stacking rings');
  assert.equal(collapseSpace('a\u200eb'), 'a b');
  assert.equal(collapseSpace('Add to cart'), 'Add to cart');
  assert.equal(collapseSpace(' \u3000 '), '');
});

test('collapseSpace agrees with replacing every run on random mixes of spaces, marks and letters', () => {
  const pieces = ['a', 'b', '.', ' ', '  ', '\n', '\t', '\r', '\u00a0', '\u200b', '\u200e', '\u200f', '\ufeff', '\u3000', '\u2028', '\u1680', '\u0001'];
  let seed = 5;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 20_000; round++) {
    const s = Array.from({ length: Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    assert.equal(collapseSpace(s), reference(s), JSON.stringify(s));
  }
});
