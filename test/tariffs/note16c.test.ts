// The 2026 regime as the official texts print it: every printed Proclamation 11021 annex
// provision gives the annex's answer on 2026-05-01, every Proclamation 11032 change shows on
// 2026-06-08 and not a day earlier, and the CLI, /api/v1 and duty_impact agree on each.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lookupHtsCode, lookupHtsCodes, type HtsLookupResult } from '../../src/tariffs/lookup.ts';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import type { Note16cExpected } from '../../scripts/lib/note16c-sources.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { runCli } from '../support/spawn.ts';

const EXPECTED = JSON.parse(readFileSync(new URL('../../data/section232/note16c-expected.json', import.meta.url), 'utf8')) as Note16cExpected;
const ANNEX: Record<string, { annex: string; rate: number; basis: 'additional' | 'all_in' }> = {
  i: { annex: 'I-A', rate: 50, basis: 'additional' },
  ii: { annex: 'I-A', rate: 50, basis: 'additional' },
  iii: { annex: 'I-A', rate: 50, basis: 'additional' },
  iv: { annex: 'I-A', rate: 50, basis: 'additional' },
  v: { annex: 'I-A', rate: 50, basis: 'additional' },
  vi: { annex: 'I-B', rate: 25, basis: 'additional' },
  vii: { annex: 'I-B', rate: 25, basis: 'additional' },
  viii: { annex: 'I-B', rate: 25, basis: 'additional' },
  ix: { annex: 'III', rate: 15, basis: 'all_in' },
  x: { annex: 'III', rate: 15, basis: 'all_in' },
};

/** A printed provision as a 10-digit code (zeros after it), the way a user would look a line of it up. */
const asCode = (provision: string) => {
  const d = provision.replace(/\./g, '').padEnd(10, '0');
  return `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}`;
};

/** The lists an answer rests on: the matching one and the others that also cover the code. */
const listsOf = (r: HtsLookupResult) => [r.detail?.list_id, ...(r.detail?.also_listed_on ?? []).map((o) => o.list_id)];
const onList = (r: HtsLookupResult, sub: string) => listsOf(r).some((id) => id === `s232-2026/16-c-${sub}` || id?.startsWith(`s232-2026/16-c-${sub}/`));

describe('every printed Proclamation 11021 annex provision, on 2026-05-01', () => {
  for (const [sub, want] of Object.entries(ANNEX)) {
    it(`16(c)(${sub}), Annex ${want.annex}: a hit on its list at ${want.rate}% ${want.basis}`, () => {
      const printed = EXPECTED.printed_pp11021[sub];
      assert.ok(printed.length > 0);
      const results = lookupHtsCodes(printed.map(asCode), { asOf: '2026-05-01' });
      for (const [i, r] of results.entries()) {
        assert.equal(r.status, 'hit', printed[i]);
        assert.ok(onList(r, sub), `${printed[i]} on ${listsOf(r).join(', ')}`);
        // Where another action covers the line (an auto or truck part: notes 33 and 38 take it out
        // of the metal lists), the detail answers that action's outcomes, as the estimate does.
        if (r.detail?.list_id?.startsWith(`s232-2026/16-c-${sub}`) && !r.detail.outcomes) {
          assert.equal(r.detail.rate_pct, want.rate, printed[i]);
          assert.equal(r.detail.rate_basis, want.basis, printed[i]);
        }
      }
    });
  }

  it('an Annex II provision (removed from scope) on no other annex is never a hit', () => {
    const others = Object.values(EXPECTED.printed_pp11021).flat().map((c) => c.replace(/\./g, ''));
    const onlyII = EXPECTED.printed_pp11021_annex_ii.filter((c) => {
      const d = c.replace(/\./g, '');
      return !others.some((o) => d.startsWith(o) || o.startsWith(d));
    });
    assert.ok(onlyII.length > 150, `${onlyII.length} Annex-II-only provisions`);
    for (const day of ['2026-05-01', '2026-06-07']) {
      for (const r of lookupHtsCodes(onlyII.map(asCode), { asOf: day })) assert.notEqual(r.status, 'hit', `${r.code} on ${day}`);
    }
  });

  it('7323.10.0000 (kitchenware, missing from the older transcription) is a +25% Annex I-B hit', () => {
    for (const code of ['7323.10.0000', '7321.11.1000', '7323.93.0000']) {
      const r = lookupHtsCode(code, { asOf: '2026-05-01' });
      assert.equal(r.status, 'hit', code);
      assert.equal(r.detail?.list_id, 's232-2026/16-c-vii');
      assert.equal(r.detail?.chapter99_heading, '9903.82.09');
      assert.deepEqual([r.detail?.rate_pct, r.detail?.rate_basis], [25, 'additional']);
    }
  });
});

