// Partner treatments by the country the heading texts name (issue 35, Why 5 and 6): each of
// these answered the group's treatment (or none) before originCountry and the column 1 bands.
// $1,000,000 a year, 2026-10-15 unless said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { estimateDutyImpact, type DutyImpactInput } from '../../src/tariffs/duty-impact.ts';

const one = (input: Partial<DutyImpactInput> & Pick<DutyImpactInput, 'htsCodes' | 'countryOfOrigin'>) =>
  estimateDutyImpact({ annualImportValueUsd: 1_000_000, asOf: '2026-10-15', ...input });
const headings = (r: ReturnType<typeof one>) => r.per_code[0].outcomes.map((o) => o.chapter99_heading);

test('a Swiss patented medicine: 15% all-in under 9903.04.62 (note 40(f)), so up to $150K, not $1M', () => {
  const r = one({ htsCodes: ['3004.20.0010'], countryOfOrigin: 'other', originCountry: 'Switzerland' });
  assert.deepEqual(r.origin_country, { code: 'CH', name: 'Switzerland' });
  assert.deepEqual(r.estimate_usd, { low: 0, mid: 75_000, high: 150_000 });
  assert.deepEqual(headings(r), ['9903.04.62', null]);
  // Liechtenstein is named by the same heading; Norway is not.
  assert.equal(one({ htsCodes: ['3004.20.0010'], countryOfOrigin: 'other', originCountry: 'LI' }).estimate_usd.high, 150_000);
  assert.equal(one({ htsCodes: ['3004.20.0010'], countryOfOrigin: 'other', originCountry: 'Norway' }).estimate_usd.high, 1_000_000);
});

