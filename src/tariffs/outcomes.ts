// What Section 232 duty one code can bear from one origin on one day, as the notes decide it.
// Pure. A code can be covered by a metal list and by several other actions; the notes say which
// wins ("shall not be subject to": `displaces`), and some actions hang on a fact the code alone
// does not tell (a part of a passenger vehicle? patented? thermal imaging?). Where such a fact
// decides, every outcome it could lead to is kept, and the estimate answers their range with the
// fact named, instead of applying the heaviest action as certain.

import { inForce } from './as-of.ts';
import type { Classification } from './classify.ts';
import type { DayState } from './day-state.ts';
import type { ActionTreatment, OtherAction, RateBasis } from './dataset-types.ts';
import { valueBaseOf, weightConditionApplies } from './lookup.ts';
import { metalShare } from './metal-content.ts';
import { describeRate } from './rates.ts';
import type { Origin } from './origin.ts';
import { bandedHeading, conditionOf, reaches } from './partners.ts';
import { allInUnknownOrdinary, rateBounds, treatmentFor } from './treatment.ts';
import { allowed, QUESTIONS, type Answers, type QuestionId, type Requirement } from './questions.ts';
import { settledFor } from './settled.ts';
import { alternativesOf, type AlternativeHeading } from './alternative-headings.ts';

/** Metal-content share assumed when the data has none for a line (design note). */
export const DEFAULT_METAL_SHARE = 0.5;

export type DutyValueBase = 'full_value' | 'metal_content' | 'copper_content';

/** One way the code's Section 232 duty can come out. */
export interface DutyOutcome {
  chapter99_heading: string | null;
  rate_pct: number | null;
  basis: RateBasis | null;
  /** Section 232 duty as a share of the article's value, at the low and high ends of this outcome. */
  low: number;
  high: number;
  value_base: DutyValueBase | null;
  value_base_share: number | null;
  /** Load-factor group of the action or list (null: no Section 232 duty). */
  group: string | null;
  /** What sets it, in words: the list or action and its heading. */
  description: string;
  /** The fact under which this outcome holds, when it is not certain. */
  when: string | null;
  citations: string[];
  assumptions: string[];
  /** The answers under which this outcome holds (absent: whatever is answered). */
  requires?: readonly Requirement[];
  /** The exclusion headings the article is entered under on this outcome ("not parts of", "not for use in or with"): each carries no Section 232 duty under its note. */
  exclusions?: ExclusionHeading[];
}

export interface ExclusionHeading {
  chapter99_heading: string;
  /** What it excludes and under which note, ending in what it costs: no Section 232 duty under that note. */
  text: string;
}

// "Not parts of": a line on a vehicle-parts list whose article is not such a part (answered, or
// settled by its own text) is entered under the note's exclusion heading, whose rate is "The duty
// provided in the applicable subheading" (HTS 2026 Rev 20 notes 33(h), 38(l); Rev 21 headings).
const NOT_PARTS_OF: Readonly<Record<string, ExclusionHeading>> = {
  'auto-parts': { chapter99_heading: '9903.94.06', text: 'not a part of a passenger vehicle or light truck (U.S. note 33(h)(ii), heading 9903.94.06): no Section 232 duty under note 33' },
  'mhd-parts': { chapter99_heading: '9903.74.11', text: 'not a part of a medium- or heavy-duty vehicle (U.S. note 38(l), heading 9903.74.11): no Section 232 duty under note 38' },
};

export interface CodeOutcomes {
  outcomes: DutyOutcome[];
  /** The questions whose answers decide between the outcomes (empty when one is certain or all are answered). */
  questions: QuestionId[];
  /** The facts that decide between the outcomes (empty when there is one certain outcome). */
  deciding_facts: string[];
}

const NO_DUTY: DutyOutcome = Object.freeze({
  chapter99_heading: null,
  rate_pct: null,
  basis: null,
  low: 0,
  high: 0,
  value_base: null,
  value_base_share: null,
  group: null,
  description: 'no Section 232 action',
  when: null,
  citations: [],
  assumptions: [],
}) as DutyOutcome;

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

