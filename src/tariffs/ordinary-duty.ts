// The ordinary (column 1 general) duty of a line, from USITC's JSON export as committed in
// data/hts/general-rates.json. An ad valorem rate is a share of value; a specific or compound
// rate (cents per kg, per item) needs a quantity and is never turned into a share here.

import { readFileSync } from 'node:fs';
import { lazy } from '../lazy.ts';

export type GeneralRate =
  | { kind: 'free'; pct: 0; text: string }
  | { kind: 'ad_valorem'; pct: number; text: string }
  | { kind: 'specific'; text: string }
  | { kind: 'compound'; text: string }
  | { kind: 'other'; text: string };

export interface OrdinaryDuty {
  /** The provision that prints the rate, dotted (e.g. 7326.90.86). */
  line: string;
  rate: GeneralRate;
}

interface GeneralRatesFile {
  source: string;
  revision_note: string;
  lines: Record<string, string>;
}

const FILE = new URL('../../data/hts/general-rates.json', import.meta.url);

// Read on first use: the start-up budget is 500 ms and most starts answer no estimate first.
const RATES = lazy(() => JSON.parse(readFileSync(FILE, 'utf8')) as GeneralRatesFile);

/** One sentence naming the source and its age, for every answer that uses an ordinary rate. */
export const ORDINARY_DUTY_SOURCE =
  "from USITC's HTS JSON export of a late-2024 revision (lines created since then have no rate here, and rates changed since are not reflected).";

const SPECIFIC_UNIT = /[¢$]|\/(kg|liter|l|doz|pr|bbl|head|m2|m3|no|t|each|proof)|\beach\b/i;

export function parseGeneralRate(text: string): GeneralRate {
  const t = text.trim();
  if (/^free$/i.test(t)) return { kind: 'free', pct: 0, text: t };
  const adValorem = /^(\d+(?:\.\d+)?)%$/.exec(t);
  if (adValorem) return { kind: 'ad_valorem', pct: Number(adValorem[1]), text: t };
  const hasPct = /\d%/.test(t);
  if (SPECIFIC_UNIT.test(t) && /\d/.test(t)) return hasPct ? { kind: 'compound', text: t } : { kind: 'specific', text: t };
  return { kind: 'other', text: t };
}

function dotted(digits: string): string {
  if (digits.length === 10) return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('.');
}

const PARSED = new Map<string, OrdinaryDuty>();

/** The general rate of a 10-digit code (bare digits): the longest prefix that prints one, or null. */
export function ordinaryDuty(digits: string): OrdinaryDuty | null {
  const lines = RATES().lines;
  for (const length of [10, 8, 6, 4]) {
    const key = digits.slice(0, length);
    const text = lines[key];
    if (text === undefined) continue;
    let found = PARSED.get(key);
    if (!found) {
      found = { line: dotted(key), rate: parseGeneralRate(text) };
      PARSED.set(key, found);
    }
    return found;
  }
  return null;
}