test('a UK patented medicine: +0% under 9903.04.63, so nothing', () => {
  const r = one({ htsCodes: ['3004.20.0010'], countryOfOrigin: 'other', originCountry: 'GB' });
  assert.deepEqual(r.estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.deepEqual(headings(r), ['9903.04.63', null]);
});

test('a Taiwanese camera drone gets note 43(d)\'s 9903.08.24 as the outcome of its critical-components question', () => {
  const r = one({ htsCodes: ['8806.21.0000'], countryOfOrigin: 'other', originCountry: 'Taiwan' });
  assert.ok(headings(r).includes('9903.08.24'));
  assert.ok(r.per_code[0].deciding_facts.some((f) => /critical components/.test(f)));
  assert.equal(r.estimate_usd.low, 150_000);
  // The UK's heading carries 43(d)'s condition too: an outcome, not a certainty.
  const uk = one({ htsCodes: ['8806.21.0000'], countryOfOrigin: 'other', originCountry: 'United Kingdom' });
  assert.ok(headings(uk).includes('9903.08.23'));
  assert.ok(uk.per_code[0].outcomes.find((o) => o.chapter99_heading === '9903.08.23')!.when!.includes('critical components'));
});

test('a Swiss or Taiwanese derivative steel article gets 16(c)(xi)\'s 15% all-in (9903.82.22); Vietnam does not', () => {
  // 8429.11.0010 (bulldozers, 8429.11.00) is on the 16(c)(xi) list from 2026-06-08.
  for (const country of ['CH', 'TW', 'AR']) {
    const r = one({ htsCodes: ['8429.11.0010'], countryOfOrigin: 'other', originCountry: country });
    assert.equal(r.per_code[0].outcomes[0].chapter99_heading, '9903.82.22', country);
  }
  assert.notEqual(one({ htsCodes: ['8429.11.0010'], countryOfOrigin: 'other', originCountry: 'VN' }).per_code[0].outcomes[0].chapter99_heading, '9903.82.22');
});

test('a Korean passenger car with a 2.5% column 1 rate enters under 9903.94.61 (less than 15%), not .60', () => {
  const r = one({ htsCodes: ['8703.23.0190'], countryOfOrigin: 'south_korea' });
  assert.deepEqual(headings(r), ['9903.94.61']);
  assert.deepEqual(r.estimate_usd, { low: 125_000, mid: 125_000, high: 125_000 });
  // Japan and the EU likewise: .41 and .51.
  assert.deepEqual(headings(one({ htsCodes: ['8703.23.0190'], countryOfOrigin: 'japan' })), ['9903.94.41']);
  assert.deepEqual(headings(one({ htsCodes: ['8703.23.0190'], countryOfOrigin: 'eu', originCountry: 'DE' })), ['9903.94.51']);
});

test('an EU upholstered sofa enters under 9903.76.22 at 15% all-in (note 37(c), (j)), not 9903.76.02 scaled by a load factor', () => {
  const r = one({ htsCodes: ['9401.61.4011'], countryOfOrigin: 'eu' });
  assert.deepEqual(headings(r), ['9903.76.22']);
  assert.equal(r.per_code[0].load_factor, 1);
  assert.deepEqual(r.estimate_usd, { low: 150_000, mid: 150_000, high: 150_000 });
  // The UK +10% (9903.76.20), Taiwan 15% all-in (.24), Korea (.23) on kitchen cabinets; China keeps 9903.76.02.
  assert.deepEqual(headings(one({ htsCodes: ['9401.61.4011'], countryOfOrigin: 'other', originCountry: 'GB' })), ['9903.76.20']);
  assert.equal(one({ htsCodes: ['9401.61.4011'], countryOfOrigin: 'other', originCountry: 'GB' }).estimate_usd.mid, 100_000);
  assert.deepEqual(headings(one({ htsCodes: ['9401.61.4011'], countryOfOrigin: 'other', originCountry: 'Taiwan' })), ['9903.76.24']);
  // (A kitchen cabinet also has 37(g)'s 9903.76.04 outcome, for an article that is no cabinet part.)
  assert.equal(headings(one({ htsCodes: ['9403.40.9060'], countryOfOrigin: 'south_korea' }))[0], '9903.76.23');
  assert.deepEqual(headings(one({ htsCodes: ['9401.61.4011'], countryOfOrigin: 'china' })), ['9903.76.02']);
});

test('an EU light truck with a 25% column 1 rate enters under 9903.94.50 (15% or more: nothing added), not .51', () => {
  const r = one({ htsCodes: ['8704.31.0120'], countryOfOrigin: 'eu', originCountry: 'France' });
  assert.deepEqual(headings(r), ['9903.94.50']);
  assert.deepEqual(r.estimate_usd, { low: 0, mid: 0, high: 0 });
});

test('UK car parts of note 33(j)\'s list pay 10% under 9903.94.32, not +25% under 9903.94.05; a UK part off the list still pays 9903.94.05', () => {
  // Brake rotors 8708.30.5030 (2.5% column 1) are on 33(j)'s list: 10% in all ("10%", heading
  // 9903.94.32, on or after June 30, 2025), so $75,000 of Section 232 on $1M, not $250,000.
  const answers = { part_of_passenger_vehicle: true, part_of_mhd_vehicle: false };
  const r = one({ htsCodes: ['8708.30.5030'], countryOfOrigin: 'other', originCountry: 'GB', answers });
  assert.deepEqual(headings(r), ['9903.94.32']);
  assert.deepEqual([r.estimate_usd, r.total_duty_usd], [{ low: 75_000, mid: 75_000, high: 75_000 }, { low: 100_000, mid: 100_000, high: 100_000 }]);
  // Before the heading's day, and from a country it does not name, the general 25%.
  assert.deepEqual(headings(one({ htsCodes: ['8708.30.5030'], countryOfOrigin: 'other', originCountry: 'GB', answers, asOf: '2025-06-29' })), ['9903.94.05']);
  assert.deepEqual(headings(one({ htsCodes: ['8708.30.5030'], countryOfOrigin: 'other', originCountry: 'NO', answers })), ['9903.94.05']);
  // 8707.90.5020 (a body) is a part of the list that 33(j) does not print: 9903.94.05 for the UK too.
  assert.deepEqual(headings(one({ htsCodes: ['8707.90.5020'], countryOfOrigin: 'other', originCountry: 'GB', answers })), ['9903.94.05']);
});

test('a UK passenger car: 9903.94.01 (+25%, beyond note 33(i)\'s quota), with the quota heading 9903.94.31 (+7.5%) named, not assumed', () => {
  const r = one({ htsCodes: ['8703.23.0190'], countryOfOrigin: 'other', originCountry: 'GB' });
  assert.deepEqual(headings(r), ['9903.94.01']);
  assert.ok(r.assumptions.some((a) => /Not assumed.*\+7\.5% \(9903\.94\.31\).*quota of U\.S\. note 33\(i\)/.test(a)), 'the quota heading is named');
});
