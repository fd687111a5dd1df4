// The date an answer is for. Lists and rates change by proclamation, so every answer is
// for one day (UTC), default today.

import { regimesFile } from './dataset.ts';
import { TariffError } from './errors.ts';
import type { Regime } from './dataset-types.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;
// The last day formatted and the last date found valid: every answer asks for both, usually
// for the same day, and formatting or checking a date is most of a one-code answer's date work.
let lastDay = { number: NaN, text: '' };
let lastValid = '';

export function todayUtc(now: Date = new Date()): string {
  const number = Math.floor(now.getTime() / DAY_MS);
  if (number !== lastDay.number) lastDay = { number, text: now.toISOString().slice(0, 10) };
  return lastDay.text;
}

/** Validates an as_of date (YYYY-MM-DD, a real calendar day) or returns today's UTC date. */
export function resolveAsOf(asOf: string | undefined): string {
  if (asOf === undefined || asOf === '') return todayUtc();
  if (asOf === lastValid) return asOf;
  const trimmed = String(asOf).trim();
  if (!ISO_DATE.test(trimmed)) throw new TariffError(`as_of must be a date YYYY-MM-DD, got '${asOf}'`, { field: 'as_of' });
  const parsed = new Date(`${trimmed}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== trimmed) {
    throw new TariffError(`as_of is not a calendar date: '${asOf}'`, { field: 'as_of' });
  }
  lastValid = trimmed;
  return trimmed;
}

/** True when day lies in [from, to] (inclusive; to null = open). ISO dates compare as strings. */
export function inForce(day: string, from: string, to: string | null): boolean {
  return from <= day && (to === null || day <= to);
}

/** The regime in force on a day; the data starts on the first regime's first day. */
export function regimeFor(day: string, field = 'as_of'): Regime {
  const regime = regimesFile.regimes.find((r) => inForce(day, r.effective_from, r.effective_to));
  if (!regime) {
    const first = regimesFile.regimes[0].effective_from;
    // Named as the caller's input names it (v1's as_of, the public tools' asOf).
    throw new TariffError(`the Section 232 data covers dates from ${first}; no regime for ${field} ${day}`, { field });
  }
  return regime;
}
