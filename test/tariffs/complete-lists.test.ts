// Issue 35, Why 1: note 16(c)'s lists are complete ("Headings 9903.82.02-9903.82.26 apply to ...
// articles classifiable in the provisions of the HTSUS enumerated in the following lists"), so
// from 2026-04-06 a metal-chapter line on none of them owes no Section 232 metal duty: no range.
// Before, the 2025 lists grew by inclusion rounds and such a line stays a range.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import type { CountryOfOrigin } from '../../src/tariffs/dataset-types.ts';

const estimate = (code: string, countryOfOrigin: CountryOfOrigin, asOf: string) => estimateDutyImpact({ htsCodes: [code], annualImportValueUsd: 1_000_000, countryOfOrigin, asOf });

test('7202.50.0000 (ferro-silico-chromium) from China: on no 16(c) list, so no Section 232 duty, no question', () => {
  const r = estimate('7202.50.0000', 'china', '2026-10-15');
  assert.deepEqual(r.estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.equal(r.per_code[0].status, 'in_scope_no_bis14');
  assert.deepEqual(r.per_code[0].deciding_facts, []);
  assert.ok(r.assumptions.some((a) => /on none of the note 16\(c\) lists, which are complete/.test(a)));
});

test('unlisted lines of chapters 72, 73 (cast-iron tubes), 74 (refined copper cathodes) and 76 (aluminium waste) on each 2026 date: nothing; in 2025: a range', () => {
  for (const code of ['7202.50.0000', '7303.00.0030', '7403.11.0000', '7602.00.0030']) {
    for (const asOf of ['2026-04-06', '2026-06-08', '2026-08-15', '2026-11-26']) {
      const r = estimate(code, 'other', asOf);
      assert.equal(r.per_code[0].status, 'in_scope_no_bis14', `${code} ${asOf}`);
      assert.deepEqual(r.estimate_usd, { low: 0, mid: 0, high: 0 }, `${code} ${asOf}`);
    }
  }
  assert.ok(estimate('7303.00.0030', 'other', '2026-04-05').estimate_usd.high > 0, 'the 2025 regime keeps the range');
});
