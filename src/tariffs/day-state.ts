// What is in force on one day: the regime, its active lists and their rates, active other
// actions, data-gap notes. Computed once per distinct as_of and kept, so a batch of codes
// pays for it once.

import { ALL_ACTIONS, regimesFile } from './dataset.ts';
import { inForce, regimeFor } from './as-of.ts';
import { REGIME_INDEXES, type RegimeIndex } from './provision-index.ts';
import type { OtherAction, RatePeriod, Regime, RegimeGap, SectionList } from './dataset-types.ts';

export interface DayState {
  asOf: string;
  regime: Regime;
  index: RegimeIndex;
  /** Active lists and the rate period each applies that day (its rate, basis, heading, other treatments and the document that set it). */
  periodOf: Map<SectionList, RatePeriod>;
  activeActions: Set<OtherAction>;
  gaps: RegimeGap[];
  /** The regime's headline rate that day (upper bound for unlisted metal-chapter codes). */
  headlineRate: number;
}

/** Whether a gap concerns an answer whose covering provisions sit on these lists. */
export function gapConcerns(gap: RegimeGap, lists: readonly SectionList[]): boolean {
  return !gap.lists || lists.some((l) => gap.lists!.some((id) => l.id === id || (id.endsWith('/') && l.id.startsWith(id))));
}

/** The period in force on a day: the last one that started on or before it. */
export function periodOn(rates: RatePeriod[], day: string): RatePeriod {
  let current = rates[0];
  for (const period of rates) if (period.from <= day) current = period;
  return current;
}

export function rateOn(rates: RatePeriod[], day: string): number {
  return periodOn(rates, day)?.rate_pct ?? 0;
}

/** The rate an active list applies that day, in percent (0 for a list not in force). */
export function listRate(state: DayState, list: SectionList): number {
  return state.periodOf.get(list)?.rate_pct ?? 0;
}

/** The Chapter 99 heading an active list's provisions enter under that day. */
export function listHeading(state: DayState, list: SectionList): string {
  return state.periodOf.get(list)?.chapter99_heading ?? list.chapter99_heading;
}

function computeDayState(asOf: string): DayState {
  const regime = regimeFor(asOf);
  const index = REGIME_INDEXES.get(regime.id);
  if (!index) throw new Error(`no index for regime ${regime.id}`);
  const periodOf = new Map<SectionList, RatePeriod>();
  for (const list of regimesFile.lists) {
    if (list.regime !== regime.id || !inForce(asOf, list.effective_from, list.effective_to)) continue;
    periodOf.set(list, periodOn(list.rates, asOf));
  }
  const activeActions = new Set(ALL_ACTIONS.filter((a) => inForce(asOf, a.effective_from, a.effective_to)));
  const gaps = regime.gaps.filter((g) => inForce(asOf, g.from, g.to));
  return { asOf, regime, index, periodOf, activeActions, gaps, headlineRate: rateOn(regime.headline_rates, asOf) };
}

const STATES = new Map<string, DayState>();
const MAX_STATES = 512;

export function dayState(asOf: string): DayState {
  let state = STATES.get(asOf);
  if (!state) {
    if (STATES.size >= MAX_STATES) STATES.clear();
    state = computeDayState(asOf);
    STATES.set(asOf, state);
  }
  return state;
}