/** A listed provision's outcome (note 16 and the 2025 lists), on full value or on metal content. */
function listOutcome(c: Classification, state: DayState, origin: Origin, ordinaryPct: number | null, answers: Answers | undefined): DutyOutcome | null {
  const best = c.matches[0];
  if (!best || !c.parsed.ok) return null;
  const period = state.periodOf.get(best.list);
  if (!period) return null;
  const { digits, chapter, code } = c.parsed;
  const treatment = treatmentFor(period, best.list.chapter99_heading, origin, ordinaryPct);
  const assumptions = [...treatment.assumptions];
  const citations = [...best.list.citations, period.citation];
  let low = treatment.low;
  let high = treatment.high;
  let base: DutyValueBase = 'full_value';
  let baseShare = 1;
  if (valueBaseOf(state, chapter) === 'metal_content') {
    // s232-2025 derivatives pay on the value of their metal. A line on both a steel and an
    // aluminum list pays each list's rate on that metal's content (Proclamations 10895/10896).
    base = 'metal_content';
    const byMetal = new Map<string, typeof best>();
    for (const m of c.matches) {
      const metal = m.list.metal === 'mixed' ? 'steel' : m.list.metal;
      if (!byMetal.has(metal) && state.periodOf.has(m.list)) byMetal.set(metal, m);
    }
    let rateOnValueLow = 0;
    let rateOnValueHigh = 0;
    baseShare = 0;
    for (const [metal, m] of byMetal) {
      const share = metalShare(digits, metal as 'steel' | 'aluminum' | 'copper');
      const used = share ?? DEFAULT_METAL_SHARE / byMetal.size;
      const t = m === best ? treatment : treatmentFor(state.periodOf.get(m.list)!, m.list.chapter99_heading, origin, ordinaryPct);
      rateOnValueLow += t.low * used;
      rateOnValueHigh += t.high * used;
      baseShare += used;
      assumptions.push(
        share === null
          ? `${code}: no ${metal}-content share in the data; ${round4(used)} of value assumed to be ${metal}.`
          : `${code}: duty on ${metal} content, ${round4(share)} of value (BEA input-output share).`,
      );
    }
    if (byMetal.size > 1) assumptions.push(`${code}: on both ${[...byMetal.keys()].join(' and ')} lists; each list's rate applies to that metal's content.`);
    low = rateOnValueLow;
    high = rateOnValueHigh;
  }
  let when: string | null = null;
  let requires: Requirement[] | undefined;
  if (weightConditionApplies(state, chapter)) {
    const heavy = answers?.metal_15pct_by_weight;
    if (heavy === false) {
      return {
        ...NO_DUTY,
        description: `${best.code_heading} on ${best.list.name}, but not under its heading: the metal is under 15% of the article's weight (U.S. note 16(c))`,
        citations,
        assumptions: [`${code}: answered: the metal is under 15% of the weight, so note 16(c)'s heading does not apply.`],
        requires: [['metal_15pct_by_weight', false]],
      };
    }
    if (heavy === undefined) {
      when = 'if steel, aluminum or copper is at least 15% of the article\'s weight (U.S. note 16(c))';
      requires = [['metal_15pct_by_weight', true]];
      low = 0;
    }
  }
  return {
    chapter99_heading: treatment.chapter99_heading,
    rate_pct: treatment.rate_pct,
    basis: treatment.basis,
    low,
    high,
    value_base: base,
    value_base_share: baseShare,
    group: best.list.metal === 'copper' ? 'copper' : 'metals',
    description: `${best.code_heading} on ${best.list.name} (${treatment.chapter99_heading}, ${describeRate(treatment.rate_pct, treatment.basis)})`,
    when,
    citations,
    assumptions,
    ...(requires ? { requires } : {}),
  };
}

/**
 * A metal-chapter code on no list: where the regime's lists are complete (note 16(c)), certainly
 * nothing; before that, nothing or the regime's headline rate (an upper bound).
 */
