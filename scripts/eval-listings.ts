// Scores the readiness check's fact reading on saved listings against facts read off each page
// by hand: per fact type, how many of the facts the pages show were found (recall) and how
// many facts were invented (a value the page does not show for that fact).
//
// Usage: npm run eval:listings -- DIR LABELS.json [--json] [--fail-on-invented]
// (--fail-on-invented: exit 1 when any fact was invented, for CI.)
//
// LABELS.json:
//   { "pages": { "<file under DIR>": { "<fact>": ["value", ...], ... }, ... } }
// with <fact> one of brand, manufacturer, model, sku, gtin, country_of_origin, age_range.
// A fact listed with [] says the page shows none (anything found is invented); a fact left
// out is not judged on that page. Values compare loosely: case, spaces and punctuation aside;
// GTINs by their digits without leading zeros; countries by their one spelling; ages as
// "3+", "3-14" or "-12" (years; months as fractions, "1.5+").
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryOf } from '../src/entries/countries.ts';
import { extractProductFacts } from '../src/entries/product-facts.ts';
import { looseKey } from '../src/entries/primary-facts.ts';
import type { AgeRange, ProductFacts } from '../src/entries/types.ts';

export const FACT_TYPES = ['brand', 'manufacturer', 'model', 'sku', 'gtin', 'country_of_origin', 'age_range'] as const;
export type FactType = (typeof FACT_TYPES)[number];

export interface ListingLabels {
  pages: Record<string, Partial<Record<FactType, string[]>>>;
}

export interface FactScore {
  shown: number;
  found: number;
  invented: number;
  misses: string[];
  inventions: string[];
}

export interface ListingsEvaluation {
  pages: number;
  byFact: Record<FactType, FactScore>;
  total: { shown: number; found: number; invented: number };
}

const loose = looseKey;
const ageKey = (a: AgeRange) => `${a.min_years ?? ''}${a.max_years === null ? (a.min_years === null ? '' : '+') : `-${a.max_years}`}`;

/** The comparable keys of what the check read for one fact type. */
function readKeys(facts: ProductFacts, type: FactType): Map<string, string> {
  const out = new Map<string, string>();
  switch (type) {
    case 'gtin':
      for (const f of facts.gtin) out.set(f.value.gtin.replace(/^0+/, ''), f.value.gtin);
      break;
    case 'age_range':
      // A stated grade; failing one, the age the sizes mean (reported apart, marked derived).
      for (const f of facts.age_range.length > 0 ? facts.age_range : facts.age_from_sizes) out.set(ageKey(f.value), ageKey(f.value));
      break;
    case 'country_of_origin':
      for (const f of facts.country_of_origin) out.set(loose(countryOf(f.value) ?? f.value), f.value);
      break;
    default:
      for (const f of facts[type]) out.set(loose(f.value), f.value);
  }
  return out;
}

function labelKey(type: FactType, value: string): string {
  if (type === 'gtin') return value.replace(/\D/g, '').replace(/^0+/, '');
  if (type === 'age_range') return value.replace(/\s|years?/g, '');
  if (type === 'country_of_origin') return loose(countryOf(value) ?? value);
  return loose(value);
}

export function evaluateListings(dir: string, labels: ListingLabels): ListingsEvaluation {
  const byFact = Object.fromEntries(FACT_TYPES.map((t) => [t, { shown: 0, found: 0, invented: 0, misses: [], inventions: [] }])) as unknown as Record<FactType, FactScore>;
  const files = Object.keys(labels.pages);
  for (const file of files) {
    const facts = extractProductFacts(readFileSync(join(dir, file), 'utf8'));
    for (const type of FACT_TYPES) {
      const shown = labels.pages[file][type];
      if (!shown) continue;
      const score = byFact[type];
      const read = readKeys(facts, type);
      const wanted = new Set(shown.map((v) => labelKey(type, v)));
      for (const value of shown) {
        score.shown++;
        if (read.has(labelKey(type, value))) score.found++;
        else score.misses.push(`${file}: ${value}`);
      }
      for (const [key, value] of read) {
        if (wanted.has(key)) continue;
        score.invented++;
        score.inventions.push(`${file}: ${value}`);
      }
    }
  }
  const total = { shown: 0, found: 0, invented: 0 };
  for (const s of Object.values(byFact)) {
    total.shown += s.shown;
    total.found += s.found;
    total.invented += s.invented;
  }
  return { pages: files.length, byFact, total };
}

function percent(found: number, shown: number): string {
  return shown === 0 ? '   -' : `${Math.round((found / shown) * 100)}%`.padStart(4);
}

export function formatEvaluation(e: ListingsEvaluation): string {
  const lines = [`${e.pages} listing(s)`, 'fact               found/shown  recall  invented'];
  for (const type of FACT_TYPES) {
    const s = e.byFact[type];
    lines.push(`${type.padEnd(18)} ${`${s.found}/${s.shown}`.padStart(11)}  ${percent(s.found, s.shown)}    ${String(s.invented).padStart(6)}`);
  }
  lines.push(`${'all'.padEnd(18)} ${`${e.total.found}/${e.total.shown}`.padStart(11)}  ${percent(e.total.found, e.total.shown)}    ${String(e.total.invented).padStart(6)}`);
  const misses = FACT_TYPES.flatMap((t) => e.byFact[t].misses.map((m) => `  missed ${t}: ${m}`));
  const inventions = FACT_TYPES.flatMap((t) => e.byFact[t].inventions.map((m) => `  invented ${t}: ${m}`));
  return [...lines, ...misses, ...inventions].join('\n');
}

const USAGE = 'usage: npm run eval:listings -- DIR LABELS.json [--json] [--fail-on-invented]';

function main(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\nScores fact recall and invented facts per fact type on saved listings against a labels file (format in scripts/eval-listings.ts).\n`);
    return 0;
  }
  const [dir, labelsPath] = args.filter((a) => !a.startsWith('--'));
  if (!dir || !labelsPath) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let labels: ListingLabels;
  try {
    labels = JSON.parse(readFileSync(labelsPath, 'utf8')) as ListingLabels;
    if (typeof labels.pages !== 'object' || labels.pages === null) throw new Error('no "pages" object');
  } catch (err) {
    process.stderr.write(`eval:listings: cannot read ${labelsPath}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 2;
  }
  const result = evaluateListings(resolve(dir), labels);
  process.stdout.write(`${args.includes('--json') ? JSON.stringify(result, null, 1) : formatEvaluation(result)}\n`);
  return args.includes('--fail-on-invented') && result.total.invented > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
