// Chapter 99 headings with their rates, from a revision's headings.md (its own tariff pages) or
// from the heading blocks its change files quote ("9903.08.21: ...\nGeneral: ...").

import { tableRows } from './tables.ts';

export interface HeadingRow {
  heading: string;
  description: string;
  general: string;
}

export type HeadingRate =
  | { kind: 'additional'; pct: number }
  | { kind: 'all_in'; pct: number }
  | { kind: 'no_change' }
  | { kind: 'unparsed'; text: string };

const HEADING = /^9903\.\d{2}\.\d{2}$/;

export function parseHeadings(md: string): HeadingRow[] {
  return tableRows(md)
    .filter((c) => HEADING.test(c[0]) && c.length >= 4)
    .map((c) => ({ heading: c[0], description: c[2], general: c[3] }));
}

export function parseQuotedHeadings(md: string): HeadingRow[] {
  const rows: HeadingRow[] = [];
  const block = /^(9903\.\d{2}\.\d{2}): ([^\n]*)\nGeneral: ([^\n]*)/gm;
  for (let m = block.exec(md); m; m = block.exec(md)) rows.push({ heading: m[1], description: m[2], general: m[3].trim() });
  return rows;
}

/**
 * "The duty provided in the applicable subheading + 25%" adds 25% to the ordinary duty; a bare
 * "15%" is the whole duty (notes 40(d) and 43(d): the column 1 rate and the heading's together
 * come to 15%); "No change" adds nothing.
 */
export function headingRate(general: string): HeadingRate {
  const t = general.replace(/\s+/g, ' ').trim();
  const additional = /^The duty provided in the applicable subheading \+ ?(\d+(?:\.\d+)?)%$/i.exec(t);
  if (additional) return { kind: 'additional', pct: Number(additional[1]) };
  const bare = /^(\d+(?:\.\d+)?)%$/.exec(t);
  if (bare) return { kind: 'all_in', pct: Number(bare[1]) };
  if (/^no change$/i.test(t)) return { kind: 'no_change' };
  return { kind: 'unparsed', text: t };
}
