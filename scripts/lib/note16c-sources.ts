// Readers of the shared sources for the 2026 regime's U.S. note 16(c) lists (optional: only
// data:build and data:check read them, and only when ../shared is present):
//   - s232_note16c_lists_PP11021_vs_PP11032.csv: one row per (list, provision), in force
//     2026-04-06..06-07 (Proclamation 11021, HTS Rev 5-9) and from 2026-06-08 (Proclamation
//     11032, Rev 10). The build's primary source.
//   - pp11021_annexes_parsed.csv: the printed Proclamation 11021 annexes, parsed from the PDF.
//     The second, independent source for 2026-04-06..06-07.
//   - hts-2026-rev10/...-16-c-xi-....md: the Rev 10 text of note 16(c)(i)-(xi). The second
//     source for 2026-06-08 on, parsed here on its own (not through the CSV).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRecords } from '../../src/csv/csv.js';

export const SUBDIVISIONS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi'] as const;
export type Subdivision = (typeof SUBDIVISIONS)[number];

/** The printed annex each list's provisions stand in (xi has none: Proclamation 11032 added it). */
export const ANNEX_OF: Record<Subdivision, 'I-A' | 'I-B' | 'III' | null> = {
  i: 'I-A', ii: 'I-A', iii: 'I-A', iv: 'I-A', v: 'I-A', vi: 'I-B', vii: 'I-B', viii: 'I-B', ix: 'III', x: 'III', xi: null,
};

/** Printed annex section titles (as the PDF prints them) -> note 16(c) list. */
const SECTION_TO_LIST: Record<string, Subdivision> = {
  'I-A|Aluminum': 'i',
  'I-A|Aluminum Derivatives': 'ii',
  'I-A|Steel': 'iii',
  'I-A|Steel Derivatives': 'iv',
  'I-A|Copper Articles': 'v',
  'I-B|Aluminum Derivative': 'vi',
  'I-B|Steel Derivatives': 'vii',
  'I-B|Copper Articles': 'viii',
  'III|Aluminum Derivatives': 'ix',
  'III|Steel Derivatives': 'x',
};

export const P11021_DIR = 'p11021-p11032';
const TABLE = 's232_note16c_lists_PP11021_vs_PP11032.csv';
const PRINTED = 'pp11021_annexes_parsed.csv';
const REV10_TEXT = 'hts-2026-rev10/2026HTSRev10_changes_09-approve-cr-9-adds-u-s-note-16-c-xi-to-subchapter-iii-of-chapter-99.md';

export const digitsOf = (code: string): string => code.replace(/[.\s]/g, '');

function records(path: string): Array<Record<string, string>> {
  return csvRecords(readFileSync(path, 'utf8'));
}

export interface Note16cRow {
  list: Subdivision;
  metal: 'steel' | 'aluminum' | 'copper';
  title: string;
  /** As the note prints it, dotted. */
  hts: string;
  digits: string;
  /** In force 2026-04-06..2026-06-07 (Proclamation 11021). */
  p11021: boolean;
  /** In force from 2026-06-08 (Proclamation 11032). */
  p11032: boolean;
  change: string;
}

/** The comparison table, one row per (list, provision). */
export function readNote16cTable(s232Dir: string): Note16cRow[] {
  return records(join(s232Dir, P11021_DIR, TABLE)).map((r) => {
    const list = /^16\(c\)\(([ivx]+)\)$/.exec(r.note16_list)?.[1] as Subdivision | undefined;
    if (!list || !SUBDIVISIONS.includes(list)) throw new Error(`${TABLE}: unknown list ${r.note16_list}`);
    const col = (prefix: string) => r[Object.keys(r).find((k) => k.startsWith(prefix)) ?? ''] === 'Y';
    return {
      list,
      metal: r.metal as Note16cRow['metal'],
      title: r.list_title,
      hts: r.hts,
      digits: digitsOf(r.hts),
      p11021: col('in_force_2026-04-06'),
      p11032: col('in_force_from_2026-06-08'),
      change: r.change,
    };
  });
}

