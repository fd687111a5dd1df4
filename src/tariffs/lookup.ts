// HTS lookup results in the contract's shape (HtsLookupResult), plus the optional `detail`
// object the design note allows: regime, as_of, matching provision, heading, list, rate,
// value base, citations and notes.

import { resolveAsOf } from './as-of.ts';
import { classifyHtsCode, type Classification, type HtsStatus } from './classify.ts';
import { dayState, gapConcerns, listHeading, listRate, type DayState } from './day-state.ts';
import { afterDataThrough, datasetInfo } from './dataset.ts';
import type { Metal, RateBasis, RatePeriod, RegimeGap } from './dataset-types.ts';
import { describeRate } from './rates.ts';
import { linesCaveat, linesUnder } from './statistical-lines.ts';
import type { Provision } from './provision-index.ts';
import { codeOutcomes, note16kReaches, type ExclusionHeading } from './outcomes.ts';
import { ordinaryPctOf } from './ordinary-duty.ts';
import { resolveOrigin, type Origin } from './origin.ts';
import type { Answers, QuestionId } from './questions.ts';

export type { HtsStatus } from './classify.ts';

export interface AdjacentHit {
  code_heading: string;
  article_slug: string;
  article_name: string;
  /** Ad valorem rate of the list, in percent (50 means 50%). */
  proposed_rate: number;
}

export type LookupNoteCode =
  | 'data_gap'
  | 'unknown_statistical_line'
  | 'weight_15pct_condition'
  | 'conditional_exemption'
  | 'invalid_code'
  | 'inherited_listing'
  | 'action_condition'
  | 'deleted_line'
  | 'eight_digit_code'
  | 'after_data_through';

export interface LookupNote {
  code: LookupNoteCode;
  message: string;
}

export type InScopeReason =
  | { kind: 'metal_chapter'; chapter: string }
  | {
      kind: 'action';
      action_id: string;
      name: string;
      /** Absent where the action is not codified in any HTS revision held (polysilicon). */
      chapter99_heading?: string;
      rate_pct: number;
      rate_basis: RateBasis;
      value_base: 'full_value' | 'copper_content';
      /** The fact, not told by the code, on which the action applies at all (absent: it applies). */
      condition?: string;
    };

export interface OtherRate {
  chapter99_heading: string;
  rate_pct: number;
  rate_basis: RateBasis;
  applies_to: string;
}

/** One way the code's Section 232 duty can come out, as the duty estimate reads it. */
export interface LookupOutcome {
  when: string | null;
  chapter99_heading: string | null;
  rate_pct: number | null;
  rate_basis: RateBasis | null;
  /** The exclusion headings the article is entered under on this outcome (9903.94.06, 9903.74.11, 9903.08.20 ...), each with no Section 232 duty under its note; absent when none. */
  exclusion_headings?: ExclusionHeading[];
}

export interface HtsLookupDetail {
  regime: string;
  as_of: string;
  matching_provision: string | null;
  chapter99_heading: string | null;
  list: string | null;
  list_id: string | null;
  metal: Metal | null;
  rate_pct: number | null;
  /** How rate_pct applies: on top of the ordinary duty ('additional'), or as the total duty where the ordinary rate is lower ('all_in'). */
  rate_basis: RateBasis | null;
  value_base: 'full_value' | 'metal_content' | null;
  /** Other treatments the matching list's headings give some imports (by origin or a condition the importer shows). */
  other_rates: OtherRate[];
  /** Other active lists that also cover the code (the rate shown is the matching one's). */
  also_listed_on: Array<{ list_id: string; list: string; chapter99_heading: string; rate_pct: number }>;
  in_scope_by: InScopeReason[];
  /** Document numbers (Federal Register, proclamations) the answer rests on. */
  citations: string[];
  /** The dataset revision answering (its sources and dates: datasetInfo()). */
  data_revision: string;
  /** The HTS revision the data is current through, and its publication date (the newest source). */
  hts_revision: string;
  sources_as_of: string;
  /** The date the data run through; an as_of after it carries an after_data_through note. */
  data_through: string;
  notes: LookupNote[];
  /** A line a revision deleted (status invalid from that day): the lines its goods are now under. */
  successors?: string[];
  /** An 8-digit code (status invalid: a result is one 10-digit line): the 10-digit lines under it that day, to look up instead. */
  lines?: string[];
  /**
   * Present where another Section 232 action covers the code, or a question (16(k)) opens another
   * heading, or an origin or answers were given: each way its duty can come out (the
   * duty estimate's outcomes for the same origin and answers), so the lookup and the estimate never
   * disagree; chapter99_heading and rate_pct are the certain outcome's when there is one.
   */
  outcomes?: LookupOutcome[];
  /** The questions (answers input) that decide between the outcomes. */
  questions?: QuestionId[];
}

