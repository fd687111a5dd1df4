// Children's products recognised from what their listings say (issue 39, Why 5): a children's
// product is one "designed or intended primarily for children 12 years of age or younger"
// (15 U.S.C. 2052(a)(2)), and needs a Children's Product Certificate (16 CFR 1110) on third-party
// tests (16 CFR 1107). Listings written for each way of saying it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assessReadiness } from '../../src/entries/readiness.ts';

const page = (name: string, body: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name, brand: 'Acme' })}</script></head><body><h1>${name}</h1>${body}<button>Add to cart</button></body></html>`;

test('"Age Level: 18-24 Months" is an age grade of 1.5 to 2 years, so a children\'s product (a CPC expected)', () => {
  for (const body of ['<p>Age Level: 18-24 Months</p>', '<table><tr><th>Age Level</th><td>18-24 Months</td></tr></table>']) {
    const r = assessReadiness(page('Plush teddy bear', body));
    assert.deepEqual(r.facts.age_range[0]?.value, { min_years: 1.5, max_years: 2 }, body);
    assert.equal(r.classification.childrens_product, true, body);
    assert.equal(r.classification.certificate_expected, 'CPC');
  }
});

test('a soft structured carrier is a children\'s product held to 16 CFR 1226 (soft infant and toddler carriers)', () => {
  const r = assessReadiness(page('Soft Structured Carrier', '<p>Breathable cotton. Fits 7-45 lb.</p>'));
  assert.equal(r.classification.childrens_product, true);
  assert.equal(r.classification.category, 'soft infant and toddler carriers');
  assert.match(r.checks.find((c) => c.id === 'cited_rules')!.message, /16 CFR 1226/);
});

test('a hoodie in kids\' or youth sizes 7-13 is a children\'s product', () => {
  for (const body of ['<p>Sizes: Kids 7-13</p>', '<table><tr><th>Size</th><td>Youth 7-13</td></tr></table>', '<p>Available in toddler sizes 2T-5T</p>']) {
    const r = assessReadiness(page('Fleece hoodie', body));
    assert.equal(r.classification.childrens_product, true, body);
    assert.equal(r.classification.certificate_expected, 'CPC', body);
  }
});

test('an adult size range is not a children\'s size', () => {
  const r = assessReadiness(page('Fleece hoodie', '<p>Sizes: S-XXL. Men\'s 7-13 shoes sold separately.</p>'));
  assert.notEqual(r.classification.childrens_product, true);
});