function chapterOutcome(c: Classification, state: DayState): DutyOutcome | null {
  if (!c.metalChapter || !c.parsed.ok) return null;
  if (state.regime.lists_exhaustive) {
    return {
      ...NO_DUTY,
      description: `chapter ${c.parsed.chapter} (a Section 232 metal chapter), on none of the note 16(c) lists: no Section 232 metal duty`,
      citations: [state.regime.lists_exhaustive],
      assumptions: [`${c.parsed.code}: in a metal chapter but on none of the note 16(c) lists, which are complete (${state.regime.lists_exhaustive}): no Section 232 metal duty.`],
    };
  }
  const rate = state.headlineRate;
  return {
    chapter99_heading: null,
    rate_pct: rate,
    basis: 'additional',
    low: 0,
    high: rate / 100,
    value_base: 'full_value',
    value_base_share: 1,
    group: 'metals',
    description: `chapter ${c.parsed.chapter} (a Section 232 metal chapter) without a listed provision`,
    when: 'if the article falls under a list the data does not hold',
    citations: state.regime.citations,
    assumptions: [`${c.parsed.code}: in a metal chapter but on no list: low assumes no Section 232 duty, high the regime's ${rate}% on full value.`],
  };
}

/**
 * Note 16(k): a part of 16(c)(vi)-(viii) in chapters 84, 85 or 87 used exclusively to make
 * agricultural or industrial equipment enters under the 16(f) pair (15% all-in below a 15%
 * column 1 rate, no change at or over it) instead of its list's heading: an outcome, asked.
 */
// "Headings 9903.82.23-9903.82.26 do not apply to products of any country identified in general
// note 3(b)" (16(k)): Cuba, North Korea, Russia and Belarus, as the data's 9903.82.12 treatment names them.
const COLUMN_2 = new Set(['CU', 'KP', 'RU', 'BY']);

/** Whether note 16(k)'s use question reaches this line on this day (its list, chapter and date). */
export function note16kReaches(c: Classification, state: DayState, origin?: Origin): boolean {
  const k = state.regime.note_16k;
  const best = c.matches[0];
  if (!k || !c.parsed.ok || state.asOf < k.from || !best || !k.chapters.includes(c.parsed.chapter)) return false;
  if (origin?.iso2 && COLUMN_2.has(origin.iso2)) return false;
  return k.lists.some((id) => best.list.id === id || best.list.id.startsWith(`${id}/`));
}

function note16kOutcome(c: Classification, state: DayState, origin: Origin, list: DutyOutcome, ordinaryPct: number | null): DutyOutcome | null {
  const k = state.regime.note_16k;
  const best = c.matches[0];
  if (!k || !best || !note16kReaches(c, state, origin)) return null;
  const band = bandedHeading(k.below, k.cap_pct, ordinaryPct);
  if (!band) return null;
  const { low, high } = rateBounds(band.rate_pct, band.basis, ordinaryPct);
  return {
    ...list,
    chapter99_heading: band.heading,
    rate_pct: band.rate_pct,
    basis: band.basis,
    low: list.when ? 0 : low,
    high,
    description: `${best.code_heading} used exclusively to make agricultural or industrial equipment (U.S. note 16(k); ${band.heading}, ${describeRate(band.rate_pct, band.basis)})`,
    when: `if the answer to "${QUESTIONS.exclusively_for_ag_or_industrial_equipment.question}" is yes`,
    citations: [...list.citations, k.citation],
    requires: [...(list.requires ?? []), ['exclusively_for_ag_or_industrial_equipment', true]],
  };
}

/** Whether the code's own classification settles the action's condition. */
function certain(a: OtherAction, digits: string): boolean {
  if (!a.condition) return true;
  return (a.condition.certain_within ?? []).some((p) => digits.startsWith(p));
}

// A treatment's printed lines as a set per prefix length, built once: 33(j) prints 267 numbers,
// and the lookup asks for every auto-part code (a scan of them on each was measurable).
const LINES_OF = new WeakMap<ActionTreatment, Array<[number, ReadonlySet<string>]>>();
function coversLine(t: ActionTreatment, digits: string): boolean {
  if (t.prefixes === undefined) return true;
  let byLength = LINES_OF.get(t);
  if (!byLength) {
    const lengths = [...new Set(t.prefixes.map((p) => p.length))];
    byLength = lengths.map((n) => [n, new Set(t.prefixes!.filter((p) => p.length === n))]);
    LINES_OF.set(t, byLength);
  }
  return byLength.some(([n, set]) => set.has(digits.slice(0, n)));
}

