// dutyscout hts: look HTS codes up against the dated Section 232 lists, as a table, JSON,
// or CSV in / CSV out (bulk lists keep their leading zeros: cells are never numbers).

import { datasetInfo } from '../tariffs/dataset.ts';
import { TariffError } from '../tariffs/errors.ts';
import { lookupHtsCodes, type HtsLookupResult } from '../tariffs/lookup.ts';
import { expandCodes } from '../tariffs/expand-codes.ts';
import { invalidReason, isInvalidReason } from '../tariffs/invalid-reason.ts';
import { regimeFor, resolveAsOf } from '../tariffs/as-of.ts';
import { describeRate } from '../tariffs/rates.ts';
import { formatTable } from '../tariffs/text-table.ts';
import { cliCommand } from './args.ts';
import { runHtsCsv } from './hts-csv.ts';
import { lookupOrigin } from '../tariffs/origin.ts';
import { ORIGIN_ANSWER_OPTIONS, openQuestionLines, originAnswerHelp, parseAnswers, questionsHelp, unknownCountry } from './origin-answers.ts';

export const DISCLAIMER = 'Informational, not clearance, not legal advice.';

const HELP = `usage: dutyscout hts CODE... [--origin-country C] [--answer ID=yes|no ...] [--as-of YYYY-MM-DD] [--json]
       dutyscout hts --csv FILE [--out FILE] [--allow-bad-rows] [--origin-country C] [--answer ID=yes|no ...] [--as-of YYYY-MM-DD]

Looks 10-digit HTS codes (NNNN.NN.NNNN, NNNN.NN.NN.NN or ten digits) up against the
Section 232 steel/aluminum/copper lists in force on a date; an 8-digit provision (7318.15.20,
as the lists print it) is looked up line by line, each of its 10-digit lines that day. Says for each:
  hit                in force: a listed provision covers the code
  in_scope_no_bis14  in Section 232 scope (metal chapter or another 232 action) but not on the list
  adjacent           not covered, but listed provisions sit in the same subheading or heading
  clear              none of the above
  invalid            not a 10-digit statistical line (or a line a revision deleted: its
                     successors are named)

options:
  --as-of DATE   the day the answer is for (UTC, YYYY-MM-DD; default today)
  --json         print the full results (with detail) as JSON
  --csv FILE     read codes from a CSV (comma, semicolon or tab; quoted cells; a BOM): the
                 column named like HTS Code, hts_code, HTS, Tariff code or HS code, else
                 the column that holds codes; writes the same CSV (all its columns) with
                 the lookup's appended: line, code, status, hit, in_scope, regime, matching
                 provision, rate, citation... Bad rows are reported on stderr by line
                 number and kept in the output as invalid; then the command exits 1 with
                 their count. A cell a spreadsheet would run as a formula (=, +, -, @)
                 is written with a leading ' so it stays text.
                 Progress is shown on stderr for long files when it is a terminal.
  --allow-bad-rows  exit 0 even when some rows were bad
  --out FILE     write the CSV there instead of stdout (checked writable before any work)
${originAnswerHelp()}
                  (with --csv: the answers are the whole file's; a column named
                  origin_country, Country of origin or Country gives each row's country,
                  else --origin-country)
  -h, --help     this text

Where another Section 232 action covers a code, the answer gives each way its duty can come
out for that origin and those answers (the duty estimate's outcomes) and names the questions
that decide between them; the table prints how to answer each.

${questionsHelp()}

Exit status: 0 when at least one code was looked up; 1 when none given is valid (the table
still says why), or for --csv as above; 2 for a usage error.

${DISCLAIMER}`;

const cli = cliCommand('hts', HELP);

function shortScope(r: HtsLookupResult): string {
  const d = r.detail;
  if (!d) return '';
  if (r.status === 'hit') return d.list ?? '';
  if (r.status === 'in_scope_no_bis14') {
    return d.in_scope_by.map((s) => (s.kind === 'metal_chapter' ? `chapter ${s.chapter}` : s.chapter99_heading ? `${s.name} (${s.chapter99_heading})` : s.name)).join('; ');
  }
  if (r.status === 'adjacent') return `near ${r.adjacent_hits.slice(0, 3).map((a) => a.code_heading).join(', ')}`;
  if (r.status === 'invalid') return invalidReason(r) ?? '';
  return '';
}

