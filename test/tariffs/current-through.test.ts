// The answers an importer checks against the HTS in force: every Section 232 action on its
// dates (drones, patented pharmaceuticals, appliances, semiconductors), Revision 11's successor
// lines, the ordinary duty in the estimate, ranges where a fact not given decides, and the
// sources date on every answer.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { lookupHtsCode } from '../../src/tariffs/lookup.ts';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import { buildTestApp, type TestApp } from '../support/app.ts';

const status = (code: string, asOf: string) => lookupHtsCode(code, { asOf }).status;
const actionsOf = (code: string, asOf: string) => (lookupHtsCode(code, { asOf }).detail?.in_scope_by ?? []).flatMap((s) => (s.kind === 'action' ? [s] : []));
const headings = (code: string, asOf: string) => actionsOf(code, asOf).map((s) => s.chapter99_heading);
const duty = (code: string, country: 'china' | 'eu' | 'south_korea' | 'other' | 'japan' | 'canada' | 'mexico', asOf: string, value = 1_000_000) =>
  estimateDutyImpact({ htsCodes: [code], annualImportValueUsd: value, countryOfOrigin: country, asOf });

describe('Section 232 actions on their dates', () => {
  it('a drone is in scope under 9903.08.21 from 2026-09-03 (note 43), not the day before', () => {
    assert.equal(status('8806.21.0000', '2026-09-02'), 'clear');
    assert.equal(status('8806.21.0000', '2026-09-03'), 'in_scope_no_bis14');
    assert.ok(headings('8806.21.0000', '2026-09-03').includes('9903.08.21'));
  });

  it('a note 40 medicine is in scope from 2026-07-31, not on 2026-07-30, and answers as conditional on a patent', () => {
    assert.equal(lookupHtsCode('3004.20.0010', { asOf: '2026-07-30' }).in_scope, false);
    const r = lookupHtsCode('3004.20.0010', { asOf: '2026-08-01' });
    assert.equal(r.status, 'in_scope_no_bis14');
    const action = actionsOf('3004.20.0010', '2026-08-01').find((s) => s.chapter99_heading === '9903.04.60');
    assert.ok(action, 'covered by 9903.04.60');
    assert.match(action!.condition ?? '', /patented/);
  });

  it('the note 40 list of Revision 14 is read in the numbering it was printed in (before Revision 11\'s splits), as Revision 20 re-keyed it', () => {
    // Printed 3004.90.9225 was renumbered .9226 on 2026-07-01; the number .9225 now names the goods of old .9224 (not listed).
    assert.equal(status('3004.90.9226', '2026-08-01'), 'in_scope_no_bis14');
    assert.equal(status('3004.90.9225', '2026-08-01'), 'clear');
    // Printed 3004.20.0083 went to six successor lines on 2026-07-01.
    assert.equal(status('3004.20.0042', '2026-08-01'), 'in_scope_no_bis14');
    assert.equal(status('3004.20.0042', '2026-09-29'), 'in_scope_no_bis14');
    assert.deepEqual(actionsOf('3004.20.0042', '2026-08-01').map((a) => a.action_id), ['pharmaceuticals/2026-rev14']);
  });

  it('the lines Revision 11 split off listed lines inherit the listing from 2026-07-01, and say so', () => {
    for (const code of ['8413.91.9044', '8479.89.9510']) {
      const r = lookupHtsCode(code, { asOf: '2026-09-28' });
      assert.equal(r.status, 'hit', code);
      assert.ok(r.detail!.notes.some((n) => n.code === 'inherited_listing'), `${code} names the line it inherits from`);
      assert.notEqual(status(code, '2026-06-30'), 'hit', `${code} did not exist before the split`);
    }
  });

  it('household appliances join the 2025 steel list on 2025-06-23 (FR 2025-11067), not on 2025-03-12', () => {
    assert.notEqual(status('8450.11.0040', '2025-06-22'), 'hit');
    assert.equal(status('8450.11.0040', '2025-06-23'), 'hit');
  });

  it('semiconductors from 2026-01-15', () => {
    assert.ok(!headings('8471.50.0150', '2026-01-14').includes('9903.79.01'));
    assert.ok(headings('8471.50.0150', '2026-01-15').includes('9903.79.01'));
  });
});

