// Readiness analysis time per real retail page against a plain htmlparser2 parse of the same
// page (empty handlers), measured in the same run, interleaved. Reads ../shared (optional):
// without it the benchmark says so and exits 0.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { assessReadiness } from '../src/entries/readiness.ts';
import { reportGoals } from './lib/goals.ts';

const PAGES_DIR = fileURLToPath(new URL('../../shared/data/pages/retail/', import.meta.url));
const WARMUP_ROUNDS = 3;
const ROUNDS = 30;

if (!existsSync(PAGES_DIR)) {
  console.log(`entries-readiness: skipped (${PAGES_DIR} not found; this benchmark needs the shared real pages)`);
  process.exit(0);
}

const pages = readdirSync(PAGES_DIR).filter((f) => f.endsWith('.html')).sort()
  .map((name) => ({ name, html: readFileSync(join(PAGES_DIR, name), 'utf8') }));

function plainParse(html: string): void {
  const parser = new Parser({}, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
}

const NOW = new Date();
function timeMs(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const base: number[] = [];
const readiness: number[] = [];
const perPage = new Map<string, { base: number[]; readiness: number[] }>();
for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
  for (const page of pages) {
    // Alternate the order so neither side always runs on a warmer cache.
    const b = round % 2 === 0 ? timeMs(() => plainParse(page.html)) : 0;
    const r = timeMs(() => assessReadiness(page.html, { now: NOW }));
    const b2 = round % 2 === 1 ? timeMs(() => plainParse(page.html)) : b;
    if (round < WARMUP_ROUNDS) continue;
    base.push(b2);
    readiness.push(r);
    const entry = perPage.get(page.name) ?? { base: [], readiness: [] };
    entry.base.push(b2);
    entry.readiness.push(r);
    perPage.set(page.name, entry);
  }
}

const sb = [...base].sort((x, y) => x - y);
const sr = [...readiness].sort((x, y) => x - y);
const fmt = (n: number) => n.toFixed(2).padStart(8);
console.log(`entries-readiness: ${pages.length} real retail pages (${(pages.reduce((s, p) => s + p.html.length, 0) / 1e6).toFixed(1)} MB), ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up`);
console.log(`${'page'.padEnd(40)} ${'parse ms'.padStart(8)} ${'ready ms'.padStart(8)}  ratio (medians)`);
for (const [name, t] of perPage) {
  const mb = [...t.base].sort((x, y) => x - y)[Math.floor(t.base.length / 2)];
  const mr = [...t.readiness].sort((x, y) => x - y)[Math.floor(t.readiness.length / 2)];
  console.log(`${name.padEnd(40)} ${fmt(mb)} ${fmt(mr)}  ${(mr / mb).toFixed(2)}x`);
}
console.log(`all pages: plain htmlparser2 parse median ${fmt(quantile(sb, 0.5))} ms, p99 ${fmt(quantile(sb, 0.99))} ms`);
console.log(`all pages: readiness analysis     median ${fmt(quantile(sr, 0.5))} ms, p99 ${fmt(quantile(sr, 0.99))} ms`);
const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const totalRatio = total(readiness) / total(base);
console.log(`ratio readiness / plain parse: median ${(quantile(sr, 0.5) / quantile(sb, 0.5)).toFixed(2)}x, p99 ${(quantile(sr, 0.99) / quantile(sb, 0.99)).toFixed(2)}x, total time ${totalRatio.toFixed(2)}x`);
// Issue 15's target: a readiness check costs at most 2.5 plain parses of the same pages.
reportGoals('entries-readiness', [{ name: 'readiness check time / plain htmlparser2 parse, all pages', measured: Number(totalRatio.toFixed(2)), target: 2.5, kind: 'max', unit: 'x' }]);
