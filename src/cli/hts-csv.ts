// dutyscout hts --csv: a seller's CSV in, the same CSV out with the lookup's columns appended.
// Their own columns (sku, description, ...) stay as they were, cells stay strings (leading
// zeros kept), bad rows are reported by line number and kept in the output as invalid.
import { invalidReason } from '../tariffs/invalid-reason.ts';
import { closeSync, existsSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { csvLine, parseCsv } from '../csv/csv.js';
import { countryColumnByName, locateCodes } from '../csv/code-column.js';
import { lookupHtsCodes } from '../tariffs/lookup.ts';
import { LOOKUP_COLUMNS, lookupCells } from '../tariffs/lookup-csv.ts';
import { lookupOrigin, type Origin } from '../tariffs/origin.ts';
import { TariffError } from '../tariffs/errors.ts';
import type { Answers } from '../tariffs/questions.ts';

/** Rows looked up between two progress updates. */
const PROGRESS_EVERY = 1000;

export interface CsvRunOptions {
  file: string;
  outFile: string | undefined;
  asOf: string;
  /** The whole file's origin and answers (--origin-country, --answer); a row's origin_country cell, when there is one, wins. */
  origin?: Origin;
  answers?: Answers;
  allowBadRows: boolean;
  disclaimer: string;
}

/** Exit code: 0, 1 (unreadable input, or bad rows without --allow-bad-rows), 2 (cannot write --out). */
export function runHtsCsv(opts: CsvRunOptions): number {
  const say = (text: string) => process.stderr.write(`dutyscout hts: ${text}\n`);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(opts.file)) {
    say(`--csv takes a local file, not a URL (${opts.file}): download it first`);
    return 1;
  }
  if (existsSync(opts.file) && statSync(opts.file).isDirectory()) {
    say(`${opts.file} is a directory, not a CSV file`);
    return 1;
  }
  let text: string;
  try {
    text = readFileSync(opts.file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    say(`cannot read ${opts.file}: ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  if (text.includes('\u0000')) {
    say(`${opts.file} is not a text file (a CSV of HTS codes is text)`);
    return 1;
  }
  // Opened before any work, so a bad --out costs nothing and says so at once.
  let out: number | undefined;
  if (opts.outFile !== undefined) {
    try {
      out = openSync(opts.outFile, 'w');
    } catch (err) {
      say(`cannot write ${opts.outFile}: ${err instanceof Error ? err.message : String(err)}`);
      return 2;
    }
  }
  try {
    const rows = parseCsv(text);
    const located = locateCodes(rows);
    if ('message' in located) {
      say(`${opts.file}: ${located.message}. Nothing was written.`);
      return 1;
    }
    const { column, hasHeader } = located;
    // A row's origin country, when a column names it (origin_country, Country of origin, Country).
    const countryColumn = hasHeader ? countryColumnByName(rows[0]!.cells) : -1;
    // Each country named once resolved: a file of 10,000 rows names a handful.
    const origins = new Map<string, Origin | { error: string }>();
    const originOf = (cell: string): Origin | { error: string } | undefined => {
      if (cell === '') return opts.origin;
      if (!origins.has(cell)) {
        try {
          origins.set(cell, lookupOrigin(undefined, cell, { group: 'country_of_origin', country: 'origin_country' })!);
        } catch (err) {
          if (!(err instanceof TariffError)) throw err;
          origins.set(cell, { error: err.message });
        }
      }
      return origins.get(cell);
    };
    const data = hasHeader ? rows.slice(1) : rows;
    // Every row padded to the widest, so the appended columns line up.
    const width = Math.max(0, ...rows.map((r) => r.cells.length));
    const own = Array.from({ length: width }, (_, i) => (hasHeader ? (rows[0]!.cells[i] ?? '') : '') || `column_${i + 1}`);
    const appended = LOOKUP_COLUMNS.map((name) => (own.includes(name) ? `lookup_${name}` : name));
    const lines = [csvLine([...own, ...appended])];

    const progress = process.stderr.isTTY && data.length > PROGRESS_EVERY;
    // Problems are said after the lookups: a file with no code at all (not a CSV of codes) is
    // one line, not one per line.
    const problems: string[] = [];
    let bad = 0;
    for (let start = 0; start < data.length; start += PROGRESS_EVERY) {
      const chunk = data.slice(start, start + PROGRESS_EVERY);
      const inputs = chunk.map((row) => (row.error ? '' : (row.cells[column] ?? '')));
      const rowOrigins = chunk.map((row) => (countryColumn < 0 ? opts.origin : originOf((row.cells[countryColumn] ?? '').trim())));
      const results =
        countryColumn < 0
          ? lookupHtsCodes(inputs, { asOf: opts.asOf, origin: opts.origin, answers: opts.answers })
          : inputs.map((input, i) => {
              const origin = rowOrigins[i];
              return lookupHtsCodes([input], { asOf: opts.asOf, origin: origin && 'error' in origin ? opts.origin : origin, answers: opts.answers })[0]!;
            });
      chunk.forEach((row, i) => {
        const r = results[i]!;
        const origin = rowOrigins[i];
        let problem: string | undefined;
        if (row.error) problem = row.error;
        else if (origin && 'error' in origin) problem = origin.error;
        else if (row.cells[column] === undefined) problem = `no column ${column + 1}`;
        else if (r.status === 'invalid') problem = invalidReason(r) ?? 'invalid code';
        if (problem) {
          bad++;
          problems.push(`${opts.file} line ${row.line}: ${problem}${row.error ? '' : ` ('${inputs[i]}')`}`);
        }
        const cells = Array.from({ length: width }, (_, c) => row.cells[c] ?? '');
        lines.push(csvLine([...cells, ...lookupCells(row, r, problem)]));
      });
      if (progress) process.stderr.write(`\rdutyscout hts: ${Math.min(start + PROGRESS_EVERY, data.length)}/${data.length} rows`);
    }
    if (progress) process.stderr.write('\n');
    if (data.length > 0 && bad === data.length && !opts.allowBadRows) {
      say(`${opts.file} holds no valid HTS code in column ${column + 1} (${data.length} row(s); first: ${problems[0]!.slice(opts.file.length + 1)}). Is it a CSV of HTS codes? Nothing was written.`);
      return 1;
    }
    for (const p of problems) say(p);

    const csv = lines.join('\n') + '\n';
    if (out !== undefined) writeSync(out, csv);
    else process.stdout.write(csv);
    say(`${data.length} row(s) looked up as of ${opts.asOf}${bad ? `, ${bad} bad` : ''}. ${opts.disclaimer}`);
    if (bad > 0 && !opts.allowBadRows) {
      say(`${bad} bad row${bad === 1 ? '' : 's'} of ${data.length} (kept in the output as invalid); exiting 1. Pass --allow-bad-rows to exit 0.`);
      return 1;
    }
    return 0;
  } finally {
    if (out !== undefined) closeSync(out);
  }
}
