// Every use the service makes of a Chapter 99 heading, read from the project's own data (the
// note 16 lists and their country alternatives, the other Section 232 actions and their country
// treatments, the column 1 pairs, the exclusion and USMCA headings beside an action, China's
// Section 301 lists, the note 52 country duties and exemptions): the heading, the rate the
// service charges under it, whom it applies it to and on which days. Held against the heading
// texts by test/tariffs/chapter99-headings.test.ts.

import { ALL_ACTIONS, partnersFile, regimesFile } from '../../src/tariffs/dataset.ts';
import { everyAlternative } from '../../src/tariffs/alternative-headings.ts';
import { note52File, section301File } from '../../src/tariffs/stacking/data.ts';
import { expandHeadings } from '../../src/tariffs/stacking/heading-ranges.ts';
import type { CountryOfOrigin, RateBasis } from '../../src/tariffs/dataset-types.ts';

/** What the service adds under the heading: a rate on the ordinary duty, an all-in total, or nothing. */
export type ChargedRate =
  | { kind: 'additional'; pct: number; non_us_content?: boolean }
  | { kind: 'all_in'; pct: number }
  | { kind: 'nothing' }
  /** The heading is only named (an exemption the service matches against, not a rate it charges). */
  | { kind: 'named' };

/**
 * Whom the service applies the heading to:
 * - any: every origin (the default heading of an action or list);
 * - countries: by country of origin (ISO 3166-1 alpha-2, 'EU' for the members of note 37(j));
 *   `exact` when the data holds the heading's own country list (partners.json, note 52, Section
 *   301), so the text must name exactly these; otherwise the service's origin groups, which the
 *   text must name at least;
 * - condition: a fact the importer shows, in the data's words (`applies_to`), never assumed by origin;
 * - usmca: goods of Canada or Mexico that qualify under the USMCA (the note, not the heading, says so).
 */
export type Reach =
  | { kind: 'any' }
  | { kind: 'countries'; countries: readonly string[]; exact: boolean }
  | { kind: 'condition'; applies_to: string }
  | { kind: 'usmca' };

export interface HeadingUse {
  heading: string;
  rate: ChargedRate;
  reach: Reach;
  /** First and last day of the use (null: open). */
  from: string | null;
  to: string | null;
  /** Where in the data the use is, for the failure message. */
  source: string;
}

const GROUP_COUNTRY: Partial<Record<CountryOfOrigin, string>> = { eu: 'EU', japan: 'JP', south_korea: 'KR', china: 'CN', canada: 'CA', mexico: 'MX' };

const rateOf = (pct: number, basis: RateBasis | undefined): ChargedRate =>
  (basis ?? 'additional') === 'all_in' ? { kind: 'all_in', pct } : pct === 0 ? { kind: 'nothing' } : { kind: 'additional', pct };

const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const BANDS = new Map(partnersFile.column1_bands.flatMap((b) => [[b.below, b], [b.at_least, b]] as const));

/**
 * A country treatment as the service answers it: by the countries the heading's text names where
 * the data holds them, else by origin group, else a condition; a column 1 pair answers as its two
 * headings (the cap all-in below the threshold, nothing added at or over it), as bandedHeading does.
 */
function treatmentUses(
  t: { chapter99_heading: string | null; rate_pct: number; basis: RateBasis; applies_to: string; origins?: readonly CountryOfOrigin[]; countries?: readonly string[]; us_content_exempt_up_to?: number },
  from: string | null,
  to: string | null,
  source: string,
): HeadingUse[] {
  if (t.chapter99_heading === null) return [];
  const partner = partnersFile.headings[t.chapter99_heading];
  const groups = (t.origins ?? []).map((g) => GROUP_COUNTRY[g]).filter((c): c is string => c !== undefined);
  const reaches: Reach[] = [];
  if (partner) reaches.push({ kind: 'countries', countries: partner.countries, exact: true });
  if (groups.length > 0 && groups.every((c) => c === 'CA' || c === 'MX')) reaches.push({ kind: 'usmca' });
  else if (groups.length > 0) reaches.push({ kind: 'countries', countries: groups, exact: false });
  if (t.countries) reaches.push({ kind: 'countries', countries: t.countries, exact: false });
  if (reaches.length === 0) reaches.push({ kind: 'condition', applies_to: t.applies_to });
  const band = BANDS.get(t.chapter99_heading);
  const rates: Array<[string, ChargedRate]> = band
    ? [[band.below, { kind: 'all_in', pct: t.rate_pct }], [band.at_least, { kind: 'nothing' }]]
    : [[t.chapter99_heading, t.us_content_exempt_up_to !== undefined ? { kind: 'additional', pct: t.rate_pct, non_us_content: true } : rateOf(t.rate_pct, t.basis)]];
  return rates.flatMap(([heading, rate]) => reaches.map((reach) => ({ heading, rate, reach, from, to, source })));
}

