// What is in force on one day: the regime, its active lists and their rates, active other
// actions, data-gap notes. Computed once per distinct as_of and kept, so a batch of codes
// pays for it once.

import { otherActionsFile, regimesFile } from './dataset.ts';
import { inForce, regimeFor } from './as-of.ts';
import { REGIME_INDEXES, type RegimeIndex } from './provision-index.ts';
import type { OtherAction, RatePeriod, Regime, RegimeGap, SectionList } from './dataset-types.ts';

export interface DayState {
  asOf: string;
  regime: Regime;
  index: RegimeIndex;
  /** Active lists (inclusion and conditional exemption) and the rate each applies that day. */
  rateOf: Map<SectionList, number>;
  /** The document that set each active list's rate that day. */
  rateCitationOf: Map<SectionList, string>;
  activeActions: Set<OtherAction>;
  gaps: RegimeGap[];
  /** The regime's headline rate that day (upper bound for unlisted metal-chapter codes). */
  headlineRate: number;
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

function computeDayState(asOf: string): DayState {
  const regime = regimeFor(asOf);
  const index = REGIME_INDEXES.get(regime.id);
  if (!index) throw new Error(`no index for regime ${regime.id}`);
  const rateOf = new Map<SectionList, number>();
  const rateCitationOf = new Map<SectionList, string>();
  for (const list of regimesFile.lists) {
    if (list.regime !== regime.id || !inForce(asOf, list.effective_from, list.effective_to)) continue;
    const period = periodOn(list.rates, asOf);
    rateOf.set(list, period.rate_pct);
    rateCitationOf.set(list, period.citation);
  }
  const activeActions = new Set(otherActionsFile.actions.filter((a) => inForce(asOf, a.effective_from, a.effective_to)));
  const gaps = regime.gaps.filter((g) => inForce(asOf, g.from, g.to));
  return { asOf, regime, index, rateOf, rateCitationOf, activeActions, gaps, headlineRate: rateOn(regime.headline_rates, asOf) };
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
