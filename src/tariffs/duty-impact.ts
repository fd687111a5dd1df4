// Order-of-magnitude Section 232 duty estimate (design note "Duty impact"):
//   estimate = annualImportValueUsd x section232Factor x countryLoadFactor
// with the value split evenly over the valid codes. A planning figure, not a customs entry.

import { regimeFor, resolveAsOf } from './as-of.ts';
import { classifyHtsCode, type Classification, type HtsStatus } from './classify.ts';
import { afterDataThrough, countryLoadFactorsFile, datasetInfo } from './dataset.ts';
import { dayState, gapConcerns } from './day-state.ts';
import { TariffError } from './errors.ts';
import { COUNTRIES_OF_ORIGIN, type CountryOfOrigin, type RateBasis } from './dataset-types.ts';
import { codeOutcomes, type DutyValueBase, type ExclusionHeading } from './outcomes.ts';
import { ORDINARY_DUTY_SOURCE, ordinaryDuty } from './ordinary-duty.ts';
import { expandCodes } from './expand-codes.ts';
import { linesCaveat } from './statistical-lines.ts';
import { resolveOrigin } from './origin.ts';
import { QUESTION_IDS, QUESTIONS, type Answers, type QuestionId } from './questions.ts';
import { lineStackingShares } from './stacking/line-parts.ts';
import { baseWirePart, NOT_INCLUDED, stackedWirePart, sumParts, usdOf, type DutyPartWire } from './duty-parts.ts';

export type { DutyPartWire } from './duty-parts.ts';

export { COUNTRIES_OF_ORIGIN, type CountryOfOrigin } from './dataset-types.ts';

export { DEFAULT_METAL_SHARE } from './outcomes.ts';
export const MAX_DUTY_CODES = 500;

/** Closes every estimate's assumptions; the CLI prints it too. */
export const DUTY_DISCLAIMER = 'An order-of-magnitude planning figure: informational, not clearance, not legal advice, not a customs entry.';

export interface DutyImpactInput {
  htsCodes: string[];
  annualImportValueUsd: number;
  countryOfOrigin: CountryOfOrigin;
  /** The country inside the group (ISO 3166-1 alpha-2 or an English name): partner treatments by country. */
  originCountry?: string;
  /** Answers to the questions the notes' conditions ask (questions.ts); unanswered ones stay a range. */
  answers?: Answers;
  asOf?: string;
}

export interface UsdRange {
  low: number;
  mid: number;
  high: number;
}


/** The ordinary (column 1 general) duty of a line as the estimate used it. */
export interface OrdinaryRateUsed {
  /** The rate as printed, e.g. '2.9%', 'Free', '1.2¢/kg'; null when no line covers the code. */
  text: string | null;
  /** Ad valorem percent (0 for Free); null when the rate is not a share of value: left out of the figure. */
  pct: number | null;
  /** The provision that carries it, e.g. '7326.90.86'. */
  line: string | null;
}

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
  /** Section 232 duty on this code's share of the value. */
  estimate_usd: UsdRange;
  ordinary_rate: OrdinaryRateUsed;
  ordinary_duty_usd: number;
  total_duty_usd: UsdRange;
  /** Each way the Section 232 duty can come out where a fact decides, with the fact. */
  outcomes: Array<{ when: string | null; chapter99_heading: string | null; rate_pct: number | null; rate_basis: RateBasis | null; factor_low: number; factor_high: number; exclusion_headings?: ExclusionHeading[] }>;
  /** The facts, not given, that decide between the outcomes (empty when one is certain). */
  deciding_facts: string[];
  /** The questions (answers input) that would narrow the range, with their text and citation. */
  questions: Array<{ id: QuestionId; question: string; citation: string }>;
  /** What total_duty_usd adds up from: ordinary, Section 232, and each duty that stacks on them (Section 301, notes 50, 51, 52). */
  parts: DutyPartWire[];
  /** The 8-digit code given (NNNN.NN.NN) that this line is one of; absent for a code given as is. */
  expanded_from?: string;
}

