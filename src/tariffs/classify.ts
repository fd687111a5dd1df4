// The lookup engine: one code, one day -> status and the facts behind it. Pure; shared by
// the lookup result (lookup.ts) and the duty estimate (duty-impact.ts).

import { parseHtsCode, type ParsedHtsCode } from './hts-code.ts';
import { ACTION_INDEX, type Provision } from './provision-index.ts';
import { isKnownStatisticalLine } from './metal-content.ts';
import type { DayState } from './day-state.ts';
import type { OtherAction } from './dataset-types.ts';

export type HtsStatus = 'hit' | 'in_scope_no_bis14' | 'adjacent' | 'clear' | 'invalid';

export const MAX_ADJACENT = 10;

export interface Classification {
  parsed: ParsedHtsCode;
  status: HtsStatus;
  /** Provisions on active inclusion lists covering the code: most specific first, then highest rate. */
  matches: Provision[];
  /** Provisions on active conditional-exemption lists covering the code (qualify a hit). */
  exemptions: Provision[];
  /** The code's chapter is one of the regime's metal chapters. */
  metalChapter: boolean;
  /** Other Section 232 actions in force covering the code. */
  actions: OtherAction[];
  /** Listed neighbours (same subheading, else same heading), nearest first, one per article, at most 10. */
  adjacent: Provision[];
  knownLine: boolean;
}

const PROVISION_LENGTHS = [10, 8, 6, 4];
const NONE: Provision[] = [];

function coveringProvisions(digits: string, state: DayState): { matches: Provision[]; exemptions: Provision[] } {
  const matches: Provision[] = [];
  const exemptions: Provision[] = [];
  for (const n of PROVISION_LENGTHS) {
    const bucket = state.index.exact.get(digits.slice(0, n));
    if (!bucket) continue;
    for (const p of bucket) {
      if (!state.rateOf.has(p.list)) continue;
      if (p.list.role === 'inclusion') matches.push(p);
      else exemptions.push(p);
    }
  }
  // Longest prefix first already; among equally specific provisions prefer the higher rate.
  if (matches.length > 1) {
    matches.sort((a, b) => b.digits.length - a.digits.length || (state.rateOf.get(b.list) ?? 0) - (state.rateOf.get(a.list) ?? 0));
  }
  return { matches, exemptions };
}

function coveringActions(digits: string, state: DayState): OtherAction[] {
  let found: OtherAction[] | null = null;
  for (const n of ACTION_INDEX.lengths) {
    const bucket = ACTION_INDEX.byPrefix.get(digits.slice(0, n));
    if (!bucket) continue;
    for (const action of bucket) {
      if (!state.activeActions.has(action)) continue;
      if (!found) found = [];
      if (!found.includes(action)) found.push(action);
    }
  }
  return found ?? [];
}

function sharedPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** Active listed provisions of one bucket other than those covering the code, nearest first, one per article. */
function nearest(digits: string, bucket: Provision[] | undefined, state: DayState, covering: Provision[]): Provision[] {
  if (!bucket) return [];
  const position = Number(digits);
  const ranked: Array<{ p: Provision; shared: number; distance: number }> = [];
  for (const p of bucket) {
    if (!state.rateOf.has(p.list) || p.list.role !== 'inclusion' || covering.includes(p)) continue;
    ranked.push({ p, shared: sharedPrefix(digits, p.digits), distance: Math.abs(position - p.position) });
  }
  if (ranked.length === 0) return NONE;
  ranked.sort((a, b) => b.shared - a.shared || a.distance - b.distance || (a.p.slug < b.p.slug ? -1 : 1));
  const out: Provision[] = [];
  const seen = new Set<string>();
  for (const r of ranked) {
    if (seen.has(r.p.slug)) continue;
    seen.add(r.p.slug);
    out.push(r.p);
    if (out.length === MAX_ADJACENT) break;
  }
  return out;
}

export function classifyHtsCode(input: string, state: DayState): Classification {
  const parsed = parseHtsCode(input);
  if (!parsed.ok) {
    return { parsed, status: 'invalid', matches: NONE, exemptions: NONE, metalChapter: false, actions: [], adjacent: NONE, knownLine: false };
  }
  const { digits, chapter } = parsed;
  const { matches, exemptions } = coveringProvisions(digits, state);
  const metalChapter = state.regime.metal_chapters.includes(chapter);
  const actions = coveringActions(digits, state);
  let adjacent = nearest(digits, state.index.bySubheading.get(digits.slice(0, 6)), state, matches);
  if (adjacent.length === 0) adjacent = nearest(digits, state.index.byHeading.get(digits.slice(0, 4)), state, matches);
  let status: HtsStatus;
  if (matches.length > 0) status = 'hit';
  else if (metalChapter || actions.length > 0) status = 'in_scope_no_bis14';
  else if (adjacent.length > 0) status = 'adjacent';
  else status = 'clear';
  return { parsed, status, matches, exemptions, metalChapter, actions, adjacent, knownLine: isKnownStatisticalLine(digits) };
}
