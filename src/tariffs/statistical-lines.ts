// The 10-digit statistical lines under an 8-digit provision on a day: USITC's lines
// (data/hts/lines.json, scripts/build-hts-lines.ts) with the statistical splits of later HTS
// revisions (revisions.json) applied from their effective dates. What an 8-digit code, as the
// lists print provisions, expands to.

import { readFileSync } from 'node:fs';
import { revisionsFile } from './dataset.ts';
import { deletedOn } from './successors.ts';
import { lazy } from '../lazy.ts';

interface LinesFile {
  source: string;
  revision_note: string;
  lines: Record<string, string>;
}

const FILE = lazy(() => JSON.parse(readFileSync(new URL('../../data/hts/lines.json', import.meta.url), 'utf8')) as LinesFile);

// Successor lines by their 8-digit provision, with the day they start.
const SUCCESSORS = lazy(() => {
  const map = new Map<string, Array<{ digits: string; from: string }>>();
  for (const split of revisionsFile.splits) {
    for (const code of split.successors) {
      const digits = code.replace(/\./g, '');
      const list = map.get(digits.slice(0, 8)) ?? [];
      list.push({ digits, from: split.effective });
      map.set(digits.slice(0, 8), list);
    }
  }
  return map;
});

const dotted = (d: string) => `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}`;

/** The lines (NNNN.NN.NNNN, sorted) under an 8-digit provision (bare digits) on a day; empty when the data knows none. */
export function linesUnder(head8: string, day: string): string[] {
  const found = new Set<string>();
  const suffixes = FILE().lines[head8];
  if (suffixes) for (const s of suffixes.split(' ')) if (!deletedOn(head8 + s, day)) found.add(head8 + s);
  for (const s of SUCCESSORS().get(head8) ?? []) if (s.from <= day) found.add(s.digits);
  return [...found].sort().map(dotted);
}

/** What the line list can miss, for answers that expand or refuse an 8-digit code. */
export function linesCaveat(): string {
  return `The lines are those of ${FILE().revision_note} (USITC's JSON export) with the statistical splits the imported revisions record; a line another revision added or deleted is not known to them.`;
}