export interface DutyImpactResult {
  as_of: string;
  regime: string;
  country_of_origin: CountryOfOrigin;
  /** The country originCountry named, or null when only the group was given. */
  origin_country: { code: string; name: string } | null;
  annual_import_value_usd: number;
  /** Section 232 duty. */
  estimate_usd: UsdRange;
  /** The ordinary (column 1 general) duty, ad valorem lines only. */
  ordinary_duty_usd: UsdRange;
  /** Every modelled part: ordinary, Section 232, Section 301, the note 52 country duty and the note 50/51 Brazil and Canada duties. */
  total_duty_usd: UsdRange;
  /** The parts of total_duty_usd, summed over the codes. */
  parts: DutyPartWire[];
  /** Duties and charges no total includes (not modelled), named in every answer. */
  not_included: string[];
  order_of_magnitude: { power: number | null; label: string };
  per_code: DutyPerCode[];
  load_factor: { country: CountryOfOrigin; groups: Array<{ group: string; factor: number; reasoning: string }> };
  assumptions: string[];
  citations: string[];
  data_gaps: string[];
  /** The HTS revision the Section 232 data is current through, and the date of its newest source. */
  hts_revision: string;
  sources_as_of: string;
  /** The date the data run through; an as_of after it carries a data gap saying later actions are not known. */
  data_through: string;
}

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
  const { answers } = input;
  if (answers !== undefined) {
    if (!answers || typeof answers !== 'object' || Array.isArray(answers)) throw new TariffError('answers must be an object of question ids to true or false', { field: 'answers' });
    for (const [id, value] of Object.entries(answers)) {
      if (!(QUESTION_IDS as readonly string[]).includes(id)) throw new TariffError(`answers.${id} is not a question: one of ${QUESTION_IDS.join(', ')}`, { field: `answers.${id}` });
      if (typeof value !== 'boolean') throw new TariffError(`answers.${id} must be true or false`, { field: `answers.${id}` });
    }
  }
}

const NO_ORDINARY: OrdinaryRateUsed = Object.freeze({ text: null, pct: null, line: null });

