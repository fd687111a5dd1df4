// Children's sizes read against the size table (data/cpsc/children-sizes.csv; issue 39, What to
// build 3): a children's size says the product is for children (15 U.S.C. 2052(a)(2)), the ages
// it means give a derived age (half the credit of a stated grade), and for sleepwear which
// standard covers it (16 CFR 1615 up to size 6X, 1616 sizes 7 through 14: 16 CFR 1616.2(a)).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findChildrenSize, readChildrenSizes } from '../../src/entries/children-sizes.ts';
import { assessReadiness } from '../../src/entries/readiness.ts';

const page = (name: string, body: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name, brand: 'Acme' })}</script></head><body><h1>${name}</h1>${body}<button>Add to cart</button></body></html>`;

test('the size table: each system maps to the ages it means and the sleepwear standard that covers it', () => {
  const cases: Array<[string, number, number, string[]]> = [
    ['Size: 3-6M', 0.25, 0.5, ['16 CFR 1615']],
    ['Size: Newborn', 0, 0.25, ['16 CFR 1615']],
    ['Toddler sizes 2T-5T', 2, 5, ['16 CFR 1615']],
    ['Girls 4-6X', 4, 7, ['16 CFR 1615']],
    ['Kids 7-13', 7, 12, ['16 CFR 1616']],
    ["Boys' sizes 8-16", 8, 14, ['16 CFR 1616']],
    ['Youth S-XL', 6, 14, ['16 CFR 1616']],
    ['Kids 4-10', 4, 10, ['16 CFR 1615', '16 CFR 1616']],
  ];
  for (const [text, min, max, rules] of cases) {
    const stated = findChildrenSize(text);
    assert.ok(stated, text);
    const read = readChildrenSizes(stated)!;
    assert.deepEqual([read.age.min_years, read.age.max_years, read.sleepwearRules], [min, max, rules], text);
  }
});

test('single children\'s sizes are children\'s sizes too ("Kids size 10", "Toddler 3T", "Size: Newborn", "Size: 24 months"); adult sizes are not', () => {
  for (const text of ['Kids size 10', 'Toddler 3T', 'Size: Newborn', 'Size: 24 months', 'Sizes 6-12M']) assert.ok(findChildrenSize(text), text);
  for (const text of ['Size: M', 'Sizes: S-XXL', "Men's 7-13 shoes", 'Size: 10']) assert.equal(findChildrenSize(text), null, text);
});

test('a garment sold only in children\'s sizes reads as a children\'s product, and its sizes give a derived age (6 of 12 points), named as derived', () => {
  const r = assessReadiness(page('Cotton romper', '<p>Size: 12-18 Months</p>'));
  assert.equal(r.classification.childrens_product, true);
  const age = r.checks.find((c) => c.id === 'age_grade')!;
  assert.equal(age.points_earned, 6);
  assert.match(age.message, /sizes 12M mean ages 1-1\.5 years by the size table .* derived from sizes, weaker than a stated grade/);
});

test('a stated age grade is still preferred over sizes (full points), and sizes do not overrule it', () => {
  const r = assessReadiness(page('Cotton romper', '<p>Size: 12-18 Months</p><p>Ages 1 to 2 years.</p>'));
  assert.equal(r.checks.find((c) => c.id === 'age_grade')!.points_earned, 12);
});

test('a nightgown in "Girls 4-6X" is held to 16 CFR 1615 only; pajamas in "Youth S-XL" to 1616 only', () => {
  const small = assessReadiness(page('Girls nightgown', '<p>Girls 4-6X</p>'));
  assert.deepEqual(small.classification.applicable_rules.filter((x) => /161[56]/.test(x.rule)).map((x) => [x.rule, x.status]), [['16 CFR 1615', 'expected']]);
  const big = assessReadiness(page('Pajama set', '<p>Youth S-XL</p>'));
  assert.deepEqual(big.classification.applicable_rules.filter((x) => /161[56]/.test(x.rule)).map((x) => [x.rule, x.status]), [['16 CFR 1616', 'expected']]);
});

test('"Size: Newborn" makes a sleeper children\'s sleepwear under 16 CFR 1615', () => {
  const r = assessReadiness(page('Zip-up sleeper', '<p>Size: Newborn</p>'));
  assert.equal(r.classification.childrens_product, true);
  assert.equal(r.classification.applicable_rules.find((x) => x.rule === '16 CFR 1615')?.status, 'expected');
});