/** Every use of a Chapter 99 heading the service can answer, from the committed data. */
export function chapter99Uses(): HeadingUse[] {
  const uses: HeadingUse[] = [];
  // The note 16 lists and the 2025 lists: each rate period's heading, and its alternatives.
  for (const list of regimesFile.lists) {
    list.rates.forEach((p, i) => {
      const next = list.rates[i + 1];
      const to = next ? dayBefore(next.from) : list.effective_to;
      const source = `regimes.json ${list.id} from ${p.from}`;
      uses.push({ heading: p.chapter99_heading ?? list.chapter99_heading, rate: rateOf(p.rate_pct, p.basis), reach: { kind: 'any' }, from: p.from, to, source });
      for (const a of p.alternatives ?? []) uses.push(...treatmentUses(a, p.from, to, `${source}, alternative ${a.chapter99_heading}`));
    });
  }
  for (const r of regimesFile.regimes) {
    const k = r.note_16k;
    if (!k) continue;
    const source = `regimes.json ${r.id} note_16k`;
    uses.push({ heading: k.below, rate: { kind: 'all_in', pct: k.cap_pct }, reach: { kind: 'any' }, from: k.from, to: r.effective_to, source });
    uses.push({ heading: k.at_least, rate: { kind: 'nothing' }, reach: { kind: 'any' }, from: k.from, to: r.effective_to, source });
  }
  // The other Section 232 actions (autos, parts, trucks, wood, semiconductors, pharmaceuticals, drones, polysilicon).
  for (const a of ALL_ACTIONS) {
    const source = `action ${a.id}`;
    if (a.chapter99_heading !== null) uses.push({ heading: a.chapter99_heading, rate: rateOf(a.rate_pct, a.basis), reach: { kind: 'any' }, from: a.effective_from, to: a.effective_to, source });
    for (const t of a.treatments ?? []) uses.push(...treatmentUses(t, t.from, t.to, `${source}, treatment ${t.chapter99_heading}`));
  }
  // Exclusion and USMCA headings beside an action.
  for (const { action, alternative: alt, usmca_only } of everyAlternative()) {
    const of = ALL_ACTIONS.find((a) => a.id === action);
    // A heading with its own rate (note 40(h)'s onshoring headings) is charged that rate; the others the action's, on non-U.S. content.
    const rate: ChargedRate = alt.duty === 'none' ? { kind: 'nothing' } : alt.duty === 'rate' ? rateOf(alt.rate!.pct, alt.rate!.basis) : { kind: 'additional', pct: of?.rate_pct ?? NaN, non_us_content: true };
    uses.push({ heading: alt.heading, rate, reach: usmca_only ? { kind: 'usmca' } : { kind: 'any' }, from: of?.effective_from ?? null, to: of?.effective_to ?? null, source: `alternative-headings.ts beside ${action}` });
  }
  // China's Section 301 (9903.88 lists, 9903.91 increases, 9903.92 cranes).
  for (const l of section301File().lists) {
    const rate: ChargedRate = l.rate_pct === null ? { kind: 'named' } : { kind: 'additional', pct: l.rate_pct };
    uses.push({ heading: l.chapter99_heading, rate, reach: { kind: 'countries', countries: ['CN'], exact: true }, from: l.effective_from, to: l.effective_to, source: `section301.json ${l.list}` });
  }
  // U.S. note 52: each country's heading, and the exemptions the service matches or names.
  const n52 = note52File();
  const excepting = new Map<string, string[]>();
  for (const h of n52.country_headings) {
    const rate: ChargedRate = h.rate_basis === 'none' || h.rate_pct === null ? { kind: 'nothing' } : h.rate_basis === 'all_in' ? { kind: 'all_in', pct: h.rate_pct } : { kind: 'additional', pct: h.rate_pct };
    uses.push({ heading: h.chapter99_heading, rate, reach: { kind: 'countries', countries: [h.iso2], exact: true }, from: n52.effective_from, to: null, source: `note52.json ${h.country}` });
    for (const e of expandHeadings(h.except)) excepting.set(e, [...(excepting.get(e) ?? []), h.iso2]);
  }
  for (const e of n52.exemptions) {
    const countries = [...new Set(excepting.get(e.chapter99_heading) ?? [])];
    // An exemption no country heading excepts is never answered.
    if (countries.length === 0) continue;
    // One every country heading excepts is not a country's; one only some except is theirs.
    const reach: Reach = countries.length === new Set(n52.country_headings.map((h) => h.iso2)).size ? { kind: 'any' } : { kind: 'countries', countries, exact: false };
    uses.push({ heading: e.chapter99_heading, rate: { kind: 'nothing' }, reach, from: n52.effective_from, to: null, source: `note52.json exemption` });
  }
  for (const f of n52.exempt_52f) for (const h of f.headings) uses.push({ heading: h, rate: { kind: 'named' }, reach: { kind: 'any' }, from: f.effective_from, to: null, source: `note52.json ${f.subdivision}` });
  return uses;
}
