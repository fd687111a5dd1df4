// Issue 35, Why 2: "not parts of" and "not for use in or with" are exclusion headings, and an
// answer that rests on one names it. Before, an article answered (or settled by its own text) as
// not a vehicle part showed only the metal outcome, or no heading at all, as if the vehicle note
// did not reach it: an importer filing it needs 9903.94.06 / 9903.74.11 / 9903.08.20.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { estimateDutyImpact, type DutyImpactInput } from '../../src/tariffs/duty-impact.ts';
import { lookupHtsCodes } from '../../src/tariffs/lookup.ts';
import { resolveOrigin } from '../../src/tariffs/origin.ts';
import type { Answers } from '../../src/tariffs/questions.ts';

const AS_OF = '2026-10-15';
const estimate = (code: string, answers?: Answers, extra: Partial<DutyImpactInput> = {}) =>
  estimateDutyImpact({ htsCodes: [code], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf: AS_OF, answers, ...extra }).per_code[0]!;
const lookup = (code: string, answers?: Answers) => lookupHtsCodes([code], { asOf: AS_OF, origin: resolveOrigin('china'), answers })[0]!.detail!;
const excluded = (o: { exclusion_headings?: Array<{ chapter99_heading: string; text: string }> }) => (o.exclusion_headings ?? []).map((x) => x.chapter99_heading);

test('8708.40.3000 gear boxes "for tractors suitable for agricultural use": the metal outcome names 9903.74.11, no Section 232 duty under note 38; 8708.50.1110 names 9903.94.06', () => {
  // Note 38(l): "Heading 9903.74.11 applies to all entries of articles classifiable under provisions ... enumerated
  // in subdivision (i) of this note that are not parts of medium- and heavy-duty vehicles"; its rate is "The duty
  // provided in the applicable subheading". 8708.40.30 is on 38(i) (not on the 33(g) list the data holds), and the
  // line's own text settles that it is a tractor part, so nothing is asked about it; the metal list still applies.
  const pc = estimate('8708.40.3000');
  assert.deepEqual(pc.outcomes.map((o) => o.chapter99_heading), ['9903.82.10']);
  assert.deepEqual(excluded(pc.outcomes[0]!), ['9903.74.11']);
  assert.match(pc.outcomes[0]!.exclusion_headings![0]!.text, /note 38\(l\).*no Section 232 duty under note 38/);
  assert.ok(!pc.questions.some((q) => q.id === 'part_of_passenger_vehicle' || q.id === 'part_of_mhd_vehicle'));
  // The lookup says the same of the line.
  const d = lookup('8708.40.3000');
  assert.equal(d.chapter99_heading, '9903.82.10');
  assert.deepEqual(excluded(d.outcomes![0]!), ['9903.74.11']);
  // 8708.50.11 "For tractors suitable for agricultural use" is on 33(g): note 33(h): "Heading 9903.94.06 applies to
  // all entries of articles classifiable under provisions ... enumerated in subdivision (g) ... (ii) that are not
  // parts of passenger vehicles ... and light trucks."
  const axle = estimate('8708.50.1110');
  assert.ok(axle.outcomes.every((o) => excluded(o).includes('9903.94.06')), JSON.stringify(axle.outcomes));
  assert.match(axle.outcomes[0]!.exclusion_headings!.find((x) => x.chapter99_heading === '9903.94.06')!.text, /note 33\(h\)\(ii\).*no Section 232 duty under note 33/);
});

test('a laptop (8471.30.0100) answered "not a car part" is entered under 9903.94.06, no Section 232 duty; unanswered, that outcome names it with its question', () => {
  const answered = estimate('8471.30.0100', { part_of_passenger_vehicle: false });
  assert.deepEqual(answered.outcomes.map((o) => [o.chapter99_heading, o.factor_high]), [['9903.94.06', 0]]);
  assert.equal(lookup('8471.30.0100', { part_of_passenger_vehicle: false }).chapter99_heading, '9903.94.06');
  const open = estimate('8471.30.0100');
  const not = open.outcomes.find((o) => o.factor_high === 0)!;
  assert.equal(not.chapter99_heading, '9903.94.06');
  assert.match(not.when ?? '', /part of a passenger vehicle or light truck\?" is no/);
});

test('8504.40.9580 answered "not for use with a drone": 9903.08.20, named as no Section 232 duty under note 43', () => {
  const pc = estimate('8504.40.9580', { for_use_with_unmanned_aircraft: false });
  assert.deepEqual(pc.outcomes.map((o) => o.chapter99_heading), ['9903.08.20']);
  assert.match(pc.outcomes[0]!.exclusion_headings![0]!.text, /not for use in or with.*no Section 232 duty under note 43/);
  assert.deepEqual(excluded(lookup('8504.40.9580', { for_use_with_unmanned_aircraft: false }).outcomes![0]!), ['9903.08.20']);
});

test('a body part (8708.29.5150) answered neither a car nor a truck part: each remaining (metal) outcome names both exclusion headings', () => {
  const pc = estimate('8708.29.5150', { part_of_passenger_vehicle: false, part_of_mhd_vehicle: false });
  assert.ok(pc.outcomes.length > 0 && pc.outcomes.every((o) => o.chapter99_heading?.startsWith('9903.82.')));
  for (const o of pc.outcomes) assert.deepEqual(excluded(o), ['9903.74.11', '9903.94.06']);
});

test('the "not parts of" outcome owes the country duties and asks nothing about 52(f)(3)\'s USMCA passenger-vehicle parts', () => {
  // 52(f)(3) exempts goods under 9903.94.06 only "as applied to parts of passenger vehicles that are eligible for
  // special tariff treatment under the USMCA": an article answered not a part is not one, so nothing is open there.
  const laptop = estimate('8471.30.0100', { part_of_passenger_vehicle: false }, { countryOfOrigin: 'other', originCountry: 'VN' });
  assert.ok(!laptop.deciding_facts.some((f) => /9903\.94\.06/.test(f)), laptop.deciding_facts.join(' | '));
});

test('every 8708 line whose text says "for" or "of tractors suitable for agricultural use" is settled: no certain +25% auto part, the exclusion heading named', () => {
  // Before, 8708.91.1000 (radiators "For tractors suitable for agricultural use") was a certain 9903.94.05 (+25%):
  // 8708 made the auto-part condition certain, and only four of these lines were read.
  for (const code of ['8708.29.2100', '8708.30.1000', '8708.80.5100', '8708.91.1000', '8708.91.6000', '8708.94.1000', '8708.94.6000', '8708.95.1000']) {
    const pc = estimate(code);
    assert.ok(!pc.outcomes.some((o) => o.chapter99_heading === '9903.94.05' || o.chapter99_heading === '9903.74.08'), `${code}: ${pc.outcomes.map((o) => o.chapter99_heading)}`);
    assert.ok(pc.outcomes.every((o) => excluded(o).length > 0), code);
    assert.ok(!pc.questions.some((q) => q.id === 'part_of_passenger_vehicle' || q.id === 'part_of_mhd_vehicle'), code);
  }
});
