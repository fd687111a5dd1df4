// dutyscout duty: the order-of-magnitude duty estimate for a year of imports, led by the total
// (ordinary, Section 232 and what stacks on them: Section 301, notes 50, 51, 52), then its parts.

import { COUNTRIES_OF_ORIGIN, DUTY_DISCLAIMER as DISCLAIMER, estimateDutyImpact, type CountryOfOrigin, type DutyImpactResult } from '../tariffs/duty-impact.ts';
import { TariffError } from '../tariffs/errors.ts';
import { dutyHeadline, formatUsd as usd } from '../tariffs/headline.ts';
import { formatTable } from '../tariffs/text-table.ts';
import { cliCommand } from './args.ts';
import { countryCode, groupOf } from '../tariffs/origin.ts';
import { ORIGIN_ANSWER_OPTIONS, openQuestionLines, originAnswerHelp, parseAnswers, questionsHelp, unknownCountry } from './origin-answers.ts';

const HELP = `usage: dutyscout duty CODE... --value USD (--origin GROUP | --origin-country C)
                      [--answer ID=yes|no ...] [--as-of YYYY-MM-DD] [--json]
       dutyscout duty --codes C1,C2,... --value USD ...   (the same, codes as one list)

Estimates a year's duty on imports under the given HTS codes: the total, then its parts,
  ordinary duty   = annual value x column 1 general rate (ad valorem lines)
  Section 232     = annual value x section232Factor x country load factor
The value is split evenly over the valid codes; low/high bound unknowns (the 15%-by-weight
condition, unlisted metal-chapter articles); mid is their midpoint. Section 301 and other
duties are not included yet (the assumptions say which).

options:
  CODE...         HTS codes, as for \`dutyscout hts\` (keep leading zeros): 10-digit lines,
                  or 8-digit provisions (7318.15.20), whose share is split over their lines,
                  each answered
  --codes LIST    the same codes comma-separated (with codes as arguments too: all of them)
  --value USD     annual import value in US dollars (e.g. 250000 or 250,000)
  --origin GROUP  ${COUNTRIES_OF_ORIGIN.join(', ')} (implied by --origin-country
                  when absent)
  --as-of DATE    the day the estimate is for (UTC, YYYY-MM-DD; default today)
  --json          print the full result as JSON
${originAnswerHelp()}
  -h, --help      this text

${questionsHelp()}

${DISCLAIMER}`;

const cli = cliCommand('duty', HELP);

const lmh = (r: { low: number; mid: number; high: number }): string => `low ${usd(r.low)}, mid ${usd(r.mid)}, high ${usd(r.high)}`;

function printText(r: DutyImpactResult): void {
  const headline = dutyHeadline(r);
  const out = [
    `Duty impact as of ${r.as_of} (UTC), regime ${r.regime}, origin ${r.origin_country ? `${r.origin_country.name} (${r.country_of_origin})` : r.country_of_origin}, annual imports ${usd(r.annual_import_value_usd)}`,
    `Total duty: ${lmh(headline.total)} (order of magnitude ${r.order_of_magnitude.label})`,
    ...headline.parts.map((p) => `  of which ${p.label}: ${p.usd.low === p.usd.high ? usd(p.usd.mid) : lmh(p.usd)}`),
    ...(r.not_included ? [`Not included: ${r.not_included.join('; ')}.`] : []),
    '',
    formatTable(
      ['CODE', 'STATUS', 'S232 RATE', 'VALUE BASE', 'FACTOR (LOW-HIGH)', 'SHARE', 'LOAD', 'S232 MID USD', 'TOTAL MID USD'],
      r.per_code.map((c) => [
        c.expanded_from ? `${c.code} (of ${c.expanded_from})` : c.code,
        c.status,
        c.rate_pct === null ? '' : `${c.rate_pct}%`,
        c.value_base === null ? '' : `${c.value_base}${c.value_base_share !== null && c.value_base_share !== 1 ? ` ${c.value_base_share}` : ''}`,
        c.factor_low === c.factor_high ? String(c.factor) : `${c.factor} (${c.factor_low}-${c.factor_high})`,
        `${Math.round(c.share_of_value * 1000) / 10}%`,
        String(c.load_factor),
        usd(c.estimate_usd.mid),
        usd(c.total_duty_usd.mid),
      ]),
    ),
    '',
    ...openQuestionLines(r.per_code.map((c) => ({ code: c.code, questions: c.questions.map((q) => q.id) }))),
    'Assumptions:',
    ...r.assumptions.map((a) => `  - ${a}`),
    'Citations:',
    ...r.citations.map((c) => `  - ${c}`),
  ];
  process.stdout.write(out.join('\n') + '\n');
}

export async function run(args: string[]): Promise<number> {
  const parsed = cli.parse(args, {
    codes: { type: 'string' },
    value: { type: 'string' },
    origin: { type: 'string' },
    'as-of': { type: 'string' },
    json: { type: 'boolean' },
    ...ORIGIN_ANSWER_OPTIONS,
  }, { positionals: true });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  // Codes as arguments, like `hts`, or as --codes (a list, kept for scripts written for it).
  const codes = [...(values.codes ?? '').split(','), ...positionals.flatMap((p) => p.split(','))].map((c) => c.trim()).filter((c) => c !== '');
  if (codes.length === 0) return cli.usageError('give at least one HTS code (as arguments, or --codes C1,C2)');
  if (values.value === undefined) return cli.usageError('--value is required');
  const country = values['origin-country'];
  if (country !== undefined) {
    const unknown = unknownCountry(country);
    if (unknown) return cli.usageError(unknown);
  }
  if (!values.origin && country === undefined) return cli.usageError('--origin or --origin-country is required');
  const answers = parseAnswers(values.answer);
  if (answers && 'error' in answers) return cli.usageError(answers.error as string);
  const value = Number(values.value.replace(/[$,_\s]/g, ''));
  if (values.value.trim() === '' || !Number.isFinite(value) || value < 0) return cli.usageError(`--value must be a dollar amount, got '${values.value}'`);
  // The group the contract asks for; a country alone implies its own.
  const implied = country === undefined ? undefined : groupOf(countryCode(country)!);
  const origin = values.origin ? values.origin.trim().toLowerCase().replace(/[-\s]/g, '_') : implied!;
  if (!COUNTRIES_OF_ORIGIN.includes(origin as CountryOfOrigin)) return cli.usageError(`--origin must be one of ${COUNTRIES_OF_ORIGIN.join(', ')}`);
  if (implied && implied !== origin) return cli.usageError(`--origin-country ${country} is in the group '${implied}', not --origin ${origin} (leave --origin out: the country implies it)`);
  let result: DutyImpactResult;
  try {
    result = estimateDutyImpact({ htsCodes: codes, annualImportValueUsd: value, countryOfOrigin: origin as CountryOfOrigin, originCountry: country, answers, asOf: values['as-of'] });
  } catch (err) {
    if (err instanceof TariffError) return cli.usageError(err.message);
    throw err;
  }
  if (values.json) process.stdout.write(JSON.stringify({ ...result, disclaimer: DISCLAIMER }, null, 2) + '\n');
  else printText(result);
  return 0;
}