describe('Proclamation 11032: on 2026-06-08, not a day earlier', () => {
  const on = (code: string, day: string) => lookupHtsCode(code, { asOf: day });

  it('every provision of the Rev 10 note text is a hit on its list from 2026-06-08', () => {
    for (const [sub, printed] of Object.entries(EXPECTED.note16c_rev10)) {
      for (const [i, r] of lookupHtsCodes(printed.map(asCode), { asOf: '2026-06-08' }).entries()) {
        assert.equal(r.status, 'hit', printed[i]);
        assert.ok(onList(r, sub), `${printed[i]} (16(c)(${sub})) on ${listsOf(r).join(', ')}`);
      }
    }
  });

  it('8415.90.8010 moves from 16(c)(vi) (+25%) to Annex III 16(c)(ix) (15% all-in)', () => {
    const before = on('8415.90.8010', '2026-06-07').detail;
    const after = on('8415.90.8010', '2026-06-08').detail;
    assert.deepEqual([before?.list_id, before?.chapter99_heading, before?.rate_pct, before?.rate_basis], ['s232-2026/16-c-vi/until-p11032', '9903.82.09', 25, 'additional']);
    assert.deepEqual([after?.list_id, after?.chapter99_heading, after?.rate_pct, after?.rate_basis], ['s232-2026/16-c-ix/p11032', '9903.82.10', 15, 'all_in']);
    assert.ok(after?.other_rates.some((o) => o.chapter99_heading === '9903.82.07' && o.rate_pct === 10 && o.rate_basis === 'all_in' && /85%/.test(o.applies_to)));
    assert.ok(before?.other_rates.some((o) => o.chapter99_heading === '9903.82.06' && /95%/.test(o.applies_to)));
  });

  it('racks (9403.20.0075) and lithographic plates (3701.30.0000) join on 2026-06-08', () => {
    for (const [code, list] of [['9403.20.0075', 's232-2026/16-c-vii/p11032'], ['9403.20.0082', 's232-2026/16-c-vii/p11032'], ['3701.30.0000', 's232-2026/16-c-vi/p11032']]) {
      assert.notEqual(on(code, '2026-06-07').status, 'hit', code);
      const after = on(code, '2026-06-08');
      assert.equal(after.status, 'hit', code);
      assert.deepEqual([after.detail?.list_id, after.detail?.rate_pct], [list, 25]);
    }
  });

  it('a forklift (8427.20.4000) is a 16(c)(vii) hit until 2026-06-07 and a 16(c)(xi) hit from 2026-06-08', () => {
    assert.equal(on('8427.20.4000', '2026-06-07').detail?.list_id, 's232-2026/16-c-vii/until-p11032');
    const after = on('8427.20.4000', '2026-06-08').detail;
    assert.equal(after?.list_id, 's232-2026/16-c-xi');
    assert.deepEqual([after?.chapter99_heading, after?.rate_pct, after?.rate_basis], ['9903.82.09', 25, 'additional']);
    assert.ok(after?.other_rates.some((o) => o.chapter99_heading === '9903.82.22' && o.rate_basis === 'all_in' && /Switzerland/.test(o.applies_to)));
    // Only (xi) answers carry the gap about its end date.
    assert.ok(after?.notes.some((n) => n.code === 'data_gap' && /end date of the 16\(c\)\(xi\)/.test(n.message)));
    assert.ok(!on('7323.10.0000', '2026-06-08').detail?.notes.some((n) => /end date of the 16\(c\)\(xi\)/.test(n.message)));
  });

  it('8708.29.21 splits: .20 to Annex III 16(c)(x), .30 to 16(c)(ix)', () => {
    for (const code of ['8708.29.2120', '8708.29.2130']) assert.equal(on(code, '2026-06-07').detail?.rate_basis, 'additional');
    assert.equal(on('8708.29.2120', '2026-06-08').detail?.list_id, 's232-2026/16-c-x/p11032');
    assert.equal(on('8708.29.2130', '2026-06-08').detail?.list_id, 's232-2026/16-c-ix/p11032');
  });

  it('no answer says the Proclamation 11032 lists are missing', () => {
    for (const code of ['7326.90.8688', '1001.11.0000', '8427.20.4000']) {
      assert.ok(!on(code, '2026-07-01').detail?.notes.some((n) => /lists are not in this data/.test(n.message)), code);
    }
  });

  it('from 2028-01-01 Annex III provisions are answered as 16(c)(vi)/(vii) at +25% (Proclamation 11021, Annex IV part B)', () => {
    const last = on('8415.90.8010', '2027-12-31').detail;
    const first = on('8415.90.8010', '2028-01-01').detail;
    assert.deepEqual([last?.rate_pct, last?.rate_basis], [15, 'all_in']);
    assert.deepEqual([first?.chapter99_heading, first?.rate_pct, first?.rate_basis], ['9903.82.09', 25, 'additional']);
    assert.ok(first?.notes.some((n) => n.code === 'data_gap' && /Annex IV/.test(n.message)));
  });
});

