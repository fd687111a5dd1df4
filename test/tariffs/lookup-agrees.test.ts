// Issue 35: the v1 lookup and duty_impact never disagree about a line. For every provision the
// data lists and every prefix another action covers, on four dates: where the estimate (an origin
// without a treatment of its own) has one certain outcome, the lookup's heading, rate and basis are
// its; where it has several, the lookup lists the same outcomes. Before, buildDetail read the
// first matching list only (8708.40.3000: 9903.82.10 in the lookup, 9903.74.08 in the estimate).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { regimesFile, ALL_ACTIONS } from '../../src/tariffs/dataset.ts';
import { lookupHtsCodes } from '../../src/tariffs/lookup.ts';
import { estimateDutyImpact, MAX_DUTY_CODES } from '../../src/tariffs/duty-impact.ts';
import { COUNTRIES_OF_ORIGIN } from '../../src/tariffs/dataset-types.ts';
import { resolveOrigin } from '../../src/tariffs/origin.ts';

const DATES = ['2026-06-01', '2026-08-15', '2026-10-15', '2026-11-26'];
const tenDigits = (p: string) => {
  const d = p.replace(/\./g, '').padEnd(10, '0');
  return `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}`;
};
const codes = [...new Set([...regimesFile.lists.filter((l) => l.regime === 's232-2026').flatMap((l) => l.provisions), ...ALL_ACTIONS.flatMap((a) => a.prefixes)].map(tenDigits))];

test(`lookup and estimate agree on ${codes.length} listed or covered codes on ${DATES.length} dates`, () => {
  let compared = 0;
  for (const asOf of DATES) {
    for (let i = 0; i < codes.length; i += MAX_DUTY_CODES) {
      const batch = codes.slice(i, i + MAX_DUTY_CODES);
      const looked = lookupHtsCodes(batch, { asOf });
      const estimate = estimateDutyImpact({ htsCodes: batch, annualImportValueUsd: 1_000_000, countryOfOrigin: 'other', asOf });
      for (const [j, pc] of estimate.per_code.entries()) {
        const d = looked[j].detail!;
        if (pc.status === 'invalid') continue;
        compared++;
        const where = `${pc.code} on ${asOf}`;
        if (pc.outcomes.length === 1) {
          const [o] = pc.outcomes;
          if (o.chapter99_heading === null && d.chapter99_heading === null) continue;
          assert.deepEqual([d.chapter99_heading, d.rate_pct, d.rate_basis], [o.chapter99_heading, o.rate_pct, o.rate_basis], where);
        } else {
          assert.deepEqual(d.outcomes?.map((o) => o.chapter99_heading), pc.outcomes.map((o) => o.chapter99_heading), where);
          assert.ok(d.chapter99_heading === null || pc.outcomes.some((o) => o.chapter99_heading === d.chapter99_heading), where);
        }
      }
    }
  }
  assert.ok(compared > 1000, `compared ${compared}`);
});

test('with an origin the lookup lists the estimate\'s outcomes for it: each of the seven groups and three partner countries, on 2026-10-15', () => {
  const asOf = '2026-10-15';
  const origins = [...COUNTRIES_OF_ORIGIN.map((g) => ({ group: g, country: undefined })), { group: 'other' as const, country: 'CH' }, { group: 'other' as const, country: 'GB' }, { group: 'other' as const, country: 'TW' }];
  for (const { group, country } of origins) {
    const origin = resolveOrigin(group, country);
    for (let i = 0; i < codes.length; i += MAX_DUTY_CODES) {
      const batch = codes.slice(i, i + MAX_DUTY_CODES);
      const looked = lookupHtsCodes(batch, { asOf, origin });
      const estimate = estimateDutyImpact({ htsCodes: batch, annualImportValueUsd: 1_000_000, countryOfOrigin: group, ...(country ? { originCountry: country } : {}), asOf });
      for (const [j, pc] of estimate.per_code.entries()) {
        if (pc.status === 'invalid') continue;
        const d = looked[j].detail!;
        const where = `${pc.code} from ${country ?? group}`;
        assert.deepEqual(d.outcomes?.map((o) => o.chapter99_heading), pc.outcomes.map((o) => o.chapter99_heading), where);
        if (pc.outcomes.length === 1) assert.deepEqual([d.chapter99_heading, d.rate_pct, d.rate_basis], [pc.outcomes[0].chapter99_heading, pc.outcomes[0].rate_pct, pc.outcomes[0].rate_basis], where);
      }
    }
  }
});
