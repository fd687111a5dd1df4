// The China Section 301 lists as data/stacking/section301.json holds them: which 8-digit
// provisions each list covers (a derived list: the Budget Lab's s301_product_lists.csv, read from
// USTR's lists and notes 20 and 31, neither of which is held) and each list's Chapter 99 heading
// with its rate, dates and status as HTS 2026 Revision 21 prints them (USITC text). A rate, a date
// or a status the heading does not print is left null and said so, never filled in.

import { headingRate, type HeadingRow } from '../hts-revision/headings.ts';
import type { Section301File, Section301Heading, Section301List } from '../../../src/tariffs/stacking/types.ts';

export type { Section301File, Section301Heading, Section301List };

/** The derived list's names for the lists, and the heading it gives each (checked: one heading per list). */
export interface Section301Row {
  hts8: string;
  list: string;
  heading: string;
}

const CSV_HEADER = 'hts8,list,ch99_code';

export function parseSection301Csv(csv: string): Section301Row[] {
  const lines = csv.replace(/\r/g, '').split('\n').filter((l) => l !== '');
  if (lines[0] !== CSV_HEADER) throw new Error(`s301_product_lists.csv: expected the header ${CSV_HEADER}, got ${lines[0]}`);
  return lines.slice(1).map((line, i) => {
    const [hts8, list, heading] = line.split(',');
    if (!/^\d{8}$/.test(hts8 ?? '') || !list || !/^9903\.\d{2}\.\d{2}$/.test(heading ?? '')) throw new Error(`s301_product_lists.csv line ${i + 2}: ${line}`);
    return { hts8: hts8!, list, heading: heading! };
  });
}

const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December) (\\d{1,2}), (\\d{4})';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const iso = (m: RegExpExecArray, at: number) => `${m[at + 2]}-${String(MONTHS.indexOf(m[at]!) + 1).padStart(2, '0')}-${m[at + 1]!.padStart(2, '0')}`;

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The dates a heading's text prints: "on or after X", "before Y" / "through Y". */
export function headingDates(description: string): { from: string | null; to: string | null } {
  const from = new RegExp(`on or after ${MONTH}`).exec(description);
  const before = new RegExp(`(?:and )?before ${MONTH}`).exec(description.slice(from ? from.index + from[0].length : 0));
  const through = new RegExp(`through ${MONTH}`).exec(description);
  return {
    from: from ? iso(from, 1) : null,
    to: before ? dayBefore(iso(before, 1)) : through ? iso(through, 1) : null,
  };
}

function authorityOf(description: string): string {
  const note20 = /U\.S\. note 20\(([a-z]+)\)[^[]*?U\.S\. notes? 20\(([a-z]+)\)/.exec(description);
  if (note20) return `Section 301 (Trade Act of 1974), China: U.S. note 20(${note20[1]}) and 20(${note20[2]}) to subchapter III of chapter 99`;
  const note31 = /subdivision \(([a-z]+)\) of U\.S\. note 31/.exec(description);
  if (note31) return `Section 301 (Trade Act of 1974), China, four-year review increases: U.S. note 31(${note31[1]}) to subchapter III of chapter 99`;
  return 'Section 301 (Trade Act of 1974): as the heading describes';
}

/**
 * One list: its provisions from the derived rows, its heading's rate and dates from Revision 21.
 * A heading Revision 21 does not print, or a rate it prints in another form, stops the build.
 */
export function section301List(list: string, rows: readonly Section301Row[], rev21: ReadonlyMap<string, HeadingRow>): Section301List {
  const headings = [...new Set(rows.map((r) => r.heading))];
  if (headings.length !== 1) throw new Error(`list ${list}: the derived rows name ${headings.length} headings (${headings.join(', ')}); one expected`);
  const heading = headings[0]!;
  const printed = rev21.get(heading);
  if (!printed) throw new Error(`list ${list}: heading ${heading} is not in Revision 21's headings`);
  const rate = headingRate(printed.general.replace(/ plus (\d)/, ' + $1'));
  if (rate.kind !== 'additional') throw new Error(`list ${list}: heading ${heading}'s rate "${printed.general}" is not "+ N%"`);
  const { from, to } = headingDates(printed.description);
  const suspended = /provision suspended/i.test(printed.description);
  return {
    chapter99_heading: heading,
    list,
    rate_text: printed.general,
    rate_pct: rate.pct,
    rate_basis: 'additional',
    suspended,
    effective_from: from,
    effective_to: to,
    authority: authorityOf(printed.description),
    dates_note:
      from === null
        ? 'The heading prints no start date and note 20 is not held: the list is taken to be in force on every day this service answers (2025 on), as Revision 21 prints it' +
          (suspended ? '; suspended, so no duty is collected under it' : '') + '.'
        : null,
    description: printed.description,
    hts8: [...new Set(rows.map((r) => r.hts8))].sort(),
  };
}

/** The derived lists in the order the file holds them: 1, 2, 3, 3_addl, 4A, 4B, then the increases by heading. */
export function section301Lists(rows: readonly Section301Row[], rev21: ReadonlyMap<string, HeadingRow>): Section301List[] {
  const byList = new Map<string, Section301Row[]>();
  for (const r of rows) byList.set(r.list, [...(byList.get(r.list) ?? []), r]);
  const order = ['1', '2', '3', '3_addl', '4A', '4B'];
  const names = [...byList.keys()].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
    return byList.get(a)![0]!.heading.localeCompare(byList.get(b)![0]!.heading) || a.localeCompare(b);
  });
  // A list name the derived file uses for several headings (biden_jan26: 9903.91.06/.07/.08) is one list per heading.
  return names.flatMap((name) => {
    const rowsOf = byList.get(name)!;
    const headings = [...new Set(rowsOf.map((r) => r.heading))].sort();
    return headings.map((h) => section301List(headings.length === 1 ? name : `${name}@${h}`, rowsOf.filter((r) => r.heading === h), rev21));
  });
}

export const SECTION301_CAVEATS = [
  'The provisions are a derived list (Budget Lab, s301_product_lists.csv, MIT), attached at 8 digits; the legal lists are the subheadings of U.S. notes 20 and 31, which are not held. It is held against USITC\'s 9903.88 footnotes in npm test (test/tariffs/stacking-data.test.ts), every disagreement listed with its reason in s301-footnote-disagreements.json.',
  'Rates, dates and the suspension of List 4B (9903.88.16) are the Revision 21 heading texts (USITC). Lists 1-4A print no start date: see each list\'s dates_note.',
  'Exclusions granted by USTR (9903.88.05-.70, note 20(h) on) are named, not modelled: an excluded article pays only the ordinary duty under its exclusion heading, which the importer must show.',
  'How a note 31 increase (9903.91) stacks with a 9903.88 list on the same provision is not settled by any text held (note 31 is not held): the increases are kept as their own lists, never summed with a 9903.88 list by this file.',
  '9903.92.10 (ship-to-shore cranes) prints no country of origin in its text; the derived list files it under Section 301.',
];
