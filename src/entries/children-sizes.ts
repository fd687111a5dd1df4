// Children's clothing and shoe sizes as listings write them ("Kids 7-13", "Youth S-XL", "Boys'
// sizes 8-16", "Toddler 2T-5T", "Size: 3-6M"): a size range marked for children says the product
// is for children (15 U.S.C. 2052(a)(2): designed or intended primarily for children 12 or
// younger) even when no age grade or children's word is in its name. data/cpsc/children-sizes.csv
// says what ages each size means and which sleepwear standard covers it (16 CFR 1615 up to 6X,
// 1616 sizes 7 through 14).
import { readFileSync } from 'node:fs';
import { csvRecords } from '../csv/csv.js';
import type { AgeRange } from './types.ts';

const AUDIENCE = String.raw`(?:kids?|children|child|youth|boys|girls|toddlers?|little kids?|big kids?|infants?|baby)['’]?s?`;
const SIZE = String.raw`(?:\d{1,2}(?:\.5)?[TX]?|XXS|XS|S|M|L|XL)`;
const MONTHS = String.raw`\d{1,2}\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?(?:M|mos?|months)\b`;
// Sizes only children wear, whoever the page says they are for: toddler T sizes, 4X-6X, months.
const CHILD_ONLY = String.raw`(?:[2-5]T(?:\s*(?:-|–|to|\/)\s*(?:[2-5]T|\d{1,2}X?))?|${MONTHS}|[4-6]X\b|newborn\b|NB\b|preemie\b)`;
const CHILD_SIZE = new RegExp(
  String.raw`\b${AUDIENCE}\s+(?:sizes?\s*:?\s*)?${SIZE}\s*(?:-|–|to|\/)\s*${SIZE}\b` +
  String.raw`|\bsizes?\s*:?\s*${AUDIENCE}\s+${SIZE}\b` +
  String.raw`|\b${AUDIENCE}\s+sizes?\s*:?\s*${SIZE}\b` +
  String.raw`|\b${AUDIENCE}\s+${CHILD_ONLY}` +
  String.raw`|\b(?:sizes?|size range)\s*:?\s*${CHILD_ONLY}`,
  'i',
);

/** The first children's size statement in a text, or null. */
export function findChildrenSize(text: string): string | null {
  if (text.length > 400) return null;
  return CHILD_SIZE.exec(text)?.[0] ?? null;
}

interface SizeRow {
  size: string;
  aliases: string[];
  age: AgeRange;
  sleepwearRule: string | null;
  system: string;
  /** The number a numeric size is read by (4, 6X = 6.5, 10...), else null. */
  numeric: number | null;
}

const ROWS: SizeRow[] = csvRecords(readFileSync(new URL('../../data/cpsc/children-sizes.csv', import.meta.url), 'utf8')).map((r) => ({
  size: r.size,
  aliases: [r.size, ...r.aliases.split(';')].map((a) => a.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean),
  age: { min_years: Number(r.age_from_years), max_years: Number(r.age_to_years) },
  sleepwearRule: r.sleepwear_rule || null,
  system: r.system,
  numeric: r.system === "children's numeric" ? (r.size === '6X' ? 6.5 : Number(r.size)) : null,
}));

/** What a children's size statement says: the sizes read, the ages they mean, the sleepwear standards that cover them. */
export interface ChildrenSizes {
  sizes: string[];
  age: AgeRange;
  /** "16 CFR 1615" (up to 6X) and/or "16 CFR 1616" (7 through 14). */
  sleepwearRules: string[];
  /** Every size read is an infant size in months (24 months is not 2T: 16 CFR 1120's bound starts at 2T). */
  infantOnly: boolean;
}

const TOKEN = /\b(\d{1,2}\s*(?:-|–|to)\s*\d{1,2}\s*(?:M|mos?|months)|\d{1,2}\s*(?:M|mos?|months)|\d{1,2}[TXY]|\d{1,2}(?:\.5)?|XXS|XS|XL|S|M|L|NB|newborn|preemie)\b/gi;

