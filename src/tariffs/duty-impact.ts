// Order-of-magnitude Section 232 duty estimate (design note "Duty impact"):
//   estimate = annualImportValueUsd x section232Factor x countryLoadFactor
// with the value split evenly over the valid codes. A planning figure, not a customs entry.

import { resolveAsOf } from './as-of.ts';
import { classifyHtsCode, type Classification, type HtsStatus } from './classify.ts';
import { countryLoadFactorsFile, datasetInfo } from './dataset.ts';
import { dayState, gapConcerns, type DayState } from './day-state.ts';
import { TariffError } from './errors.ts';
import { metalShare } from './metal-content.ts';
import { valueBaseOf, weightConditionApplies } from './lookup.ts';
import { COUNTRIES_OF_ORIGIN, type CountryOfOrigin, type OtherAction, type RateBasis } from './dataset-types.ts';
import { describeRate } from './rates.ts';
import { treatmentFor } from './treatment.ts';

export { COUNTRIES_OF_ORIGIN, type CountryOfOrigin } from './dataset-types.ts';

/** Metal-content share assumed when the data has none for a line (design note). */
export const DEFAULT_METAL_SHARE = 0.5;
export const MAX_DUTY_CODES = 500;

/** Closes every estimate's assumptions; the CLI prints it too. */
export const DUTY_DISCLAIMER = 'An order-of-magnitude planning figure: informational, not clearance, not legal advice, not a customs entry.';

export interface DutyImpactInput {
  htsCodes: string[];
  annualImportValueUsd: number;
  countryOfOrigin: CountryOfOrigin;
  asOf?: string;
}

export interface UsdRange {
  low: number;
  mid: number;
  high: number;
}

export type DutyValueBase = 'full_value' | 'metal_content' | 'copper_content';

export interface DutyPerCode {
  code: string;
  status: HtsStatus;
  /** section232Factor (mid); factor_low/factor_high bound it where a condition is unknown. */
  factor: number;
  factor_low: number;
  factor_high: number;
  rate_pct: number | null;
  /** 'additional' (+rate_pct on the ordinary duty) or 'all_in' (the total duty where the ordinary rate is lower). */
  rate_basis: RateBasis | null;
  value_base: DutyValueBase | null;
  /** Share of the article's value the rate applies to (1 on full value). */
  value_base_share: number | null;
  /** Fraction of the annual value assigned to this code (even split over valid codes). */
  share_of_value: number;
  load_factor: number;
  load_factor_group: string | null;
  /** What set the factor: the list or action, and its Chapter 99 heading. */
  basis: string;
  estimate_usd: UsdRange;
}

export interface DutyImpactResult {
  as_of: string;
  regime: string;
  country_of_origin: CountryOfOrigin;
  annual_import_value_usd: number;
  estimate_usd: UsdRange;
  order_of_magnitude: { power: number | null; label: string };
  per_code: DutyPerCode[];
  load_factor: { country: CountryOfOrigin; groups: Array<{ group: string; factor: number; reasoning: string }> };
  assumptions: string[];
  citations: string[];
  data_gaps: string[];
}

interface CodeFactor {
  low: number;
  high: number;
  rate: number | null;
  rateBasis: RateBasis | null;
  base: DutyValueBase | null;
  baseShare: number | null;
  group: string | null;
  basis: string;
  citations: string[];
  assumptions: string[];
}

const ZERO: CodeFactor = { low: 0, high: 0, rate: null, rateBasis: null, base: null, baseShare: null, group: null, basis: 'no Section 232 action', citations: [], assumptions: [] };

function validate(input: DutyImpactInput): void {
  if (!input || typeof input !== 'object') throw new TariffError('the duty-impact input must be an object');
  const { htsCodes, annualImportValueUsd, countryOfOrigin } = input;
  if (!Array.isArray(htsCodes) || htsCodes.length === 0) throw new TariffError('htsCodes must be a non-empty array of strings', { field: 'htsCodes' });
  if (htsCodes.length > MAX_DUTY_CODES) throw new TariffError(`htsCodes takes at most ${MAX_DUTY_CODES} codes`, { field: 'htsCodes' });
  if (htsCodes.some((c) => typeof c !== 'string')) throw new TariffError('every HTS code must be a string (leading zeros matter)', { field: 'htsCodes' });
  if (typeof annualImportValueUsd !== 'number' || !Number.isFinite(annualImportValueUsd) || annualImportValueUsd < 0) {
    throw new TariffError('annualImportValueUsd must be a finite number of US dollars, 0 or more', { field: 'annualImportValueUsd' });
  }
  if (!COUNTRIES_OF_ORIGIN.includes(countryOfOrigin)) {
    throw new TariffError(`countryOfOrigin must be one of ${COUNTRIES_OF_ORIGIN.join(', ')}`, { field: 'countryOfOrigin' });
  }
}

