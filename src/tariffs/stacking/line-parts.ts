// The duties that stack on one line's ordinary duty and Section 232 outcomes (China Section 301,
// the note 52 country duties, note 50's Brazil duty, note 51's Canada duties), priced on the
// line's value. Pure over its inputs.
//
// The country notes are decided per Section 232 outcome: 52(f), 50(a)(vi) and 51(c) exempt only
// goods "provided for in" the Section 232 headings they name, so an outcome with no such heading
// (metal under 15% of the weight, an exclusion heading, no action) owes the country duty.
// Section 301 is decided once per line. Each stacks on the others (52(a), 50(a)(i), 51(a):
// their goods are "also subject to any additional duty provided for in this subchapter"). All
// apply to the full value: no country load factor scales them.

import type { CountryOfOrigin } from '../dataset-types.ts';
import type { Origin } from '../origin.ts';
import type { DutyOutcome } from '../outcomes.ts';
import type { Answers, QuestionId } from '../questions.ts';
import { note50Parts } from './note50.ts';
import { note51Parts } from './note51.ts';
import { note52Parts, type Note52Input } from './note52.ts';
import { SECTION_301_EXCLUSIONS, section301Parts } from './section301.ts';
import type { StackedPart, StackingAnswer } from './types.ts';

// The parts of a line from an origin on a day are the same for every request (the texts do not
// change within a data revision), so each is worked out once: building their citations was a
// third of a one-code duty_impact's own CPU (bench/request-path.ts). Cleared when full.
const MAX_MEMO = 4096;
const S301 = new Map<string, StackingAnswer>();
const COUNTRY = new Map<string, StackingAnswer>();
function remembered(map: Map<string, StackingAnswer>, key: string, make: () => StackingAnswer): StackingAnswer {
  let found = map.get(key);
  if (!found) {
    if (map.size >= MAX_MEMO) map.clear();
    found = make();
    map.set(key, found);
  }
  return found;
}

/** The note 52 key of an origin: ISO2, 'EU' for any member state, null when the country is not known. */
export function note52Origin(origin: Origin): string | null {
  if (origin.group === 'eu') return 'EU';
  return origin.iso2;
}

/** One stacked heading's dollars over the line's outcomes, with its text. */
export interface PricedStackedPart {
  part: StackedPart;
  low: number;
  high: number;
}

export interface LineStacking {
  /**
   * Per Section 232 outcome (the order given), its cases: the stacked duty at low and high, US
   * dollars, and whether the outcome's Section 232 duty is owed in that case (not when the
   * outcome's 15%-by-weight condition is unanswered and the metal is under 15%).
   */
  perOutcome: Array<Array<{ section232: boolean; low: number; high: number }>>;
  /** Each stacked heading met in any outcome: the least and most it adds. */
  parts: PricedStackedPart[];
  open_questions: string[];
  notes: string[];
  /** The catalogue's questions whose answers would settle a stacked part. */
  questions: QuestionId[];
}

export interface LineStackingInput {
  code: string;
  origin: Origin;
  day: string;
  ordinaryPct: number | null;
  outcomes: readonly DutyOutcome[];
  answers: Answers | undefined;
  lineValue: number;
}

/** A part's added percent at its lowest and highest (all_in against an unknown ordinary rate: 0 to the floor). */
const pctBounds = (p: StackedPart): [number, number] => (p.added_pct === null ? [0, p.rate_pct] : [p.added_pct, p.added_pct]);

const requires = (o: DutyOutcome, id: string, value: boolean) => (o.requires ?? []).some(([q, v]) => q === id && v === value);

/**
 * The Section 232 headings an outcome's goods are provided for in, as 52(f) reads them, at its
 * Section 232 duty is owed (high) and, where an unanswered 15%-by-weight condition may leave it
 * unowed, in that case (low: no heading; null when there is no such case).
 */
function headingsOf(o: DutyOutcome, answers: Answers | undefined, open: string[]): { high: string[]; low: string[] | null } {
  const h = o.chapter99_heading;
  if (!h) return { high: [], low: null };
  let high = [h];
  // 52(f)(3) names 9903.94.06 only "as applied to parts of passenger vehicles" under USMCA, not light-truck parts,
  // nor articles that are not parts at all (33(h)(ii), the "not parts of" outcome): those owe the country duties.
  const notAPart = requires(o, 'part_of_passenger_vehicle', false) || answers?.part_of_passenger_vehicle === false;
  if (h === '9903.94.06' && notAPart) high = [];
  else if (h === '9903.94.06' && !requires(o, 'part_of_passenger_vehicle', true) && answers?.part_of_passenger_vehicle !== true) {
    high = [];
    open.push('Whether the article is a part of a passenger vehicle: U.S. note 52(f)(3) (and 50(a)(vi)(3), 51(c)(3)) exempts goods under 9903.94.06 from the country duties only as applied to USMCA passenger-vehicle parts.');
  }
  const light = requires(o, 'metal_15pct_by_weight', true) && answers?.metal_15pct_by_weight === undefined;
  return { high, low: light ? [] : null };
}

