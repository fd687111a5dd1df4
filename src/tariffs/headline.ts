// The one figure every surface a person reads leads with (the CLI, the letters, the web page, the
// clients' examples): the total duty, then the parts it adds up from. estimate_usd stays on the
// wire as the Section 232 part the published surface has always carried; it is never the headline.

import type { DutyImpactResult, UsdRange } from './duty-impact.ts';
import type { DutyPartId } from './duty-parts.ts';

export interface DutyPart {
  /** Stable id of the part. */
  part: DutyPartId;
  /** How a person reads it. */
  label: string;
  usd: UsdRange;
}

export interface DutyHeadline {
  /** Ordinary plus every modelled part: total_duty_usd. */
  total: UsdRange;
  /** The parts, in the order they are listed; they add up to the total. */
  parts: DutyPart[];
}

export type HeadlineFields = Pick<DutyImpactResult, 'total_duty_usd' | 'ordinary_duty_usd' | 'estimate_usd'> & Partial<Pick<DutyImpactResult, 'parts'>>;

/** The total and its parts as the answer lists them (ordinary, Section 232, then what stacks on them). */
export function dutyHeadline(r: HeadlineFields): DutyHeadline {
  if (r.parts) return { total: r.total_duty_usd, parts: r.parts.map((p) => ({ part: p.part, label: p.label, usd: p.usd })) };
  // An answer from before the parts were on the wire (a stored letter): the two it had.
  return {
    total: r.total_duty_usd,
    parts: [
      { part: 'ordinary', label: 'ordinary (column 1) duty', usd: r.ordinary_duty_usd },
      { part: 'section232', label: 'Section 232 duty', usd: r.estimate_usd },
    ],
  };
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars, as every surface prints them: $132,250. */
export const formatUsd = (n: number): string => dollars.format(Math.round(n));

/** One figure when low and high agree, else "low to high". */
export function formatUsdRange(r: UsdRange): string {
  const low = formatUsd(r.low);
  const high = formatUsd(r.high);
  return low === high ? low : `${low} to ${high}`;
}

/** "the ordinary (column 1) duty $7,250 and the Section 232 duty $125,000": the parts as a sentence fragment. */
export function partsSentence(h: DutyHeadline): string {
  const items = h.parts.map((p) => `the ${p.label} ${formatUsdRange(p.usd)}`);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