function hitFactor(c: Classification, state: DayState, digits: string, chapter: string, code: string, country: CountryOfOrigin): CodeFactor {
  const best = c.matches[0];
  const period = state.periodOf.get(best.list);
  if (!period) return ZERO; // unreachable: a match is on an active list
  const treatment = treatmentFor(period, best.list.chapter99_heading, country);
  const citations = [...best.list.citations, period.citation];
  const basis = `${best.code_heading} on ${best.list.name} (${treatment.chapter99_heading}, ${describeRate(treatment.rate_pct, treatment.basis)})`;
  const group = best.list.metal === 'copper' ? 'copper' : 'metals';
  // Code-independent sentences (they name the heading), deduplicated over the answer.
  const assumptions = [...treatment.assumptions];
  let baseShare = 1;
  let base: DutyValueBase = 'full_value';
  if (valueBaseOf(state, chapter) === 'metal_content') {
    base = 'metal_content';
    const metal = best.list.metal === 'mixed' ? 'steel' : best.list.metal;
    const share = metalShare(digits, metal);
    baseShare = share ?? DEFAULT_METAL_SHARE;
    assumptions.push(
      share === null
        ? `${code}: no metal-content share in the data; ${DEFAULT_METAL_SHARE} of value assumed to be ${metal}.`
        : `${code}: duty on ${metal} content, ${round(share, 4)} of value (BEA input-output share).`,
    );
  }
  const factor = { low: treatment.low * baseShare, high: treatment.high * baseShare };
  if (weightConditionApplies(state, chapter)) {
    assumptions.push(
      `${code}: outside chapters 72/73/74/76 the duty applies only if the metal is at least 15% of the weight; low assumes it is not, high that it is.`,
    );
    factor.low = 0;
  }
  return { ...factor, rate: treatment.rate_pct, rateBasis: treatment.basis, base, baseShare, group, basis, citations, assumptions };
}

function actionFactor(a: OtherAction, digits: string): { value: number; baseShare: number; assumption: string | null } {
  if (a.value_base !== 'copper_content') return { value: a.rate_pct / 100, baseShare: 1, assumption: null };
  const share = metalShare(digits, 'copper');
  const baseShare = share ?? DEFAULT_METAL_SHARE;
  return {
    value: (a.rate_pct / 100) * baseShare,
    baseShare,
    assumption: share === null ? `no copper-content share in the data; ${DEFAULT_METAL_SHARE} of value assumed.` : `duty on copper content, ${round(share, 4)} of value.`,
  };
}

function inScopeFactor(c: Classification, state: DayState, digits: string, code: string): CodeFactor {
  if (c.actions.length > 0) {
    // Section 232 actions do not stack on one article: take the heaviest that covers it.
    let best = c.actions[0];
    let bestFactor = actionFactor(best, digits);
    for (const a of c.actions.slice(1)) {
      const f = actionFactor(a, digits);
      if (f.value > bestFactor.value) {
        best = a;
        bestFactor = f;
      }
    }
    return {
      low: bestFactor.value,
      high: bestFactor.value,
      rate: best.rate_pct,
      rateBasis: 'additional',
      base: best.value_base,
      baseShare: bestFactor.baseShare,
      group: best.load_factor_group,
      basis: `${best.name} (${best.chapter99_heading})`,
      citations: best.citations,
      assumptions: bestFactor.assumption ? [`${code}: ${bestFactor.assumption}`] : [],
    };
  }
  const rate = state.headlineRate;
  return {
    low: 0,
    high: rate / 100,
    rate,
    rateBasis: 'additional',
    base: 'full_value',
    baseShare: 1,
    group: 'metals',
    basis: `chapter ${digits.slice(0, 2)} (a Section 232 metal chapter) without a listed provision`,
    citations: state.regime.citations,
    assumptions: [`${code}: in a metal chapter but on no list: low assumes no Section 232 duty, high the regime's ${rate}% on full value.`],
  };
}

function codeFactor(c: Classification, state: DayState, country: CountryOfOrigin): CodeFactor {
  if (!c.parsed.ok) return ZERO;
  const { digits, chapter, code } = c.parsed;
  if (c.status === 'hit') return hitFactor(c, state, digits, chapter, code, country);
  if (c.status === 'in_scope_no_bis14') return inScopeFactor(c, state, digits, code);
  return ZERO;
}

function round(x: number, places = 2): number {
  const f = 10 ** places;
  return Math.round(x * f) / f;
}

const MAGNITUDE_WORDS = ['', 'K', 'M', 'B', 'T'];

/** $1, $10, $100, $1K ... $100T. */
function dollars(power: number): string {
  const group = Math.min(Math.floor(power / 3), MAGNITUDE_WORDS.length - 1);
  return `$${10 ** (power - group * 3)}${MAGNITUDE_WORDS[group]}`;
}

