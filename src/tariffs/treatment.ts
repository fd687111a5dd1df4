// Which treatment a hit gets for one country of origin, and the bounds of its Section 232
// factor where the data cannot know a condition. Pure: the rate period comes from the data.
//   - 'additional' +r%: r of the value (on its value base).
//   - 'all_in' r%: the ordinary (MFN) duty and the Section 232 duty together come to r% where
//     the ordinary rate is lower; the data has no ordinary rates, so low = 0 (ordinary rate r% or
//     more: nothing added) and high = r (the line is duty-free: all r% is Section 232).
//   - USMCA under 16(c)(xi): +r% on the value that is not US content, US content up to 40% of the
//     value exempt; the US-content share is unknown, so low assumes 40% or more, high none.
// A treatment that needs a condition the importer shows (US-melted metal, UK-melted metal, a
// column 2 country) is never assumed: it is named among the assumptions instead.

import { describeRate } from './rates.ts';
import type { CountryOfOrigin, RateAlternative, RateBasis, RatePeriod } from './dataset-types.ts';

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

function bounds(rate: number, basis: RateBasis, usContentExempt: number | undefined): { low: number; high: number } {
  const high = rate / 100;
  if (basis === 'all_in') return { low: 0, high };
  if (usContentExempt !== undefined) return { low: high * (1 - usContentExempt), high };
  return { low: high, high };
}

function boundsAssumption(t: Pick<Treatment, 'chapter99_heading' | 'rate_pct' | 'basis'>, alt: RateAlternative | undefined): string | null {
  const rate = describeRate(t.rate_pct, t.basis);
  if (t.basis === 'all_in') {
    return `${rate} (${t.chapter99_heading}): ordinary (MFN) rates are not in the data; low assumes the ordinary rate is ${t.rate_pct}% or more (nothing added), high that the line is duty-free (all ${t.rate_pct}% is Section 232).`;
  }
  if (alt?.us_content_exempt_up_to !== undefined) {
    const pct = Math.round(alt.us_content_exempt_up_to * 100);
    return `${rate} (${t.chapter99_heading}) for ${alt.applies_to}; the US-content share is not known: low assumes US content of ${pct}% of the value or more, high none.`;
  }
  return null;
}

/** The treatment of a hit from `country` under one rate period of the list whose heading is `listHeading`. */
export function treatmentFor(period: RatePeriod, listHeading: string, country: CountryOfOrigin): Treatment {
  const alternatives = period.alternatives ?? [];
  const byOrigin = alternatives.find((a) => a.origins?.includes(country));
  const chosen = byOrigin
    ? { chapter99_heading: byOrigin.chapter99_heading, rate_pct: byOrigin.rate_pct, basis: byOrigin.basis }
    : { chapter99_heading: period.chapter99_heading ?? listHeading, rate_pct: period.rate_pct, basis: period.basis ?? 'additional' };
  const { low, high } = bounds(chosen.rate_pct, chosen.basis, byOrigin?.us_content_exempt_up_to);
  const assumptions: string[] = [];
  const own = boundsAssumption(chosen, byOrigin);
  if (own) assumptions.push(own);
  for (const a of alternatives) {
    if (a === byOrigin) continue;
    const rate = `${describeRate(a.rate_pct, a.basis)} (${a.chapter99_heading})`;
    if (!a.origins) assumptions.push(`Not assumed (the importer would have to show it): ${rate} for ${a.applies_to}.`);
    else if (country === 'other' && a.reaches_other) assumptions.push(`Origin 'other' is taken as a country without a treatment of its own; ${rate} applies instead to ${a.applies_to}.`);
  }
  return { ...chosen, low, high, assumptions };
}
