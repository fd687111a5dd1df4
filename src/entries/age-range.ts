// Age grades as listings write them: "Ages 3+", "4 - 12 years", "36 months and up", "14+",
// "3Y+", "18 years and up", "not suitable for children under 12 years" (a lower bound; under 3
// years is the EU small-parts warning, kept apart as a warning), and the
// European forms sellers copy ("3 ans et plus", "ab 3 Jahren", "a partir de 3 años", "3 anni e più").
import type { AgeRange } from './types.ts';

const UNIT = String.raw`(months?|mos?\.?|m\b|years?|yrs?\.?|y\b|ans?\b|jahren?\b|j\.|años\b|anni\b|anos\b|jaar\b|mois\b|monaten?\b|meses\b|mesi\b|maanden\b)?`;
const NUM = String.raw`(\d{1,2}(?:\.\d)?)`;
// "3-6 years", and the connectors of the labels' languages: "3 à 6 ans", "3 bis 6 Jahre", "de 3 a 6
// años", "dos 3 aos 6 anos", "van 3 tot 6 jaar".
const RANGE = new RegExp(String.raw`${NUM}\s*${UNIT}\s*(?:-|–|—|to|à|a|bis|tot|aos?|até|al)\s*${NUM}\s*${UNIT}`, 'i');
const AND_UP = new RegExp(String.raw`${NUM}\s*${UNIT}\s*(?:\+|(?:et|e|y|en|und)\s*\+|and up\b|& up\b|and (?:older|over)\b|or (?:older|over)\b|plus\b|et plus\b|und (?:älter|mehr)\b|y más|e più|in su\b|ou mais\b|e acima\b|en ouder\b|en hoger\b)`, 'i');
// "from 3 years" in the languages sellers copy: à partir de / dès / ab / a partir de / dai / from.
const FROM_AGE = new RegExp(String.raw`(?:\bfrom|à partir de|a partir d[eo]s?|\bdès|\bab|\bdai?|\bdesde|\bvanaf)\s+${NUM}\s*${UNIT}`, 'i');
// "Not suitable for children under N years": a lower bound, except for N = 3 (36 months), which
// is the EU small-parts warning the Toy Safety Directive (2009/48/EC, Annex V) prescribes for
// toys dangerous to under-3s: a warning, never the product's age grade (a toy for ages 8 and up
// carries it too). Also in French, German, Spanish, Italian, Portuguese and Dutch.
const NOT_UNDER_PHRASES = [
  String.raw`\bnot\s+(?:suitable|intended|recommended|safe)\s+for\s+(?:children|kids|babies|infants)\s+(?:under|below|younger than|less than|of less than)`,
  String.raw`ne convient pas (?:aux|à des) enfants de moins de`,
  String.raw`nicht (?:geeignet )?für kinder unter`,
  String.raw`no (?:apto|adecuado|recomendado) para (?:niños )?menores de`,
  String.raw`non adatto (?:a|ai) bambini (?:di età inferiore a(?:i)?|sotto i)`,
  String.raw`não (?:adequado|recomendado) (?:para|a) crianças (?:com )?(?:menos de|menores de)`,
  String.raw`niet geschikt voor kinderen (?:jonger dan|onder(?: de)?)`,
];
export const NOT_UNDER = new RegExp(
  String.raw`(?:${NOT_UNDER_PHRASES.join('|')})\s+(\d{1,2})\s*(months?|years?|yrs?\.?|y\b|mois|ans|monaten?|jahren?|meses|años|mesi|anni|maanden|jaar)`,
  'i',
);
const PLUS_UNIT = new RegExp(String.raw`${NUM}\s*\+\s*${UNIT}`, 'i');
const BARE = new RegExp(String.raw`^${NUM}\s*${UNIT}$`, 'i');
// "< 3 years" (an age row's upper bound), "> 6 years" / "≥ 6" (its lower bound): the sign is the
// row's own statement of the range, so it keeps its bound ("> 6 years" is 6 and up, not nothing).
const UPPER = new RegExp(String.raw`^(?:<=?|≤|up to|tot|bis|jusqu'?à|hasta|até)\s*${NUM}\s*${UNIT}$`, 'i');
// "+3 años", "+ 3 ans": the lower bound written first, as Spanish, Portuguese and French labels do.
const LOWER = new RegExp(String.raw`^(?:>=?|≥|\+)\s*${NUM}\s*${UNIT}$`, 'i');
// An age grade in running text needs the word "age(s)" before it; "under 3 yrs" is a warning, not a grade.
// "Age Range: > 6 years" keeps its lower bound; a "<" is read only in a labelled age row (in prose it
// is as often a warning).
const IN_TEXT = /\bages?\s*(?:range|grade|level|group)?\s*[:\-]?\s*(?:from\s+)?((?:>=?\s*|≥\s*)?\d{1,2}(?:\.\d)?\s*(?:months?|mos?\.?|years?|yrs?\.?)?\s*(?:\+|and up|& up|and older|or older|plus|(?:-|–|—|to)\s*\d{1,2}\s*(?:months?|years?|yrs?\.?)?)?)/i;

function years(value: string, unit: string | undefined, fallbackUnit: string | undefined): number {
  const u = (unit ?? fallbackUnit ?? 'y').toLowerCase();
  const n = Number(value);
  return u.startsWith('m') ? Math.round((n / 12) * 100) / 100 : n;
}