/** The power of ten of a dollar figure and a label such as "$10K-$100K" ("$0" for nothing). */
export function orderOfMagnitude(usd: number): { power: number | null; label: string } {
  if (!(usd >= 1)) return usd > 0 ? { power: 0, label: 'under $1' } : { power: null, label: '$0' };
  const power = Math.floor(Math.log10(usd));
  return { power, label: `${dollars(power)}-${dollars(power + 1)}` };
}

/** The order-of-magnitude Section 232 duty for a year of imports. Throws TariffError('invalid_request') on bad input. */
export function estimateDutyImpact(input: DutyImpactInput): DutyImpactResult {
  validate(input);
  const asOf = resolveAsOf(input.asOf);
  const state = dayState(asOf);
  const country = input.countryOfOrigin;
  const classified = input.htsCodes.map((code) => classifyHtsCode(code, state));
  const validCount = classified.filter((c) => c.parsed.ok).length;
  const share = validCount > 0 ? 1 / validCount : 0;
  const perCodeValue = input.annualImportValueUsd * share;
  const total: UsdRange = { low: 0, mid: 0, high: 0 };
  const assumptions: string[] = [];
  const citations: string[] = [];
  const groupsUsed = new Set<string>();
  const per_code: DutyPerCode[] = classified.map((c, i) => {
    const f = codeFactor(c, state, country);
    const loadFactor = f.group ? (countryLoadFactorsFile.groups[f.group]?.factors[country] ?? 1) : 1;
    if (f.group) groupsUsed.add(f.group);
    const mid = (f.low + f.high) / 2;
    const valid = c.parsed.ok;
    const estimate = {
      low: perCodeValue * f.low * loadFactor,
      mid: perCodeValue * mid * loadFactor,
      high: perCodeValue * f.high * loadFactor,
    };
    if (valid) {
      total.low += estimate.low;
      total.mid += estimate.mid;
      total.high += estimate.high;
    }
    assumptions.push(...f.assumptions);
    citations.push(...f.citations);
    return {
      code: c.parsed.ok ? c.parsed.code : input.htsCodes[i],
      status: c.status,
      factor: round(mid, 6),
      factor_low: round(f.low, 6),
      factor_high: round(f.high, 6),
      rate_pct: f.rate,
      rate_basis: f.rateBasis,
      value_base: f.base,
      value_base_share: f.baseShare === null ? null : round(f.baseShare, 4),
      share_of_value: valid ? round(share, 6) : 0,
      load_factor: valid ? loadFactor : 0,
      load_factor_group: f.group,
      basis: valid ? f.basis : `invalid code: ${c.parsed.ok ? '' : c.parsed.reason}`,
      estimate_usd: { low: round(estimate.low), mid: round(estimate.mid), high: round(estimate.high) },
    };
  });
  const invalidCount = classified.length - validCount;
  const estimate_usd = { low: Math.round(total.low), mid: Math.round(total.mid), high: Math.round(total.high) };
  const groups = [...groupsUsed].sort().map((group) => ({
    group,
    factor: countryLoadFactorsFile.groups[group]?.factors[country] ?? 1,
    reasoning: countryLoadFactorsFile.groups[group]?.reasoning ?? 'no load-factor entry; 1.0 used',
  }));
  const matchedLists = classified.flatMap((c) => c.matches.map((m) => m.list));
  const dataGaps = state.gaps.filter((g) => gapConcerns(g, matchedLists)).map((g) => `${g.message} (${g.citation})`);
  return {
    as_of: asOf,
    regime: state.regime.id,
    country_of_origin: country,
    annual_import_value_usd: input.annualImportValueUsd,
    estimate_usd,
    order_of_magnitude: orderOfMagnitude(estimate_usd.mid),
    per_code,
    load_factor: { country, groups },
    assumptions: [
      validCount > 0
        ? `The annual value of $${input.annualImportValueUsd} is split evenly over the ${validCount} valid code(s): $${round(perCodeValue)} each.`
        : 'No valid code: nothing to estimate.',
      ...(invalidCount > 0 ? [`${invalidCount} invalid code(s) are reported and carry no value.`] : []),
      'Where low and high differ, mid is their midpoint.',
      ...new Set(assumptions),
      ...groups.map((g) => `Country load factor for ${country}, ${g.group}: ${g.factor}. ${g.reasoning}`),
      'Section 232 only: ordinary (MFN) duties, Section 301, Section 122 and other duties are not included.',
      ...dataGaps,
      DUTY_DISCLAIMER,
    ],
    citations: [...new Set([...citations, datasetInfo().citation])],
    data_gaps: dataGaps,
  };
}