/** The action's treatments in force on the day that reach this line (a treatment whose note prints its lines reaches only those). */
function treatmentsOn(a: OtherAction, day: string, digits: string): ActionTreatment[] {
  return (a.treatments ?? []).filter((t) => inForce(day, t.from, t.to) && coversLine(t, digits));
}

function actionOutcome(
  a: OtherAction,
  rate: { heading: string | null; pct: number; basis: RateBasis },
  digits: string,
  code: string,
  ordinaryPct: number | null,
  when: string | null,
  extra: string[],
): DutyOutcome {
  const bounds = rateBounds(rate.pct, rate.basis, ordinaryPct);
  const assumptions = [...extra, ...(a.caveats ?? [])];
  if (rate.basis === 'all_in' && ordinaryPct === null) assumptions.push(allInUnknownOrdinary(rate.pct, rate.heading ?? a.name));
  let share = 1;
  if (a.value_base === 'copper_content') {
    const s = metalShare(digits, 'copper');
    share = s ?? DEFAULT_METAL_SHARE;
    assumptions.push(s === null ? `${code}: no copper-content share in the data; ${DEFAULT_METAL_SHARE} of value assumed.` : `${code}: duty on copper content, ${round4(s)} of value.`);
  }
  return {
    chapter99_heading: rate.heading,
    rate_pct: rate.pct,
    basis: rate.basis,
    low: bounds.low * share,
    high: bounds.high * share,
    value_base: a.value_base,
    value_base_share: share,
    group: a.load_factor_group,
    description: `${a.name} (${rate.heading ? `${rate.heading}, ` : ''}${describeRate(rate.pct, rate.basis)})`,
    when,
    citations: [...a.citations],
    assumptions,
  };
}

/** The heading and rate a treatment gives this line: of a column-1 pair, the one whose band fits the line's ordinary rate. */
function rateOf(t: ActionTreatment, ordinaryPct: number | null): { heading: string | null; pct: number; basis: RateBasis; note: string | null } {
  const band = bandedHeading(t.chapter99_heading, t.rate_pct, ordinaryPct);
  if (!band) return { heading: t.chapter99_heading, pct: t.rate_pct, basis: t.basis, note: null };
  const note = band.unless
    ? `${band.heading} (${describeRate(band.rate_pct, band.basis)}) is the heading for a column 1 rate under 15%; ${band.unless} (nothing added) applies instead if the line's ad valorem equivalent is 15% or more (U.S. note 33(m)).`
    : null;
  return { heading: band.heading, pct: band.rate_pct, basis: band.basis, note };
}