function notUnder(text: string): AgeRange | null {
  const m = NOT_UNDER.exec(text);
  return m ? { min_years: years(m[1], m[2], undefined), max_years: null } : null;
}

/** True when the range is the EU "not under 3 years / 36 months" warning's bound. */
const isUnderThreeWarning = (r: AgeRange | null): boolean => r !== null && r.min_years === 3 && r.max_years === null;

/** The EU small-parts warning ("Not suitable for children under 36 months"), in the languages above. */
export function findAgeWarning(text: string): { range: AgeRange; match: string } | null {
  const m = NOT_UNDER.exec(text);
  if (!m) return null;
  const range = notUnder(m[0]);
  return isUnderThreeWarning(range) ? { range: range!, match: m[0] } : null;
}

/** Reads an age grade from a labelled value ("Manufacturer recommended age: 4 - 12 years"). */
export function parseAgeValue(text: string): AgeRange | null {
  const t = text.trim();
  let m = RANGE.exec(t);
  if (m) return { min_years: years(m[1], m[2], m[4]), max_years: years(m[3], m[4], m[2]) };
  m = AND_UP.exec(t) ?? PLUS_UNIT.exec(t) ?? FROM_AGE.exec(t);
  if (m) return { min_years: years(m[1], m[2], undefined), max_years: null };
  const lower = notUnder(t);
  if (lower) return isUnderThreeWarning(lower) ? null : lower;
  m = BARE.exec(t) ?? LOWER.exec(t);
  if (m) return { min_years: years(m[1], m[2], undefined), max_years: null };
  m = UPPER.exec(t);
  if (m) return { min_years: null, max_years: years(m[1], m[2], undefined) };
  if (/\badults?\b|\b18\s*\+/i.test(t)) return { min_years: 18, max_years: null };
  return null;
}

// Running text that grades without the word "age": "for children 3 years and up", "suitable for
// kids 4-8 years", "3Y+", "36 months+", and the European forms.
const FOR_WHOM = new RegExp(
  String.raw`\b(?:for|suitable for|recommended for|designed for|intended for|perfect for|ideal for)\s+(?:(?:children|kids|boys|girls|toddlers|babies|infants|teens)\s+)?(?:aged?\s+)?(\d{1,2}\s*(?:months?|years?|yrs?\.?|y\b)\s*(?:\+|and up|& up|and older|or older|(?:-|–|—|to)\s*\d{1,2}\s*(?:months?|years?|yrs?\.?|y\b)?)|\d{1,2}\s*(?:-|–|—|to)\s*\d{1,2}\s*(?:months?|years?|yrs?\.?))`,
  'i',
);
// "Suitable for babies from 6 months", "recommended from 3 years": "from" with a word that grades
// (a bare "from 3 years" is as often a warranty or a delivery time).
const FROM_FOR_WHOM = /\b(?:suitable|recommended|designed|intended)\s+(?:for\s+(?:children|kids|boys|girls|toddlers|babies|infants)\s+)?(from\s+\d{1,2}\s*(?:months?|years?|yrs?\.?))/i;
const COMPACT = /(?<![\w.])(\d{1,2}\s*(?:y|yrs?|m|months?)\s*\+)(?![\w])(?!\s*\d)/i;
// "Garantia 3 Anos +20.00€", "3 years warranty": a warranty's years, not an age.
const WARRANTY_BEFORE = /(?:warrant|guarant|garant|gewährleist)\w*\W*$/i;
const EUROPEAN = new RegExp(
  String.raw`(\d{1,2}\s*(?:ans|jahren?|años|anni|anos|jaar|mois|monaten?|meses|mesi|maanden)\s*(?:et plus|und (?:älter|mehr)|y más|e più|in su|ou mais|e acima|en ouder|en hoger|\+(?!\s*\d))|(?:à partir de|a partir d[eo]s?|dès|ab|dai?|desde|vanaf)\s+\d{1,2}\s*(?:ans|jahren?|j\.|años|anni|anos|jaar|mois|monaten?|meses|mesi|maanden))`,
  'i',
);

/** Finds an age grade in running text ("For ages 3 and up"); null when the text only warns ("under 3 yrs"). */
export function findAgeInText(text: string): { range: AgeRange; match: string } | null {
  // Every pattern below grades with a number: a text without a digit is spared all six.
  if (!/\d/.test(text)) return null;
  for (const pattern of [IN_TEXT, FOR_WHOM, FROM_FOR_WHOM, COMPACT, EUROPEAN]) {
    const m = pattern.exec(text);
    if (!m || WARRANTY_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    const range = parseAgeValue(m[1]);
    if (range) return { range, match: m[0] };
  }
  const lower = NOT_UNDER.exec(text);
  const range = lower ? notUnder(lower[0]) : null;
  if (lower && range && !isUnderThreeWarning(range)) return { range, match: lower[0] };
  return null;
}

/** An age grade as a report says it: "3+ years", "up to 5 years", "4-12 years". */
export function describeAge(a: AgeRange): string {
  if (a.max_years === null) return `${a.min_years}+ years`;
  if (a.min_years === null) return `up to ${a.max_years} years`;
  return `${a.min_years}-${a.max_years} years`;
}