/** The printed Proclamation 11021 annexes: provisions (dotted as printed, distinct) per note 16(c) list, and Annex II (removed from scope). */
export function readPrintedAnnexes(s232Dir: string): { lists: Partial<Record<Subdivision, string[]>>; annexII: string[] } {
  const lists: Partial<Record<Subdivision, string[]>> = {};
  const annexII: string[] = [];
  const add = (into: string[], code: string) => {
    if (!into.some((c) => digitsOf(c) === digitsOf(code))) into.push(code);
  };
  for (const r of records(join(s232Dir, P11021_DIR, PRINTED))) {
    if (r.hts.startsWith('UNPARSED')) throw new Error(`${PRINTED}: an unparsed row on page ${r.pdf_page}`);
    if (r.annex === 'II') {
      add(annexII, r.hts);
      continue;
    }
    const list = SECTION_TO_LIST[`${r.annex}|${r.section}`];
    if (!list) throw new Error(`${PRINTED}: unknown section ${r.annex} ${r.section}`);
    add((lists[list] ??= []), r.hts);
  }
  return { lists, annexII };
}

/** Note 16(c)(i)-(xi) as HTS 2026 Rev 10 prints it (in force from 2026-06-08), read straight from the text. */
export function readRev10NoteText(s232Dir: string): Record<Subdivision, string[]> {
  const text = readFileSync(join(s232Dir, P11021_DIR, REV10_TEXT), 'utf8');
  const start = text.indexOf('### Subchapter III, U.S. note 16(c) (2026HTSRev10)');
  if (start < 0) throw new Error(`${REV10_TEXT}: the note 16(c) context block is missing`);
  const block = text.slice(start).split('```')[1] ?? '';
  const out = {} as Record<Subdivision, string[]>;
  // Each list opens with "(i) Articles of aluminum:" on its own line; its provisions are the
  // table cells until the next list. Blank cells are provisions Rev 10 deleted.
  const parts = block.split(/\n\s*\((i|ii|iii|iv|v|vi|vii|viii|ix|x|xi)\) [A-Z]/);
  for (let i = 1; i < parts.length; i += 2) {
    const list = parts[i] as Subdivision;
    out[list] = [...parts[i + 1].matchAll(/(?<![\d.])(\d{4}(?:\.\d{2}(?:\.\d{2}|\.\d{4})?)?)(?![\d.])/g)].map((m) => m[1]);
  }
  for (const s of SUBDIVISIONS) if (!out[s]) throw new Error(`${REV10_TEXT}: list 16(c)(${s}) not found`);
  return out;
}

/** What the committed expectations file holds: the two independent sources, as facts. */
export interface Note16cExpected {
  what: string;
  sources: Record<string, string>;
  /** Printed Proclamation 11021 annex provisions per note 16(c) list (in force 2026-04-06..06-07). */
  printed_pp11021: Record<string, string[]>;
  /** Printed Annex II: provisions removed from scope by Proclamation 11021. */
  printed_pp11021_annex_ii: string[];
  /** Note 16(c) as HTS 2026 Rev 10 prints it (in force from 2026-06-08). */
  note16c_rev10: Record<string, string[]>;
}

export const EXPECTED_FILE = 'note16c-expected.json';

export function expectedFromShared(s232Dir: string): Note16cExpected {
  const printed = readPrintedAnnexes(s232Dir);
  return {
    what:
      'The U.S. note 16(c) lists of the 2026 regime as two independent sources print them, for data:check to hold the built lists against (npm test runs it; no ../shared needed). Facts of U.S. law, copied with their provenance.',
    sources: {
      printed_pp11021: `shared/data/section232/${P11021_DIR}/${PRINTED}: the printed annexes of Proclamation 11021 (Metals-ANNEXES-I-A-I-B-II-III-IV.pdf, from Budget-Lab-Yale/tariff-rate-tracker @ 8315fffd), parsed with pdfplumber; sections mapped to note 16(c)(i)-(x)`,
      note16c_rev10: `shared/data/section232/${P11021_DIR}/${REV10_TEXT}: HTSUS 2026 Revision 10, U.S. note 16(c)(i)-(xi) (USITC text via brendanxmac/hts-hero @ d5c48ba7), read cell by cell`,
    },
    printed_pp11021: Object.fromEntries(SUBDIVISIONS.filter((s) => printed.lists[s]).map((s) => [s, printed.lists[s]!])),
    printed_pp11021_annex_ii: printed.annexII,
    note16c_rev10: readRev10NoteText(s232Dir),
  };
}