export interface HtsLookupResult {
  code: string;
  hit: boolean;
  in_scope: boolean;
  status: HtsStatus;
  adjacent_hits: AdjacentHit[];
  detail?: HtsLookupDetail;
}

export interface LookupOptions {
  /** YYYY-MM-DD (UTC day); default today. */
  asOf?: string;
  /** Include the `detail` object (default true). */
  detail?: boolean;
  /** The origin the outcomes are for (default: a country without a treatment of its own). */
  origin?: Origin;
  answers?: Answers;
}

/** The lookup's origin when none is given: no partner treatment assumed. */
export const NO_TREATMENT_ORIGIN: Origin = Object.freeze(resolveOrigin('other'));

/** Value base of a hit: s232-2025 pays on full value in chapters 72/73/76, on metal content elsewhere. */
export function valueBaseOf(state: DayState, chapter: string): 'full_value' | 'metal_content' {
  const full = state.regime.full_value_chapters;
  return full === 'all' || full.includes(chapter) ? 'full_value' : 'metal_content';
}

/** Whether the 15%-by-weight condition applies to a hit (s232-2026 outside chapters 72/73/74/76). */
export function weightConditionApplies(state: DayState, chapter: string): boolean {
  const exempt = state.regime.weight_condition_exempt_chapters;
  return exempt !== null && !exempt.includes(chapter);
}

// Adjacent-hit items are the same for every code on one day: built once per (day, provision).
const ITEMS = new WeakMap<DayState, Map<Provision, AdjacentHit>>();

function adjacentItems(provisions: Provision[], state: DayState): AdjacentHit[] {
  if (provisions.length === 0) return [];
  let items = ITEMS.get(state);
  if (!items) {
    items = new Map();
    ITEMS.set(state, items);
  }
  return provisions.map((p) => {
    let item = items.get(p);
    if (!item) {
      item = Object.freeze({
        code_heading: p.code_heading,
        article_slug: p.slug,
        article_name: p.article_name,
        proposed_rate: listRate(state, p.list),
      });
      items.set(p, item);
    }
    return item;
  });
}

// A rate period's other treatments in the answer's shape: built once per period, shared by every answer.
const OTHER_RATES = new WeakMap<RatePeriod, OtherRate[]>();
const NO_OTHER_RATES = Object.freeze([]) as unknown as OtherRate[];

function otherRates(period: RatePeriod): OtherRate[] {
  if (!period.alternatives || period.alternatives.length === 0) return NO_OTHER_RATES;
  let rates = OTHER_RATES.get(period);
  if (!rates) {
    rates = Object.freeze(period.alternatives.map((a) => Object.freeze({ chapter99_heading: a.chapter99_heading, rate_pct: a.rate_pct, rate_basis: a.basis, applies_to: a.applies_to }))) as unknown as OtherRate[];
    OTHER_RATES.set(period, rates);
  }
  return rates;
}

// Per day: the data-gap notes, and the citation list of an answer with no matching provision.
interface DayTexts {
  gaps: Array<{ gap: RegimeGap; note: LookupNote }>;
  regimeCitations: string[];
  /** The note of a day after the data's end, else null. */
  afterDataThrough: LookupNote | null;
}

const DAY_TEXTS = new WeakMap<DayState, DayTexts>();

function dayTexts(state: DayState): DayTexts {
  let texts = DAY_TEXTS.get(state);
  if (!texts) {
    const after = afterDataThrough(state.asOf);
    texts = {
      gaps: state.gaps.map((gap) => ({ gap, note: Object.freeze({ code: 'data_gap' as const, message: `${gap.message} (${gap.citation})` }) })),
      regimeCitations: [...state.regime.citations],
      afterDataThrough: after === null ? null : Object.freeze({ code: 'after_data_through' as const, message: after }),
    };
    DAY_TEXTS.set(state, texts);
  }
  return texts;
}

function pushUnique(into: string[], values: readonly string[]): void {
  for (const v of values) if (!into.includes(v)) into.push(v);
}

/** Why an 8-digit code has no result of its own, and the lines to ask for instead. */
function eightDigitMessage(reason: string, lines: string[], day: string): string {
  const what = lines.length > 0 ? `on ${day} it has ${lines.length} line(s): ${lines.join(', ')}. Look those up (duty_impact answers each of them)` : 'the data knows no 10-digit line under it';
  return `${reason}: a lookup result is one 10-digit line, and ${what}. ${linesCaveat()}`;
}

interface LookupOutcomes {
  outcomes: LookupOutcome[];
  questions: QuestionId[];
}