/** The outcomes of one action for one origin: its default or the origin's treatment, and a conditional treatment as a second outcome. */
function outcomesOfAction(a: OtherAction, digits: string, code: string, state: DayState, origin: Origin, ordinaryPct: number | null, facts: Map<string, QuestionId[]>, rival: boolean): DutyOutcome[] {
  const treatments = treatmentsOn(a, state.asOf, digits);
  const conditionOfT = (t: ActionTreatment): string | null => t.condition ?? conditionOf(t.chapter99_heading);
  const byOrigin = treatments.find((t) => !conditionOfT(t) && reaches(t, origin));
  const alternatives = alternativesOf(a.id, digits, origin).filter((alt) => !(alt.not_for_partners && byOrigin));
  const asked = new Set(alternatives.map((alt) => alt.heading));
  const extra: string[] = [];
  for (const t of treatments) {
    const rate = `${describeRate(t.rate_pct, t.basis)}${t.chapter99_heading ? ` (${t.chapter99_heading})` : ''}`;
    if (t === byOrigin) extra.push(`${a.name}: ${rate} for ${t.applies_to} (${t.citation}).`);
    else if (t.chapter99_heading !== null && asked.has(t.chapter99_heading)) continue;
    else if (!t.origins && !reaches(t, origin)) {
      if (origin.iso2 === null || !t.reaches_other) extra.push(`Not assumed (the importer would have to show it): ${rate} for ${t.applies_to}.`);
    } else if (origin.iso2 === null && origin.group === 'other' && t.reaches_other) extra.push(`Origin 'other' without originCountry is taken as a country without a treatment of its own; ${rate} applies instead to ${t.applies_to}.`);
  }
  const own = byOrigin ? rateOf(byOrigin, ordinaryPct) : { heading: a.chapter99_heading, pct: a.rate_pct, basis: a.basis ?? 'additional', note: null };
  if (own.note) extra.push(own.note);
  // An exclusive group decides only where another of its actions covers the line too.
  const when = a.condition && !certain(a, digits) ? `if ${a.condition.fact}` : a.exclusive_group && rival ? `if ${a.name.toLowerCase()} applies (${a.exclusive_group.decided_by})` : null;
  const out = [actionOutcome(a, own, digits, code, ordinaryPct, when, extra)];
  if (byOrigin) out[0].citations.push(byOrigin.citation);
  const q = conditionQuestion(a);
  const group = rival ? groupRequirement(a) : null;
  const own0: Requirement[] = [];
  // Even where the classification makes the condition likely (8708 is "parts of motor vehicles"),
  // an answer or the line's own text can take the article out ("not parts of": 33(h)(ii), 38(l)).
  if (q) own0.push([q, true]);
  if (group && !own0.some(([id]) => id === group[0])) own0.push(group);
  if (treatments.some((t) => conditionOfT(t) && reaches(t, origin))) own0.push(['critical_components_from_partners', false]);
  for (const alt of alternatives) if (!own0.some(([id]) => id === alt.question)) own0.push([alt.question, !alt.holds_when]);
  if (own0.length > 0) out[0].requires = own0;
  for (const t of treatments) {
    const condition = conditionOfT(t);
    if (!condition || !reaches(t, origin)) continue;
    facts.set(condition, ['critical_components_from_partners']);
    const r = rateOf(t, ordinaryPct);
    const partner: DutyOutcome = actionOutcome(a, r, digits, code, ordinaryPct, `if ${condition}`, r.note ? [r.note] : []);
    partner.citations.push(t.citation);
    partner.requires = [...own0.filter(([id]) => id !== 'critical_components_from_partners'), ['critical_components_from_partners', true]];
    out.push(partner);
  }
  // An alternative holds where the action would (its other requirements) and its own answer is given.
  for (const alt of alternatives) {
    const also = own0.filter(([id]) => id !== alt.question);
    out.push(alt.duty === 'rate' ? rateAlternative(a, alt, digits, code, ordinaryPct, also) : alternativeOutcome(alt, out[0], also));
  }
  return out;
}

/** The question an action's own condition asks, where it is one of the catalogue's. */
function conditionQuestion(a: OtherAction): QuestionId | null {
  if (a.id === 'auto-parts') return 'part_of_passenger_vehicle';
  if (a.id === 'mhd-parts') return 'part_of_mhd_vehicle';
  if (a.id.startsWith('pharmaceuticals/')) return 'patented';
  return null;
}

/** The answer under which an action of an exclusive group applies. */
function groupRequirement(a: OtherAction): Requirement | null {
  if (a.exclusive_group?.id === 'note-43-thermal-imaging') return ['thermal_imaging', a.id === 'drones-43c3'];
  if (a.exclusive_group?.id === 'light-vehicle-or-mhd') return ['light_truck', a.id === 'autos'];
  const q = conditionQuestion(a);
  return a.exclusive_group && q ? [q, true] : null;
}

/** "if the answer to ... is yes and ... is no": the answers under which an alternative holds. */
const whenAnswered = (reqs: readonly Requirement[]): string => reqs.map(([id, v]) => `the answer to "${QUESTIONS[id].question}" is ${v ? 'yes' : 'no'}`).join(' and ');

