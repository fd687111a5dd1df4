// Which treatment a hit gets for one country of origin, and the bounds of its Section 232
// factor where the data cannot know a condition. Pure: the rate period comes from the data.
//   - 'additional' +r%: r of the value (on its value base).
//   - 'all_in' r%: the ordinary (MFN) duty and the Section 232 duty together come to r% where
//     the ordinary rate is lower: with an ad valorem ordinary rate o, exactly max(0, r - o); where
//     the ordinary rate is not a share of value (specific, compound, unknown), low = 0 (ordinary
//     rate r% or more: nothing added) and high = r (all r% is Section 232).
//   - USMCA under 16(c)(xi): +r% on the value that is not US content, US content up to 40% of the
//     value exempt; the US-content share is unknown, so low assumes 40% or more, high none.
// A treatment that needs a condition the importer shows (US-melted metal, UK-melted metal, a
// column 2 country) is never assumed: it is named among the assumptions instead.

import { describeRate } from './rates.ts';
import type { RateAlternative, RateBasis, RatePeriod } from './dataset-types.ts';
import type { Origin } from './origin.ts';
import { reaches } from './partners.ts';

export interface Treatment {
  chapter99_heading: string;
  rate_pct: number;
  basis: RateBasis;
  /** Section 232 duty as a fraction of the value base, at the low and high ends. */
  low: number;
  high: number;
  /** Why low and high differ, and which treatments were not assumed; code-independent sentences. */
  assumptions: string[];
}

/** Section 232 duty as a share of value, low and high, for one rate; `ordinaryPct` null when the ordinary rate is not ad valorem. */
export function rateBounds(rate: number, basis: RateBasis, ordinaryPct: number | null, usContentExempt?: number): { low: number; high: number } {
  const high = rate / 100;
  if (basis === 'all_in') {
    if (ordinaryPct === null) return { low: 0, high };
    const added = Math.max(0, rate - ordinaryPct) / 100;
    return { low: added, high: added };
  }
  if (usContentExempt !== undefined) return { low: high * (1 - usContentExempt), high };
  return { low: high, high };
}

/** The sentence an all-in rate needs when the ordinary rate is not a share of value. */
export function allInUnknownOrdinary(ratePct: number, heading: string): string {
  return `${ratePct}% all-in (${heading}): the ordinary rate of this line is not a share of value (specific, compound or unknown); low assumes it is ${ratePct}% or more (nothing added), high that it is nil (all ${ratePct}% is Section 232).`;
}

function boundsAssumption(t: Pick<Treatment, 'chapter99_heading' | 'rate_pct' | 'basis'>, alt: RateAlternative | undefined, ordinaryPct: number | null): string | null {
  const rate = describeRate(t.rate_pct, t.basis);
  if (t.basis === 'all_in') return ordinaryPct === null ? allInUnknownOrdinary(t.rate_pct, t.chapter99_heading) : null;
  if (alt?.us_content_exempt_up_to !== undefined) {
    const pct = Math.round(alt.us_content_exempt_up_to * 100);
    return `${rate} (${t.chapter99_heading}) for ${alt.applies_to}; the US-content share is not known: low assumes US content of ${pct}% of the value or more, high none.`;
  }
  return null;
}

/** The treatment of a hit from `country` under one rate period of the list whose heading is `listHeading`. */
export function treatmentFor(period: RatePeriod, listHeading: string, origin: Origin, ordinaryPct: number | null): Treatment {
  const alternatives = period.alternatives ?? [];
  const byOrigin = alternatives.find((a) => reaches(a, origin));
  const chosen = byOrigin
    ? { chapter99_heading: byOrigin.chapter99_heading, rate_pct: byOrigin.rate_pct, basis: byOrigin.basis }
    : { chapter99_heading: period.chapter99_heading ?? listHeading, rate_pct: period.rate_pct, basis: period.basis ?? 'additional' };
  const { low, high } = rateBounds(chosen.rate_pct, chosen.basis, ordinaryPct, byOrigin?.us_content_exempt_up_to);
  const assumptions: string[] = [];
  const own = boundsAssumption(chosen, byOrigin, ordinaryPct);
  if (own) assumptions.push(own);
  for (const a of alternatives) {
    if (a === byOrigin) continue;
    const rate = `${describeRate(a.rate_pct, a.basis)} (${a.chapter99_heading})`;
    if (!a.origins) assumptions.push(`Not assumed (the importer would have to show it): ${rate} for ${a.applies_to}.`);
    else if (origin.iso2 === null && origin.group === 'other' && a.reaches_other) assumptions.push(`Origin 'other' without originCountry is taken as a country without a treatment of its own; ${rate} applies instead to ${a.applies_to}.`);
  }
  return { ...chosen, low, high, assumptions };
}
