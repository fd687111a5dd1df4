// U.S. note 52's country duties as data/stacking/note52.json holds them: each country heading
// (9903.05.20-.84) with its rate as Revision 13 established it and Revision 21 prints it, the
// exemption headings (9903.05.85-9903.06.21) with what is and is not held of the subdivisions
// behind them, 52(b)'s provisions and 52(f)'s Section 232 headings. Only USITC text is read;
// nothing the texts do not print is filled in.

import { headingRate, type HeadingRow } from '../hts-revision/headings.ts';
import { expandHeadings } from '../../../src/tariffs/stacking/heading-ranges.ts';
import type { Note52CountryHeading, Note52Exemption, Note52File, Section232Exemption } from '../../../src/tariffs/stacking/types.ts';

export type { Note52CountryHeading, Note52Exemption, Note52File };

/** ISO 3166-1 alpha-2 codes of the countries the headings name, keyed by the name as printed. */
const ISO2: Readonly<Record<string, string>> = {
  Algeria: 'DZ', Angola: 'AO', Argentina: 'AR', Australia: 'AU', 'the Bahamas': 'BS', Bahrain: 'BH', Bangladesh: 'BD', Brazil: 'BR',
  Cambodia: 'KH', Canada: 'CA', Chile: 'CL', China: 'CN', Colombia: 'CO', 'Costa Rica': 'CR', 'Dominican Republic': 'DO', Ecuador: 'EC',
  Egypt: 'EG', 'El Salvador': 'SV', 'a member state of the European Union': 'EU', Guatemala: 'GT', Guyana: 'GY', Honduras: 'HN',
  'Hong Kong, China': 'HK', India: 'IN', Indonesia: 'ID', Iraq: 'IQ', Israel: 'IL', Japan: 'JP', Jordan: 'JO', Kazakhstan: 'KZ', Kuwait: 'KW',
  Libya: 'LY', Malaysia: 'MY', Mexico: 'MX', Morocco: 'MA', 'New Zealand': 'NZ', Nicaragua: 'NI', Nigeria: 'NG', Norway: 'NO', Oman: 'OM',
  Pakistan: 'PK', Peru: 'PE', 'the Philippines': 'PH', Qatar: 'QA', Russia: 'RU', 'Saudi Arabia': 'SA', Singapore: 'SG', 'South Africa': 'ZA',
  'South Korea': 'KR', 'Sri Lanka': 'LK', Switzerland: 'CH', Taiwan: 'TW', Thailand: 'TH', 'Trinidad and Tobago': 'TT', 'Türkiye': 'TR',
  'the United Arab Emirates': 'AE', 'the United Kingdom': 'GB', Uruguay: 'UY', Venezuela: 'VE', Vietnam: 'VN',
};

const BAND = /^(.+?), with an ad valorem \(or ad valorem equivalent\) rate of duty under column 1 (equal to or greater than|less than) (\d+(?:\.\d+)?) percent$/;

/** A country heading's country, band and rate, from its text and General column. */
export function countryHeading(row: HeadingRow): Note52CountryHeading {
  const m = /^(Except for products described in headings .+?), articles the product of (.+?), as provided for in U\.S\. note 52 to this subchapter\s*\.?$/.exec(row.description.trim());
  if (!m) throw new Error(`${row.heading}: not a note 52 country heading: ${row.description}`);
  let country = m[2]!;
  let atLeast: number | null = null;
  let below: number | null = null;
  const band = BAND.exec(country);
  if (band) {
    country = band[1]!;
    if (band[2] === 'less than') below = Number(band[3]);
    else atLeast = Number(band[3]);
  }
  const iso2 = ISO2[country];
  if (!iso2) throw new Error(`${row.heading}: no ISO code for "${country}"`);
  const rate = headingRate(row.general);
  const basis = rate.kind === 'additional' ? 'additional' : rate.kind === 'all_in' ? 'all_in' : rate.kind === 'no_additional' ? 'none' : null;
  if (basis === null) throw new Error(`${row.heading}: rate "${row.general}" not read`);
  return {
    chapter99_heading: row.heading,
    country,
    iso2,
    rate_basis: basis,
    rate_pct: rate.kind === 'additional' || rate.kind === 'all_in' ? rate.pct : null,
    column1_at_least_pct: atLeast,
    column1_below_pct: below,
    except: m[1]!,
    rate_text: row.general,
  };
}

