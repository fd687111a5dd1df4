// Duty arithmetic checked against figures computed by hand from the design note's formula.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { estimateDutyImpact, orderOfMagnitude, DEFAULT_METAL_SHARE } from './duty-impact.ts';
import { metalShare } from './metal-content.ts';
import { TariffError } from './errors.ts';

test('even split over valid codes; hit, clear, unlisted metal chapter and invalid (hand-computed)', () => {
  // $300,000 over 3 valid codes = $100,000 each.
  // 7326.90.8688 hit 50% full value -> 50,000; 1001.11.0000 clear -> 0;
  // 7323.91.5020 ch. 73 on no list -> low 0, high 50,000, mid 25,000; 'bad' carries no value.
  const r = estimateDutyImpact({
    htsCodes: ['7326.90.8688', '1001.11.0000', '7323.91.5020', 'bad'],
    annualImportValueUsd: 300_000,
    countryOfOrigin: 'eu',
    asOf: '2025-09-01',
  });
  assert.equal(r.regime, 's232-2025');
  assert.deepEqual(r.estimate_usd, { low: 50_000, mid: 75_000, high: 100_000 });
  assert.deepEqual(r.order_of_magnitude, { power: 4, label: '$10K-$100K' });
  assert.deepEqual(r.per_code.map((c) => [c.code, c.status, c.share_of_value]), [
    ['7326.90.8688', 'hit', 0.333333],
    ['1001.11.0000', 'clear', 0.333333],
    ['7323.91.5020', 'in_scope_no_bis14', 0.333333],
    ['bad', 'invalid', 0],
  ]);
  assert.equal(r.per_code[0].factor, 0.5);
  assert.deepEqual([r.per_code[2].factor_low, r.per_code[2].factor_high], [0, 0.5]);
  assert.ok(r.assumptions.some((a) => a.includes('split evenly over the 3 valid')));
  assert.ok(r.citations.some((c) => c.includes('10947')));
});

