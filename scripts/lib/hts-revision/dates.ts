// Dates as USITC's change records print them ("September 3, 2026", "7/31/2026", "08/22/2026"),
// as ISO days.

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const LONG = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),\s*(\d{4})\b/i;
const SHORT = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export interface FoundDate {
  iso: string;
  /** Where the printed date starts in the text, and its printed length. */
  index: number;
  length: number;
}

/** The first date in a text, with where it is printed, or null. */
export function findDate(text: string): FoundDate | null {
  const long = LONG.exec(text);
  const short = SHORT.exec(text);
  if (long && (!short || long.index <= short.index)) {
    return { iso: iso(Number(long[3]), MONTHS.indexOf(long[1].toLowerCase()) + 1, Number(long[2])), index: long.index, length: long[0].length };
  }
  if (short) return { iso: iso(Number(short[3]), Number(short[1]), Number(short[2])), index: short.index, length: short[0].length };
  return null;
}

/** The first date in a text, as YYYY-MM-DD, or null. */
export function firstDate(text: string): string | null {
  return findDate(text)?.iso ?? null;
}