/** 52(f) as amended (Revision 14's text): its numbered subdivisions with the headings each names. */
export function note52f(text: string, established: string, amendedOn: string, addedByAmendment: readonly string[]): Note52File['exempt_52f'] {
  return numberedExemptions(text, '52(f)', established, amendedOn, addedByAmendment);
}

/**
 * The numbered subdivisions of a Section 232 exemption (52(f), 50(a)(vi), 51(c)): each with the
 * headings it names, dated from the note's day, or the amendment's for those it added.
 */
export function numberedExemptions(text: string, label: string, established: string, amendedOn: string | null, addedByAmendment: readonly string[]): Section232Exemption[] {
  const items = [...text.matchAll(/^\s*\((\d+)\) ([^\n]+)$/gm)];
  if (items.length === 0) throw new Error(`${label}: no numbered subdivisions`);
  return items.map((m) => ({
    subdivision: `${label}(${m[1]})`,
    text: m[2]!.trim(),
    headings: expandHeadings(m[2]!),
    effective_from: amendedOn && addedByAmendment.includes(m[1]!) ? amendedOn : established,
  }));
}

/** 52(b)'s provisions, as printed in its table (8 or 10 digits with dots); 50(a)(ii)'s and 51(b)'s read the same way. */
export function note52b(text: string): string[] {
  return [...text.matchAll(/\|\s*(\d{4}\.\d{2}\.\d{2}(?:\d{2})?)\s*(?=\|)/g)].map((m) => m[1]!);
}

export interface Note52Comparison {
  compared: number;
  same_rate: number;
  /** Headings whose Revision 21 rate or country differs from Revision 13's (each a problem). */
  differ: Array<{ heading: string; rev13: string; rev21: string }>;
  /** Differences in words only (punctuation, added exceptions), reported, not failed. */
  text_changes: string[];
}

/**
 * The second source for the rates: each country heading as Revision 13 established it and as
 * Revision 21 prints it (two revisions, two transcriptions: hts-hero's tariff pages and USITC's
 * JSON). The rate and the country must agree; the wording may have moved (new exceptions).
 */
export function compareRev13Rev21(rev13: readonly HeadingRow[], rev21: ReadonlyMap<string, HeadingRow>): Note52Comparison {
  const out: Note52Comparison = { compared: 0, same_rate: 0, differ: [], text_changes: [] };
  for (const r13 of rev13) {
    const r21 = rev21.get(r13.heading);
    out.compared++;
    if (!r21) {
      out.differ.push({ heading: r13.heading, rev13: r13.general, rev21: '(not printed)' });
      continue;
    }
    const a = countryHeading(r13);
    const b = countryHeading(r21);
    const key = (h: Note52CountryHeading) => JSON.stringify([h.iso2, h.rate_basis, h.rate_pct, h.column1_at_least_pct, h.column1_below_pct]);
    if (key(a) === key(b)) out.same_rate++;
    else out.differ.push({ heading: r13.heading, rev13: `${a.country}: ${a.rate_text}`, rev21: `${b.country}: ${b.rate_text}` });
    if (r13.description.trim() !== r21.description.trim()) out.text_changes.push(r13.heading);
  }
  return out;
}

export const NOTE52_CAVEATS = [
  'Rates are the country headings as Revision 13 established them (2026-07-24), held against Revision 21\'s text of each (test/tariffs/stacking-data.test.ts).',
  'Not held, so not answered from data: 52(c) (9903.05.87), 52(d) civil aircraft (9903.05.88), 52(e) pharmaceutical applications (9903.05.89), 52(g) Canada (9903.05.93), 52(h) Mexico (9903.05.94), 52(i) CAFTA-DR textiles (9903.05.95) and the 52(j)(1)-(13) country lists (9903.05.96-9903.06.21). Where one of them could apply, an answer must name it as an open question, not assume it.',
  '52(f)(1)\'s "articles of aluminum, of steel or of copper" is read with the headings it names: goods that pay Section 232 under those headings. A line that owes no Section 232 duty (e.g. metal under 15% by weight) is not exempt from the country duty.',
  'The all-in headings (EU, Japan, South Korea, Switzerland, Taiwan) split by the column 1 rate: at or above the floor the duty is the ordinary duty (no additional duty); below it the duty is the floor.',
];