test('autos from Canada: USMCA qualification is a question, not a 0.73 average (issue 35, Why 7)', () => {
  // Not USMCA: $1,000,000 x 25% (9903.94.01). USMCA with approved U.S. content: 25% on the non-U.S.
  // content, unknown, so $0-250,000 (9903.94.03). Unanswered: the range between them.
  const r = estimateDutyImpact({ htsCodes: ['8703.22.0110'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'canada', asOf: '2025-09-01' });
  assert.deepEqual(r.estimate_usd, { low: 0, mid: 125_000, high: 250_000 });
  assert.equal(r.per_code[0].load_factor, 1);
  assert.deepEqual(r.per_code[0].questions.map((q) => q.id), ['usmca_qualifying']);
  assert.deepEqual(r.per_code[0].outcomes.map((o) => o.chapter99_heading), ['9903.94.01', '9903.94.03']);
  const notUsmca = estimateDutyImpact({ htsCodes: ['8703.22.0110'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'canada', asOf: '2025-09-01', answers: { usmca_qualifying: false } });
  assert.deepEqual(notUsmca.estimate_usd, { low: 250_000, mid: 250_000, high: 250_000 });
  const china = estimateDutyImpact({ htsCodes: ['8703.22.0110'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf: '2025-09-01' });
  assert.equal(china.estimate_usd.mid, 250_000);
});

test('s232-2026 outside metal chapters: low assumes the 15%-by-weight condition unmet, high met', () => {
  // 8418.10.0010 on Annex I-B (25%): $100,000 -> low 0, high 25,000, mid 12,500. (A part on
  // an auto-parts list would pay that action instead: note 33 takes it out of the metal duties.)
  const r = estimateDutyImpact({ htsCodes: ['8418.10.0010'], annualImportValueUsd: 100_000, countryOfOrigin: 'other', asOf: '2026-05-01' });
  assert.deepEqual(r.estimate_usd, { low: 0, mid: 12_500, high: 25_000 });
});

test('s232-2025 derivatives pay on metal content: the BEA share, else 0.5; a line on both lists pays on both metals', () => {
  const steel = metalShare('0402996800', 'steel');
  const aluminum = metalShare('0402996800', 'aluminum');
  assert.ok(steel !== null && steel > 0 && steel < 1 && aluminum !== null && aluminum > 0);
  // 0402.99.68 is on the steel (9903.81.91) and the aluminum (9903.85.08) round-1 lists, both 50%.
  const r = estimateDutyImpact({ htsCodes: ['0402.99.6800'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'other', asOf: '2025-09-01' });
  assert.equal(r.per_code[0].value_base, 'metal_content');
  assert.equal(r.estimate_usd.mid, Math.round(1_000_000 * 0.5 * (steel + aluminum)));
  // A line the data does not know (same 8-digit provision): 0.5 of value assumed -> $1,000,000 x 50% x 0.5.
  const unknown = estimateDutyImpact({ htsCodes: ['0402.99.6899'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'other', asOf: '2025-09-01' });
  assert.equal(unknown.estimate_usd.mid, 1_000_000 * 0.5 * DEFAULT_METAL_SHARE);
});

test('order of magnitude labels', () => {
  assert.deepEqual(orderOfMagnitude(0), { power: null, label: '$0' });
  assert.deepEqual(orderOfMagnitude(999), { power: 2, label: '$100-$1K' });
  assert.deepEqual(orderOfMagnitude(1_000), { power: 3, label: '$1K-$10K' });
  assert.deepEqual(orderOfMagnitude(12_345_678), { power: 7, label: '$10M-$100M' });
});

test('from 2026-06-08 a 16(c)(vi)-(viii) article of chapters 84, 85 or 87 asks note 16(k)\'s use (9903.82.25, 15% all-in); no data gap remains; a chapter 73 article is not asked', () => {
  const r = estimateDutyImpact({ htsCodes: ['8418.10.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf: '2026-07-01' });
  assert.deepEqual(r.data_gaps, []);
  assert.ok(r.per_code[0].questions.some((q) => q.id === 'exclusively_for_ag_or_industrial_equipment'));
  assert.ok(r.per_code[0].outcomes.some((o) => o.chapter99_heading === '9903.82.25'));
  const yes = estimateDutyImpact({ htsCodes: ['8418.10.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf: '2026-07-01', answers: { exclusively_for_ag_or_industrial_equipment: true, metal_15pct_by_weight: true } });
  assert.deepEqual(yes.estimate_usd, { low: 150_000, mid: 150_000, high: 150_000 });
  // The day before Proclamation 11032, and from Russia (general note 3(b)), no such question.
  assert.ok(!estimateDutyImpact({ htsCodes: ['8418.10.0010'], annualImportValueUsd: 1, countryOfOrigin: 'china', asOf: '2026-06-07' }).per_code[0].questions.some((q) => q.id === 'exclusively_for_ag_or_industrial_equipment'));
  assert.ok(!estimateDutyImpact({ htsCodes: ['8418.10.0010'], annualImportValueUsd: 1, countryOfOrigin: 'other', originCountry: 'RU', asOf: '2026-07-01' }).per_code[0].questions.some((q) => q.id === 'exclusively_for_ag_or_industrial_equipment'));
  assert.ok(!estimateDutyImpact({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'china', asOf: '2026-07-01' }).per_code[0].questions.some((q) => q.id === 'exclusively_for_ag_or_industrial_equipment'));
});

test('bad input is an invalid_request', () => {
  const base = { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'eu' as const };
  const bad: unknown[] = [
    { ...base, htsCodes: [] },
    { ...base, annualImportValueUsd: -1 },
    { ...base, annualImportValueUsd: Number.NaN },
    { ...base, countryOfOrigin: 'uk' },
    { ...base, htsCodes: [7326908688] },
    { ...base, asOf: '2025-13-01' },
  ];
  for (const input of bad) {
    assert.throws(() => estimateDutyImpact(input as Parameters<typeof estimateDutyImpact>[0]), (e: unknown) => e instanceof TariffError && e.code === 'invalid_request');
  }
});
