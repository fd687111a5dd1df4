// Issue 35, Why 2 and 7: exclusions read as exclusions, asked as questions (the optional
// `answers` input), and settled by the line's own text where it settles it. $1M, 2026-10-15.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { estimateDutyImpact, type DutyImpactInput } from '../../src/tariffs/duty-impact.ts';
import { SETTLED_BY_TEXT } from '../../src/tariffs/settled.ts';
import { TariffError } from '../../src/tariffs/errors.ts';

const one = (input: Partial<DutyImpactInput> & Pick<DutyImpactInput, 'htsCodes' | 'countryOfOrigin'>) =>
  estimateDutyImpact({ annualImportValueUsd: 1_000_000, asOf: '2026-10-15', ...input });
const headings = (r: ReturnType<typeof one>) => r.per_code[0].outcomes.map((o) => o.chapter99_heading);

test('8504.40.9580 (any other static converter): a range down to 0 naming the drone-use question (9903.08.20); answered no, 0', () => {
  const r = one({ htsCodes: ['8504.40.9580'], countryOfOrigin: 'china' });
  assert.equal(r.estimate_usd.low, 0);
  assert.equal(r.estimate_usd.high, 1_000_000);
  assert.deepEqual(r.per_code[0].questions.map((q) => q.id), ['for_use_with_unmanned_aircraft']);
  assert.ok(headings(r).includes('9903.08.20'));
  assert.deepEqual(one({ htsCodes: ['8504.40.9580'], countryOfOrigin: 'china', answers: { for_use_with_unmanned_aircraft: false } }).estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.deepEqual(one({ htsCodes: ['8504.40.9580'], countryOfOrigin: 'china', answers: { for_use_with_unmanned_aircraft: true } }).estimate_usd, { low: 1_000_000, mid: 1_000_000, high: 1_000_000 });
  // A drone itself (8806) is not "for use with" one: no such question.
  assert.ok(!one({ htsCodes: ['8806.21.0000'], countryOfOrigin: 'china' }).per_code[0].questions.some((q) => q.id === 'for_use_with_unmanned_aircraft'));
});

test('9403.91.0080 (parts of wooden furniture): note 37(g) 9903.76.04 is an outcome; answered "not a kitchen cabinet part", 0', () => {
  const r = one({ htsCodes: ['9403.91.0080'], countryOfOrigin: 'china' });
  assert.deepEqual([r.estimate_usd.low, r.estimate_usd.high], [0, 250_000]);
  assert.deepEqual(r.per_code[0].questions.map((q) => q.id), ['wooden_kitchen_cabinet_part']);
  assert.deepEqual(one({ htsCodes: ['9403.91.0080'], countryOfOrigin: 'china', answers: { wooden_kitchen_cabinet_part: false } }).estimate_usd, { low: 0, mid: 0, high: 0 });
});

test('8708.40.3000 gear boxes "for tractors suitable for agricultural use": not a truck part (38(l)) by its own text, so the metal list, not 9903.74.08', () => {
  const r = one({ htsCodes: ['8708.40.3000'], countryOfOrigin: 'china' });
  assert.ok(!headings(r).includes('9903.74.08'));
  assert.ok(!headings(r).includes('9903.94.05'));
  assert.deepEqual(headings(r), ['9903.82.10']);
  assert.ok(r.assumptions.some((a) => /settled by the line's own text \("For tractors suitable for agricultural use"\)/.test(a)));
  // Another member of the class: 8708.40.6000 "Of tractors suitable for agricultural use".
  assert.ok(!headings(one({ htsCodes: ['8708.40.6000'], countryOfOrigin: 'china' })).includes('9903.74.08'));
});

test('a camera drone from Taiwan with both answers: 9903.08.24, 15% all-in, one figure', () => {
  const r = one({ htsCodes: ['8806.21.0000'], countryOfOrigin: 'other', originCountry: 'TW', answers: { thermal_imaging: true, critical_components_from_partners: true } });
  assert.deepEqual(headings(r), ['9903.08.24']);
  assert.deepEqual(r.estimate_usd, { low: 150_000, mid: 150_000, high: 150_000 });
  // Declared without thermal imaging, from China: +25% (9903.08.22), one figure.
  assert.deepEqual(one({ htsCodes: ['8806.21.0000'], countryOfOrigin: 'china', answers: { thermal_imaging: false } }).estimate_usd, { low: 250_000, mid: 250_000, high: 250_000 });
});

test('a laptop answered "not a car part" owes nothing; a patented Swiss medicine answered patented: 15%', () => {
  assert.deepEqual(one({ htsCodes: ['8471.30.0100'], countryOfOrigin: 'china', answers: { part_of_passenger_vehicle: false } }).estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.deepEqual(one({ htsCodes: ['3004.20.0010'], countryOfOrigin: 'other', originCountry: 'CH', answers: { patented: true } }).estimate_usd, { low: 150_000, mid: 150_000, high: 150_000 });
});

test('an unknown question or a non-boolean answer is an invalid_request at answers.<id>', () => {
  for (const answers of [{ nope: true }, { patented: 'yes' }]) {
    assert.throws(() => one({ htsCodes: ['3004.20.0010'], countryOfOrigin: 'china', answers: answers as never }), (e: unknown) => e instanceof TariffError && e.details![0].path.startsWith('answers.'));
  }
});

const CH87 = new URL('../../../shared/data/hts/usitc-json/chapters/87.json', import.meta.url);
test('every line text the service settles a question by is USITC\'s own description of that line', { skip: existsSync(CH87) ? false : 'shared sources absent' }, () => {
  const rows: Array<{ htsno: string; description: string }> = JSON.parse(readFileSync(CH87, 'utf8'));
  for (const s of SETTLED_BY_TEXT) {
    const row = rows.find((r) => r.htsno.replace(/\./g, '') === s.prefix);
    assert.ok(row, s.prefix);
    assert.equal(row.description, s.quote, s.prefix);
  }
});

test('the 15%-by-weight condition is a question: 8708.40.3000 is $0-150K naming it; answered, one figure', () => {
  const r = one({ htsCodes: ['8708.40.3000'], countryOfOrigin: 'china' });
  assert.deepEqual([r.estimate_usd.low, r.estimate_usd.high], [0, 150_000]);
  assert.deepEqual(r.per_code[0].questions.map((q) => q.id), ['metal_15pct_by_weight']);
  assert.deepEqual(one({ htsCodes: ['8708.40.3000'], countryOfOrigin: 'china', answers: { metal_15pct_by_weight: true } }).estimate_usd, { low: 150_000, mid: 150_000, high: 150_000 });
  assert.deepEqual(one({ htsCodes: ['8708.40.3000'], countryOfOrigin: 'china', answers: { metal_15pct_by_weight: false } }).estimate_usd, { low: 0, mid: 0, high: 0 });
  // Chapters 72, 73, 74 and 76 have no such condition: no question.
  assert.deepEqual(one({ htsCodes: ['7326.90.8688'], countryOfOrigin: 'china' }).per_code[0].questions, []);
});

test('deciding_facts names each open question once, and none once answered', () => {
  const open = one({ htsCodes: ['8806.21.0000'], countryOfOrigin: 'other', originCountry: 'TW' }).per_code[0];
  assert.equal(new Set(open.deciding_facts).size, open.deciding_facts.length);
  // One fact per question, then what the stacked duties leave open (note 52's exemptions not held).
  const stacking = open.deciding_facts.slice(open.questions.length);
  assert.ok(stacking.length > 0 && stacking.every((f) => /9903\.0[56]\.\d\d/.test(f) && /note 52/.test(f)), stacking.join(' | '));
  assert.ok(!open.deciding_facts.slice(0, open.questions.length).some((f) => /note 52/.test(f)));
  const answered = one({ htsCodes: ['8806.21.0000'], countryOfOrigin: 'other', originCountry: 'TW', answers: { thermal_imaging: false } }).per_code[0];
  assert.deepEqual(answered.questions.map((q) => q.id), ['critical_components_from_partners']);
  assert.ok(!answered.deciding_facts.some((f) => /thermal/.test(f)));
});

test('a USMCA-qualifying auto part from Mexico owes no Section 232 duty (33(h)(i), 9903.94.06); unanswered, a range naming the question, no 0.73 average', () => {
  // 8708.29.5150 (body parts, 8708; with .5190, what Revision 11 split 8708.29.5160 into from
  // 2026-07-01, so .5160 is invalid on this day): auto part or truck part, USMCA or not.
  const open = one({ htsCodes: ['8708.29.5150'], countryOfOrigin: 'mexico', answers: { part_of_mhd_vehicle: false } });
  assert.equal(open.estimate_usd.low, 0);
  assert.equal(open.estimate_usd.high, 250_000);
  assert.ok(open.per_code[0].questions.some((q) => q.id === 'usmca_qualifying'));
  assert.equal(open.per_code[0].load_factor, 1);
  assert.deepEqual(one({ htsCodes: ['8708.29.5150'], countryOfOrigin: 'mexico', answers: { part_of_mhd_vehicle: false, usmca_qualifying: true } }).estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.deepEqual(one({ htsCodes: ['8708.29.5150'], countryOfOrigin: 'mexico', answers: { part_of_mhd_vehicle: false, usmca_qualifying: false } }).estimate_usd, { low: 250_000, mid: 250_000, high: 250_000 });
  // A truck part from Canada the same way (38(k), 9903.74.10); no such question from Japan.
  assert.deepEqual(one({ htsCodes: ['8708.29.5150'], countryOfOrigin: 'canada', answers: { part_of_passenger_vehicle: false, usmca_qualifying: true } }).estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.ok(!one({ htsCodes: ['8708.29.5150'], countryOfOrigin: 'japan' }).per_code[0].questions.some((q) => q.id === 'usmca_qualifying'));
});

test('8704.60.0000 is printed in both 33(b) and 38(b): a Japanese one is a light truck (9903.94.40, 25% column 1: nothing added) or a heavy one (9903.74.01), asked', () => {
  const r = one({ htsCodes: ['8704.60.0000'], countryOfOrigin: 'japan' });
  assert.deepEqual(headings(r), ['9903.94.40', '9903.74.01']);
  assert.deepEqual(r.per_code[0].questions.map((q) => q.id), ['light_truck']);
  assert.deepEqual([r.estimate_usd.low, r.estimate_usd.high], [0, 250_000]);
  assert.deepEqual(one({ htsCodes: ['8704.60.0000'], countryOfOrigin: 'japan', answers: { light_truck: true } }).estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.deepEqual(one({ htsCodes: ['8704.60.0000'], countryOfOrigin: 'japan', answers: { light_truck: false } }).estimate_usd, { low: 250_000, mid: 250_000, high: 250_000 });
  // A line on 33(b) alone (a car) is asked nothing.
  assert.deepEqual(one({ htsCodes: ['8703.23.0190'], countryOfOrigin: 'japan' }).per_code[0].questions, []);
});

test('a Taiwanese car part under 15% column 1 gets 33(u)\'s 9903.94.67 (15% all-in) as its auto-part outcome', () => {
  const r = one({ htsCodes: ['8708.29.5150'], countryOfOrigin: 'other', originCountry: 'Taiwan', answers: { part_of_mhd_vehicle: false } });
  assert.deepEqual(headings(r), ['9903.94.67']);
  assert.deepEqual(r.estimate_usd, { low: 125_000, mid: 125_000, high: 125_000 });
});

test('other members of the exclusion classes: a drone docking-station part (8537.10.9170) and a UAS part over 25 kg (8807.30.0000) have the 9903.08.20 outcome; kitchen cabinets (9403.40.9060) the 37(g) one', () => {
  for (const code of ['8537.10.9170', '8807.30.0000']) {
    const r = one({ htsCodes: [code], countryOfOrigin: 'china' });
    assert.ok(headings(r).includes('9903.08.20'), code);
    // (8537.10.9170 may also be a car part, note 33(g): that question is answered too.)
    assert.equal(one({ htsCodes: [code], countryOfOrigin: 'china', answers: { for_use_with_unmanned_aircraft: false, part_of_passenger_vehicle: false } }).estimate_usd.high, 0, code);
  }
  const cabinets = one({ htsCodes: ['9403.40.9060'], countryOfOrigin: 'china' });
  assert.ok(headings(cabinets).includes('9903.76.04'));
});