function rowFor(token: string, preferLetters: boolean): SizeRow | null {
  const t = token.toLowerCase().replace(/\s+/g, ' ').replace(/\s*(?:–|to)\s*/g, '-').replace(/\s*-\s*/g, '-').replace(/\s*(mos?|months)$/, 'm').replace(/\s+m$/, 'm');
  const exact = ROWS.find((r) => (preferLetters || r.system !== 'youth letters' || /^[a-z]+$/.test(t)) && r.aliases.includes(t));
  if (exact) return exact;
  // Month sizes the table does not list ("12-24 months", "15M"): the months themselves, as ages.
  const months = /^(\d{1,2})(?:-(\d{1,2}))?m$/.exec(t);
  if (months && Number(months[2] ?? months[1]) <= 36) {
    const [from, to] = [Number(months[1]), Number(months[2] ?? months[1])];
    const age = (m: number) => Math.round((m / 12) * 100) / 100;
    return { size: `${t.toUpperCase()}`, aliases: [t], age: { min_years: age(from), max_years: age(to) }, sleepwearRule: '16 CFR 1615', system: 'infant months', numeric: null };
  }
  const n = Number(t);
  if (!Number.isFinite(n)) return null;
  // A numeric size the table does not list (9, 11, 13): the nearest listed size below it.
  const below = ROWS.filter((r) => r.numeric !== null && r.numeric <= n).sort((a, b) => b.numeric! - a.numeric!);
  return n <= 16 ? below[0] ?? null : null;
}

/** Reads a size statement ("Kids 7-13", "Toddler 2T-5T", "Youth S-XL"); null when no size in it is a children's size. */
export function readChildrenSizes(statement: string): ChildrenSizes | null {
  const tokens = [...statement.matchAll(TOKEN)].map((m) => m[1]);
  const rows = tokens.map((t) => rowFor(t, true)).filter((r): r is SizeRow => r !== null);
  if (rows.length === 0) return null;
  // A range "7-13" or "2T-5T" covers the sizes between its ends in the same size system.
  const [first, last] = [rows[0], rows[rows.length - 1]];
  const within = (r: SizeRow): boolean => first.numeric !== null && last.numeric !== null
    ? r.numeric! >= Math.min(first.numeric, last.numeric) && r.numeric! <= Math.max(first.numeric, last.numeric)
    : r.age.min_years! >= Math.min(first.age.min_years!, last.age.min_years!) && r.age.max_years! <= Math.max(first.age.max_years!, last.age.max_years!);
  const spanned = rows.length >= 2 && first.system === last.system ? ROWS.filter((r) => r.system === first.system && within(r)) : rows;
  const all = [...new Set([...rows, ...spanned])].sort((a, b) => ROWS.indexOf(a) - ROWS.indexOf(b));
  return {
    sizes: [...new Set(all.map((r) => r.size))],
    age: { min_years: Math.min(...all.map((r) => r.age.min_years!)), max_years: Math.max(...all.map((r) => r.age.max_years!)) },
    sleepwearRules: [...new Set(all.map((r) => r.sleepwearRule).filter((r): r is string => r !== null))].sort(),
    infantOnly: all.every((r) => r.system === 'infant months'),
  };
}

// A size a children's garment is sold in, as a size row or a size selector gives it, read whole.
// Only forms no adult size takes: months ("3-6M", "6-12 months", "18 mois"), toddler and year
// sizes ("4T", "2Y", "7-8Y"), an age as the size ("Age 11", "11-12 years", "3 ans"), and a
// height size with the age it means ("86 (12-18 months)"). "M", "10" or "42" are no age.
const MONTH_WORDS = String.raw`(?:m|mos?|months?|mths?|mois|monate?n?|meses|mesi|maanden)`;
const YEAR_WORDS = String.raw`(?:y|yrs?|years?|jahre?n?|j|ans?|años|anos|anni|jaar)`;
const TO = String.raw`\s*(?:-|–|to|/)\s*`;
const MONTH_SIZE = new RegExp(String.raw`^(\d{1,2})(?:${TO}(\d{1,2}))?\s*${MONTH_WORDS}\.?$`, 'i');
const TODDLER_SIZE = /^([2-5])T(?:\s*(?:-|–|to|\/)\s*([2-5])T)?$/i;
const YEAR_SIZE = new RegExp(String.raw`^(?:(?:age|ages|âge|alter|edad|idade|leeftijd)\s*)?(\d{1,2})(?:${TO}(\d{1,2}))?\s*(${YEAR_WORDS})?\.?$`, 'i');
const HEIGHT_WITH_AGE = /^\d{2,3}\s*(?:cm)?\s*\(([^()]{2,30})\)$/i;
const NEWBORN = /^(?:newborn|nb|preemie|premature)$/i;
/** The youngest and oldest ages a size names directly; 16 is the last children's size the table has. */
const MAX_SIZE_AGE = 16;