function printTable(results: HtsLookupResult[], asOf: string, expandedFrom: ReadonlyArray<string | null>, originName: string | undefined): void {
  const rows = results.map((r, i) => [
    expandedFrom[i] ? `${r.code} (of ${expandedFrom[i]})` : r.code,
    r.status,
    r.detail?.matching_provision ?? '',
    r.detail?.chapter99_heading ?? '',
    r.detail?.rate_pct === null || r.detail?.rate_pct === undefined ? '' : describeRate(r.detail.rate_pct, r.detail.rate_basis ?? 'additional'),
    shortScope(r),
  ]);
  const out = [formatTable(['CODE', 'STATUS', 'PROVISION', 'CH.99', 'RATE', 'LIST / SCOPE'], rows), ''];
  out.push(`As of ${asOf} (UTC), regime ${results[0]?.detail?.regime ?? ''}${originName ? `, origin ${originName}` : ''}.`);
  for (const r of results) {
    // Each way the duty can come out, where more than one is open.
    const outcomes = r.detail?.outcomes ?? [];
    if (outcomes.length < 2) continue;
    for (const o of outcomes) out.push(`${r.code}: ${o.chapter99_heading ?? 'no Section 232 duty'}${o.rate_pct === null ? '' : ` ${describeRate(o.rate_pct, o.rate_basis ?? 'additional')}`} ${o.when ?? 'otherwise'}`);
  }
  for (const r of results) {
    // The exclusion headings an outcome rests on ("not parts of", "not for use in or with"), once each.
    const named = new Map((r.detail?.outcomes ?? []).flatMap((o) => o.exclusion_headings ?? []).map((x) => [x.chapter99_heading, x.text]));
    for (const [heading, text] of named) out.push(`${r.code}: ${heading}: ${text}`);
  }
  out.push(...openQuestionLines(results.map((r) => ({ code: r.code, questions: r.detail?.questions ?? [] }))));
  const seenGap = new Set<string>();
  for (const r of results) {
    for (const n of r.detail?.notes ?? []) {
      if (isInvalidReason(n.code)) continue;
      // Notes of the day, not of the code: once each.
      if (n.code === 'data_gap' || n.code === 'after_data_through') {
        if (!seenGap.has(n.message)) out.push(`${n.code}: ${n.message}`);
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

export async function run(args: string[]): Promise<number> {
  const parsed = cli.parse(
    args,
    { 'as-of': { type: 'string' }, json: { type: 'boolean' }, csv: { type: 'string' }, out: { type: 'string' }, 'allow-bad-rows': { type: 'boolean' }, ...ORIGIN_ANSWER_OPTIONS },
    { positionals: true },
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  let asOf: string;
  const country = values['origin-country'];
  const unknown = country === undefined ? null : unknownCountry(country);
  if (unknown) return cli.usageError(unknown);
  const answers = parseAnswers(values.answer);
  if (answers && 'error' in answers) return cli.usageError(answers.error as string);
  let origin: ReturnType<typeof lookupOrigin>;
  try {
    // The day, the country and the answers are checked once, here, for table, JSON and CSV alike.
    asOf = resolveAsOf(values['as-of']);
    regimeFor(asOf);
    origin = lookupOrigin(undefined, country, { group: '--origin', country: '--origin-country' });
  } catch (err) {
    if (err instanceof TariffError) return cli.usageError(err.message);
    throw err;
  }
  if (values.csv !== undefined) {
    if (positionals.length > 0) return cli.usageError('give codes either on the command line or with --csv, not both');
    return runHtsCsv({ file: values.csv, outFile: values.out, asOf, origin, answers, allowBadRows: values['allow-bad-rows'] === true, disclaimer: DISCLAIMER });
  }
  if (values.out !== undefined || values['allow-bad-rows']) return cli.usageError('--out and --allow-bad-rows go with --csv');
  if (positionals.length === 0) return cli.usageError('give at least one HTS code, or --csv FILE');
  // An 8-digit provision is answered line by line (duty_impact does the same; the v1 lookup lists the lines instead).
  const entries = expandCodes(positionals, asOf, Infinity);
  const results = lookupHtsCodes(entries.map((e) => e.code), { asOf, origin, answers });
  const expandedFrom = entries.map((e) => e.expanded_from);
  if (values.json) {
    const body = { as_of: asOf, ...(origin ? { origin_country: { code: origin.iso2, name: origin.name } } : {}), regime: results[0]?.detail?.regime ?? null, dataset: datasetInfo(), disclaimer: DISCLAIMER, results: results.map((r, i) => (expandedFrom[i] ? { ...r, expanded_from: expandedFrom[i] } : r)) };
    process.stdout.write(JSON.stringify(body, null, 2) + '\n');
  } else {
    printTable(results, asOf, expandedFrom, origin?.name);
  }
  // Nothing looked up: a script piping codes in must see the failure, not a table of 'invalid'.
  if (results.every((r) => r.status === 'invalid')) {
    process.stderr.write(`dutyscout hts: no valid HTS code among the ${results.length} given (10 digits, NNNN.NN.NNNN)\n`);
    return 1;
  }
  return 0;
}