function lookupOutcomes(c: Classification, state: DayState, origin: Origin, answers: Answers | undefined): LookupOutcomes {
  const digits = c.parsed.ok ? c.parsed.digits : '';
  const { outcomes, questions } = codeOutcomes(c, state, origin, ordinaryPctOf(digits), answers);
  return {
    outcomes: outcomes.map((o) => Object.freeze({ when: o.when, chapter99_heading: o.chapter99_heading, rate_pct: o.rate_pct, rate_basis: o.basis, ...(o.exclusions ? { exclusion_headings: o.exclusions } : {}) })),
    questions,
  };
}

// The plain lookup's outcomes (no origin, no answers) depend on the line and the day only: kept
// per day and line, as the adjacent items are, so a batch or a repeated line pays for them once.
const PLAIN_OUTCOMES = new WeakMap<DayState, Map<string, LookupOutcomes>>();
const MAX_PLAIN_OUTCOMES = 20_000;

function plainOutcomes(c: Classification, state: DayState): LookupOutcomes {
  const digits = c.parsed.ok ? c.parsed.digits : '';
  let byLine = PLAIN_OUTCOMES.get(state);
  if (!byLine) {
    byLine = new Map();
    PLAIN_OUTCOMES.set(state, byLine);
  }
  let found = byLine.get(digits);
  if (!found) {
    if (byLine.size >= MAX_PLAIN_OUTCOMES) byLine.clear();
    found = lookupOutcomes(c, state, NO_TREATMENT_ORIGIN, undefined);
    Object.freeze(found.outcomes);
    Object.freeze(found.questions);
    byLine.set(digits, found);
  }
  return found;
}

/**
 * The estimate's outcomes where an action covers the code (a list alone answers its own heading,
 * which is what the estimate answers too); the certain one sets the detail's heading and rate.
 */
function applyOutcomes(detail: HtsLookupDetail, c: Classification, state: DayState, origin: Origin, answers: Answers | undefined): void {
  if (!c.parsed.ok) return;
  const plain = origin === NO_TREATMENT_ORIGIN && !answers;
  if (plain && c.actions.length === 0 && !note16kReaches(c, state)) return;
  const { outcomes, questions } = plain ? plainOutcomes(c, state) : lookupOutcomes(c, state, origin, answers);
  detail.outcomes = outcomes;
  detail.questions = questions;
  if (outcomes.length === 1) {
    const [o] = outcomes;
    detail.chapter99_heading = o.chapter99_heading;
    detail.rate_pct = o.rate_pct;
    detail.rate_basis = o.rate_basis;
  } else if (!outcomes.some((o) => o.chapter99_heading === detail.chapter99_heading)) {
    // The listed heading is none of the ways the duty can come out (an action takes the article
    // out of the list whichever way the question goes): no single heading is the answer.
    detail.chapter99_heading = null;
    detail.rate_pct = null;
    detail.rate_basis = null;
  }
}

