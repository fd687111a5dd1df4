// The parts a duty_impact total adds up from, as the wire carries them (per code and overall),
// and what the total leaves out, named in every answer so no duty is silently missing.

import type { PricedStackedPart } from './stacking/line-parts.ts';

export type DutyPartId = 'ordinary' | 'section232' | 'section301' | 'note52' | 'note50' | 'note51';

export interface DutyPartUsd {
  low: number;
  mid: number;
  high: number;
}

export interface DutyPartWire {
  part: DutyPartId;
  /** How a person reads it: "Section 301 duty (9903.88.03)". */
  label: string;
  /** The Chapter 99 heading; null for the ordinary duty, or for Section 232 when outcomes differ. */
  chapter99_heading: string | null;
  rate_pct: number | null;
  rate_basis: 'additional' | 'all_in' | null;
  /** What the rate applies to: the full value, or the metal or copper content (Section 232). */
  value_base: string | null;
  usd: DutyPartUsd;
  /** The fact the part depends on; null when it is owed for certain. */
  when: string | null;
  authority: string;
  effective_from: string | null;
  effective_to: string | null;
  citations: string[];
  /** True when the line's membership rests on a secondary (derived) list. */
  secondary: boolean;
}

const LABELS: Record<DutyPartId, string> = {
  ordinary: 'ordinary (column 1) duty',
  section232: 'Section 232 duty',
  section301: 'Section 301 duty',
  note52: 'note 52 country duty',
  note50: 'note 50 Brazil duty',
  note51: 'note 51 Canada duty',
};

const round2 = (x: number) => Math.round(x * 100) / 100;
export const usdOf = (low: number, high: number): DutyPartUsd => ({ low: round2(low), mid: round2((low + high) / 2), high: round2(high) });

/** A stacked part priced as shares of the line's value, on that value. */
export function stackedWirePart({ part: p, low: lowShare, high: highShare }: PricedStackedPart, lineValue: number): DutyPartWire {
  const low = lowShare * lineValue;
  const high = highShare * lineValue;
  return {
    part: p.part,
    label: `${LABELS[p.part]} (${p.chapter99_heading})`,
    chapter99_heading: p.chapter99_heading,
    rate_pct: p.rate_pct,
    rate_basis: p.rate_basis,
    value_base: p.value_base,
    usd: usdOf(low, high),
    when: p.when ?? (low < high ? 'depends on the facts this code\'s deciding_facts name' : null),
    authority: p.authority,
    effective_from: p.effective_from,
    effective_to: p.effective_to,
    citations: p.citations,
    secondary: p.secondary,
  };
}

export function baseWirePart(part: 'ordinary' | 'section232', f: Omit<DutyPartWire, 'part' | 'label'>): DutyPartWire {
  // Field by field, in the wire's order (a spread here was a tenth of a one-code estimate's CPU).
  return {
    part, label: LABELS[part], chapter99_heading: f.chapter99_heading, rate_pct: f.rate_pct, rate_basis: f.rate_basis, value_base: f.value_base, usd: f.usd,
    when: f.when, authority: f.authority, effective_from: f.effective_from, effective_to: f.effective_to, citations: f.citations, secondary: f.secondary,
  };
}

const wholeDollars = (p: DutyPartWire): DutyPartWire => ({ ...p, usd: { low: Math.round(p.usd.low), mid: Math.round(p.usd.mid), high: Math.round(p.usd.high) } });

/** The answer's parts: each code's, summed by part and heading (dollars add; the rest is the first code's). */
export function sumParts(perCode: readonly DutyPartWire[][]): DutyPartWire[] {
  if (perCode.length === 1) return perCode[0]!.map(wholeDollars);
  const sum = new Map<string, DutyPartWire>();
  for (const parts of perCode) {
    for (const p of parts) {
      const key = p.part === 'ordinary' || p.part === 'section232' ? p.part : `${p.part} ${p.chapter99_heading}`;
      const prior = sum.get(key);
      if (!prior) {
        sum.set(key, { ...p, usd: { ...p.usd }, citations: [...p.citations] });
        continue;
      }
      prior.usd.low += p.usd.low;
      prior.usd.mid += p.usd.mid;
      prior.usd.high += p.usd.high;
      if (prior.chapter99_heading !== p.chapter99_heading) prior.chapter99_heading = null;
      if (prior.rate_pct !== p.rate_pct) prior.rate_pct = null;
      if (prior.when === null && p.when !== null) prior.when = p.when;
      prior.secondary ||= p.secondary;
      for (const c of p.citations) if (!prior.citations.includes(c)) prior.citations.push(c);
    }
  }
  // Whole dollars overall, as the totals are.
  return [...sum.values()].map(wholeDollars);
}

/** What no total includes: named in every answer. */
export const NOT_INCLUDED: readonly string[] = Object.freeze([
  'antidumping and countervailing duties',
  'Section 338 duties',
  'quotas (tariff-rate quotas)',
  'Section 201 safeguard duties',
  'fees (merchandise processing, harbor maintenance)',
  'Section 301 exclusions (9903.88.05-.70): the Section 301 part assumes none',
  'the note 52 exemptions whose texts are not held (52(c)-(e), (g)-(k)), named as open questions where they could apply',
  'the note 50 exemptions whose texts are not held (50(a)(iii)-(v), 9903.05.04-.06: civil aircraft, pharmaceutical applications and others), named as open questions where they could apply',
  'note 51(d)\'s civil-aircraft list (9903.03.16) past the point where the held text stops, named as an open question where it could apply',
  'preference programmes lowering the ordinary duty (USMCA, KORUS and others)',
]);
