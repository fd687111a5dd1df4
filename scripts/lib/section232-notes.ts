// Which Chapter 99 U.S. note subdivisions are Section 232 actions, and what each means: the one
// piece of domain reading the importer cannot take from the texts' structure. The provisions,
// effective dates and heading rates come from each revision's own texts; a later revision that
// amends a list or a rate changes the data through the import, not through this table. A new
// note (a new action) is a new row here, reviewed with the import's diff.

import type { ActionCondition, ActionTreatment, CountryOfOrigin, RateBasis } from '../../src/tariffs/dataset-types.ts';

export interface TreatmentRow {
  heading: string;
  applies_to: string;
  origins?: CountryOfOrigin[];
  reaches_other?: boolean;
  condition?: string;
  citation: string;
}

export interface NoteActionRow {
  id: string;
  name: string;
  note: number;
  /** The list subdivisions whose provisions the action covers, as the note prints them. */
  subdivisions: string[];
  /** The heading whose rate the action applies by default. */
  heading: string;
  load_factor_group: string;
  condition?: ActionCondition;
  exclusive_group?: { id: string; decided_by: string };
  treatments: TreatmentRow[];
  citations: string[];
}

const NOTE_40_PARTNERS: TreatmentRow = {
  heading: '9903.04.62',
  applies_to: 'products of Japan, the European Union, South Korea, Switzerland or Liechtenstein (U.S. note 40(f))',
  origins: ['eu', 'japan', 'south_korea'],
  reaches_other: true,
  citation: 'HTSUS ch. 99 U.S. note 40(f), heading 9903.04.62',
};
const NOTE_40_OTHERS: TreatmentRow[] = [
  { heading: '9903.04.63', applies_to: 'products of the United Kingdom', reaches_other: true, citation: 'HTSUS ch. 99 heading 9903.04.63' },
  { heading: '9903.04.64', applies_to: 'articles of companies with an onshoring plan', citation: 'HTSUS ch. 99 heading 9903.04.64' },
];
const PATENTED = {
  fact:
    'the article is a patented pharmaceutical article (U.S. note 40(c)) and none of headings 9903.04.61-.70 applies (identified companies, generic, orphan and other listed classes, onshoring plans, US-origin ingredient, not a pharmaceutical article, clinical trials and R&D)',
};

const NOTE_43_PARTNERS: TreatmentRow[] = [
  {
    heading: '9903.08.24',
    applies_to: 'products of Japan, Liechtenstein, South Korea, Switzerland, Taiwan or the European Union (U.S. note 43(d))',
    origins: ['eu', 'japan', 'south_korea'],
    reaches_other: true,
    condition: 'substantially all the critical components and technology are the product of the United States or a partner named in U.S. note 43(d)',
    citation: 'HTSUS ch. 99 U.S. note 43(d), heading 9903.08.24',
  },
  {
    heading: '9903.08.23',
    applies_to: 'products of the United Kingdom whose critical components and technology are substantially all from the US or a partner (U.S. note 43(d))',
    reaches_other: true,
    citation: 'HTSUS ch. 99 U.S. note 43(d), heading 9903.08.23',
  },
];
const THERMAL = { id: 'note-43-thermal-imaging', decided_by: 'whether the unmanned aircraft has thermal imaging (U.S. note 43(c)(3) or (c)(4))' };

export const NOTE_ACTIONS: NoteActionRow[] = [
  {
    id: 'pharmaceuticals',
    name: 'Section 232 patented pharmaceuticals',
    note: 40,
    subdivisions: ['(c)'],
    heading: '9903.04.60',
    load_factor_group: 'pharmaceuticals',
    condition: PATENTED,
    treatments: [NOTE_40_PARTNERS, ...NOTE_40_OTHERS],
    citations: ['Proclamation 11020', 'HTSUS ch. 99 U.S. note 40'],
  },
  {
    id: 'drones-43c1',
    name: 'Section 232 unmanned aircraft, docking stations and their parts',
    note: 43,
    subdivisions: ['(c)(1)'],
    heading: '9903.08.21',
    load_factor_group: 'drones',
    treatments: NOTE_43_PARTNERS,
    citations: ['Proclamation 11055', 'HTSUS ch. 99 U.S. note 43(c)(1)'],
  },
  {
    id: 'drones-43c2',
    name: 'Section 232 parts for unmanned aircraft systems over 25 kg',
    note: 43,
    subdivisions: ['(c)(2)'],
    heading: '9903.08.21',
    load_factor_group: 'drones',
    condition: {
      fact: 'the part is for an unmanned aircraft system of more than 25 kg maximum take-off weight, not for retail delivery, agricultural use or sale to the Department of War (U.S. note 43(c)(2))',
    },
    treatments: NOTE_43_PARTNERS,
    citations: ['Proclamation 11055', 'HTSUS ch. 99 U.S. note 43(c)(2)'],
  },
  {
    id: 'drones-43c3',
    name: 'Section 232 unmanned aircraft with thermal imaging',
    note: 43,
    subdivisions: ['(c)(3)'],
    heading: '9903.08.21',
    load_factor_group: 'drones',
    exclusive_group: THERMAL,
    treatments: NOTE_43_PARTNERS,
    citations: ['Proclamation 11055', 'HTSUS ch. 99 U.S. note 43(c)(3)'],
  },
  {
    id: 'drones-43c4',
    name: 'Section 232 unmanned aircraft without thermal imaging',
    note: 43,
    subdivisions: ['(c)(4)'],
    heading: '9903.08.22',
    load_factor_group: 'drones',
    exclusive_group: THERMAL,
    treatments: NOTE_43_PARTNERS,
    citations: ['Proclamation 11055', 'HTSUS ch. 99 U.S. note 43(c)(4)'],
  },
];

/** A heading's rate as the importer read it from a revision's headings. */
export interface DatedRate {
  from: string;
  revision: string;
  rate_pct: number;
  basis: RateBasis;
}

/** The treatments of one action row on the heading rates read so far (each row's rate as of `day`). */
export function treatmentsOf(row: NoteActionRow, rateOf: (heading: string) => DatedRate[]): ActionTreatment[] {
  const out: ActionTreatment[] = [];
  for (const t of row.treatments) {
    const periods = rateOf(t.heading);
    periods.forEach((p, i) => {
      const next = periods[i + 1];
      out.push({
        chapter99_heading: t.heading,
        rate_pct: p.rate_pct,
        basis: p.basis,
        applies_to: t.applies_to,
        from: p.from,
        to: next ? dayBefore(next.from) : null,
        ...(t.origins ? { origins: t.origins } : {}),
        ...(t.reaches_other ? { reaches_other: true } : {}),
        ...(t.condition ? { condition: t.condition } : {}),
        citation: `${t.citation} (${p.revision})`,
      });
    });
  }
  return out;
}

export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
