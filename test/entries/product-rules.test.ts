// The right rule for the product (issue 39, Why 4): the rules table in data/cpsc says which rules
// bind which product, with the bounds the rules state; each listing here is written for one rule
// and each test names its provision (quoted in data/cpsc/provisions.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assessReadiness, type ReadinessReport } from '../../src/entries/readiness.ts';

const NOW = new Date('2026-09-01T00:00:00Z');

/** A listing with identity, maker and a CPC link; `evidence` says what it cites and who tested it. */
function listing(name: string, body: string, evidence = ''): string {
  return `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Product', name, sku: 'PJ-1', mpn: 'PJ-1', gtin13: '4006381333931', brand: 'Acme',
    manufacturer: { '@type': 'Organization', name: 'Acme Garments Ltd', address: '1 Harbour Rd, Ningbo, China' },
    countryOfOrigin: 'China', productionDate: '2026-03',
  })}</script></head><body><h1>${name}</h1>${body}${evidence}<p><a href="/cpc/PJ-1.pdf">Children's Product Certificate</a></p><button>Add to cart</button></body></html>`;
}
const LAB = 'by Example Testing Lab (CPSC-accepted lab ID 1234), test date 2026-05-02.';

const rule = (r: ReadinessReport, id: string) => r.classification.applicable_rules.find((x) => x.rule === id);
const status = (r: ReadinessReport, id: string) => rule(r, id)?.status;
const ids = (r: ReadinessReport) => r.blockers.map((b) => b.id);

test('16 CFR 1615: a toddler "pajama set" (singular) in sizes 2T-5T is children\'s sleepwear held to 1615, not 1616 or 1610', () => {
  const r = assessReadiness(listing('Dinosaur pajama set', '<p>Toddler sizes 2T-5T. 100% polyester, flame resistant.</p>'), { now: NOW });
  assert.equal(r.classification.category, 'sleepwear');
  assert.equal(r.classification.childrens_product, true);
  assert.equal(status(r, '16 CFR 1615'), 'expected');
  assert.equal(rule(r, '16 CFR 1616'), undefined);
  assert.equal(rule(r, '16 CFR 1610'), undefined);
  assert.match(rule(r, '16 CFR 1615')!.quote ?? '', /nightgowns, pajamas, robes/);
});

test('16 CFR 1616.2(a): a girls\' nightgown in sizes 7-14 is held to 1616; with 1616 and lead content cited it can be ready', () => {
  const html = listing('Girls nightgown', '<p>Girls sizes 7-14. Flame resistant.</p>',
    `<p>Tested to 16 CFR 1616 and lead content (CPSIA 101) ${LAB}</p>`);
  const r = assessReadiness(html, { now: NOW });
  assert.equal(status(r, '16 CFR 1616'), 'expected');
  assert.match(rule(r, '16 CFR 1616')!.quote ?? '', /wearing apparel size 7 through 14/);
  assert.equal(r.checks.find((c) => c.id === 'cited_rules')!.status, 'pass', r.checks.find((c) => c.id === 'cited_rules')!.message);
  assert.deepEqual(ids(r), []);
  assert.equal(r.band, 'ready', `score ${r.score}`);
});

test('a "sleeper" in 3T is children\'s sleepwear (the singular word)', () => {
  const r = assessReadiness(listing('Fleece footed sleeper', '<p>Size: 3T</p>'), { now: NOW });
  assert.equal(r.classification.category, 'sleepwear');
  assert.equal(status(r, '16 CFR 1615'), 'expected');
});

test('adult pajamas are not held to the children\'s sleepwear rules (16 CFR 1616.2(a) covers sizes 7 through 14): 1610, no sleepwear label, no lead limit', () => {
  const r = assessReadiness(listing("Women's satin pajama set", '<p>Sizes S-XXL. Not flame resistant.</p>'), { now: NOW });
  assert.equal(r.classification.childrens_product, false);
  assert.equal(r.classification.certificate_expected, 'GCC');
  assert.equal(status(r, '16 CFR 1610'), 'expected');
  for (const id of ['16 CFR 1615', '16 CFR 1616', '15 U.S.C. 1278a', '15 U.S.C. 2063(a)(5)']) assert.equal(rule(r, id), undefined, id);
  assert.equal(r.checks.find((c) => c.id === 'category_disclosures')!.status, 'not_applicable');
  assert.ok(!ids(r).includes('sleepwear_not_flame_resistant'), JSON.stringify(ids(r)));
});