/** The outcome of an alternative heading with a rate of its own (note 40(h)'s onshoring headings). */
function rateAlternative(a: OtherAction, alt: AlternativeHeading, digits: string, code: string, ordinaryPct: number | null, also: readonly Requirement[]): DutyOutcome {
  const own: Requirement[] = [[alt.question, alt.holds_when], ...(alt.also ?? [])];
  const o = actionOutcome(a, { heading: alt.heading, pct: alt.rate!.pct, basis: alt.rate!.basis }, digits, code, ordinaryPct, `if ${whenAnswered(own)}`, []);
  return { ...o, description: alt.text, requires: [...also, ...own] };
}

/** The outcome of an alternative heading: no duty, or the action's rate on the (unknown) non-U.S. content. */
function alternativeOutcome(alt: AlternativeHeading, own: DutyOutcome, also: readonly Requirement[]): DutyOutcome {
  const answer = alt.holds_when ? 'yes' : 'no';
  const when = `if the answer to "${QUESTIONS[alt.question].question}" is ${answer}`;
  const requires: Requirement[] = [...also, [alt.question, alt.holds_when]];
  if (alt.duty === 'none') return { ...NO_DUTY, chapter99_heading: alt.heading, rate_pct: 0, basis: 'additional', description: alt.text, when, requires, exclusions: [{ chapter99_heading: alt.heading, text: alt.text }] };
  return {
    ...own,
    chapter99_heading: alt.heading,
    low: 0,
    description: alt.text,
    when,
    requires,
    assumptions: [...own.assumptions, `${alt.heading}: the U.S. content share is not known: low assumes all of the value is U.S. content, high none.`],
  };
}

function withRequirement(o: DutyOutcome, r: Requirement): DutyOutcome {
  return { ...o, requires: [...(o.requires ?? []), r] };
}

/**
 * The outcome of an article a vehicle-parts action would reach but that is not such a part: it
 * is entered under the exclusion heading too. Where no other Section 232 heading applies, the
 * exclusion heading is the outcome's heading; where the question is still open, the outcome says so.
 */
function withExclusion(o: DutyOutcome, x: ExclusionHeading, open: QuestionId | null): DutyOutcome {
  const exclusions = [...(o.exclusions ?? []), x].sort((a, b) => a.chapter99_heading.localeCompare(b.chapter99_heading));
  const asked = open ? `if the answer to "${QUESTIONS[open].question}" is no` : null;
  const when = asked ? (o.when ? `${o.when} and ${asked}` : asked) : o.when;
  const description = o.description === NO_DUTY.description ? x.text : `${o.description}; ${x.text}`;
  if (o.chapter99_heading !== null || o.rate_pct !== null) return { ...o, description, when, exclusions };
  return { ...o, chapter99_heading: x.chapter99_heading, rate_pct: 0, basis: 'additional', description, when, exclusions };
}

function displaces(a: OtherAction, b: OtherAction): boolean {
  return a !== b && (a.displaces ?? []).includes(b.id);
}

/**
 * Every outcome the notes leave open for this code, origin and day, and the facts that decide
 * between them. With no action and no list: one outcome, no duty.
 */
