// The compact lookup an agent gets over MCP (issue 36) loses nothing but the adjacent listings
// beyond the cap: expanded back by the rules it states (shared data, lists, treatments,
// questions, notes with their codes), it is the full lookup, code for code.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { lookupHtsCodes, type HtsLookupResult } from '../../src/tariffs/lookup.ts';
import { compactLookup, type CompactLookup } from '../../src/tariffs/lookup-compact.ts';
import { QUESTIONS } from '../../src/tariffs/questions.ts';

const CODES = [
  '8415.83.0050', '8544.30.0000', '7615.10.9100', '7321.12.0000', '8418.10.0010', '8302.42.3010', '8708.80.6590', '8429.20.0000', '8716.39.0010',
  '7326.90.8688', '7318.15.2030', '7318.15.20', '3004.31.0000', 'hooks', '9999.99.9999', '4811.51.6000', '8806.21.0000', '9403.20.0050',
  '8708.29.5160', '2804.61.0000', '7308.90.9590', '0101.21.0010', '8507.60.0020', '9401.61.4011',
];

const DETAIL_NULLABLE = ['matching_provision', 'chapter99_heading', 'list', 'list_id', 'metal', 'rate_pct', 'rate_basis', 'value_base'];
const DETAIL_ARRAYS = ['other_rates', 'also_listed_on', 'in_scope_by', 'citations'];

/** The full lookup back from the compact one, by the rules the compact answer states. */
function expand(c: CompactLookup, asOf: string): HtsLookupResult[] {
  const questionIds = new Map(Object.keys(c.questions).map((id) => [id, QUESTIONS[id as keyof typeof QUESTIONS].question]));
  return c.results.map((r) => {
    // Every full result has detail (the lookup's default); the compact one drops it when empty.
    const { adjacent_count: _count, detail: d = {}, ...rest } = r;
    const detail: Record<string, unknown> = { ...c.data, as_of: asOf, ...d };
    for (const k of DETAIL_NULLABLE) if (detail[k] === undefined) detail[k] = null;
    for (const k of DETAIL_ARRAYS) if (detail[k] === undefined) detail[k] = [];
    if (d.list_id) detail.list = c.lists[d.list_id];
    detail.other_rates = ((detail.other_rates as unknown[]) ?? []).map((o) => (typeof o === 'string' ? { chapter99_heading: o, ...c.treatments[o] } : o));
    detail.also_listed_on = (detail.also_listed_on as Array<{ list_id: string }>).map((a) => ({ ...a, list: c.lists[a.list_id] }));
    // Outcomes come with the questions that decide them; none open is an absent list.
    if (d.outcomes && !d.questions) detail.questions = [];
    if (d.outcomes)
      detail.outcomes = d.outcomes.map((o) => ({ ...o, when: o.when && o.when.replace(/the answer to (\w+) is/g, (_w, id: string) => `the answer to "${questionIds.get(id)}" is`) }));
    detail.notes = byText(c.notes.filter((n) => !n.codes || n.codes.includes(r.code)).map(({ code, message }) => ({ code, message })));
    return { ...rest, detail } as unknown as HtsLookupResult;
  });
}

/** A code's notes in a fixed order: the compact answer lists each once for all its codes. */
const byText = <T extends { code: string; message: string }>(notes: T[]) => [...notes].sort((a, b) => (a.code + a.message).localeCompare(b.code + b.message));

/** Key order aside (JSON objects have none). */
const sorted = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as any)[k])])) : v;

for (const asOf of ['2026-11-27', '2026-06-01', '2025-06-04']) {
  it(`on ${asOf}: the compact lookup expands back to the full lookup, adjacent listings aside`, () => {
    const full = lookupHtsCodes(CODES, { asOf });
    const compact = compactLookup(full);
    const back = expand(compact, asOf);
    assert.equal(back.length, full.length);
    for (let i = 0; i < full.length; i++) {
      const { adjacent_hits: adjacent, ...want } = full[i]!;
      want.detail = { ...want.detail!, notes: byText(want.detail!.notes) };
      const { adjacent_hits: kept, ...got } = back[i]!;
      assert.deepEqual(sorted(got), sorted(want), full[i]!.code);
      // Capped and counted: the nearest ones kept (none for a hit), the total said.
      assert.deepEqual(kept, adjacent.slice(0, full[i]!.status === 'hit' ? 0 : 3), full[i]!.code);
      assert.equal(compact.results[i]!.adjacent_count, kept.length < adjacent.length ? adjacent.length : undefined, full[i]!.code);
    }
  });
}

it('says a note every code carries once, with no list of codes, and empty detail not at all', () => {
  const compact = compactLookup(lookupHtsCodes(['8415.83.0050', '7326.90.8688', '4811.51.6000'], { asOf: '2026-11-27' }));
  const late = compact.notes.filter((n) => n.code === 'after_data_through');
  assert.equal(late.length, 1);
  assert.equal(late[0]!.codes, undefined);
  for (const r of compact.results) assert.doesNotMatch(JSON.stringify(r), /null|\[\]\}|"notes"|"data_revision"/, r.code);
});