function buildDetail(c: Classification, state: DayState, origin: Origin = NO_TREATMENT_ORIGIN, answers?: Answers): HtsLookupDetail {
  const INFO = datasetInfo();
  const texts = dayTexts(state);
  const notes: LookupNote[] = [];
  if (texts.afterDataThrough) notes.push(texts.afterDataThrough);
  if (texts.gaps.length > 0) {
    const matchedLists = c.matches.map((m) => m.list);
    for (const g of texts.gaps) if (gapConcerns(g.gap, matchedLists)) notes.push(g.note);
  }
  const detail: HtsLookupDetail = {
    regime: state.regime.id,
    as_of: state.asOf,
    matching_provision: null,
    chapter99_heading: null,
    list: null,
    list_id: null,
    metal: null,
    rate_pct: null,
    rate_basis: null,
    value_base: null,
    other_rates: [],
    also_listed_on: [],
    in_scope_by: [],
    citations: [],
    data_revision: INFO.revision,
    hts_revision: INFO.hts_revision,
    sources_as_of: INFO.sources_as_of,
    data_through: INFO.data_through,
    notes,
  };
  if (!c.parsed.ok) {
    const { deleted, provision8 } = c.parsed;
    if (deleted) {
      detail.successors = [...deleted.successors];
      notes.unshift({ code: 'deleted_line', message: `${c.parsed.reason}. Look those lines up instead.` });
    } else if (provision8) {
      detail.lines = linesUnder(provision8, state.asOf);
      notes.unshift({ code: 'eight_digit_code', message: eightDigitMessage(c.parsed.reason, detail.lines, state.asOf) });
    } else notes.unshift({ code: 'invalid_code', message: c.parsed.reason });
    return detail;
  }
  const { chapter } = c.parsed;
  const best = c.matches[0];
  let citations: string[] = [];
  if (best) {
    const period = state.periodOf.get(best.list);
    detail.matching_provision = best.code_heading;
    detail.chapter99_heading = listHeading(state, best.list);
    detail.list = best.list.name;
    detail.list_id = best.list.id;
    detail.metal = best.list.metal;
    detail.rate_pct = period?.rate_pct ?? null;
    detail.rate_basis = period?.basis ?? 'additional';
    detail.value_base = valueBaseOf(state, chapter);
    detail.other_rates = period ? otherRates(period) : [];
    for (const other of c.matches.slice(1)) {
      if (other.list === best.list) continue;
      detail.also_listed_on.push({
        list_id: other.list.id,
        list: other.list.name,
        chapter99_heading: listHeading(state, other.list),
        rate_pct: listRate(state, other.list),
      });
    }
    for (const m of c.matches) pushUnique(citations, m.list.citations);
    if (period) pushUnique(citations, [period.citation]);
    if (weightConditionApplies(state, chapter)) {
      notes.push({
        code: 'weight_15pct_condition',
        message: `Outside chapters 72/73/74/76 the ${period ? describeRate(period.rate_pct, period.basis) : 'Section 232 duty'} applies only when steel, aluminum or copper is at least 15% of the article's weight (U.S. note 16(c)).`,
      });
    }
    const exemptionNotes = new Set<string>();
    for (const m of c.matches) {
      const e = m.list.conditional_exemption;
      if (e && e.chapters.includes(chapter)) exemptionNotes.add(`${m.code_heading} on ${m.list.name}: ${e.message}`);
    }
    for (const message of exemptionNotes) notes.push({ code: 'conditional_exemption', message });
  }
  if (c.metalChapter) detail.in_scope_by.push({ kind: 'metal_chapter', chapter });
  for (const a of c.actions) {
    const conditional = a.condition && !(a.condition.certain_within ?? []).some((p) => c.parsed.ok && c.parsed.digits.startsWith(p));
    detail.in_scope_by.push({
      kind: 'action',
      action_id: a.id,
      name: a.name,
      ...(a.chapter99_heading ? { chapter99_heading: a.chapter99_heading } : {}),
      rate_pct: a.rate_pct,
      rate_basis: a.basis ?? 'additional',
      value_base: a.value_base,
      ...(conditional ? { condition: a.condition!.fact } : {}),
    });
    if (conditional) notes.push({ code: 'action_condition', message: `${a.name} (${a.chapter99_heading}) applies only ${a.condition!.fact}.` });
    for (const caveat of a.caveats ?? []) notes.push({ code: 'data_gap', message: caveat });
    pushUnique(citations, a.citations);
  }
  for (const from of c.inherited) {
    notes.push({
      code: 'inherited_listing',
      message: `${c.parsed.code} was split off ${from.code} by ${from.revision} (effective ${from.effective}); the Section 232 note still prints ${from.code}, so ${c.parsed.code} inherits its listing.`,
    });
  }
  if (!best) pushUnique(citations, texts.regimeCitations);
  detail.citations = citations;
  applyOutcomes(detail, c, state, origin, answers);
  if (!c.knownLine) {
    notes.push({
      code: 'unknown_statistical_line',
      message: `${c.parsed.code} is not among the 10-digit statistical lines the data knows (its HTS revision may predate or postdate the line); it was looked up by its prefixes anyway.`,
    });
  }
  return detail;
}

export function toLookupResult(input: string, c: Classification, state: DayState, withDetail: boolean, origin?: Origin, answers?: Answers): HtsLookupResult {
  const result: HtsLookupResult = {
    code: c.parsed.ok ? c.parsed.code : input,
    hit: c.status === 'hit',
    in_scope: c.status === 'hit' || c.status === 'in_scope_no_bis14',
    status: c.status,
    adjacent_hits: adjacentItems(c.adjacent, state),
  };
  if (withDetail) result.detail = buildDetail(c, state, origin, answers);
  return result;
}

/**
 * Looks HTS codes up against the Section 232 lists in force on `asOf` (default today, UTC).
 * One result per input, in order. Throws TariffError('invalid_request') for a bad as_of.
 */
export function lookupHtsCodes(codes: readonly string[], opts: LookupOptions = {}): HtsLookupResult[] {
  const state = dayState(resolveAsOf(opts.asOf));
  const withDetail = opts.detail !== false;
  return codes.map((input) => toLookupResult(input, classifyHtsCode(input, state), state, withDetail, opts.origin, opts.answers));
}

/** One code; same as lookupHtsCodes([code], opts)[0]. */
export function lookupHtsCode(code: string, opts: LookupOptions = {}): HtsLookupResult {
  return lookupHtsCodes([code], opts)[0];
}