test('children\'s sleepwear stated "not flame resistant" (no snug-fitting label) is a statutory violation, not the sleepwear label (16 CFR 1615)', () => {
  const r = assessReadiness(listing('Kids cotton pajama set', '<p>Toddler sizes 2T-5T. 100% cotton. Not flame resistant.</p>'), { now: NOW });
  const flag = r.blockers.find((b) => b.id === 'sleepwear_not_flame_resistant');
  assert.ok(flag, JSON.stringify(ids(r)));
  assert.equal(flag.kind, 'statutory_violation');
  assert.match(flag.provision, /16 CFR 1615/);
  assert.equal(r.band, 'not_ready');
  assert.equal(r.checks.find((c) => c.id === 'category_disclosures')!.status, 'fail', 'the statement is not the label');
});

test('the tight-fitting garment\'s label "Wear snug-fitting, not flame resistant" is the label, not a red flag (16 CFR 1615.1(o), 1616.2(m))', () => {
  const r = assessReadiness(listing('Kids cotton pajama set', '<p>Toddler sizes 2T-5T. Wear snug-fitting, not flame resistant.</p>'), { now: NOW });
  assert.ok(!ids(r).includes('sleepwear_not_flame_resistant'), JSON.stringify(ids(r)));
  assert.equal(r.checks.find((c) => c.id === 'category_disclosures')!.status, 'pass');
});

test('"not intended for sleepwear" on children\'s pajamas is a red flag (the standards look at intended use), never the label', () => {
  const r = assessReadiness(listing('Kids pajama set', '<p>Youth sizes 8-14. This garment is not intended for sleepwear.</p>',
    `<p>Tested to 16 CFR 1616, lead content (CPSIA 101) ${LAB}</p>`), { now: NOW });
  const flag = r.blockers.find((b) => b.id === 'sleepwear_disclaimer');
  assert.ok(flag, JSON.stringify(ids(r)));
  assert.equal(flag.kind, 'red_flag');
  assert.match(flag.quote ?? '', /Suitability for sleeping/);
  assert.notEqual(r.band, 'ready', `score ${r.score}`);
});

test('infant garments: a baby bodysuit is held to 16 CFR 1610 and the lead limit, not to 16 CFR 1120 (drawstrings, 2T-12)', () => {
  const r = assessReadiness(listing('Organic cotton baby bodysuit', '<p>Size: 3-6M</p>'), { now: NOW });
  assert.equal(r.classification.childrens_product, true);
  assert.equal(status(r, '16 CFR 1610'), 'expected');
  assert.equal(status(r, '15 U.S.C. 1278a'), 'expected');
  assert.equal(rule(r, '16 CFR 1120'), undefined);
  const cited = r.checks.find((c) => c.id === 'cited_rules')!;
  assert.match(cited.message, /16 CFR 1610, 15 U\.S\.C\. 1278a/);
  assert.doesNotMatch(cited.message, /1120/);
});

test('16 CFR 1120: a kids\' hoodie in sizes 4-7 with a drawstring hood is a red flag; the same hoodie without drawstrings is not', () => {
  const flagged = assessReadiness(listing('Kids fleece hoodie', '<p>Kids sizes 4-7. Adjustable drawstring hood.</p>'), { now: NOW });
  assert.equal(status(flagged, '16 CFR 1120'), 'hazard');
  const flag = flagged.blockers.find((b) => b.id === 'drawstring_outerwear');
  assert.ok(flag, JSON.stringify(ids(flagged)));
  assert.equal(flag.kind, 'red_flag');
  const plain = assessReadiness(listing('Kids fleece hoodie', '<p>Kids sizes 4-7. Zip front.</p>'), { now: NOW });
  assert.ok(!ids(plain).includes('drawstring_outerwear'));
  assert.equal(rule(plain, '16 CFR 1120'), undefined);
});

