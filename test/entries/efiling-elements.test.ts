// The readiness report maps the listing's facts to the seven certificate data elements an
// importer files (15 U.S.C. 2063(g)(1); 16 CFR 1110 as amended by 90 FR 1800, issue 39 Why 6):
// product, rules, who certifies (the importer or the domestic manufacturer; a brand is not the
// manufacturer), who keeps the test records, date and place of manufacture, date and place of
// testing, the third-party lab. Each element says what the page shows for it, with evidence, and
// what it lacks; the report says who files, how and from when.
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

  it('lists all seven, in the order of 15 U.S.C. 2063(g)(1) and 16 CFR 1110: the certifier third, the place of testing with its date', () => {
    assert.deepEqual(r.efiling_elements.map((e) => e.element), [1, 2, 3, 4, 5, 6, 7]);
    assert.match(el(3).name, /the certifier: the importer, or the domestic manufacturer/);
    assert.match(el(4).name, /keeps the test records/);
    assert.match(el(5).name, /date and place of manufacture/);
    assert.equal(el(6).name, 'date and place of testing');
    assert.match(el(7).name, /third-party lab/);
  });

  it('product identification is shown by the description and each identifier, with the evidence of each', () => {
    assert.equal(el(1).status, 'shown');
    assert.deepEqual(el(1).shown.map((f) => [f.fact, f.value]), [['name', 'Stacking rings'], ['gtin', '4006381333931'], ['model', 'SR-204']]);
    assert.equal(el(1).shown[1].evidence.source, 'json-ld');
    assert.equal(el(1).shown[2].evidence.source, 'table');
  });

  it('date and place of manufacture is partial: the maker and the country shown, date, address and contact missing', () => {
    assert.equal(el(5).status, 'partial');
    assert.deepEqual(el(5).shown.map((f) => f.fact), ['manufacturer', 'country_of_origin']);
    assert.deepEqual(el(5).missing, ['date of manufacture', 'address', 'contact']);
  });

  it('a foreign manufacturer is not the certifier (the importer is): element 3 is missing; the one-line list says the same', () => {
    assert.equal(el(3).status, 'missing');
    for (const n of [2, 3, 4, 6, 7]) assert.equal(el(n).status, 'missing', `element ${n}`);
    assert.deepEqual(r.efiling_elements_missing, [
      '2. citation of each CPSC rule the product is certified to',
      '3. the certifier: the importer, or the domestic manufacturer (name, address, contact)',
      '4. the person who keeps the test records (contact)',
      "5. date and place of manufacture (the manufacturer's name, address and contact) (no date of manufacture, address, contact)",
      '6. date and place of testing (no test date, place of testing)',
      '7. the third-party lab the certificate rests on (name, address, contact, where one is relied on)',
    ]);
  });

  it('a page with no identifier at all misses element 1 with both parts named', () => {
    const bare = assessReadiness('<html><body><p>hello</p></body></html>');
    assert.equal(bare.efiling_elements[0].status, 'missing');
    assert.equal(bare.efiling_elements_missing[0], '1. product identification (no product description, GTIN, SKU or model identifier)');
  });
});

describe('who certifies, where it was tested, and who files (16 CFR 1110 as amended, 90 FR 1800)', () => {
  const page = (ld: object, body: string) => `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Wooden puzzle', ...ld })}</script></head><body><h1>Wooden puzzle</h1>${body}</body></html>`;

  it('the importer named on the page fills the certifier element; the place of testing fills element 6 with the test date', () => {
    const r = assessReadiness(page({ brand: 'Acme' }, '<p>Imported by Acme Imports LLC, 12 Main St, Newark, NJ 07102.</p><p>Tested in Shenzhen, China by Example Testing Lab, test date 2026-05-02.</p>'));
    const three = r.efiling_elements[2];
    assert.equal(three.status, 'shown');
    assert.deepEqual(three.shown.map((f) => [f.fact, f.value]), [['certifier', 'Acme Imports LLC, 12 Main St, Newark, NJ 07102']]);
    const six = r.efiling_elements[5];
    assert.equal(six.status, 'shown');
    assert.deepEqual(six.shown.map((f) => [f.fact, f.value]), [['test_dates', '2026-05-02'], ['test_places', 'Shenzhen, China']]);
  });

  it('a domestic manufacturer certifies (15 U.S.C. 2063(a)(1)): a maker of a product made in the USA fills element 3', () => {
    const r = assessReadiness(page({ manufacturer: { '@type': 'Organization', name: 'Vermont Toy Works' }, countryOfOrigin: 'USA' }, ''));
    assert.equal(r.efiling_elements[2].status, 'shown');
    assert.deepEqual(r.efiling_elements[2].shown.map((f) => f.value), ['Vermont Toy Works']);
  });

  it('a brand is not the manufacturer: a brand alone fills neither element 3 nor element 5, and earns no manufacturer points', () => {
    const r = assessReadiness(page({ brand: 'Acme', countryOfOrigin: 'China' }, ''));
    assert.equal(r.efiling_elements[2].status, 'missing');
    assert.ok(!r.efiling_elements[4].shown.some((f) => f.value === 'Acme'), JSON.stringify(r.efiling_elements[4]));
    const maker = r.checks.find((c) => c.id === 'manufacturer_identity')!;
    assert.equal(maker.points_earned, 0);
    assert.match(maker.message, /the brand Acme is not the manufacturer/);
  });

  it('the importer files, in full or by a Product Registry reference, from 2026-07-08 (foreign-trade-zone entries from 2027-01-08); the amended text is marked unverified', () => {
    const r = assessReadiness(page({}, '<p>CPSC Product Registry ID: PR-2026-00042</p>'));
    const filing = r.efiling_filing;
    assert.match(filing.who_files, /^the importer/);
    assert.equal(filing.required_from, '2026-07-08');
    assert.equal(filing.foreign_trade_zone_from, '2027-01-08');
    assert.equal(filing.ways.length, 2);
    assert.match(filing.ways[1], /CPSC Product Registry/);
    assert.equal(filing.registry_reference?.identifier, 'PR-2026-00042');
    assert.match(filing.provision, /90 FR 1800/);
    assert.equal(filing.quote, null);
    assert.match(filing.unverified ?? '', /could not be checked against the rule's text/);
    assert.equal(assessReadiness(page({}, '')).efiling_filing.registry_reference, null);
  });
});
