// Chapter 99 headings with their rates, from a revision's headings.md (its own tariff pages) or
// from the heading blocks its change files quote ("9903.08.21: ...\nGeneral: ...\nSpecial: ...").

import { tableCells } from './tables.ts';

export interface HeadingRow {
  heading: string;
  /** The statistical suffix column ("" when the heading has none, and in quoted blocks, which print none). */
  stat: string;
  description: string;
  general: string;
  special: string;
  /** Column 2 ("Other" in the quoted blocks). */
  other: string;
  footnotes: string;
}

export type HeadingRate =
  | { kind: 'additional'; pct: number }
  | { kind: 'all_in'; pct: number }
  | { kind: 'no_change' }
  | { kind: 'no_additional' }
  | { kind: 'unparsed'; text: string };

const HEADING = /^\d{4}\.\d{2}\.\d{2}$/;
const COLUMNS: Record<string, keyof HeadingRow> = {
  heading: 'heading',
  'stat.': 'stat',
  description: 'description',
  general: 'general',
  special: 'special',
  'column 2': 'other',
  other: 'other',
  footnotes: 'footnotes',
};

/** The rows of a headings table, each column found by its header ("Heading | Stat. | Description | General | Special | Column 2 | Footnotes | Source"). */
export function parseHeadings(md: string): HeadingRow[] {
  const rows: HeadingRow[] = [];
  let columns: (keyof HeadingRow | undefined)[] | null = null;
  for (const line of md.split('\n')) {
    const cells = tableCells(line);
    if (!cells) continue;
    if (/^heading$/i.test(cells[0])) {
      columns = cells.map((c) => COLUMNS[c.toLowerCase()]);
      continue;
    }
    if (!columns || !HEADING.test(cells[0])) continue;
    const row: HeadingRow = { heading: '', stat: '', description: '', general: '', special: '', other: '', footnotes: '' };
    columns.forEach((key, i) => {
      if (key) row[key] = cells[i] ?? '';
    });
    rows.push(row);
  }
  return rows;
}

const FIELD = /^(General|Special|Other|Footnotes): ?(.*)$/;

/** The heading blocks a change file quotes, in order (a block ends at the first line that is not "Field: value"). */
export function parseQuotedHeadings(md: string): HeadingRow[] {
  const rows: HeadingRow[] = [];
  const lines = md.split('\n');
  lines.forEach((line, i) => {
    const start = /^(\d{4}\.\d{2}\.\d{2}): (.*)$/.exec(line);
    if (!start || !FIELD.test(lines[i + 1] ?? '')) return;
    const row: HeadingRow = { heading: start[1], stat: '', description: start[2].trim(), general: '', special: '', other: '', footnotes: '' };
    for (let j = i + 1, field = FIELD.exec(lines[j] ?? ''); field; j++, field = FIELD.exec(lines[j] ?? '')) {
      row[field[1].toLowerCase() as 'general' | 'special' | 'other' | 'footnotes'] = field[2].trim();
    }
    rows.push(row);
  });
  return rows;
}

/**
 * A heading's rate column, read: "The duty provided in the applicable subheading + 25%" (or
 * "+ a duty of 25%") adds 25% to the ordinary duty; a bare "15%" is the whole duty (notes 40(d)
 * and 43(d): the column 1 rate and the heading's together come to 15%); "No change" leaves the
 * ordinary duty as it is, and so does "The duty provided in the applicable subheading" with
 * nothing added (headings 9903.04.61 and .67-.69 say it so).
 */
export function headingRate(text: string): HeadingRate {
  const t = text.replace(/\s+/g, ' ').trim();
  const additional = /^The duty provided in the applicable subheading ?\+ ?(?:a duty of )?(\d+(?:\.\d+)?)%$/i.exec(t);
  if (additional) return { kind: 'additional', pct: Number(additional[1]) };
  const bare = /^(\d+(?:\.\d+)?)%$/.exec(t);
  if (bare) return { kind: 'all_in', pct: Number(bare[1]) };
  if (/^no change$/i.test(t)) return { kind: 'no_change' };
  if (/^The duty provided in the applicable subheading$/i.test(t)) return { kind: 'no_additional' };
  return { kind: 'unparsed', text: t };
}