test('bassinets are held to 16 CFR 1218, not to the crib or bunk-bed rules, and need a registration card (16 CFR 1130)', () => {
  const r = assessReadiness(listing('Rocking bassinet with canopy', '<p>For newborns up to 5 months.</p>'), { now: NOW });
  assert.equal(r.classification.category, 'bassinets and cradles');
  assert.equal(status(r, '16 CFR 1218'), 'expected');
  for (const id of ['16 CFR 1219', '16 CFR 1220', '16 CFR 1513']) assert.equal(rule(r, id), undefined, id);
  const card = rule(r, '16 CFR 1130')!;
  assert.equal(card.status, 'on_product');
  assert.match(card.quote ?? '', /\(12\) Bassinets and cradles, including bedside sleepers/);
  assert.match(rule(r, '16 CFR 1218')!.quote ?? '', /bassinets and cradles/);
});

test('16 CFR 1130.2(a): strollers, play yards, infant bath tubs, high chairs and soft carriers each need a registration card', () => {
  for (const [name, category] of [
    ['Lightweight travel stroller', 'strollers and carriages'], ['Portable play yard', 'play yards'],
    ['Foldable baby bath tub', 'infant bath tubs'], ['Wooden high chair', 'high chairs'], ['Soft structured carrier', 'soft infant and toddler carriers'],
  ]) {
    const r = assessReadiness(listing(name, ''), { now: NOW });
    assert.equal(r.classification.category, category, name);
    assert.equal(r.classification.childrens_product, true, name);
    assert.equal(status(r, '16 CFR 1130'), 'on_product', name);
  }
});

