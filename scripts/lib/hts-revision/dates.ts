// Dates as USITC's change records print them ("September 3, 2026", "7/31/2026"), as ISO days.

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const LONG = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),\s*(\d{4})\b/i;
const SHORT = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The first date in a text, as YYYY-MM-DD, or null. */
export function firstDate(text: string): string | null {
  const long = LONG.exec(text);
  const short = SHORT.exec(text);
  if (long && (!short || long.index <= short.index)) return iso(Number(long[3]), MONTHS.indexOf(long[1].toLowerCase()) + 1, Number(long[2]));
  if (short) return iso(Number(short[3]), Number(short[1]), Number(short[2]));
  return null;
}
