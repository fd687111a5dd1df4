// U.S. note 50 (Brazil) as data/stacking/note50.json holds it: heading 9903.05.01 (+25% on all
// products of Brazil) as Revision 12 established it, its exemption headings 9903.05.02-.09 with
// what is and is not held of the subdivisions behind them, 50(a)(ii)'s provisions and 50(a)(vi)'s
// Section 232 headings (Revision 14's text). Only USITC text is read; nothing it does not print
// is filled in.

import { headingRate, type HeadingRow } from '../hts-revision/headings.ts';
import type { CountryNoteExemption, Note50File } from '../../../src/tariffs/stacking/types.ts';
import { note52b, numberedExemptions } from './note52.ts';
import { compareWithRev21 } from './rev21-check.ts';

export interface Note50Texts {
  rev12Headings: HeadingRow[];
  rev14Headings: HeadingRow[];
  rev12Record: string;
  /** The excerpt of Revision 12's change file: 50(a)(i) and 50(a)(ii) as established. */
  note50ai: string;
  note50aii: string;
  /** Revision 14's CR-13 file: 50(a)(vi) before and after, and its change-record row. */
  cr13: string;
  cr13After: string;
}

const HELD: Record<string, { held: 'yes' | 'no'; why: string }> = {
  '9903.05.02': { held: 'no', why: 'The heading\'s own text (goods in transit before 12:01 a.m. ET on July 22, 2026, entered before 12:01 a.m. ET on July 29, 2026): a fact of the shipment, asked only on days it can still apply.' },
  '9903.05.03': { held: 'yes', why: '50(a)(ii) is held (exempt_a_ii), from an excerpt whose length check failed by 24 characters (shared CHECKS.md §1): its 864 provisions and row count match the source.' },
  '9903.05.04': { held: 'no', why: '50(a)(iii) is not held (shared MANIFEST "Missing / not done"): what it exempts is not known here; named as an open question.' },
  '9903.05.05': { held: 'no', why: '50(a)(iv) (civil aircraft) is not held: its list is not known here; named as an open question.' },
  '9903.05.06': { held: 'no', why: '50(a)(v) (articles for use in pharmaceutical applications) is not held: named as an open question.' },
  '9903.05.07': { held: 'yes', why: '50(a)(vi) as amended by Revision 14 is held (exempt_a_vi).' },
  '9903.05.08': { held: 'no', why: 'The heading\'s own text (donations): a fact of the entry, not modelled.' },
  '9903.05.09': { held: 'no', why: 'The heading\'s own text (informational materials): a fact of the article, not modelled.' },
};

/** Why a Revision 12/14 heading text differs from Revision 21's, found by reading both. */
export const NOTE50_REV21_REASONS: Readonly<Record<string, string>> = {};

const US_DATE = (d: string) => new Date(`${d} UTC`).toISOString().slice(0, 10);