/** Several notes' answers as one: each note's parts, choices, questions and notes side by side. */
function merged(answers: readonly StackingAnswer[]): StackingAnswer {
  return {
    parts: answers.flatMap((a) => a.parts),
    choices: answers.flatMap((a) => a.choices),
    open_questions: answers.flatMap((a) => a.open_questions),
    notes: answers.flatMap((a) => a.notes),
    questions: answers.flatMap((a) => a.questions ?? []),
  };
}

/** The parts of one stacking answer as dollars: certain ones on both ends, `when` ones on high only, a choice's least on low and most on high. */
function price(a: StackingAnswer, value: number): { low: number; high: number; each: PricedStackedPart[] } {
  let low = 0;
  let high = 0;
  const each: PricedStackedPart[] = [];
  for (const p of a.parts) {
    const [l, h] = pctBounds(p);
    const lo = p.when === null ? (value * l) / 100 : 0;
    const hi = (value * h) / 100;
    low += lo;
    high += hi;
    each.push({ part: p, low: lo, high: hi });
  }
  for (const c of a.choices) {
    const bounds = c.options.map(pctBounds);
    low += (value * Math.min(...bounds.map((b) => b[0]))) / 100;
    high += (value * Math.max(...bounds.map((b) => b[1]))) / 100;
    for (const [i, p] of c.options.entries()) each.push({ part: p, low: 0, high: (value * bounds[i]![1]) / 100 });
  }
  return { low, high, each };
}

const LINES = new Map<string, LineStacking>();

/**
 * lineStacking on a value of 1 (each figure a share of the line's value), worked out once per
 * line, origin, day and answers: the outcomes it reads are fixed by those. Scale by the value.
 */
export function lineStackingShares(input: Omit<LineStackingInput, 'lineValue'>): LineStacking {
  const key = `${input.code}|${input.origin.group}|${input.origin.iso2}|${input.day}|${input.answers === undefined ? '' : JSON.stringify(input.answers)}`;
  let found = LINES.get(key);
  if (!found) {
    if (LINES.size >= MAX_MEMO) LINES.clear();
    found = lineStacking({ ...input, lineValue: 1 });
    LINES.set(key, found);
  }
  return found;
}

export function lineStacking(input: LineStackingInput): LineStacking {
  const { code, origin, day, ordinaryPct, outcomes, answers, lineValue } = input;
  const open: string[] = [];
  const notes: string[] = [];
  const questions: QuestionId[] = [];
  const s301 = remembered(S301, `${code}|${origin.group}|${day}`, () => section301Parts(code, origin.group as CountryOfOrigin, day));
  const p301 = price(s301, lineValue);
  open.push(...s301.open_questions, ...s301.choices.map((c) => c.question));
  // The exclusions are named in every answer's not_included; not again per code.
  notes.push(...s301.notes.filter((n) => n !== SECTION_301_EXCLUSIONS));
  const n52Origin = note52Origin(origin);
  const memo = new Map<string, ReturnType<typeof price>>();
  // The country duties of an outcome whose goods are provided for in these Section 232 headings.
  const countryDuties = (headings: string[]) => {
    const key = headings.join(',');
    let hit = memo.get(key);
    if (!hit) {
      const civil = answers?.civil_aircraft_article;
      const answer = remembered(COUNTRY, `${code}|${n52Origin}|${origin.iso2}|${day}|${ordinaryPct}|${key}|${civil}`, () => {
        const facts: Note52Input = { code, origin: n52Origin, day, ordinaryPct, section232Headings: headings };
        return merged([note52Parts(facts), note50Parts({ ...facts, origin: origin.iso2 }), note51Parts({ ...facts, origin: origin.iso2 }, civil)]);
      });
      hit = price(answer, lineValue);
      memo.set(key, hit);
      open.push(...answer.open_questions, ...answer.choices.map((c) => c.question));
      questions.push(...(answer.questions ?? []));
      notes.push(...answer.notes);
    }
    return hit;
  };
  const ends: Array<ReturnType<typeof price>> = [];
  const perOutcome = outcomes.map((o) => {
    const { high, low } = headingsOf(o, answers, open);
    const owed = countryDuties(high);
    ends.push(owed);
    const cases = [{ section232: true, low: p301.low + owed.low, high: p301.high + owed.high }];
    if (low) {
      const light = countryDuties(low);
      ends.push(light);
      cases.push({ section232: false, low: p301.low + light.low, high: p301.high + light.high });
    }
    return cases;
  });
  // A country heading is owed at some ends of some outcomes: at least what the end that owes least adds (0 where one owes none).
  const byHeading = new Map<string, PricedStackedPart>();
  for (const end of new Set(ends)) for (const e of end.each) if (!byHeading.has(e.part.chapter99_heading)) byHeading.set(e.part.chapter99_heading, { ...e });
  for (const [heading, p] of byHeading) {
    const here = ends.map((end) => end.each.find((e) => e.part.chapter99_heading === heading));
    p.low = Math.min(...here.map((e) => e?.low ?? 0));
    p.high = Math.max(...here.map((e) => e?.high ?? 0));
  }
  const parts = [...p301.each, ...byHeading.values()];
  return { perOutcome, parts, open_questions: [...new Set(open)], notes: [...new Set(notes)], questions: [...new Set(questions)] };
}
