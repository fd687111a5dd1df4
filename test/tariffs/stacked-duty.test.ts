// Duties that stack: China's Section 301 and the note 52 country duties are parts of the total an
// importer pays, on the full value, next to the ordinary duty and Section 232. Before this, the
// total was ordinary plus Section 232 only, and Section 301 and note 52 were silently left out.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { estimateDutyImpact, type DutyImpactInput } from '../../src/tariffs/duty-impact.ts';

const AS_OF = '2026-10-15';
const duty = (code: string, value: number, countryOfOrigin: DutyImpactInput['countryOfOrigin'], extra: Partial<DutyImpactInput> = {}) =>
  estimateDutyImpact({ htsCodes: [code], annualImportValueUsd: value, countryOfOrigin, asOf: AS_OF, ...extra });
const part = (r: ReturnType<typeof duty>, id: string, heading?: string) => r.parts.find((p) => p.part === id && (heading === undefined || p.chapter99_heading === heading));
const certain = (usd: number) => ({ low: usd, mid: usd, high: usd });

it('7326.90.8688 from China on $250,000: ordinary $7,250 + Section 232 $125,000 + Section 301 $62,500 = $194,750; note 52 exempt under 52(f)(1)', () => {
  const r = duty('7326.90.8688', 250_000, 'china');
  assert.deepEqual(r.total_duty_usd, certain(194_750));
  assert.deepEqual(part(r, 'ordinary')!.usd, certain(7_250)); // 2.9% column 1 (7326.90.86)
  assert.deepEqual(part(r, 'section232')!.usd, certain(125_000)); // 9903.82.02, +50%
  const s301 = part(r, 'section301', '9903.88.03')!; // List 3, +25%
  assert.deepEqual(s301.usd, certain(62_500));
  assert.equal(s301.value_base, 'full_value');
  assert.equal(s301.secondary, true, 'the 8-digit list is a derived source');
  assert.equal(part(r, 'note52'), undefined);
  assert.ok(r.assumptions.some((a) => /9903\.05\.90: U\.S\. note 52\(f\)\(1\).*9903\.82\.02/.test(a)), 'the exemption is said');
  assert.deepEqual(r.estimate_usd, certain(125_000), 'estimate_usd stays the Section 232 part');
});

it('9403.40.9060 wooden kitchen cabinets from China on $1M: Section 301 List 3 stacks on note 37\'s Section 232; note 52 only where no Section 232 heading applies', () => {
  // Answered a kitchen cabinet: 9903.76.03 (+25%, note 37) + 9903.88.03 (+25%) on a Free line; 52(f)(4) exempts 9903.76.03.
  const yes = duty('9403.40.9060', 1_000_000, 'china', { answers: { wooden_kitchen_cabinet_part: true } });
  assert.deepEqual(yes.total_duty_usd, certain(500_000));
  assert.deepEqual(part(yes, 'section301', '9903.88.03')!.usd, certain(250_000));
  assert.equal(part(yes, 'note52'), undefined);
  // Not answered: either that, or 9903.76.04 (no Section 232 duty, not in 52(f)) + Section 301 + note 52's China +12.5%.
  const open = duty('9403.40.9060', 1_000_000, 'china');
  assert.deepEqual(open.total_duty_usd, { low: 375_000, mid: 437_500, high: 500_000 });
  assert.deepEqual(part(open, 'note52', '9903.05.31')!.usd, { low: 0, mid: 62_500, high: 125_000 });
});

it('9403.20.0050 from China, with no Section 232 outcome: 9903.88.03 and note 52\'s China heading 9903.05.31', () => {
  const r = duty('9403.20.0050', 1_000_000, 'china');
  assert.deepEqual(part(r, 'section232')!.usd, certain(0));
  assert.deepEqual(part(r, 'section301', '9903.88.03')!.usd, certain(250_000));
  const n52 = part(r, 'note52', '9903.05.31')!;
  assert.deepEqual(n52.usd, certain(125_000));
  assert.equal(n52.rate_pct, 12.5);
  assert.deepEqual(r.total_duty_usd, certain(375_000));
  // The exemptions not held are asked, not assumed.
  assert.ok(r.per_code[0]!.deciding_facts.some((f) => /exemption not modelled/.test(f)));
});

it('a Vietnamese steel bed frame (9403.20.0050) owes note 52\'s Vietnam rate, +12.5% (9903.05.84); no Section 301', () => {
  const r = duty('9403.20.0050', 1_000_000, 'other', { originCountry: 'VN' });
  assert.deepEqual(part(r, 'note52', '9903.05.84')!.usd, certain(125_000));
  assert.equal(part(r, 'section301'), undefined);
  assert.deepEqual(r.total_duty_usd, certain(125_000));
});

it('a metal line under note 16(c)\'s weight condition: note 52 where the metal is under 15%, Section 232 where it is not, never both', () => {
  const open = duty('9403.20.0082', 1_000_000, 'other', { originCountry: 'VN' });
  assert.equal(open.total_duty_usd.high, 250_000, 'the heavy case (+25%, exempt from note 52), not 25% + 12.5%');
  const light = duty('9403.20.0082', 1_000_000, 'other', { originCountry: 'VN', answers: { metal_15pct_by_weight: false } });
  assert.deepEqual(light.total_duty_usd, certain(125_000));
  const heavy = duty('9403.20.0082', 1_000_000, 'other', { originCountry: 'VN', answers: { metal_15pct_by_weight: true } });
  assert.equal(part(heavy, 'note52'), undefined);
});

it('another country not named: note 52 is an open question naming the country, not a silent $0', () => {
  const r = duty('9403.20.0050', 1_000_000, 'other');
  assert.equal(part(r, 'note52'), undefined);
  assert.ok(r.per_code[0]!.deciding_facts.some((f) => /^The country of origin: note 52/.test(f)));
});

it('an EU member\'s all-in band and a day before note 52 is in force', () => {
  // 9903.05.39: 10% all-in where column 1 is under 10%; on a Free line it adds 10%.
  const eu = duty('9403.20.0050', 1_000_000, 'eu', { originCountry: 'DE' });
  assert.deepEqual(part(eu, 'note52', '9903.05.39')!.usd, certain(100_000));
  const before = duty('9403.20.0050', 1_000_000, 'other', { originCountry: 'VN', asOf: '2026-07-01' });
  assert.equal(part(before, 'note52'), undefined);
});

it('every answer names what it does not include', () => {
  const r = duty('0101.21.0010', 1_000, 'canada');
  for (const what of [/antidumping and countervailing/i, /Section 338/, /quota/i, /Section 201/, /fee/i, /Section 301 exclusions/, /note 52 exemptions/, /note 50 exemptions/, /note 51\(d\)/]) {
    assert.ok(r.not_included.some((n) => what.test(n)), String(what));
  }
  assert.ok(!r.assumptions.some((a) => a.startsWith('Included: the ordinary duty and Section 232.')));
});
