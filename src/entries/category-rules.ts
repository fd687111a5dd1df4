// The indicative HTS-heading -> CPSC rules map and the category words, read from data/cpsc/
// once at load (data, with a source column, not code).
import { readFileSync } from 'node:fs';
import { parseCsv } from './csv.ts';

export interface CategoryRule {
  /** Digits of the heading prefix ("9503", "650610"). */
  prefix: string;
  category: string;
  rules: string[];
  /** 'all': every rule is expected; 'any': the rules are alternatives by product type. */
  applies: 'all' | 'any';
  childrens: boolean;
  source: string;
  indicative: boolean;
}

export interface CategoryWord {
  word: string;
  category: string;
  childrens: boolean;
}

const dataFile = (name: string) => readFileSync(new URL(`../../data/cpsc/${name}`, import.meta.url), 'utf8');

export const CATEGORY_RULES: CategoryRule[] = parseCsv(dataFile('category-rules.csv')).map((r) => ({
  prefix: r.heading_prefix.replace(/\D/g, ''),
  category: r.category,
  rules: r.rules.split(';').map((s) => s.trim()).filter(Boolean),
  applies: r.applies === 'any' ? 'any' : 'all',
  childrens: r.childrens === 'yes',
  source: r.source,
  indicative: r.indicative !== 'no',
}));

export const CATEGORY_WORDS: CategoryWord[] = parseCsv(dataFile('category-words.csv')).flatMap((r) =>
  r.words.split(';').map((word) => ({ word: word.trim().toLowerCase(), category: r.category, childrens: r.childrens === 'yes' })));

/** The row whose heading prefix is the longest prefix of the code's digits. */
export function ruleForHts(digits: string): CategoryRule | null {
  let best: CategoryRule | null = null;
  for (const row of CATEGORY_RULES) {
    // A category with no heading of its own (soft carriers) is matched by its words only.
    if (row.prefix !== '' && digits.startsWith(row.prefix) && (!best || row.prefix.length > best.prefix.length)) best = row;
  }
  return best;
}

export function ruleForCategory(category: string): CategoryRule | null {
  return CATEGORY_RULES.find((r) => r.category === category) ?? null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_PATTERNS = CATEGORY_WORDS.map((w) => ({ ...w, re: new RegExp(`\\b${escape(w.word)}\\b`, 'i') }));

/** Category words found in a text, longest word first (so "crib mattress" beats "crib"). */
export function categoryWordsIn(text: string): CategoryWord[] {
  return WORD_PATTERNS.filter((w) => w.re.test(text))
    .sort((a, b) => b.word.length - a.word.length)
    .map(({ word, category, childrens }) => ({ word, category, childrens }));
}
