// Issue 35, What to build 2: note 40(h)'s onshoring conditions are questions. Before, a patented
// medicine from a country without a partner heading read 100% (9903.04.60) as certain, with
// 9903.04.64 named only as "not assumed" and 9903.04.65 not at all. $1M of 3004.20.0010 (Free).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { estimateDutyImpact, type DutyImpactInput } from '../../src/tariffs/duty-impact.ts';
import { lookupHtsCodes } from '../../src/tariffs/lookup.ts';
import { resolveOrigin } from '../../src/tariffs/origin.ts';
import type { Answers } from '../../src/tariffs/questions.ts';

const AS_OF = '2026-10-15';
const medicine = (answers: Answers, extra: Partial<DutyImpactInput> = {}) =>
  estimateDutyImpact({ htsCodes: ['3004.20.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf: AS_OF, answers, ...extra });
const certain = (usd: number) => ({ low: usd, mid: usd, high: usd });

test('a patented medicine from China: unanswered onshoring, $0 to $1M naming both questions; each answer one figure', () => {
  const open = medicine({ patented: true });
  assert.deepEqual(open.estimate_usd, { low: 0, mid: 500_000, high: 1_000_000 });
  assert.deepEqual(open.per_code[0]!.outcomes.map((o) => o.chapter99_heading), ['9903.04.60', '9903.04.64', '9903.04.65']);
  assert.deepEqual(open.per_code[0]!.questions.map((q) => q.id), ['onshoring_plan', 'mfn_pricing_agreement']);
  // 40(h)(i): "Heading 9903.04.64 applies to patented pharmaceutical articles imported for companies subject to an
  // onshoring plan approved by the Secretary of Commerce"; 9903.04.64: "The duty provided in the applicable
  // subheading + 20%": Free + 20% of $1M.
  assert.deepEqual(medicine({ patented: true, onshoring_plan: true, mfn_pricing_agreement: false }).estimate_usd, certain(200_000));
  // 40(h)(ii): such articles "imported for companies that have entered into a Most-Favored-Nation pharmaceutical
  // pricing agreement": 9903.04.65, "+ 0%".
  const mfn = medicine({ patented: true, onshoring_plan: true, mfn_pricing_agreement: true });
  assert.deepEqual(mfn.estimate_usd, certain(0));
  assert.deepEqual(mfn.per_code[0]!.outcomes.map((o) => o.chapter99_heading), ['9903.04.65']);
  // No plan: 40(d), 9903.04.60, 100% all-in.
  assert.deepEqual(medicine({ patented: true, onshoring_plan: false }).estimate_usd, certain(1_000_000));
});

test('partners keep their heading and are not asked (which of 40(f)/(g) and (h) applies to them is not said)', () => {
  const swiss = medicine({ patented: true }, { countryOfOrigin: 'other', originCountry: 'CH' });
  assert.deepEqual(swiss.estimate_usd, certain(150_000));
  assert.ok(!swiss.per_code[0]!.questions.some((q) => q.id === 'onshoring_plan'));
});

test('the lookup and the CLI answer the same questions the same way', () => {
  const d = lookupHtsCodes(['3004.20.0010'], { asOf: AS_OF, origin: resolveOrigin('china'), answers: { patented: true } })[0]!.detail!;
  assert.deepEqual(d.outcomes!.map((o) => o.chapter99_heading), ['9903.04.60', '9903.04.64', '9903.04.65']);
  assert.deepEqual(d.questions, ['onshoring_plan', 'mfn_pricing_agreement']);
  const answered = lookupHtsCodes(['3004.20.0010'], { asOf: AS_OF, origin: resolveOrigin('china'), answers: { patented: true, onshoring_plan: true, mfn_pricing_agreement: false } })[0]!.detail!;
  assert.deepEqual([answered.chapter99_heading, answered.rate_pct, answered.rate_basis], ['9903.04.64', 20, 'additional']);
  const bin = fileURLToPath(new URL('../../bin/dutyscout', import.meta.url));
  const r = spawnSync(bin, ['duty', '--codes', '3004.20.0010', '--value', '1000000', '--origin', 'china', '--answer', 'patented=yes', '--answer', 'onshoring_plan=yes', '--answer', 'mfn_pricing_agreement=no', '--as-of', AS_OF, '--json'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout).estimate_usd, certain(200_000));
});