describe('the estimate: ordinary duty, Section 232 and total', () => {
  it('$1M of 7326.90.8688 from China is $779,000 in all: 50% Section 232, the 2.9% ordinary duty and Section 301 List 3 (+25%)', () => {
    const r = duty('7326.90.8688', 'china', '2026-09-28');
    assert.deepEqual(r.estimate_usd, { low: 500_000, mid: 500_000, high: 500_000 });
    assert.deepEqual(r.ordinary_duty_usd, { low: 29_000, mid: 29_000, high: 29_000 });
    // 9903.88.03 stacks; note 52's China duty does not (52(f)(1) exempts goods under 9903.82.02).
    assert.deepEqual(r.parts.map((p) => [p.part, p.usd.mid]), [['ordinary', 29_000], ['section232', 500_000], ['section301', 250_000]]);
    assert.deepEqual(r.total_duty_usd, { low: 779_000, mid: 779_000, high: 779_000 });
    assert.deepEqual(r.per_code[0].ordinary_rate, { text: '2.9%', pct: 2.9, line: '7326.90.86' });
  });

  it('an all-in rate uses the ordinary rate: a Korean auto part under the 15% cap pays 15% in all, not 15% on top', () => {
    const r = duty('8708.30.5090', 'south_korea', '2026-09-28');
    // 9903.94.63, the heading for a column 1 rate under 15% (issue 35, Why 5); .62 is for 15% or more.
    const capped = r.per_code[0].outcomes.find((o) => o.chapter99_heading === '9903.94.63');
    assert.ok(capped, 'the Korean cap is one outcome');
    const ordinary = r.per_code[0].ordinary_rate.pct!;
    assert.equal(capped!.factor_high, Math.round((15 - ordinary) * 10_000) / 1_000_000);
  });

  it('a laptop from anywhere is a range from $0: note 33(g) reaches only parts of passenger vehicles', () => {
    for (const country of ['china', 'eu', 'other'] as const) {
      const r = duty('8471.30.0100', country, '2026-09-28');
      assert.equal(r.estimate_usd.low, 0, country);
      assert.ok(r.estimate_usd.high > 0, country);
      assert.ok(r.per_code[0].deciding_facts.some((f) => /passenger vehicle/.test(f)), country);
    }
  });

  it('a Korean part on both the auto-parts and the truck-parts lists is a range between the 15% cap and 25%', () => {
    const r = duty('8708.30.5090', 'south_korea', '2026-09-28');
    assert.ok(r.estimate_usd.low < r.estimate_usd.high);
    assert.equal(r.estimate_usd.high, 250_000);
    assert.ok(r.per_code[0].deciding_facts.some((f) => /medium- or heavy-duty/.test(f)));
  });

  it('a line on both 2025 lists pays on its steel and its aluminum content', () => {
    const both = duty('8418.10.0010', 'china', '2025-09-01');
    assert.ok(both.assumptions.some((a) => /on both steel and aluminum lists/.test(a)));
  });

  it('a drone differs between 2026-09-02 and 2026-09-03, and its thermal imaging decides +25% or +100%', () => {
    const before = duty('8806.21.0000', 'china', '2026-09-02');
    const after = duty('8806.21.0000', 'china', '2026-09-03');
    assert.equal(before.estimate_usd.high, 0);
    assert.equal(after.estimate_usd.low, 250_000);
    assert.equal(after.estimate_usd.high, 1_000_000);
    assert.ok(after.per_code[0].deciding_facts.some((f) => /thermal imaging/.test(f)));
  });

  it('every estimate names its HTS revision and sources date', () => {
    const r = duty('7326.90.8688', 'china', '2026-09-28');
    assert.ok(r.sources_as_of >= '2026-09-28', r.sources_as_of);
    assert.match(r.hts_revision, /Revision 2\d/);
    assert.ok(r.citations.some((c) => c.includes(r.sources_as_of)));
  });
});

describe('duty_impact over HTTP: asOf and unknown fields', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    t.clock.set(Date.UTC(2026, 10, 21, 12, 0, 0));
  });
  after(() => t.dispose());
  const tool = (body: unknown) => t.post('/api/mcp/tariffs/duty_impact', body);

  it('answers for the asOf day asked about', async () => {
    const ask = async (asOf: string) => (await (await tool({ htsCodes: ['8806.21.0000'], annualImportValueUsd: 100_000, countryOfOrigin: 'china', asOf })).json()) as any;
    const before = await ask('2026-09-02');
    const after = await ask('2026-09-03');
    assert.equal(before.as_of, '2026-09-02');
    assert.equal(before.estimate_usd.mid, 0);
    assert.ok(after.estimate_usd.mid > 0);
    assert.ok(after.sources_as_of >= '2026-09-28');
  });

  it('refuses an unknown field or a bad asOf with 400 instead of ignoring it', async () => {
    const unknown = await tool({ htsCodes: ['8806.21.0000'], annualImportValueUsd: 1, countryOfOrigin: 'china', as_of: '2026-09-02' });
    assert.equal(unknown.status, 400);
    assert.match(JSON.stringify(await unknown.json()), /as_of/);
    const bad = await tool({ htsCodes: ['8806.21.0000'], annualImportValueUsd: 1, countryOfOrigin: 'china', asOf: '2026-02-30' });
    assert.equal(bad.status, 400);
    // A day before the data names the field the caller sent (asOf), not v1's as_of.
    const early = await tool({ htsCodes: ['8806.21.0000'], annualImportValueUsd: 1, countryOfOrigin: 'china', asOf: '2020-01-01' });
    assert.equal(early.status, 400);
    assert.deepEqual(((await early.json()) as { details: { path: string }[] }).details.map((d) => d.path), ['asOf']);
  });
});
