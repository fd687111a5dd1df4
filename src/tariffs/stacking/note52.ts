// U.S. note 52's country duty for one 10-digit line, origin country and day, given the line's
// ordinary rate and the Section 232 headings that apply to it (52(f): goods provided for in those
// headings owe no country duty). Pure over the committed data/stacking/note52.json. Not wired into
// duty_impact yet.

import { lazy } from '../../lazy.ts';
import { countryPart } from './country-part.ts';
import { note52File } from './data.ts';
import { expandHeadings } from './heading-ranges.ts';
import { exemptingHeading, listedUnder, provisionSet, section232Index } from './provisions.ts';
import type { Note52CountryHeading, StackedPart, StackingAnswer } from './types.ts';

/** The facts every country note's part is decided by. */
export interface Note52Input {
  /** NNNN.NN.NNNN or 10 digits. */
  code: string;
  /** ISO 3166-1 alpha-2, or 'EU' for a member state of the European Union; null when not known. */
  origin: string | null;
  day: string;
  /** The ordinary (column 1) rate in percent; null when it is not a share of value. */
  ordinaryPct: number | null;
  /** The Section 232 headings the line's Section 232 outcome is provided for in (none when it owes none). */
  section232Headings: readonly string[];
}

const AUTHORITY = 'U.S. note 52 to subchapter III of chapter 99 (country duties; Notice)';

const EXEMPTIONS = lazy(() => new Map(note52File().exemptions.map((e) => [e.chapter99_heading, e])));
const EXEMPT_B = lazy(() => provisionSet(note52File().exempt_52b));
const EXEMPT_F = lazy(() => section232Index(note52File().exempt_52f));

/** A country's headings and the exemptions they name that are not held, built once per country. */
const COUNTRY = lazy(() => {
  const map = new Map<string, { headings: Note52CountryHeading[]; open: string[] }>();
  for (const h of note52File().country_headings) {
    const entry = map.get(h.iso2) ?? { headings: [], open: [] };
    entry.headings.push(h);
    map.set(h.iso2, entry);
  }
  for (const entry of map.values()) {
    // Exemptions the heading's own text names whose subdivision is not held: asked, never assumed.
    const open = expandHeadings(entry.headings[0]!.except).filter((h) => EXEMPTIONS().get(h)?.held === 'no');
    const general = open.filter((h) => h <= '9903.05.92');
    if (general.length > 0) entry.open.push(`Whether an exemption not modelled applies: ${general.join(', ')} (goods in transit before 2026-07-24; note 52(c)-(e): civil aircraft, pharmaceutical applications and others; donations; informational materials).`);
    for (const h of open.filter((x) => x > '9903.05.92')) entry.open.push(`Whether ${h} exempts the line: ${EXEMPTIONS().get(h)!.description} (the subdivision is not held).`);
  }
  return map;
});

function part(h: Note52CountryHeading, added: number | null, when: string | null): StackedPart {
  const file = note52File();
  return countryPart({
    part: 'note52',
    chapter99_heading: h.chapter99_heading,
    rate_pct: h.rate_pct ?? 0,
    rate_basis: h.rate_basis === 'all_in' ? 'all_in' : 'additional',
    added_pct: added,
    authority: AUTHORITY,
    effective_from: file.effective_from,
    when,
    citations: [`Heading ${h.chapter99_heading} (${h.country}): "${h.rate_text}"`, file.effective_from_source],
  });
}

/** The note 52 part for a line from an origin on a day, or why there is none. */
export function note52Parts(input: Note52Input): StackingAnswer {
  const answer: StackingAnswer = { parts: [], choices: [], open_questions: [], notes: [] };
  const file = note52File();
  if (input.day < file.effective_from) {
    answer.notes.push(`U.S. note 52's country duties are in force from ${file.effective_from}.`);
    return answer;
  }
  if (input.origin === null) {
    answer.open_questions.push('The country of origin: note 52 sets a rate per country (9903.05.20-.84), 10% or 12.5% added, or an all-in floor for the EU, Japan, South Korea, Switzerland and Taiwan; and note 50 adds 25% on products of Brazil (9903.05.01).');
    return answer;
  }
  const country = COUNTRY().get(input.origin);
  if (!country) {
    answer.notes.push(`No note 52 heading names ${input.origin}: no country duty.`);
    return answer;
  }
  const b = listedUnder(EXEMPT_B(), input.code);
  if (b) {
    answer.notes.push(`Exempt under 9903.05.86: U.S. note 52(b) lists ${b}.`);
    return answer;
  }
  const f = exemptingHeading(EXEMPT_F(), input.section232Headings, input.day);
  if (f) {
    answer.notes.push(`Exempt under 9903.05.90: U.S. note ${f.by.subdivision} (from ${f.by.effective_from}) exempts goods provided for in ${f.heading}.`);
    return answer;
  }
  const { headings, open } = country;
  const banded = headings.filter((h) => h.column1_at_least_pct !== null || h.column1_below_pct !== null);
  if (banded.length === 0) {
    const h = headings[0]!;
    answer.parts.push(part(h, h.rate_pct, null));
  } else if (input.ordinaryPct === null) {
    answer.choices.push({
      question: 'The ad valorem equivalent of the line\'s ordinary (column 1) rate, which is not a share of value: the country heading depends on it.',
      options: banded.map((h) => part(h, null, h.column1_below_pct !== null ? `column 1 below ${h.column1_below_pct}%` : `column 1 at least ${h.column1_at_least_pct}%`)),
    });
  } else {
    const ordinary = input.ordinaryPct;
    const h = banded.find((x) => (x.column1_below_pct !== null ? ordinary < x.column1_below_pct : ordinary >= x.column1_at_least_pct!))!;
    answer.parts.push(part(h, h.rate_basis === 'all_in' ? Math.max(0, Math.round((h.rate_pct! - ordinary) * 1000) / 1000) : 0, null));
  }
  answer.open_questions.push(...open);
  return answer;
}