export function buildNote50(t: Note50Texts, rev21: ReadonlyMap<string, HeadingRow>, sources: Note50File['sources']): Note50File {
  const established = /^\| U\.S\. note 50\(a\)\(i\)—\(vi\), subch III, ch 99 \| Established\s*\| ([A-Z][a-z]+ \d{1,2}, \d{4})\s*\|/m.exec(t.rev12Record);
  if (!established) throw new Error('Revision 12 change record: no "U.S. note 50(a)(i)—(vi) ... Established" row');
  const from = US_DATE(established[1]!);
  const amended = /^U\.S\. note 50\(a\)\(vi\), subch III, ch 99 \| Modified \| (\d{1,2})\/(\d{1,2})\/(\d{4}) \| Notice$/m.exec(t.cr13);
  if (!amended) throw new Error('CR-13: no "U.S. note 50(a)(vi) ... Modified | M/D/YYYY" row');
  const amendedOn = `${amended[3]}-${amended[1]!.padStart(2, '0')}-${amended[2]!.padStart(2, '0')}`;
  const added = [...t.cr13.matchAll(/^#### ADDED: Subchapter III, U\.S\. note 50\(a\)\(vi\)\((\d+)\)$/gm)].map((m) => m[1]!);
  // The newest printing of each heading: Revision 14 re-worded 9903.05.07 (patented pharmaceuticals).
  const rows = new Map<string, HeadingRow & { revision: string }>();
  for (const r of t.rev12Headings) rows.set(r.heading, { ...r, revision: 'Revision 12' });
  for (const r of t.rev14Headings) if (rows.has(r.heading)) rows.set(r.heading, { ...r, revision: 'Revision 14' });
  const duty = rows.get('9903.05.01');
  if (!duty) throw new Error('Revision 12 headings: no 9903.05.01');
  const rate = headingRate(duty.general);
  if (rate.kind !== 'additional') throw new Error(`9903.05.01: rate "${duty.general}" is not "+ N%"`);
  const transit = /entered for consumption, or withdrawn from warehouse for consumption, before 12:01 a\.m\. eastern time on ([A-Z][a-z]+ \d{1,2}, \d{4})$/.exec(rows.get('9903.05.02')?.description ?? '');
  if (!transit) throw new Error('9903.05.02: no "entered ... before 12:01 a.m. eastern time on <date>"');
  const exemptions: CountryNoteExemption[] = [...rows.values()].filter((r) => r.heading !== '9903.05.01').map((r) => {
    const h = HELD[r.heading];
    if (!h) throw new Error(`${r.heading}: no reading of what is held`);
    return { chapter99_heading: r.heading, description: r.description, ...h };
  });
  const aii = note52b(t.note50aii);
  return {
    what: 'U.S. note 50 to subchapter III of chapter 99 (Brazil): an additional ad valorem duty on all products of Brazil (heading 9903.05.01), in force from the day Revision 12 gives, with the exemptions 9903.05.02-.09. Written by scripts/build-stacking-data.ts.',
    sources,
    effective_from: from,
    effective_from_source: `Revision 12 change record: "U.S. note 50(a)(i)—(vi), subch III, ch 99 | Established | ${established[1]} | Notice"`,
    in_transit_entered_before: US_DATE(transit[1]!),
    note_50a_i: t.note50ai,
    heading: {
      chapter99_heading: '9903.05.01', subdivision: '50(a)', rate_basis: 'additional', rate_pct: rate.pct, rate_text: duty.general, description: duty.description, printed_in: duty.revision,
    },
    exemptions,
    exempt_a_ii: aii,
    exempt_a_vi: numberedExemptions(t.cr13After, '50(a)(vi)', from, amendedOn, added),
    rev21_check: compareWithRev21([...rows.values()], rev21, NOTE50_REV21_REASONS),
    caveats: NOTE50_CAVEATS,
  };
}

export const NOTE50_CAVEATS = [
  '50(a)(i): products subject to 9903.05.01 "shall also be subject to the general rates of duty" and, except as provided in (a)(ii)-(a)(vi), "to any additional duty provided for in this subchapter": the Brazil duty stacks on the ordinary duty and on the note 52 country duty (9903.05.27, also subchapter III).',
  '50(a)(vi) is read with the headings it names: goods that pay Section 232 under them owe no Brazil duty; a line that owes no Section 232 duty (metal under 15% by weight, an exclusion heading) is not exempt. 9903.94.06 is named only "as applied to" USMCA passenger-vehicle parts, which a product of Brazil cannot be.',
  'Not held, so not answered from data: 50(a)(iii) (9903.05.04), 50(a)(iv) civil aircraft (9903.05.05), 50(a)(v) pharmaceutical applications (9903.05.06). Where one could apply an answer names it as an open question; the part is priced as owed.',
  'The 50(a)(ii) list comes from an excerpt whose page-length check failed by 24 characters (shared CHECKS.md §1); its 864 provisions match the count the source prints.',
  'The Revision 12 text of 50(a)(i)-(ii) is used on every day from 2026-07-22: no later change record held (Revisions 13-20) modifies them. Revision 21\'s notes are not held.',
];
