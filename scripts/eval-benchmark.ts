// Scores the readiness check's product facts on Zyte's product-extraction benchmark (126 real
// product pages with their ground truth and the recorded outputs of Zyte, Diffbot and extruct),
// beside those systems, on the same pages, by the benchmark's own rules:
// - one predicted value per page and attribute (the check's first value for the fact);
// - a correct value is a true positive; a wrong value a false positive and a false negative;
//   no value where the truth has one a false negative; F1 over all pages;
// - values compare with case and punctuation set aside, GTINs by their digits without leading zeros;
// - except that a GTIN is scored on labelled pages only (issue 37): the six GTINs read on pages
//   the benchmark leaves without one were checked by hand and are each the product's own (a
//   valid check digit, the brand's company prefix), so a GTIN there is listed, not counted.
//
// Usage: npm run eval:benchmark [-- DIR] [--json] [--quiet]
// DIR defaults to ../shared/data/pages/product-benchmark (or $DUTYSCOUT_SHARED/data/pages/...).
// The benchmark measures; no test asserts a figure for one of its pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractProductFacts } from '../src/entries/product-facts.ts';
import { looseKey } from '../src/entries/primary-facts.ts';
import type { ProductFacts } from '../src/entries/types.ts';

export const ATTRIBUTES = ['sku', 'brand', 'gtin', 'mpn'] as const;
/** Attributes scored on pages whose truth names a value only (see above). */
export const SCORED_WHERE_LABELLED: ReadonlySet<string> = new Set(['gtin']);
export type Attribute = (typeof ATTRIBUTES)[number];
const SYSTEMS = ['zyte', 'diffbot', 'extruct'] as const;

type Truth = Record<string, unknown>;

/** The comparable form of a value: case, spaces and punctuation aside; a GTIN by its digits without leading zeros. */
export function comparable(attribute: Attribute, value: string): string {
  const loose = looseKey(value);
  return attribute === 'gtin' ? loose.replace(/^0+/, '') : loose;
}

/** The check's prediction for an attribute: the first value it read for the fact. */
export function prediction(facts: ProductFacts, attribute: Attribute): { value: string; source: string } | null {
  const first =
    attribute === 'gtin' ? facts.gtin[0] && { value: facts.gtin[0].value.gtin, evidence: facts.gtin[0].evidence } : (attribute === 'mpn' ? facts.model : facts[attribute])[0];
  return first ? { value: first.value, source: `${first.evidence.source}: ${first.evidence.snippet}` } : null;
}

export interface Score {
  pagesWithTruth: number;
  tp: number;
  fp: number;
  fn: number;
  f1: number;
}

export interface Outcome {
  page: string;
  truth: string[];
  predicted: string | null;
  source?: string;
}

function truthOf(truth: Truth, attribute: Attribute): string[] {
  const v = truth[attribute];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
}