/** The ages one size value means, or null when it is no children's size on its own. */
export function readSizeValue(raw: string): { sizes: string[]; age: AgeRange } | null {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length === 0 || value.length > 40) return null;
  const height = HEIGHT_WITH_AGE.exec(value);
  if (height) {
    const inner = readSizeValue(height[1]);
    return inner ? { sizes: [value], age: inner.age } : null;
  }
  if (NEWBORN.test(value)) {
    const read = readChildrenSizes('newborn');
    return read ? { sizes: [value], age: read.age } : null;
  }
  const months = MONTH_SIZE.exec(value);
  if (months) {
    const read = readChildrenSizes(`${months[1]}${months[2] ? `-${months[2]}` : ''}M`);
    return read ? { sizes: [value], age: read.age } : null;
  }
  const toddler = TODDLER_SIZE.exec(value);
  if (toddler) {
    const [from, to] = [Number(toddler[1]), Number(toddler[2] ?? toddler[1])];
    return { sizes: [value], age: { min_years: Math.min(from, to), max_years: Math.max(from, to) } };
  }
  // A number alone is no age ("Size: 10" is as often an adult's size); it needs "Age" or a year unit.
  const year = YEAR_SIZE.exec(value);
  if (year && (year[3] !== undefined || /^\D/.test(value))) {
    const [from, to] = [Number(year[1]), Number(year[2] ?? year[1])];
    if (from > to || to > MAX_SIZE_AGE) return null;
    return { sizes: [value], age: { min_years: from, max_years: to } };
  }
  return null;
}

/** Several sizes (a selector's options) as one age span. */
export function spanOfSizes(read: Array<{ sizes: string[]; age: AgeRange }>): { sizes: string[]; age: AgeRange } | null {
  if (read.length === 0) return null;
  return {
    sizes: [...new Set(read.flatMap((r) => r.sizes))],
    age: { min_years: Math.min(...read.map((r) => r.age.min_years!)), max_years: Math.max(...read.map((r) => r.age.max_years!)) },
  };
}

/** What the sizes of an age-from-sizes fact mean for the rules: the sleepwear standards its ages fall under. */
export function sizesOfAge(sizes: string[], age: AgeRange): ChildrenSizes {
  const min = age.min_years ?? 0;
  const max = age.max_years ?? min;
  const rules: string[] = [];
  // 16 CFR 1615 covers sizes 0 through 6X (ages up to about 7), 1616 sizes 7 through 14.
  if (min < 7) rules.push('16 CFR 1615');
  if (max >= 7 && min <= 14) rules.push('16 CFR 1616');
  return { sizes, age, sleepwearRules: rules, infantOnly: max <= 2 && sizes.every((s) => MONTH_SIZE.test(s) || NEWBORN.test(s) || HEIGHT_WITH_AGE.test(s)) };
}

// A children's product's name that carries its size ("Baby sleeping bag 6-18 months", "Toddler
// rain jacket 3T"): months and toddler sizes only, and only beside a children's word, so a
// "12M cable" or "3T bolts" is no size.
const NAME_SIZE = /(?<![\w.])(\d{1,2}\s*(?:-|–|to)\s*\d{1,2}\s*(?:M|mos?|months?)|\d{1,2}\s*(?:mos?|months?)|[2-5]T(?:\s*(?:-|–)\s*[2-5]T)?)(?![\w])/i;
const NAME_CHILD_WORD = /\b(?:baby|babies|infants?|newborns?|toddlers?|kids?|girls?|boys?|child|children|bébé|baby's|kinder|niños?|niñas?|bebé|crianças?|enfants?)\b/i;

/** The size a children's product's name states, with the ages it means; null when it states none. */
export function sizeInName(name: string): { sizes: string[]; age: AgeRange } | null {
  if (name.length > 200 || !/\d/.test(name) || !NAME_CHILD_WORD.test(name)) return null;
  const m = NAME_SIZE.exec(name);
  return m ? readSizeValue(m[1]) : null;
}
