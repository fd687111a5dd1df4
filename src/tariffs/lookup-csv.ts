// A lookup's answer as CSV columns, the same for the CLI's `hts --csv` and the web's download:
// cells stay strings or plain numbers (an HTS code keeps its leading zeros).
import type { HtsLookupResult } from './lookup.ts';

export const LOOKUP_COLUMNS = ['line', 'code', 'status', 'hit', 'in_scope', 'regime', 'as_of', 'matching_provision', 'chapter99_heading', 'list', 'rate_pct', 'value_base', 'nearest_listed', 'citation', 'notes'];

/** One row's lookup columns; `problem` replaces the notes when the row could not be looked up. */
export function lookupCells(row: { line: number }, r: HtsLookupResult, problem: string | undefined): Array<string | number | boolean | null | undefined> {
  const d = r.detail;
  return [
    row.line,
    r.status === 'invalid' ? '' : r.code,
    r.status,
    r.hit,
    r.in_scope,
    d?.regime,
    d?.as_of,
    d?.matching_provision,
    d?.chapter99_heading,
    d?.list,
    d?.rate_pct,
    d?.value_base,
    r.adjacent_hits.map((a) => a.code_heading).join(' '),
    d?.citations.join('; '),
    (problem ? [problem] : (d?.notes.map((n) => n.code) ?? [])).join('; '),
  ];
}