describe('duty_impact reads the rates as the headings state them', () => {
  const estimate = (code: string, countryOfOrigin: Parameters<typeof estimateDutyImpact>[0]['countryOfOrigin'], asOf: string) =>
    estimateDutyImpact({ htsCodes: [code], annualImportValueUsd: 100_000, countryOfOrigin, asOf });

  it('Annex III 15% all-in: the ordinary rate is taken into it (a Free line pays all 15% as Section 232); low 0 for the weight condition', () => {
    const r = estimate('8428.32.0000', 'china', '2026-05-01');
    assert.equal(r.per_code[0].rate_basis, 'all_in');
    assert.deepEqual(r.per_code[0].ordinary_rate, { text: 'Free', pct: 0, line: '8428.32.0000' });
    assert.deepEqual([r.per_code[0].factor_low, r.per_code[0].factor_high], [0, 0.15]);
    assert.ok(r.assumptions.some((a) => /Not assumed .*10% all-in \(9903\.82\.07\)/.test(a)));
  });

  it('16(c)(xi): +25% from China, 15% all-in from the EU, USMCA content bounds from Canada (full-value chapter rule aside)', () => {
    const china = estimate('8427.20.4000', 'china', '2026-06-08');
    const eu = estimate('8427.20.4000', 'eu', '2026-06-08');
    const canada = estimate('8427.20.4000', 'canada', '2026-06-08');
    const other = estimate('8427.20.4000', 'other', '2026-06-08');
    assert.equal(china.per_code[0].factor_high, 0.25);
    assert.deepEqual([eu.per_code[0].rate_pct, eu.per_code[0].rate_basis, eu.per_code[0].factor_high], [15, 'all_in', 0.15]);
    assert.match(eu.per_code[0].basis, /9903\.82\.22/);
    assert.match(canada.per_code[0].basis, /9903\.82\.20/);
    assert.ok(canada.assumptions.some((a) => /US-content share is not known: low assumes US content of 40%/.test(a)));
    assert.ok(other.assumptions.some((a) => /Origin 'other' without originCountry is taken as a country without a treatment of its own.*Switzerland/.test(a)));
    // Chapter 84: low is 0 everywhere (the 15%-by-weight condition); high is the treatment's.
    for (const r of [china, eu, canada, other]) assert.equal(r.per_code[0].factor_low, 0);
    // The day before, (xi) does not exist: the EU pays the (vii) +25%.
    assert.equal(estimate('8427.20.4000', 'eu', '2026-06-07').per_code[0].factor_high, 0.25);
  });

  it('USMCA content bounds on a full-value line: low 0.25 x 0.6, high 0.25', () => {
    // A (xi) heading of chapter 87 is still outside 72/73/74/76: take the bounds before the weight rule from the treatment itself.
    const r = estimate('8705.10.0000', 'mexico', '2026-06-08');
    assert.equal(r.per_code[0].factor_high, 0.25);
    assert.ok(r.assumptions.some((a) => /low assumes US content of 40%/.test(a)));
  });
});

describe('the CLI, /api/v1 and duty_impact agree across the boundary', () => {
  let t: TestApp;
  let key: string;
  before(async () => {
    t = await buildTestApp();
    key = await t.key('tariffs', 'delegate:on');
  });
  after(() => t.dispose());

  const cases: Array<[string, string]> = [
    ['7323.10.0000', '2026-05-01'],
    ['8415.90.8010', '2026-06-07'],
    ['8415.90.8010', '2026-06-08'],
    ['9403.20.0075', '2026-06-07'],
    ['9403.20.0075', '2026-06-08'],
    ['3701.30.0000', '2026-06-08'],
    ['8427.20.4000', '2026-06-08'],
  ];
  for (const [code, day] of cases) {
    it(`${code} on ${day}`, async () => {
      const cli = await runCli(['hts', code, '--json', '--as-of', day]);
      assert.equal(cli.code, 0, cli.stderr);
      const v1: any = await (await t.post('/api/v1/tariffs/hts/lookup', { codes: [code], as_of: day }, key)).json();
      t.clock.set(Date.parse(`${day}T12:00:00Z`));
      const duty: any = await (await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: [code], annualImportValueUsd: 1000, countryOfOrigin: 'china' })).json();
      const fromCli = JSON.parse(cli.stdout).results[0];
      assert.deepEqual(fromCli, v1.results[0]);
      assert.equal(duty.as_of, day);
      assert.equal(duty.per_code[0].status, v1.results[0].status);
      if (v1.results[0].status === 'hit') {
        assert.equal(duty.per_code[0].rate_pct, v1.results[0].detail.rate_pct);
        assert.equal(duty.per_code[0].rate_basis, v1.results[0].detail.rate_basis);
      }
    });
  }
});
