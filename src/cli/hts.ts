// dutyscout hts: look HTS codes up against the dated Section 232 lists, as a table, JSON,
// or CSV in / CSV out (bulk lists keep their leading zeros: cells are never numbers).

import { readFileSync, writeFileSync } from 'node:fs';
import { csvLine, parseCsv, type CsvRow } from '../tariffs/csv.ts';
import { datasetInfo } from '../tariffs/dataset.ts';
import { TariffError } from '../tariffs/errors.ts';
import { lookupHtsCodes, type HtsLookupResult } from '../tariffs/lookup.ts';
import { regimeFor, resolveAsOf } from '../tariffs/as-of.ts';
import { describeRate } from '../tariffs/rates.ts';
import { formatTable } from '../tariffs/text-table.ts';
import { cliCommand } from './args.ts';

export const DISCLAIMER = 'Informational, not clearance, not legal advice.';

const HELP = `usage: dutyscout hts CODE... [--as-of YYYY-MM-DD] [--json]
       dutyscout hts --csv FILE [--out FILE] [--as-of YYYY-MM-DD]

Looks 10-digit HTS codes (NNNN.NN.NNNN, NNNN.NN.NN.NN or ten digits) up against the
Section 232 steel/aluminum/copper lists in force on a date, and says for each:
  hit                in force: a listed provision covers the code
  in_scope_no_bis14  in Section 232 scope (metal chapter or another 232 action) but not on the list
  adjacent           not covered, but listed provisions sit in the same subheading or heading
  clear              none of the above
  invalid            not a 10-digit statistical line

options:
  --as-of DATE   the day the answer is for (UTC, YYYY-MM-DD; default today)
  --json         print the full results (with detail) as JSON
  --csv FILE     read codes from a CSV: the column named hts, hts_code or code, else the
                 first column; writes a CSV with status, hit, in_scope, regime, matching
                 provision, rate and citation. Bad rows are reported on stderr by line
                 number and kept in the output as invalid; the run does not stop.
  --out FILE     write the CSV there instead of stdout
  -h, --help     this text

${DISCLAIMER}`;

const CODE_COLUMNS = ['hts', 'hts_code', 'code'];

const cli = cliCommand('hts', HELP);

function shortScope(r: HtsLookupResult): string {
  const d = r.detail;
  if (!d) return '';
  if (r.status === 'hit') return d.list ?? '';
  if (r.status === 'in_scope_no_bis14') {
    return d.in_scope_by.map((s) => (s.kind === 'metal_chapter' ? `chapter ${s.chapter}` : `${s.name} (${s.chapter99_heading})`)).join('; ');
  }
  if (r.status === 'adjacent') return `near ${r.adjacent_hits.slice(0, 3).map((a) => a.code_heading).join(', ')}`;
  if (r.status === 'invalid') return d.notes.find((n) => n.code === 'invalid_code')?.message ?? '';
  return '';
}

function printTable(results: HtsLookupResult[], asOf: string): void {
  const rows = results.map((r) => [
    r.code,
    r.status,
    r.detail?.matching_provision ?? '',
    r.detail?.chapter99_heading ?? '',
    r.detail?.rate_pct === null || r.detail?.rate_pct === undefined ? '' : describeRate(r.detail.rate_pct, r.detail.rate_basis ?? 'additional'),
    shortScope(r),
  ]);
  const out = [formatTable(['CODE', 'STATUS', 'PROVISION', 'CH.99', 'RATE', 'LIST / SCOPE'], rows), ''];
  out.push(`As of ${asOf} (UTC), regime ${results[0]?.detail?.regime ?? ''}.`);
  const seenGap = new Set<string>();
  for (const r of results) {
    for (const n of r.detail?.notes ?? []) {
      if (n.code === 'invalid_code') continue;
      if (n.code === 'data_gap') {
        if (!seenGap.has(n.message)) out.push(`data_gap: ${n.message}`);
        seenGap.add(n.message);
        continue;
      }
      out.push(`${r.code}: ${n.code}: ${n.message}`);
    }
  }
  // Other treatments once per list (they are the list's, not the code's).
  const otherRates = new Map<string, string>();
  for (const d of results.map((r) => r.detail)) {
    if (!d?.list || d.other_rates.length === 0 || otherRates.has(d.list)) continue;
    otherRates.set(d.list, d.other_rates.map((o) => `${describeRate(o.rate_pct, o.rate_basis)} (${o.chapter99_heading}) for ${o.applies_to}`).join('; '));
  }
  for (const [list, text] of otherRates) out.push(`Other rates on ${list}: ${text}.`);
  const citations = [...new Set(results.flatMap((r) => r.detail?.citations ?? []))];
  if (citations.length > 0) out.push(`Sources: ${citations.join('; ')}.`);
  out.push(`Data: ${datasetInfo().citation}`);
  out.push(DISCLAIMER);
  process.stdout.write(out.join('\n') + '\n');
}