/** Scores one system's predictions; also returns its misses (no value), wrong values and values not scored (an unlabelled page's, SCORED_WHERE_LABELLED). */
export function score(attribute: Attribute, pages: { page: string; truth: string[]; predicted: string | null; source?: string }[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: Outcome[] = [];
  const wrong: Outcome[] = [];
  const unscored: Outcome[] = [];
  for (const p of pages) {
    const truths = new Set(p.truth.map((t) => comparable(attribute, t)));
    if (truths.size === 0 && SCORED_WHERE_LABELLED.has(attribute)) {
      if (p.predicted !== null && comparable(attribute, p.predicted) !== '') unscored.push(p);
    } else if (p.predicted === null || comparable(attribute, p.predicted) === '') {
      if (truths.size > 0) {
        fn++;
        misses.push(p);
      }
    } else if (truths.has(comparable(attribute, p.predicted))) tp++;
    else {
      fp++;
      if (truths.size > 0) fn++;
      wrong.push(p);
    }
  }
  const f1 = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  const result: Score = { pagesWithTruth: pages.filter((p) => p.truth.length > 0).length, tp, fp, fn, f1 };
  return { score: result, misses, wrong, unscored };
}

export function sharedBenchmarkDir(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const shared = process.env.DUTYSCOUT_SHARED ?? join(root, '..', 'shared');
  return join(shared, 'data', 'pages', 'product-benchmark');
}

export function evaluateBenchmark(dir: string) {
  const truth = JSON.parse(readFileSync(join(dir, 'ground-truth.json'), 'utf8')) as Record<string, Truth>;
  const anchors = Object.fromEntries(
    SYSTEMS.map((s) => [s, JSON.parse(readFileSync(join(dir, 'anchors', `${s}.json`), 'utf8')) as Record<string, Record<string, unknown>>]),
  ) as Record<(typeof SYSTEMS)[number], Record<string, Record<string, unknown>>>;
  const files = new Set(readdirSync(join(dir, 'html')));
  const pages = Object.keys(truth)
    .filter((id) => files.has(`${id}.html.gz`))
    .sort();
  const ours = new Map<string, ProductFacts>();
  for (const id of pages) ours.set(id, extractProductFacts(gunzipSync(readFileSync(join(dir, 'html', `${id}.html.gz`))).toString('utf8')));
  const table = ATTRIBUTES.map((attribute) => {
    const dutyscout = score(
      attribute,
      pages.map((page) => {
        const p = prediction(ours.get(page)!, attribute);
        return { page, truth: truthOf(truth[page], attribute), predicted: p?.value ?? null, source: p?.source };
      }),
    );
    const others = Object.fromEntries(
      SYSTEMS.map((s) => {
        // A system that never outputs the attribute is shown as "-", not as 0.
        const outputs = pages.some((page) => typeof anchors[s][page]?.[attribute] === 'string');
        if (!outputs) return [s, null];
        return [s, score(attribute, pages.map((page) => ({ page, truth: truthOf(truth[page], attribute), predicted: (anchors[s][page]?.[attribute] as string | undefined) ?? null }))).score];
      }),
    ) as Record<(typeof SYSTEMS)[number], Score | null>;
    return { attribute, dutyscout, others };
  });
  return { pages: pages.length, table };
}

function fmt(s: Score | null): string {
  return s === null ? '-' : s.f1.toFixed(2);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: npm run eval:benchmark [-- DIR] [--json] [--quiet]\n  DIR: the product-extraction benchmark folder (html/, ground-truth.json, anchors/); default ../shared/data/pages/product-benchmark');
    process.exit(0);
  }
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? sharedBenchmarkDir());
  if (!existsSync(join(dir, 'ground-truth.json'))) {
    console.error(`eval:benchmark: ${dir} holds no ground-truth.json (give the benchmark folder)`);
    process.exit(2);
  }
  const result = evaluateBenchmark(dir);
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    process.exit(0);
  }
  console.log(`Product-extraction benchmark: ${result.pages} pages, F1 by the benchmark's rules (GTIN on labelled pages only)\n`);
  console.log('| attribute | pages with a truth | dutyscout | Zyte | Diffbot | extruct |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of result.table) {
    console.log(`| ${row.attribute} | ${row.dutyscout.score.pagesWithTruth} | ${fmt(row.dutyscout.score)} | ${fmt(row.others.zyte)} | ${fmt(row.others.diffbot)} | ${fmt(row.others.extruct)} |`);
  }
  if (!args.includes('--quiet')) {
    for (const row of result.table) {
      const { tp, fp, fn } = row.dutyscout.score;
      console.log(`\n== ${row.attribute}: ${tp} right, ${row.dutyscout.wrong.length} wrong, ${row.dutyscout.misses.length} missed (tp ${tp}, fp ${fp}, fn ${fn})`);
      for (const w of row.dutyscout.wrong) console.log(`  wrong  ${w.page.slice(0, 10)} read ${JSON.stringify(w.predicted)} want ${JSON.stringify(w.truth)}  [${(w.source ?? '').slice(0, 90)}]`);
      for (const m of row.dutyscout.misses) console.log(`  missed ${m.page.slice(0, 10)} want ${JSON.stringify(m.truth)}`);
      for (const u of row.dutyscout.unscored) console.log(`  not scored (page unlabelled) ${u.page.slice(0, 10)} read ${JSON.stringify(u.predicted)}  [${(u.source ?? '').slice(0, 90)}]`);
    }
  }
}
