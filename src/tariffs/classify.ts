// The lookup engine: one code, one day -> status and the facts behind it. Pure; shared by
// the lookup result (lookup.ts) and the duty estimate (duty-impact.ts).

import { parseHtsCode, type ParsedHtsCode } from './hts-code.ts';
import { ACTION_INDEX, type Provision } from './provision-index.ts';
import { isKnownStatisticalLine } from './metal-content.ts';
import { listRate, type DayState } from './day-state.ts';
import type { OtherAction } from './dataset-types.ts';
import { deletedOn, predecessorsOf, type Inheritance } from './successors.ts';

export type HtsStatus = 'hit' | 'in_scope_no_bis14' | 'adjacent' | 'clear' | 'invalid';

export const MAX_ADJACENT = 10;

export interface Classification {
  parsed: ParsedHtsCode;
  status: HtsStatus;
  /** Provisions on active lists covering the code: most specific first, then highest rate. */
  matches: Provision[];
  /** The code's chapter is one of the regime's metal chapters. */
  metalChapter: boolean;
  /** Other Section 232 actions in force covering the code. */
  actions: OtherAction[];
  /** Listed neighbours (same subheading, else same heading), nearest first, one per article, at most 10. */
  adjacent: Provision[];
  knownLine: boolean;
  /** Deleted statistical lines this code succeeds whose listing (or action) it inherited, with the revision that split them. */
  inherited: Inheritance[];
}

const NONE: Provision[] = [];

function coveringProvisions(digits: string, head8: number, state: DayState, predecessors: readonly Inheritance[], inherited: Inheritance[]): Provision[] {
  let matches = NONE;
  state.index.exact.forEachCovering(digits, head8, (bucket) => {
    for (const p of bucket) if (state.periodOf.has(p.list)) (matches === NONE ? (matches = []) : matches).push(p);
  });
  // A line split off a listed line after the list was printed inherits its listing.
  for (const from of predecessors) {
    const bucket = state.index.exact.ten.get(from.digits);
    if (!bucket) continue;
    for (const p of bucket) {
      if (!state.periodOf.has(p.list) || (matches !== NONE && matches.includes(p))) continue;
      (matches === NONE ? (matches = []) : matches).push(p);
      if (!inherited.includes(from)) inherited.push(from);
    }
  }
  // Most specific first already; among equally specific provisions prefer the higher rate.
  if (matches.length > 1) matches.sort((a, b) => b.digits.length - a.digits.length || listRate(state, b.list) - listRate(state, a.list));
  return matches;
}

const NO_ACTIONS: OtherAction[] = [];
const NO_INHERITANCE: Inheritance[] = Object.freeze([]) as unknown as Inheritance[];

function coveringActions(digits: string, head8: number, state: DayState, predecessors: readonly Inheritance[], inherited: Inheritance[]): OtherAction[] {
  let found = NO_ACTIONS;
  const take = (bucket: OtherAction[]): boolean => {
    let took = false;
    for (const action of bucket) {
      if (!state.activeActions.has(action) || found.includes(action)) continue;
      (found === NO_ACTIONS ? (found = []) : found).push(action);
      took = true;
    }
    return took;
  };
  ACTION_INDEX.forEachCovering(digits, head8, take);
  for (const from of predecessors) {
    const bucket = ACTION_INDEX.ten.get(from.digits);
    if (bucket && take(bucket) && !inherited.includes(from)) inherited.push(from);
  }
  return found;
}

function sharedPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

// Per day, each bucket reduced to its active provisions (still sorted by position).
const ACTIVE_BUCKETS = new WeakMap<DayState, Map<Provision[], Provision[]>>();

function activeBucket(bucket: Provision[], state: DayState): Provision[] {
  let cache = ACTIVE_BUCKETS.get(state);
  if (!cache) {
    cache = new Map();
    ACTIVE_BUCKETS.set(state, cache);
  }
  let active = cache.get(bucket);
  if (!active) {
    active = bucket.filter((p) => state.periodOf.has(p.list));
    cache.set(bucket, active);
  }
  return active;
}

/**
 * Active listed provisions of one bucket other than those covering the code, nearest first
 * (longest shared prefix, then smallest distance), one per article, at most 10. The bucket is
 * sorted by position, and provisions sharing a longer prefix with the code sit contiguously
 * around its insertion point, so walking outward from it with two pointers yields that order
 * without sorting.
 */
function nearest(digits: string, position: number, bucket: Provision[] | undefined, state: DayState, covering: Provision[]): Provision[] {
  if (!bucket) return NONE;
  const active = activeBucket(bucket, state);
  if (active.length === 0) return NONE;
  let lo = 0;
  let hi = active.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (active[mid].position < position) lo = mid + 1;
    else hi = mid;
  }
  let left = lo - 1;
  let right = lo;
  const out: Provision[] = [];
  while (out.length < MAX_ADJACENT && (left >= 0 || right < active.length)) {
    let take: Provision;
    if (left < 0) take = active[right++];
    else if (right >= active.length) take = active[left--];
    else {
      const l = active[left];
      const r = active[right];
      const ls = sharedPrefix(digits, l.digits);
      const rs = sharedPrefix(digits, r.digits);
      const pickRight = rs > ls || (rs === ls && r.position - position <= position - l.position);
      take = pickRight ? active[right++] : active[left--];
    }
    if (covering.length > 0 && covering.includes(take)) continue;
    let duplicate = false;
    for (const o of out) if (o.slug === take.slug) duplicate = true;
    if (!duplicate) out.push(take);
  }
  return out;
}

function invalid(parsed: ParsedHtsCode): Classification {
  return { parsed, status: 'invalid', matches: NONE, metalChapter: false, actions: NO_ACTIONS, adjacent: NONE, knownLine: false, inherited: NO_INHERITANCE };
}

export function classifyHtsCode(input: string, state: DayState): Classification {
  const parsed = parseHtsCode(input);
  if (!parsed.ok) return invalid(parsed);
  const { digits, chapter, head8 } = parsed;
  // A line a revision deleted is no line from that day on: its goods are under its successors.
  const deleted = deletedOn(digits, state.asOf, head8);
  if (deleted) {
    const reason = `${parsed.code} was deleted by ${deleted.revision} (effective ${deleted.effective}); its goods are now under ${deleted.successors.join(', ')}`;
    return invalid({ ok: false, input, reason, deleted });
  }
  const predecessors = predecessorsOf(digits, state.asOf);
  const inherited: Inheritance[] = predecessors.length > 0 ? [] : NO_INHERITANCE;
  const matches = coveringProvisions(digits, head8, state, predecessors, inherited);
  const metalChapter = state.regime.metal_chapters.includes(chapter);
  const actions = coveringActions(digits, head8, state, predecessors, inherited);
  const position = head8 * 100 + (digits.charCodeAt(8) - 48) * 10 + (digits.charCodeAt(9) - 48);
  let adjacent = nearest(digits, position, state.index.bySubheading.get((head8 / 100) | 0), state, matches);
  if (adjacent.length === 0) adjacent = nearest(digits, position, state.index.byHeading.get((head8 / 10000) | 0), state, matches);
  let status: HtsStatus;
  if (matches.length > 0) status = 'hit';
  else if (metalChapter || actions.length > 0) status = 'in_scope_no_bis14';
  else if (adjacent.length > 0) status = 'adjacent';
  else status = 'clear';
  return { parsed, status, matches, metalChapter, actions, adjacent, knownLine: isKnownStatisticalLine(digits) || predecessors.length > 0, inherited };
}
