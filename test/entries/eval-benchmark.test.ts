// eval:benchmark scores by the product-extraction benchmark's rules; pinned here on made-up
// pages (the benchmark itself measures, no test asserts a figure for one of its pages).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { score } from '../../scripts/eval-benchmark.ts';

it('right is a true positive; wrong a false positive and a false negative; none a false negative; any value where the truth has none a false positive', () => {
  const { score: s, misses, wrong } = score('sku', [
    { page: 'a', truth: ['AB-12'], predicted: 'ab 12' }, // case and punctuation aside
    { page: 'b', truth: ['X1', 'Y2'], predicted: 'Y2' }, // any listed value is right
    { page: 'c', truth: ['Z9'], predicted: 'Q9' },
    { page: 'd', truth: ['W5'], predicted: null },
    { page: 'e', truth: [], predicted: 'V7' },
    { page: 'f', truth: [], predicted: null },
  ]);
  assert.deepEqual([s.tp, s.fp, s.fn, s.pagesWithTruth], [2, 2, 2, 4]);
  assert.equal(s.f1, 0.5);
  assert.deepEqual(misses.map((m) => m.page), ['d']);
  assert.deepEqual(wrong.map((w) => w.page), ['c', 'e']);
});

it('GTINs compare by their digits without leading zeros', () => {
  assert.equal(score('gtin', [{ page: 'a', truth: ['0099482467999'], predicted: '099482467999' }]).score.tp, 1);
});

it('a GTIN is scored on labelled pages only: one read where the truth names none is listed, not a false positive', () => {
  const { score: s, wrong, unscored } = score('gtin', [
    { page: 'a', truth: ['4006381333931'], predicted: '4006381333931' },
    { page: 'b', truth: [], predicted: '0012345678905' },
    { page: 'c', truth: ['0099482467999'], predicted: '5901234123457' },
  ]);
  assert.deepEqual([s.tp, s.fp, s.fn], [1, 1, 1]);
  assert.deepEqual(wrong.map((w) => w.page), ['c']);
  assert.deepEqual(unscored.map((u) => u.page), ['b']);
  // Other attributes keep the benchmark's rule: a value on an unlabelled page is a false positive.
  assert.equal(score('sku', [{ page: 'b', truth: [], predicted: 'V7' }]).score.fp, 1);
});