/** Which cell holds the code, and whether the first row is a header. */
function locateCodes(rows: CsvRow[]): { column: number; firstDataRow: number } {
  const header = rows[0]?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  for (const name of CODE_COLUMNS) {
    const i = header.indexOf(name);
    if (i >= 0) return { column: i, firstDataRow: 1 };
  }
  // No named column: the first column; the first row is a header when its first cell has no digit.
  const first = header[0] ?? '';
  return { column: 0, firstDataRow: first !== '' && !/\d/.test(first) ? 1 : 0 };
}

const CSV_HEADER = ['line', 'input', 'code', 'status', 'hit', 'in_scope', 'regime', 'as_of', 'matching_provision', 'chapter99_heading', 'list', 'rate_pct', 'value_base', 'nearest_listed', 'citation', 'notes'];

function runCsv(file: string, outFile: string | undefined, asOf: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    process.stderr.write(`dutyscout hts: cannot read ${file}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
  const rows = parseCsv(text);
  const { column, firstDataRow } = locateCodes(rows);
  const data = rows.slice(firstDataRow);
  const inputs = data.map((row) => (row.error ? '' : (row.cells[column] ?? '')));
  const results = lookupHtsCodes(inputs, { asOf });
  const lines = [csvLine(CSV_HEADER)];
  let bad = 0;
  data.forEach((row, i) => {
    const r = results[i];
    const d = r.detail;
    let problem: string | undefined;
    if (row.error) problem = row.error;
    else if (row.cells[column] === undefined) problem = `no column ${column + 1}`;
    else if (r.status === 'invalid') problem = d?.notes.find((n) => n.code === 'invalid_code')?.message ?? 'invalid code';
    if (problem) {
      bad++;
      process.stderr.write(`dutyscout hts: ${file} line ${row.line}: ${problem}${row.error ? '' : ` ('${inputs[i]}')`}\n`);
    }
    lines.push(
      csvLine([
        row.line,
        row.error ? row.cells.join(',') : inputs[i],
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
        (problem ? [problem] : d?.notes.map((n) => n.code) ?? []).join('; '),
      ]),
    );
  });
  const csv = lines.join('\n') + '\n';
  if (outFile) writeFileSync(outFile, csv);
  else process.stdout.write(csv);
  process.stderr.write(`dutyscout hts: ${data.length} row(s) looked up as of ${asOf}${bad ? `, ${bad} bad` : ''}. ${DISCLAIMER}\n`);
  return 0;
}

export async function run(args: string[]): Promise<number> {
  const parsed = cli.parse(args, { 'as-of': { type: 'string' }, json: { type: 'boolean' }, csv: { type: 'string' }, out: { type: 'string' } }, { positionals: true });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  let asOf: string;
  try {
    // The day is the only thing a lookup can refuse: checked once, here, for table, JSON and CSV alike.
    asOf = resolveAsOf(values['as-of']);
    regimeFor(asOf);
  } catch (err) {
    if (err instanceof TariffError) return cli.usageError(err.message);
    throw err;
  }
  if (values.csv !== undefined) {
    if (positionals.length > 0) return cli.usageError('give codes either on the command line or with --csv, not both');
    return runCsv(values.csv, values.out, asOf);
  }
  if (values.out !== undefined) return cli.usageError('--out goes with --csv');
  if (positionals.length === 0) return cli.usageError('give at least one HTS code, or --csv FILE');
  const results = lookupHtsCodes(positionals, { asOf });
  if (values.json) {
    const body = { as_of: asOf, regime: results[0]?.detail?.regime ?? null, dataset: datasetInfo(), disclaimer: DISCLAIMER, results };
    process.stdout.write(JSON.stringify(body, null, 2) + '\n');
  } else {
    printTable(results, asOf);
  }
  return 0;
}
