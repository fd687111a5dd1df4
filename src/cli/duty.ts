// dutyscout duty: the order-of-magnitude duty estimate for a year of imports, led by the total
// (ordinary plus Section 232), then its parts.

import { COUNTRIES_OF_ORIGIN, DUTY_DISCLAIMER as DISCLAIMER, estimateDutyImpact, type CountryOfOrigin, type DutyImpactResult } from '../tariffs/duty-impact.ts';
import { TariffError } from '../tariffs/errors.ts';
import { dutyHeadline, formatUsd as usd } from '../tariffs/headline.ts';
import { formatTable } from '../tariffs/text-table.ts';
import { cliCommand } from './args.ts';

const HELP = `usage: dutyscout duty --codes C1,C2,... --value USD --origin COUNTRY [--as-of YYYY-MM-DD] [--json]

Estimates a year's duty on imports under the given HTS codes: the total, then its parts,
  ordinary duty   = annual value x column 1 general rate (ad valorem lines)
  Section 232     = annual value x section232Factor x country load factor
The value is split evenly over the valid codes; low/high bound unknowns (the 15%-by-weight
condition, unlisted metal-chapter articles); mid is their midpoint. Section 301 and other
duties are not included yet (the assumptions say which).

options:
  --codes LIST    comma-separated HTS codes (keep leading zeros): 10-digit lines, or 8-digit
                  provisions (7318.15.20), whose share is split over their lines, each answered
  --value USD     annual import value in US dollars (e.g. 250000 or 250,000)
  --origin C      ${COUNTRIES_OF_ORIGIN.join(', ')}
  --as-of DATE    the day the estimate is for (UTC, YYYY-MM-DD; default today)
  --json          print the full result as JSON
  -h, --help      this text

${DISCLAIMER}`;

const cli = cliCommand('duty', HELP);

const lmh = (r: { low: number; mid: number; high: number }): string => `low ${usd(r.low)}, mid ${usd(r.mid)}, high ${usd(r.high)}`;

function printText(r: DutyImpactResult): void {
  const headline = dutyHeadline(r);
  const out = [
    `Duty impact as of ${r.as_of} (UTC), regime ${r.regime}, origin ${r.country_of_origin}, annual imports ${usd(r.annual_import_value_usd)}`,
    `Total duty: ${lmh(headline.total)} (order of magnitude ${r.order_of_magnitude.label})`,
    ...headline.parts.map((p) => `  of which ${p.label}: ${p.usd.low === p.usd.high ? usd(p.usd.mid) : lmh(p.usd)}`),
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
  });
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  if (!values.codes) return cli.usageError('--codes is required');
  if (values.value === undefined) return cli.usageError('--value is required');
  if (!values.origin) return cli.usageError('--origin is required');
  const value = Number(values.value.replace(/[$,_\s]/g, ''));
  if (values.value.trim() === '' || !Number.isFinite(value) || value < 0) return cli.usageError(`--value must be a dollar amount, got '${values.value}'`);
  const origin = values.origin.trim().toLowerCase().replace(/[-\s]/g, '_');
  if (!COUNTRIES_OF_ORIGIN.includes(origin as CountryOfOrigin)) return cli.usageError(`--origin must be one of ${COUNTRIES_OF_ORIGIN.join(', ')}`);
  const codes = values.codes.split(',').map((c) => c.trim()).filter((c) => c !== '');
  let result: DutyImpactResult;
  try {
    result = estimateDutyImpact({ htsCodes: codes, annualImportValueUsd: value, countryOfOrigin: origin as CountryOfOrigin, asOf: values['as-of'] });
  } catch (err) {
    if (err instanceof TariffError) return cli.usageError(err.message);
    throw err;
  }
  if (values.json) process.stdout.write(JSON.stringify({ ...result, disclaimer: DISCLAIMER }, null, 2) + '\n');
  else printText(result);
  return 0;
}
