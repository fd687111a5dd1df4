// Whether a docket has a window open on a day, from its windows as the texts state them. Pure.
// A date the texts do not state is never filled in: a day that could fall in a window with a
// missing date is 'unknown', not 'closed', because saying "closed" there would be a guess.

import type { DocketWindow } from './dockets.ts';

export type WindowStatus = 'open' | 'closed' | 'unknown';

export interface WindowOnDay {
  status: WindowStatus;
  /**
   * The window the status speaks of: the open one, the one that may be open (unknown), or the
   * last one that closed before the day (closed); null when there is none.
   */
  window: DocketWindow | null;
  /** When closed: the next window with a stated opening after the day, if any. */
  next: DocketWindow | null;
}

// ISO dates compare as strings.
const latest = (dates: Array<string | null>) => dates.filter((d): d is string => d !== null).sort().at(-1);
const earliest = (dates: Array<string | null>) => dates.filter((d): d is string => d !== null).sort()[0];

/**
 * Could window i hold the day, given what is stated? Rounds follow one another, so a missing
 * opening is after everything stated of the earlier rounds, and a missing closing is before the
 * next stated opening.
 */
function couldHold(windows: readonly DocketWindow[], i: number, day: string): boolean {
  const w = windows[i];
  const before = latest(windows.slice(0, i).flatMap((p) => [p.opens, p.closes]));
  const after = earliest(windows.slice(i + 1).map((n) => n.opens));
  const fromOk = w.opens !== null ? w.opens <= day : before === undefined || before < day;
  const toOk = w.closes !== null ? day <= w.closes : after === undefined || day < after;
  return fromOk && toOk;
}

/** The status on `day` (YYYY-MM-DD) of a docket whose windows are given in round order. */
export function windowOn(windows: readonly DocketWindow[], day: string): WindowOnDay {
  // A docket with no windows on record: nothing says whether it takes comments.
  if (windows.length === 0) return { status: 'unknown', window: null, next: null };
  const open = windows.find((w) => w.opens !== null && w.closes !== null && w.opens <= day && day <= w.closes);
  if (open) return { status: 'open', window: open, next: null };
  const maybe = windows.find((w, i) => (w.opens === null || w.closes === null) && couldHold(windows, i, day));
  if (maybe) return { status: 'unknown', window: maybe, next: null };
  const last = windows.filter((w) => w.closes !== null && w.closes < day).sort((a, b) => (a.closes! < b.closes! ? -1 : 1)).at(-1) ?? null;
  const next = windows.filter((w) => w.opens !== null && w.opens > day).sort((a, b) => (a.opens! < b.opens! ? -1 : 1))[0] ?? null;
  return { status: 'closed', window: last, next };
}
