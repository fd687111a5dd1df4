// A revision's change record: its number and dates, the chapters it says it affects, and each
// item changed with its nature, effective date and authority (rows repaired: record-rows.ts).

import { firstDate } from './dates.ts';
import { recordRows, type RecordRow } from './record-rows.ts';

export type ChangeRecordItem = RecordRow;

export interface ChangeRecord {
  revision: number;
  year: number;
  /** The date printed under the title, ISO. */
  published: string;
  /** The revision this record's changes are counted from ("following 2026 Revision 10, published June 8, 2026"). */
  follows: { revision: number; published: string } | null;
  /** The chapters the record says are affected, as printed ("7", "99"). */
  chapters: string[];
  items: ChangeRecordItem[];
}

const TITLE = /#\s*\**Harmonized Tariff Schedule of the United States \((\d{4}) Revision (\d+)\)\**\s*\n+\s*([^\n]+)/;
const FOLLOWS = /(?:following|after) (\d{4}) Revision (\d+),? published ((?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4})/;
// "The following chapters are affected: 7, 8, 99." / "chapter(s) are affected: 99" / "chapters are affected: 2 and 99";
// Revision 10 prints the chapter on a line of its own ("Chapter 99.").
const AFFECTED = /chapters?(?:\(s\))? (?:is|are) affected:([^\n]*)/i;
const CHAPTER_LINE = /^Chapters? (\d[\d, and]*)\.?$/m;

function chaptersOf(md: string): string[] {
  const listed = AFFECTED.exec(md) ?? CHAPTER_LINE.exec(md);
  return listed ? (listed[1].match(/\d+/g) ?? []) : [];
}

export function parseChangeRecord(md: string): ChangeRecord {
  const title = TITLE.exec(md);
  if (!title) throw new Error('not a USITC change record: no "Harmonized Tariff Schedule of the United States (YYYY Revision N)" title');
  const published = firstDate(title[3]);
  if (!published) throw new Error(`change record of ${title[1]} Revision ${title[2]}: no publication date under the title`);
  const follows = FOLLOWS.exec(md);
  return {
    revision: Number(title[2]),
    year: Number(title[1]),
    published,
    follows: follows ? { revision: Number(follows[2]), published: firstDate(follows[3])! } : null,
    chapters: chaptersOf(md),
    items: recordRows(md),
  };
}
