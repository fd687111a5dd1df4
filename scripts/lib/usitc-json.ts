// Reads USITC's HTS JSON export (hts.usitc.gov "Export" as JSON: one array of rows per chapter
// file, or one array for the whole schedule) into the general (column 1) rate of every line that
// prints one. The rate sits on the 8-digit line; statistical lines under it print none and inherit
// it, which the service resolves by prefix (src/tariffs/ordinary-duty.ts).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface UsitcRow {
  htsno?: unknown;
  general?: unknown;
}

export interface GeneralRatesFile {
  source: string;
  revision_note: string;
  /** Bare digits of the line (4 to 10) -> its general rate as printed. */
  lines: Record<string, string>;
}

/** The JSON files of an export: a folder of chapter files (NN.json or N.json), or one file. */
function exportFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => /^\d{1,2}\.json$/.test(f))
    .sort((a, b) => Number(a.split('.')[0]) - Number(b.split('.')[0]))
    .map((f) => join(path, f));
}

/**
 * Lines with a general rate. Chapters 98 and 99 are left out: their "rates" are special
 * provisions and additional duties ("The duty provided in the applicable subheading + 25%"),
 * never a line's ordinary duty.
 */
export function readGeneralRates(path: string, source: string, revisionNote: string): GeneralRatesFile {
  const lines: Record<string, string> = {};
  for (const file of exportFiles(path)) {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as UsitcRow[];
    if (!Array.isArray(rows)) throw new Error(`${file}: not a USITC JSON export (expected an array of rows)`);
    for (const row of rows) {
      if (typeof row.htsno !== 'string' || typeof row.general !== 'string') continue;
      const digits = row.htsno.replace(/\./g, '');
      const general = row.general.trim();
      if (!/^\d{4,10}$/.test(digits) || general === '' || digits.startsWith('98') || digits.startsWith('99')) continue;
      lines[digits] = general;
    }
  }
  if (Object.keys(lines).length === 0) throw new Error(`${path}: no line with a general rate`);
  return { source, revision_note: revisionNote, lines };
}

/** Deterministic bytes: keys sorted, one line per entry, so a diff of two exports reads line by line. */
export function serialiseGeneralRates(file: GeneralRatesFile): string {
  const keys = Object.keys(file.lines).sort();
  const body = keys.map((k) => ` ${JSON.stringify(k)}: ${JSON.stringify(file.lines[k])}`).join(',\n');
  return `{"source": ${JSON.stringify(file.source)},\n"revision_note": ${JSON.stringify(file.revision_note)},\n"lines": {\n${body}\n}}\n`;
}