export function codeOutcomes(c: Classification, state: DayState, origin: Origin, ordinaryPct: number | null, given?: Answers): CodeOutcomes {
  if (!c.parsed.ok) return { outcomes: [NO_DUTY], questions: [], deciding_facts: [] };
  const { digits, code } = c.parsed;
  // Each fact that decides, with the questions that answer it (none: a fact not asked yet).
  const facts = new Map<string, QuestionId[]>();
  const settled = settledFor(digits);
  const answers: Answers | undefined = settled ? { ...Object.fromEntries(settled.answers), ...given } : given;
  const list = listOutcome(c, state, origin, ordinaryPct, answers);
  if (list?.when) facts.set('whether the metal is at least 15% of the article\'s weight', ['metal_15pct_by_weight']);
  const k = list ? note16kOutcome(c, state, origin, list, ordinaryPct) : null;
  const fallbacks = k ? [withRequirement(list!, ['exclusively_for_ag_or_industrial_equipment', false]), k] : [list ?? (c.actions.length === 0 ? chapterOutcome(c, state) : null) ?? NO_DUTY];
  // With a listed provision, only actions the notes put before the metal lists matter (as before:
  // a hit pays the list's rate); without one, every covering action does.
  const start = list ? c.actions.filter((a) => (a.displaces ?? []).includes('metals')) : c.actions;
  const resolve = (candidates: readonly OtherAction[]): DutyOutcome[] => {
    if (candidates.length === 0) return fallbacks;
    const top = candidates.filter((a) => !candidates.some((b) => displaces(b, a)));
    const level = top.length > 0 ? top : [...candidates];
    const rivalIn = (a: OtherAction) => a.exclusive_group !== undefined && level.some((b) => b !== a && b.exclusive_group?.id === a.exclusive_group!.id);
    const outcomes = level.flatMap((a) => outcomesOfAction(a, digits, code, state, origin, ordinaryPct, facts, rivalIn(a)));
    for (const a of level) {
      const q = conditionQuestion(a);
      if (a.condition && !certain(a, digits)) facts.set(a.condition.fact, q ? [q] : []);
      if (a.exclusive_group && level.some((b) => b !== a && b.exclusive_group?.id === a.exclusive_group!.id)) {
        const asked = level.filter((b) => b.exclusive_group?.id === a.exclusive_group!.id).map((b) => groupRequirement(b)?.[0]).filter((id): id is QuestionId => id !== undefined);
        facts.set(a.exclusive_group.decided_by, [...new Set(asked)]);
      }
    }
    if (level.length > 1 && !level.every((a) => a.exclusive_group && a.exclusive_group.id === level[0].exclusive_group?.id)) {
      facts.set(`which of ${level.map((a) => a.name).join(', ')} the article falls under`, []);
    }
    if (level.every((a) => !certain(a, digits) || settledOut(a))) {
      // The rest applies only where every action of this level does not.
      const not: Requirement[] = level.flatMap((a) => {
        const q = conditionQuestion(a);
        return q ? [[q, false] as Requirement] : a.exclusive_group?.id === 'note-43-thermal-imaging' ? [] : [];
      });
      const excluded = level.flatMap((a) => {
        const x = NOT_PARTS_OF[a.id];
        const q = conditionQuestion(a);
        return x ? [{ x, open: q !== null && answers?.[q] === undefined ? q : null }] : [];
      });
      const rest = resolve(candidates.filter((a) => !level.includes(a))).map((o) => excluded.reduce((acc, e) => withExclusion(acc, e.x, e.open), not.reduce(withRequirement, o)));
      // Said in words too: the assumptions are what every surface prints.
      for (const o of rest) for (const e of excluded) o.assumptions = [...o.assumptions, `${code}: ${e.open ? 'if it is ' : ''}${e.x.text}.`];
      outcomes.push(...rest);
    }
    return outcomes;
  };
  // An action whose question the line's own text (or an answer) settles against it.
  const settledOut = (a: OtherAction): boolean => {
    const q = conditionQuestion(a);
    return q !== null && answers?.[q] === false;
  };
  const all = resolve(start);
  let outcomes = all.filter((o) => allowed(o.requires, answers));
  if (outcomes.length === 0) outcomes = all;
  const questions = new Set<QuestionId>();
  const open = outcomes.length > 1 || outcomes.some((o) => o.low !== o.high);
  if (open) for (const o of outcomes) for (const [id] of o.requires ?? []) if (answers?.[id] === undefined) questions.add(id);
  if (settled) outcomes = outcomes.map((o) => ({ ...o, assumptions: [...o.assumptions, `${code}: settled by the line's own text ("${settled.quote}"): ${settled.why}.`] }));
  // In words: the open questions, and the deciding facts no question asks yet.
  const deciding = [...questions].map((q) => QUESTIONS[q].question);
  if (outcomes.length > 1) for (const [fact, ids] of facts) if (ids.length === 0) deciding.push(fact);
  return { outcomes, questions: [...questions], deciding_facts: deciding };
}