function ordinaryOf(c: Classification): OrdinaryRateUsed {
  if (!c.parsed.ok) return NO_ORDINARY;
  const found = ordinaryDuty(c.parsed.digits);
  if (!found) return NO_ORDINARY;
  const pct = found.rate.kind === 'ad_valorem' || found.rate.kind === 'free' ? found.rate.pct : null;
  return { text: found.rate.text, pct, line: found.line };
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

// Made once: toLocaleString with options builds a new formatter on every call, which was 40% of
// a duty_impact request's server CPU (a CPU profile at concurrency 20; bench/request-path.ts).
const USD = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** "$250,000": dollars as a reader writes them (the assumptions are read by people). */
const usd = (n: number): string => `$${USD.format(n)}`;

/** The order-of-magnitude duty for a year of imports: ordinary, Section 232 and total. Throws TariffError('invalid_request') on bad input. */
export function estimateDutyImpact(input: DutyImpactInput): DutyImpactResult {
  validate(input);
  const asOf = resolveAsOf(input.asOf);
  regimeFor(asOf, 'asOf');
  const state = dayState(asOf);
  const country = input.countryOfOrigin;
  const origin = resolveOrigin(country, input.originCountry);
  const entries = expandCodes(input.htsCodes, asOf, MAX_DUTY_CODES);
  const classified = entries.map((e) => classifyHtsCode(e.code, state));
  // The value is split over the codes given; an 8-digit code's share over its lines.
  const validGiven = new Set(entries.filter((e, i) => classified[i].parsed.ok).map((e) => e.given));
  const validCount = validGiven.size;
  // Only invalid codes: an estimate would be $0 for nothing, which reads as "no duty".
  if (validCount === 0) {
    throw new TariffError(`none of the HTS codes is valid (${input.htsCodes.map((c) => JSON.stringify(c)).join(', ')}): give 10-digit codes such as 7326.90.8688`, {
      details: classified.map((c, i) => ({ path: `htsCodes.${entries[i].given}`, message: `${JSON.stringify(entries[i].code)} is not an HTS code${c.parsed.ok ? '' : `: ${c.parsed.reason}`}` })),
    });
  }
  const share = validCount > 0 ? 1 / validCount : 0;
  const perCodeValue = input.annualImportValueUsd * share;
  const expandedFrom = new Map<string, number>();
  for (const e of entries) if (e.expanded_from) expandedFrom.set(e.expanded_from, (expandedFrom.get(e.expanded_from) ?? 0) + 1);
  const s232: UsdRange = { low: 0, mid: 0, high: 0 };
  // What stacks on ordinary and Section 232 (Section 301, note 52), summed over the codes.
  const stacked: UsdRange = { low: 0, mid: 0, high: 0 };
  let ordinaryTotal = 0;
  const assumptions: string[] = [];
  const citations: string[] = [];
  const groupsUsed = new Set<string>();
  const loadOf = (group: string | null) => (group ? (countryLoadFactorsFile.groups[group]?.factors[country] ?? 1) : 1);
  let specificCount = 0;
  let ordinaryUsed = false;
  const per_code: DutyPerCode[] = classified.map((c, i) => {
    const valid = c.parsed.ok;
    const { part, expanded_from } = entries[i];
    const lineValue = perCodeValue * part;
    const ordinary = ordinaryOf(c);
    const { outcomes, deciding_facts: s232Facts, questions } = codeOutcomes(c, state, origin, ordinary.pct, input.answers);
    // Shares of the line's value (the same for every request for this line, origin, day and answers), scaled here.
    const stacking = c.parsed.ok ? lineStackingShares({ code: c.parsed.code, origin, day: asOf, ordinaryPct: ordinary.pct, outcomes, answers: input.answers }) : null;
    const deciding_facts = stacking ? [...s232Facts, ...stacking.open_questions] : s232Facts;
    // The code's range spans every outcome left open, each with its own load factor; what stacks
    // is priced per outcome (note 52 hangs on the outcome's heading), on the full value.
    let low = Infinity;
    let high = -Infinity;
    let lowUsd = Infinity;
    let highUsd = -Infinity;
    let withStackLow = Infinity;
    let withStackHigh = -Infinity;
    for (const [k, o] of outcomes.entries()) {
      const load = loadOf(o.group);
      if (o.group) groupsUsed.add(o.group);
      low = Math.min(low, o.low);
      high = Math.max(high, o.high);
      lowUsd = Math.min(lowUsd, lineValue * o.low * load);
      highUsd = Math.max(highUsd, lineValue * o.high * load);
      for (const end of stacking?.perOutcome[k] ?? [{ section232: true, low: 0, high: 0 }]) {
        withStackLow = Math.min(withStackLow, (end.section232 ? lineValue * o.low * load : 0) + lineValue * end.low);
        withStackHigh = Math.max(withStackHigh, (end.section232 ? lineValue * o.high * load : 0) + lineValue * end.high);
      }
      assumptions.push(...o.assumptions);
      citations.push(...o.citations);
    }
    const first = outcomes[0];
    const estimate = valid ? { low: lowUsd, mid: (lowUsd + highUsd) / 2, high: highUsd } : { low: 0, mid: 0, high: 0 };
    const ordinaryUsd = valid && ordinary.pct !== null ? lineValue * (ordinary.pct / 100) : 0;
    // The stacked duty is what the total adds over ordinary and Section 232 at each end.
    const stack = valid ? { low: withStackLow - estimate.low, high: withStackHigh - estimate.high } : { low: 0, high: 0 };
    const code = c.parsed.ok ? c.parsed.code : entries[i].code;
    const parts: DutyPartWire[] = valid
      ? [
          baseWirePart('ordinary', {
            chapter99_heading: null, rate_pct: ordinary.pct, rate_basis: ordinary.pct === null ? null : 'additional', value_base: 'full_value',
            usd: usdOf(ordinaryUsd, ordinaryUsd), when: null, authority: 'HTSUS column 1 general rate',
            effective_from: null, effective_to: null, citations: ordinary.text === null ? [] : [`${ordinary.line}: ${ordinary.text} (column 1 general)`], secondary: false,
          }),
          baseWirePart('section232', {
            chapter99_heading: outcomes.length === 1 ? first.chapter99_heading : null, rate_pct: outcomes.length === 1 ? first.rate_pct : null,
            rate_basis: outcomes.length === 1 ? first.basis : null, value_base: outcomes.length === 1 ? first.value_base : null,
            usd: usdOf(estimate.low, estimate.high), when: outcomes.length === 1 ? first.when : s232Facts.join('; ') || null,
            authority: 'Section 232 (Trade Expansion Act of 1962)',
            effective_from: null, effective_to: null, citations: [...new Set(outcomes.flatMap((o) => o.citations))], secondary: false,
          }),
          ...stacking!.parts.map((p) => stackedWirePart(p, lineValue)),
        ]
      : [];
    if (stacking) assumptions.push(...stacking.notes.map((n) => `${code}: ${n}`));
    if (valid) {
      s232.low += estimate.low;
      s232.mid += estimate.mid;
      s232.high += estimate.high;
      stacked.low += stack.low;
      stacked.high += stack.high;
      ordinaryTotal += ordinaryUsd;
      if (ordinary.text !== null) ordinaryUsed = true;
      if (ordinary.text !== null && ordinary.pct === null) {
        specificCount++;
        assumptions.push(`${c.parsed.ok ? c.parsed.code : ''}: the ordinary rate ${ordinary.text} (${ordinary.line}) is not a share of value (a specific, compound or other rate needs a quantity or a part's value), so it is left out of the figure.`);
      }
      if (ordinary.text === null) assumptions.push(`${c.parsed.ok ? c.parsed.code : ''}: no ordinary rate in the data for this line; left out of the figure.`);
      if (deciding_facts.length > 0) assumptions.push(`${c.parsed.ok ? c.parsed.code : ''}: a range, because it depends on ${deciding_facts.join('; and on ')}.`);
    }
    const mainLoad = loadOf(first.group);
    return {
      code,
      ...(expanded_from ? { expanded_from } : {}),
      status: c.status,
      factor: round((low + high) / 2, 6),
      factor_low: round(low, 6),
      factor_high: round(high, 6),
      rate_pct: first.rate_pct,
      rate_basis: first.basis,
      value_base: first.value_base,
      value_base_share: first.value_base_share === null ? null : round(first.value_base_share, 4),
      share_of_value: valid ? round(share * part, 6) : 0,
      load_factor: valid ? mainLoad : 0,
      load_factor_group: first.group,
      basis: valid ? first.description : `invalid code: ${c.parsed.ok ? '' : c.parsed.reason}`,
      estimate_usd: { low: round(estimate.low), mid: round(estimate.mid), high: round(estimate.high) },
      ordinary_rate: ordinary,
      ordinary_duty_usd: round(ordinaryUsd),
      total_duty_usd: { low: round(estimate.low + ordinaryUsd + stack.low), mid: round(estimate.mid + ordinaryUsd + (stack.low + stack.high) / 2), high: round(estimate.high + ordinaryUsd + stack.high) },
      outcomes: valid
        ? outcomes.map((o) => ({ when: o.when, chapter99_heading: o.chapter99_heading, rate_pct: o.rate_pct, rate_basis: o.basis, factor_low: round(o.low, 6), factor_high: round(o.high, 6), ...(o.exclusions ? { exclusion_headings: o.exclusions } : {}) }))
        : [],
      deciding_facts,
      questions: valid ? [...new Set([...questions, ...(stacking?.questions ?? [])])].map((id) => QUESTIONS[id]) : [],
      parts,
    };
  });
  const invalidCount = classified.filter((c) => !c.parsed.ok).length;
  const estimate_usd = { low: Math.round(s232.low), mid: Math.round(s232.mid), high: Math.round(s232.high) };
  const ordinary = Math.round(ordinaryTotal);
  const stackedUsd = { low: Math.round(stacked.low), mid: Math.round((stacked.low + stacked.high) / 2), high: Math.round(stacked.high) };
  const total_duty_usd = { low: estimate_usd.low + ordinary + stackedUsd.low, mid: estimate_usd.mid + ordinary + stackedUsd.mid, high: estimate_usd.high + ordinary + stackedUsd.high };
  const parts = sumParts(per_code.map((p) => p.parts));
  const stackedNames = parts.filter((p) => p.part !== 'ordinary' && p.part !== 'section232').map((p) => p.label);
  const groups = [...groupsUsed].sort().map((group) => ({
    group,
    factor: countryLoadFactorsFile.groups[group]?.factors[country] ?? 1,
    reasoning: countryLoadFactorsFile.groups[group]?.reasoning ?? 'no load-factor entry; 1.0 used',
  }));
  const matchedLists = classified.flatMap((c) => c.matches.map((m) => m.list));
  const dataGaps = state.gaps.filter((g) => gapConcerns(g, matchedLists)).map((g) => `${g.message} (${g.citation})`);
  const after = afterDataThrough(asOf);
  if (after) dataGaps.unshift(after);
  const info = datasetInfo();
  return {
    as_of: asOf,
    regime: state.regime.id,
    country_of_origin: country,
    origin_country: input.originCountry === undefined || origin.iso2 === null ? null : { code: origin.iso2, name: origin.name },
    annual_import_value_usd: input.annualImportValueUsd,
    estimate_usd,
    ordinary_duty_usd: { low: ordinary, mid: ordinary, high: ordinary },
    total_duty_usd,
    parts,
    not_included: [...NOT_INCLUDED],
    order_of_magnitude: orderOfMagnitude(total_duty_usd.mid),
    per_code,
    load_factor: { country, groups },
    assumptions: [
      `The annual value of ${usd(input.annualImportValueUsd)} is split evenly over the ${validCount} valid code(s): ${usd(round(perCodeValue))} each.`,
      ...[...expandedFrom].map(([code, n]) => `${code} is an 8-digit provision: its share is split evenly over its ${n} statistical lines on ${asOf}, each answered (expanded_from). ${linesCaveat()}`),
      ...(invalidCount > 0 ? [`${invalidCount} invalid code(s) are reported and carry no value.`] : []),
      'Where low and high differ, mid is their midpoint.',
      ...new Set(assumptions),
      ...groups.map((g) => `Country load factor for ${country}, ${g.group}: ${g.factor}. ${g.reasoning}`),
      ...(ordinaryUsed ? [`Ordinary duty: the column 1 general rate, ${ORDINARY_DUTY_SOURCE} Preference programmes (USMCA, KORUS and others) can lower it; they are not applied.`] : []),
      ...(specificCount > 0 ? [`${specificCount} code(s) have an ordinary rate that is not a share of value (specific, compound or other): not in the ordinary figure.`] : []),
      `Included: the ordinary duty, Section 232, China's Section 301, the note 52 country duties and the Brazil (note 50) and Canada (note 51) duties (here: ${stackedNames.length > 0 ? stackedNames.join(', ') : 'none of those that stack'}), on the full value. What no total includes is in not_included.`,
      ...dataGaps,
      DUTY_DISCLAIMER,
    ],
    citations: [...new Set([...citations, info.citation])],
    data_gaps: dataGaps,
    hts_revision: info.hts_revision,
    sources_as_of: info.sources_as_of,
    data_through: info.data_through,
  };
}
