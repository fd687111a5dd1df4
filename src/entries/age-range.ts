// Age grades as listings write them: "Ages 3+", "4 - 12 years", "36 months and up", "14+".
import type { AgeRange } from './types.ts';

const UNIT = String.raw`(months?|mos?\.?|m\b|years?|yrs?\.?|y\b)?`;
const NUM = String.raw`(\d{1,2}(?:\.\d)?)`;
const RANGE = new RegExp(String.raw`${NUM}\s*${UNIT}\s*(?:-|–|—|to)\s*${NUM}\s*${UNIT}`, 'i');
const AND_UP = new RegExp(String.raw`${NUM}\s*${UNIT}\s*(?:\+|and up\b|& up\b|and (?:older|over)\b|or (?:older|over)\b|plus\b)`, 'i');
const PLUS_UNIT = new RegExp(String.raw`${NUM}\s*\+\s*${UNIT}`, 'i');
const BARE = new RegExp(String.raw`^${NUM}\s*${UNIT}$`, 'i');
// An age grade in running text needs the word "age(s)" before it; "under 3 yrs" is a warning, not a grade.
const IN_TEXT = /\bages?\s*(?:range|grade)?\s*[:\-]?\s*(?:from\s+)?(\d{1,2}(?:\.\d)?\s*(?:months?|mos?\.?|years?|yrs?\.?)?\s*(?:\+|and up|& up|and older|or older|plus|(?:-|–|—|to)\s*\d{1,2}\s*(?:months?|years?|yrs?\.?)?)?)/i;

function years(value: string, unit: string | undefined, fallbackUnit: string | undefined): number {
  const u = (unit ?? fallbackUnit ?? 'y').toLowerCase();
  const n = Number(value);
  return u.startsWith('m') ? Math.round((n / 12) * 100) / 100 : n;
}

/** Reads an age grade from a labelled value ("Manufacturer recommended age: 4 - 12 years"). */
export function parseAgeValue(text: string): AgeRange | null {
  const t = text.trim();
  let m = RANGE.exec(t);
  if (m) return { min_years: years(m[1], m[2], m[4]), max_years: years(m[3], m[4], m[2]) };
  m = AND_UP.exec(t) ?? PLUS_UNIT.exec(t);
  if (m) return { min_years: years(m[1], m[2], undefined), max_years: null };
  m = BARE.exec(t);
  if (m) return { min_years: years(m[1], m[2], undefined), max_years: null };
  if (/\badults?\b|\b18\s*\+/i.test(t)) return { min_years: 18, max_years: null };
  return null;
}

/** Finds an age grade in running text ("For ages 3 and up"); null when the text only warns. */
export function findAgeInText(text: string): { range: AgeRange; match: string } | null {
  const m = IN_TEXT.exec(text);
  if (!m) return null;
  const range = parseAgeValue(m[1]);
  if (!range) return null;
  return { range, match: m[0] };
}

/** An age grade as a report says it: "3+ years", "up to 5 years", "4-12 years". */
export function describeAge(a: AgeRange): string {
  if (a.max_years === null) return `${a.min_years}+ years`;
  if (a.min_years === null) return `up to ${a.max_years} years`;
  return `${a.min_years}-${a.max_years} years`;
}
