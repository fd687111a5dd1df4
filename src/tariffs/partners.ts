// Which origins a partner heading reaches, and which heading of a column-1 pair fits a line.
// The countries are the ones each heading's own text names (data/section232/partners.json,
// quoted from HTS 2026 Revision 21); with only the origin group known (no originCountry), the
// group the data gives the treatment decides, as before.

import { partnersFile } from './dataset.ts';
import type { CountryOfOrigin } from './dataset-types.ts';
import type { Origin } from './origin.ts';

const COUNTRIES_OF_HEADING = new Map<string, ReadonlySet<string>>(
  Object.entries(partnersFile.headings).map(([heading, h]) => [heading, new Set(h.countries.flatMap((c) => (c === 'EU' ? partnersFile.eu_members.countries : [c])))]),
);

const EU_MEMBERS: ReadonlySet<string> = new Set(partnersFile.eu_members.countries);

/** What a treatment says about whom it reaches: its heading, the groups the data gives it, and any countries its text names. */
export interface Reach {
  chapter99_heading: string | null;
  origins?: readonly CountryOfOrigin[];
  countries?: readonly string[];
}

function namedIn(countries: readonly string[], iso2: string): boolean {
  return countries.includes(iso2) || (countries.includes('EU') && EU_MEMBERS.has(iso2));
}

/** Whether a treatment reaches this origin: by the countries its heading's text (or its own text) names when the country is known, else by group. */
export function reaches(t: Reach, origin: Origin): boolean {
  if (origin.iso2 !== null) {
    if (t.countries) return namedIn(t.countries, origin.iso2);
    const named = t.chapter99_heading === null ? undefined : COUNTRIES_OF_HEADING.get(t.chapter99_heading);
    if (named) return named.has(origin.iso2);
  }
  return t.origins?.includes(origin.group) ?? false;
}

/** Whether the heading's text names countries (the data knows exactly whom it reaches). */
export function namesCountries(heading: string): boolean {
  return COUNTRIES_OF_HEADING.has(heading);
}

export interface BandedHeading {
  heading: string;
  /** The heading's own rate for this line: the cap (all-in) below the threshold, nothing added at or over it. */
  rate_pct: number;
  basis: 'all_in' | 'additional';
  /** Set when the column 1 rate is not a share of value: the other heading of the pair, which applies if it is threshold_pct or more. */
  unless: string | null;
}

const BAND_OF = new Map<string, (typeof partnersFile.column1_bands)[number]>();
for (const b of partnersFile.column1_bands) {
  BAND_OF.set(b.at_least, b);
  BAND_OF.set(b.below, b);
}

/**
 * The heading of a column-1 pair that fits a line whose ordinary rate is `ordinaryPct` (null:
 * not a share of value, so the pair stays open), for a cap of `capPct` all-in; null when the
 * heading is not one of a pair.
 */
export function bandedHeading(heading: string | null, capPct: number, ordinaryPct: number | null): BandedHeading | null {
  const band = heading === null ? undefined : BAND_OF.get(heading);
  if (!band) return null;
  if (ordinaryPct === null) return { heading: band.below, rate_pct: capPct, basis: 'all_in', unless: band.at_least };
  if (ordinaryPct >= band.threshold_pct) return { heading: band.at_least, rate_pct: 0, basis: 'additional', unless: null };
  return { heading: band.below, rate_pct: capPct, basis: 'all_in', unless: null };
}

/** A condition the heading's note attaches beyond origin (note 43(d): critical components), for data that does not carry it. */
export function conditionOf(heading: string | null): string | null {
  return heading === null ? null : (partnersFile.headings[heading]?.condition ?? null);
}
