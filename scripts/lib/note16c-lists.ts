// The s232-2026 lists, built from the U.S. note 16(c) comparison table: Proclamation 11021's
// lists (2026-04-06) with Proclamation 11032 (2026-06-08) as a dated change, not a second copy.
// Each note 16(c) list becomes up to three SectionLists: what both proclamations list (from
// 2026-04-06, open-ended), what 11032 took out (until 2026-06-07), what 11032 added (from
// 2026-06-08). Also the per-list reconciliation against the printed annexes and the Rev 10 text.

import { formatHtsDigits } from '../../src/tariffs/hts-code.ts';
import type { ListReconciliation, SectionList } from '../../src/tariffs/dataset-types.ts';
import { ANNEX_OF, digitsOf, SUBDIVISIONS, type Note16cExpected, type Note16cRow, type Subdivision } from './note16c-sources.ts';
import { HEADING, P11021, P11021_FROM, P11032, P11032_FROM, ratePeriods } from './note16c-rates.ts';

const TABLE_SOURCE =
  'shared/data/section232/p11021-p11032/s232_note16c_lists_PP11021_vs_PP11032.csv (HTS 2026 Rev 10 note 16(c) text; Rev 9 = Rev 10 with its word-diffs undone, checked code for code against the printed Proclamation 11021 annexes)';

const MOTORCYCLE_PARTS = {
  chapter99_heading: '9903.82.13',
  chapters: ['84', '85', '87'],
  message:
    'motorcycle parts of chapters 84, 85 or 87 for use in manufacturing motorcycles in the United States pay no Section 232 duty under 9903.82.13 (note 16(g) as Proclamation 11021 printed it; Proclamation 11032 modified 16(g), and its new text is not in this data).',
};

const THE_DAY_BEFORE_11032 = '2026-06-07';

function listName(list: Subdivision, title: string): string {
  const annex = ANNEX_OF[list];
  return `U.S. note 16(c)(${list}): ${title}${annex ? ` (Annex ${annex})` : ''}`;
}

/** The s232-2026 lists, in note order. */
export function lists2026(table: Note16cRow[]): SectionList[] {
  const lists: SectionList[] = [];
  for (const list of SUBDIVISIONS) {
    const rows = table.filter((r) => r.list === list);
    if (rows.length === 0) throw new Error(`no rows for 16(c)(${list})`);
    const annex = ANNEX_OF[list];
    const heading = annex ? HEADING[annex] : HEADING['I-B'];
    const both = rows.filter((r) => r.p11021 && r.p11032);
    const only11021 = rows.filter((r) => r.p11021 && !r.p11032);
    const only11032 = rows.filter((r) => !r.p11021 && r.p11032);
    const base = `s232-2026/16-c-${list}`;
    const segment = (id: string, part: Note16cRow[], from: string, to: string | null, citations: string[], note?: string): void => {
      if (part.length === 0) return;
      lists.push({
        id,
        regime: 's232-2026',
        name: listName(list, rows[0].title),
        metal: rows[0].metal,
        chapter99_heading: heading,
        effective_from: from,
        effective_to: to,
        rates: ratePeriods(list, from),
        citations,
        source: TABLE_SOURCE,
        ...(note ? { source_note: note } : {}),
        ...(['vi', 'vii', 'viii'].includes(list) ? { conditional_exemption: MOTORCYCLE_PARTS } : {}),
        provisions: part.map((r) => formatHtsDigits(r.digits)),
      });
    };
    segment(base, both, P11021_FROM, null, [P11021]);
    segment(`${base}/until-p11032`, only11021, P11021_FROM, THE_DAY_BEFORE_11032, [P11021, P11032], `Taken off this list by ${P11032} from ${P11032_FROM}.`);
    const addedId = both.length + only11021.length > 0 ? `${base}/p11032` : base;
    segment(addedId, only11032, P11032_FROM, null, [P11032], `Put on this list by ${P11032} from ${P11032_FROM}.`);
  }
  return lists;
}

