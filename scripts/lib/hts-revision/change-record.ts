// A revision's change record: its number and dates, and each item changed with its nature,
// effective date and authority.

import { firstDate } from './dates.ts';
import { tableRows } from './tables.ts';

export interface ChangeRecordItem {
  item: string;
  nature: string;
  effective: string | null;
  source: string;
}

export interface ChangeRecord {
  revision: number;
  year: number;
  published: string;
  follows: { revision: number; published: string | null } | null;
  items: ChangeRecordItem[];
}

export function parseChangeRecord(md: string): ChangeRecord {
  const title = /#\s*\**Harmonized Tariff Schedule of the United States \((\d{4}) Revision (\d+)\)\**\s*\n+\s*([^\n]+)/.exec(md);
  if (!title) throw new Error('not a USITC change record: no "Harmonized Tariff Schedule of the United States (YYYY Revision N)" title');
  const published = firstDate(title[3]);
  if (!published) throw new Error(`change record of ${title[1]} Revision ${title[2]}: no publication date under the title`);
  const after = /(?:following|after) (\d{4}) Revision (\d+),? published ([A-Za-z]+ \d{1,2}, \d{4})/.exec(md);
  const items: ChangeRecordItem[] = [];
  for (const cells of tableRows(md)) {
    if (cells.length < 3 || /^item/i.test(cells[0]) || cells[0] === '') continue;
    // Misaligned rows put the date in the nature cell or the nature in the date cell; read the
    // date from anywhere in the row and the nature from the cells that are not the date or source.
    const text = cells.join(' ');
    const source = cells[cells.length - 1];
    const nature = cells.slice(1, -1).find((c) => /[A-Za-z]/.test(c) && !/^(date\s+)?[A-Za-z]+ \d{1,2}, \d{4}$/.test(c)) ?? '';
    items.push({ item: cells[0], nature, effective: firstDate(cells.slice(1, -1).join(' ')) ?? firstDate(text), source });
  }
  return {
    revision: Number(title[2]),
    year: Number(title[1]),
    published,
    follows: after ? { revision: Number(after[2]), published: firstDate(after[3]) } : null,
    items,
  };
}
