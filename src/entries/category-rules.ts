// The indicative HTS-heading -> CPSC rules map and the category words, read from data/cpsc/
// once at load (data, with a source column, not code).
import { readFileSync } from 'node:fs';
import { csvRecords } from '../csv/csv.js';

/**
 * When a category's rule binds the product (data/cpsc/category-rules.csv writes it in brackets
 * after the rule): always (null), only for children's products or only for others, only for the
 * children's sleepwear sizes a standard covers, only when the listing shows drawstrings on
 * children's upper outerwear, paint or a coating, or magnets.
 */
export type RuleCondition = 'childrens' | 'not_childrens' | 'size_0_6x' | 'size_7_14' | 'drawstring_outerwear' | 'painted' | 'magnetic';

const CONDITIONS: readonly RuleCondition[] = ['childrens', 'not_childrens', 'size_0_6x', 'size_7_14', 'drawstring_outerwear', 'painted', 'magnetic'];

export interface RuleTerm {
  rule: string;
  when: RuleCondition | null;
}

/** What a rule is (data/cpsc/rules.csv): a rule a certificate cites, a duty on the product itself, or a hazard listing. */
export interface RuleInfo {
  rule: string;
  title: string;
  kind: 'certify' | 'on_product' | 'hazard';
  /** The id of its quoted text in provisions.json, or null where none is quoted. */
  provision: string | null;
}

export interface CategoryRule {
  /** Digits of the heading prefix ("9503", "650610"). */
  prefix: string;
  category: string;
  /** Every rule the row names, whatever its condition. */
  rules: string[];
  terms: RuleTerm[];
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

function ruleTerm(text: string): RuleTerm {
  const m = /^(.*?)\s*(?:\[([a-z_0-9]+)\])?$/.exec(text.trim())!;
  const when = (m[2] ?? null) as RuleCondition | null;
  if (when !== null && !CONDITIONS.includes(when)) throw new Error(`data/cpsc/category-rules.csv: unknown condition [${when}] on ${m[1]}`);
  return { rule: m[1], when };
}

export const RULES: ReadonlyMap<string, RuleInfo> = new Map(csvRecords(dataFile('rules.csv')).map((r) => [r.rule, {
  rule: r.rule,
  title: r.title,
  kind: r.kind === 'on_product' ? 'on_product' : r.kind === 'hazard' ? 'hazard' : 'certify',
  provision: r.provision || null,
}]));

export const CATEGORY_RULES: CategoryRule[] = csvRecords(dataFile('category-rules.csv')).map((r) => {
  const terms = r.rules.split(';').map((s) => s.trim()).filter(Boolean).map(ruleTerm);
  for (const t of terms) if (!RULES.has(t.rule)) throw new Error(`data/cpsc/category-rules.csv: ${t.rule} (${r.category}) is not in rules.csv`);
  return {
  prefix: r.heading_prefix.replace(/\D/g, ''),
  category: r.category,
  rules: terms.map((t) => t.rule),
  terms,
  applies: r.applies === 'any' ? 'any' : 'all',
  childrens: r.childrens === 'yes',
  source: r.source,
  indicative: r.indicative !== 'no',
  };
});

export const CATEGORY_WORDS: CategoryWord[] = csvRecords(dataFile('category-words.csv')).flatMap((r) =>
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