/** Distinct provisions (bare digits) of one note 16(c) list in force on a day. */
export function provisionsOn(lists: SectionList[], list: Subdivision, day: string): Set<string> {
  const id = `s232-2026/16-c-${list}`;
  const out = new Set<string>();
  for (const l of lists) {
    if (l.id !== id && !l.id.startsWith(`${id}/`)) continue;
    if (l.effective_from > day || (l.effective_to !== null && l.effective_to < day)) continue;
    for (const p of l.provisions) out.add(digitsOf(p));
  }
  return out;
}

/** The same goods printed at two depths: one code's digits extend the other's with zeros only (7612.10.00 and 7612.10.00.00). */
const sameLine = (a: string, b: string): boolean =>
  a === b || (a.startsWith(b) && /^0+$/.test(a.slice(b.length))) || (b.startsWith(a) && /^0+$/.test(b.slice(a.length)));

function differences(mine: Set<string>, theirs: string[], theirName: string): string[] {
  const their = theirs.map(digitsOf);
  const out: string[] = [];
  for (const t of their) {
    if (mine.has(t)) continue;
    const twin = [...mine].find((m) => sameLine(m, t));
    out.push(twin
      ? `${theirName} prints ${formatHtsDigits(t)} where the data (the note text) has ${formatHtsDigits(twin)}: the same goods (the extra digits are zeros)`
      : `${theirName} has ${formatHtsDigits(t)}, the data does not`);
  }
  for (const m of mine) if (!their.some((t) => sameLine(m, t))) out.push(`the data has ${formatHtsDigits(m)}, ${theirName} does not`);
  return out;
}

/** One row per note 16(c) list: counts in each source and in the data for both periods, and every disagreement with its reason. */
export function reconcile2026(table: Note16cRow[], lists: SectionList[], expected: Note16cExpected, oldTranscription: Map<string, string[]>): ListReconciliation[] {
  return SUBDIVISIONS.map((list) => {
    const rows = table.filter((r) => r.list === list);
    const before = provisionsOn(lists, list, '2026-05-01');
    const after = provisionsOn(lists, list, P11032_FROM);
    const printed = expected.printed_pp11021[list];
    const rev10 = expected.note16c_rev10[list];
    const old = oldTranscription.get(list);
    const disagreements: string[] = [];
    if (printed) disagreements.push(...differences(before, printed, 'the printed Proclamation 11021 annex'));
    disagreements.push(...differences(after, rev10, 'the HTS 2026 Rev 10 note text'));
    if (old) {
      const missing = [...before].filter((d) => !old.some((o) => sameLine(digitsOf(o), d)));
      const extra = old.filter((o) => ![...before].some((d) => sameLine(digitsOf(o), d)));
      if (missing.length > 0) {
        disagreements.push(`the older transcription (hts-hero @ d378171, which the data used before) misses ${missing.length} printed provision(s): ${missing.map(formatHtsDigits).join(', ')}; the printed annex wins`);
      }
      if (extra.length > 0) disagreements.push(`the older transcription has ${extra.length} provision(s) the printed annex does not: ${extra.join(', ')}; the printed annex wins`);
    }
    const moves = new Map<string, number>();
    for (const r of rows) if (r.change !== 'unchanged') moves.set(r.change, (moves.get(r.change) ?? 0) + 1);
    return {
      list: `16(c)(${list})`,
      annex: ANNEX_OF[list] ?? '(xi), new in Proclamation 11032',
      counts: {
        'note text 2026-04-06 (Rev 9)': rows.filter((r) => r.p11021).length,
        'printed annex (PP 11021)': printed?.length ?? 0,
        'older transcription': old?.length ?? 0,
        'data on 2026-05-01': before.size,
        'note text 2026-06-08 (Rev 10)': rev10.length,
        'data on 2026-06-08': after.size,
      },
      changes_on_2026_06_08: [...moves].map(([change, n]) => `${n} ${change}`),
      disagreements,
    };
  });
}
