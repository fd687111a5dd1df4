// The readiness report maps the listing's facts to the seven eFiling data elements (16 CFR 1110,
// 90 FR 1800): each element says what the page shows for it, with evidence, and what it lacks.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assessReadiness } from '../../src/entries/readiness.ts';

const listing = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org', '@type': 'Product', name: 'Stacking rings', gtin13: '4006381333931',
  manufacturer: { '@type': 'Organization', name: 'Toy Barn Ltd.' }, countryOfOrigin: 'Vietnam',
})}</script></head><body><h1>Stacking rings</h1><table><tr><th>Model number</th><td>SR-204</td></tr></table></body></html>`;

describe('eFiling data elements', () => {
  const r = assessReadiness(listing);
  const el = (n: number) => r.efiling_elements.find((e) => e.element === n)!;

  it('lists all seven, in order', () => {
    assert.deepEqual(r.efiling_elements.map((e) => e.element), [1, 2, 3, 4, 5, 6, 7]);
  });

  it('product identification is shown by the description and each identifier, with the evidence of each', () => {
    assert.equal(el(1).status, 'shown');
    assert.deepEqual(el(1).shown.map((f) => [f.fact, f.value]), [['name', 'Stacking rings'], ['gtin', '4006381333931'], ['model', 'SR-204']]);
    assert.equal(el(1).shown[1].evidence.source, 'json-ld');
    assert.equal(el(1).shown[2].evidence.source, 'table');
  });

  it('place of manufacture is partial: the maker and the country shown, address and contact missing', () => {
    assert.equal(el(4).status, 'partial');
    assert.deepEqual(el(4).shown.map((f) => f.fact), ['manufacturer', 'country_of_origin']);
    assert.deepEqual(el(4).missing, ['address', 'contact']);
  });

  it('the elements the page cannot show are missing, and the one-line list says the same', () => {
    for (const n of [2, 3, 5, 6, 7]) assert.equal(el(n).status, 'missing', `element ${n}`);
    assert.deepEqual(r.efiling_elements_missing, [
      '2. citation of each CPSC rule the product is certified to',
      '3. date of manufacture',
      '4. place of manufacture (no address, contact)',
      '5. date of the test',
      '6. the test lab (name, address, contact)',
      '7. the person who keeps the test records',
    ]);
  });

  it('a page with no identifier at all misses element 1 with both parts named', () => {
    const bare = assessReadiness('<html><body><p>hello</p></body></html>');
    assert.equal(bare.efiling_elements[0].status, 'missing');
    assert.equal(bare.efiling_elements_missing[0], '1. product identification (no product description, GTIN, SKU or model identifier)');
  });
});
