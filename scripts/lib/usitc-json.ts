// Reads USITC's HTS JSON export (hts.usitc.gov "Export" as JSON: one array of rows per chapter
// file, or one array for the whole schedule) into the general (column 1) rate of every line that
// prints one. The rate sits on the 8-digit line (or on a 10-digit line that has no 8-digit line
// above it); statistical lines under it print none and inherit it, which the service resolves by
// prefix (src/tariffs/ordinary-duty.ts). Headings and label rows print no rate and are left out.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface GeneralRatesFile {
  source: string;
  revision_note: string;
  /** Bare digits of the line (4 to 10) -> its general rate as printed, trimmed. */
  lines: Record<string, string>;
}

const CHAPTER_FILE = /^(\d{1,2})\.json$/;
const HTSNO = /^\d{4}(?:\.\d{2}){0,3}$/;

/**
 * The export's files: a folder of chapter files (`01.json` or `1.json`: USITC's own download and
 * copies of it name them either way), or one whole-schedule file. Two files for one chapter would
 * be read twice, so they stop the import.
 */
export function exportFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  const byChapter = new Map<number, string>();
  for (const name of readdirSync(path)) {
    const match = CHAPTER_FILE.exec(name);
    if (!match) continue;
    const chapter = Number(match[1]);
    const other = byChapter.get(chapter);
    if (other) throw new Error(`${path}: chapter ${chapter} is in both ${other} and ${name}`);
    byChapter.set(chapter, name);
  }
  return [...byChapter].sort(([a], [b]) => a - b).map(([, name]) => join(path, name));
}

/**
 * Lines with a general rate. Chapters 98 and 99 are left out: their general column holds special
 * treatments (returned goods, repairs: "A duty upon the value of the repairs") and additional
 * duties ("The duty provided in the applicable subheading + 25%"), never a product's ordinary duty.
 */
export function readGeneralRates(path: string, source: string, revisionNote: string): GeneralRatesFile {
  const lines: Record<string, string> = {};
  for (const file of exportFiles(path)) {
    const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(rows)) throw new Error(`${file}: not a USITC JSON export (expected an array of rows)`);
    for (const row of rows as Array<{ htsno?: unknown; general?: unknown }>) {
      const general = row.general ?? '';
      if (typeof general !== 'string') throw new Error(`${file}: ${String(row.htsno)}: general is not text`);
      const rate = general.trim();
      if (rate === '') continue;
      // A rate on a row without a well-formed number could not be looked up: stop rather than drop it.
      if (typeof row.htsno !== 'string' || !HTSNO.test(row.htsno)) throw new Error(`${file}: rate ${JSON.stringify(rate)} on a row numbered ${JSON.stringify(row.htsno)}`);
      const digits = row.htsno.replace(/\./g, '');
      if (digits.startsWith('98') || digits.startsWith('99')) continue;
      const before = lines[digits];
      if (before !== undefined && before !== rate) throw new Error(`${file}: ${row.htsno} prints both ${JSON.stringify(before)} and ${JSON.stringify(rate)}`);
      lines[digits] = rate;
    }
  }
  if (Object.keys(lines).length === 0) throw new Error(`${path}: no line with a general rate (not a USITC JSON export?)`);
  return { source, revision_note: revisionNote, lines };
}

/** Deterministic bytes: keys sorted, one line per entry, so a diff of two exports reads line by line. */
export function serialiseGeneralRates(file: GeneralRatesFile): string {
  const keys = Object.keys(file.lines).sort();
  const body = keys.map((k) => ` ${JSON.stringify(k)}: ${JSON.stringify(file.lines[k])}`).join(',\n');
  return `{"source": ${JSON.stringify(file.source)},\n"revision_note": ${JSON.stringify(file.revision_note)},\n"lines": {\n${body}\n}}\n`;
}
