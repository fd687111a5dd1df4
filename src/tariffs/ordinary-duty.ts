// The ordinary (column 1 general) duty of a line, from USITC's JSON export as committed in
// data/hts/general-rates.json (scripts/build-general-rates.ts). An ad valorem rate is a share of
// value; a specific or compound rate (cents per kg, per item) needs a quantity and is never turned
// into a share here.

import { readFileSync } from 'node:fs';
import { lazy } from '../lazy.ts';

export type GeneralRate =
  | { kind: 'free'; pct: 0; text: string }
  | { kind: 'ad_valorem'; pct: number; text: string }
  | { kind: 'specific'; text: string }
  | { kind: 'compound'; text: string }
  | { kind: 'other'; text: string };

export interface OrdinaryDuty {
  /** The provision that prints the rate, dotted (7326.90.86, or 0101.30.0000 for a 10-digit line). */
  line: string;
  rate: GeneralRate;
  source_note: string;
}

/**
 * Where the rate comes from and how old it is, for every answer that uses it. A clause, not a
 * sentence: duty-impact.ts quotes it after "the column 1 general rate, ".
 */
export const ORDINARY_DUTY_SOURCE =
  "from USITC's HTS JSON export of a late-2024 revision (lines created since then have no rate here, and rates changed since are not reflected).";

const SOURCE_NOTE = `The column 1 general rate comes ${ORDINARY_DUTY_SOURCE}`;

const FILE = new URL('../../data/hts/general-rates.json', import.meta.url);

// Read on first use, not at import: most starts answer something else first (bench/startup.ts).
const RATES = lazy(() => {
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as { lines: Record<string, string> };
  return new Map(Object.entries(file.lines));
});

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const AD_VALOREM = new RegExp(`^(${NUMBER})%$`);
// 3213.10.00.00 (colours in sets) prints "6.5% on the entire set": the set is the article entered,
// so the share is of its whole value.
const AD_VALOREM_ON_SET = new RegExp(`^(${NUMBER})% on the entire set$`);
// Money per unit: 1¢/kg, $1.05/doz., 0.9¢ each, 10¢/1,000 pins, 18.9¢/pf.liter, 3.6606¢/kg less ...
const SPECIFIC_TERM = new RegExp(`^(?:${NUMBER}¢|\\$${NUMBER})(?:\\s*/|\\s+(?:for )?each)`);
// A share, of the whole value ("3.4%") or of a part ("4.4% on the case").
const PERCENT_TERM = new RegExp(`^${NUMBER}%`);

/** What a printed general rate says (the forms the export prints; see test/tariffs/ordinary-duty.test.ts). */
export function parseGeneralRate(text: string): GeneralRate {
  const t = text.trim();
  if (/^free$/i.test(t)) return { kind: 'free', pct: 0, text: t };
  const share = AD_VALOREM.exec(t) ?? AD_VALOREM_ON_SET.exec(t);
  if (share) return { kind: 'ad_valorem', pct: Number(share[1]), text: t };
  // Terms joined by "+" (sometimes printed "+8%" or "case+ 5.3%").
  const terms = t.split(/\s*\+\s*/);
  const specific = terms.filter((term) => SPECIFIC_TERM.test(term)).length;
  const percent = terms.filter((term) => PERCENT_TERM.test(term)).length;
  if (specific === 0 || specific + percent < terms.length) return { kind: 'other', text: t };
  return percent === 0 ? { kind: 'specific', text: t } : { kind: 'compound', text: t };
}

function dotted(digits: string): string {
  if (digits.length === 10) return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('.');
}

const PARSED = new Map<string, OrdinaryDuty>();
const PREFIXES = [10, 8, 6, 4];

/** The general rate of a 10-digit code (bare digits): the longest prefix that prints one, or null. */
export function ordinaryDuty(digits: string): OrdinaryDuty | null {
  const lines = RATES();
  for (const length of PREFIXES) {
    const key = digits.slice(0, length);
    const text = lines.get(key);
    if (text === undefined) continue;
    let found = PARSED.get(key);
    if (!found) {
      // Shared by every caller, so frozen.
      found = Object.freeze({ line: dotted(key), rate: Object.freeze(parseGeneralRate(text)), source_note: SOURCE_NOTE });
      PARSED.set(key, found);
    }
    return found;
  }
  return null;
}

/** The ad valorem general rate of a code in percent (0 for Free); null when it is not a share of value or unknown. */
export function ordinaryPctOf(digits: string): number | null {
  const found = ordinaryDuty(digits);
  return found && (found.rate.kind === 'ad_valorem' || found.rate.kind === 'free') ? found.rate.pct : null;
}