test('every children\'s product: the lead limit (15 U.S.C. 1278a) is expected cited and tracking labels (15 U.S.C. 2063(a)(5)) are named; lead paint (16 CFR 1303) when painted', () => {
  const plain = assessReadiness(listing('Kids canvas backpack', '<p>Ages 4 to 8 years.</p>'), { now: NOW });
  assert.equal(status(plain, '15 U.S.C. 1278a'), 'expected');
  assert.match(rule(plain, '15 U.S.C. 1278a')!.quote ?? '', /any children's product .* shall be treated as a banned hazardous substance/);
  assert.equal(status(plain, '15 U.S.C. 2063(a)(5)'), 'on_product');
  assert.match(rule(plain, '15 U.S.C. 2063(a)(5)')!.quote ?? '', /permanent, distinguishing marks on the product and its packaging/);
  assert.equal(status(plain, '16 CFR 1303'), 'if');
  const painted = assessReadiness(listing('Kids wooden step stool', '<p>Ages 3 to 8 years. Hand-painted with water-based paint.</p>'), { now: NOW });
  assert.equal(status(painted, '16 CFR 1303'), 'expected');
});

test('adult jewelry is not held to the children\'s lead limit (15 U.S.C. 1278a covers children\'s products); children\'s jewelry is', () => {
  const adult = assessReadiness(listing("Women's sterling silver necklace", '<p>18 inch chain.</p>'), { now: NOW });
  assert.equal(rule(adult, '15 U.S.C. 1278a'), undefined);
  assert.equal(adult.classification.certificate_expected, 'possibly_none');
  const kids = assessReadiness(listing('Kids charm bracelet', '<p>Ages 5 to 10 years.</p>'), { now: NOW });
  assert.equal(status(kids, '15 U.S.C. 1278a'), 'expected');
  assert.equal(kids.classification.certificate_expected, 'CPC');
});

test('16 CFR 1218 over the heading: a bassinet entered under HTS 9403 (furniture: bunk beds, storage units) is held to the bassinet rule', () => {
  const r = assessReadiness(listing('Bedside bassinet', '<p>For infants up to 5 months.</p>'), { now: NOW, htsCode: '9403.50.9045' });
  assert.equal(r.classification.category, 'bassinets and cradles');
  assert.equal(status(r, '16 CFR 1218'), 'expected');
  for (const id of ['16 CFR 1513', '16 CFR 1261', '16 CFR 1219']) assert.equal(rule(r, id), undefined, id);
});

test('adult sleepwear in other words ("for Women", "Men\'s") is held to 16 CFR 1610, not 1615/1616; a character name ("Spider-Man") is not an adult word', () => {
  for (const name of ['Silk pajama set for women', "Men's flannel pajama pants"]) {
    const r = assessReadiness(listing(name, '<p>Sizes S-XXL.</p>'), { now: NOW });
    assert.equal(r.classification.childrens_product, false, name);
    assert.equal(status(r, '16 CFR 1610'), 'expected', name);
    assert.equal(rule(r, '16 CFR 1615'), undefined, name);
  }
  const kids = assessReadiness(listing('Spider-Man pajama set', '<p>Kids sizes 4-7.</p>'), { now: NOW });
  assert.equal(kids.classification.childrens_product, true);
  assert.notEqual(kids.classification.reasons.join(' ').includes('adults\''), true);
});

test('16 CFR 1120 starts at size 2T: a baby jacket in 12-24 months with a drawstring hood is no drawstring red flag (infant garments: 1610)', () => {
  const r = assessReadiness(listing('Baby hooded jacket', '<p>Sizes 12-24 months. Drawstring hood.</p>'), { now: NOW });
  assert.equal(r.classification.childrens_product, true);
  assert.ok(!ids(r).includes('drawstring_outerwear'), JSON.stringify(ids(r)));
  assert.equal(status(r, '16 CFR 1610'), 'expected');
});

test('the sleepwear red flags in other words, and in the product\'s structured description: "not flame retardant", "should not be worn as sleepwear", "not for use as sleepwear"', () => {
  const fr = assessReadiness(listing('Kids pajama set', '<p>Kids sizes 4-7. Not flame retardant.</p>'), { now: NOW });
  assert.ok(ids(fr).includes('sleepwear_not_flame_resistant'), JSON.stringify(ids(fr)));
  for (const words of ['This item should not be worn as sleepwear.', 'Not intended for use as sleepwear.', 'Loungewear, not for sleepwear.']) {
    const r = assessReadiness(listing('Girls pajama set', `<p>Girls sizes 7-14. ${words}</p>`), { now: NOW });
    assert.ok(ids(r).includes('sleepwear_disclaimer'), `${words}: ${JSON.stringify(ids(r))}`);
  }
  const ld = `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Toddler pajama set', description: 'Sizes 2T-5T.<br>100% cotton. Not flame resistant.' })}</script></head><body><h1>Toddler pajama set</h1><button>Add to cart</button></body></html>`;
  const fromLd = assessReadiness(ld, { now: NOW });
  assert.ok(ids(fromLd).includes('sleepwear_not_flame_resistant'), JSON.stringify(ids(fromLd)));
  assert.equal(fromLd.blockers.find((b) => b.id === 'sleepwear_not_flame_resistant')!.evidence[0].source, 'json-ld');
});

test('an adults\' word beats another category\'s children\'s word: "Adult onesie pajamas" is adults\' sleepwear (16 CFR 1610), not a baby garment', () => {
  const r = assessReadiness(listing('Adult onesie pajamas', '<p>Sizes S-XXL.</p>'), { now: NOW });
  assert.equal(r.classification.category, 'sleepwear');
  assert.equal(r.classification.childrens_product, false);
  assert.equal(status(r, '16 CFR 1610'), 'expected');
});

test('a crib mattress is held to 16 CFR 1241 and 1632, with a registration card, as a children\'s product', () => {
  const r = assessReadiness(listing('Dual-sided crib mattress', ''), { now: NOW });
  assert.equal(r.classification.category, 'crib mattresses');
  assert.equal(r.classification.childrens_product, true);
  assert.deepEqual(['16 CFR 1241', '16 CFR 1632', '16 CFR 1130'].map((id) => status(r, id)), ['expected', 'expected', 'on_product']);
});

test('seats (HTS 9401): an adults\' upholstered chair is held to 16 CFR 1640, not to one of the high-chair or booster-seat rules; a children\'s seat to one of those', () => {
  const adult = assessReadiness(listing('Upholstered accent chair for adults', ''), { now: NOW, htsCode: '9401.61.4011' });
  assert.equal(adult.classification.category, 'seats');
  assert.equal(status(adult, '16 CFR 1640'), 'expected');
  for (const id of ['16 CFR 1231', '16 CFR 1237']) assert.equal(rule(adult, id), undefined, id);
  const kids = assessReadiness(listing('Kids lounge seat', '<p>Ages 3 to 6 years.</p>'), { now: NOW, htsCode: '9401.61.4011' });
  assert.equal(status(kids, '16 CFR 1231'), 'one_of');
  assert.equal(rule(kids, '16 CFR 1640'), undefined);
});
