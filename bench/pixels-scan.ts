// Benchmark (not a test): storefront tag-scan throughput over the 258 news-2013 pages of the
// shared page set, against a baseline in the same run: htmlparser2's Parser over the same
// pages with empty handlers (the cost of the one parse the scanner cannot avoid).
// Target: scanner throughput >= 0.6x (issue 22: kept while the vendor catalogue tripled) the bare parse. Also reports p99 analysis time per page,
// and linearity: the scan's time per byte on a page made of the largest page's body repeated
// 16 times, against the page itself (target <= 1.25: no pass over the page grows with its size).
// Optional material: reads ../shared/data/pages/news-2013 relative to the project and skips
// with a message when it is absent. Run: node_modules/.bin/node bench/pixels-scan.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { scanHtml } from '../src/pixels/index.ts';
import { reportGoals } from './lib/goals.ts';

const PAGES_DIR = fileURLToPath(new URL('../../shared/data/pages/news-2013/', import.meta.url));
const ROUNDS = 5;

if (!existsSync(PAGES_DIR)) {
  process.stdout.write(`pixels-scan: skipped, ${PAGES_DIR} not found (the shared page set is optional)\n`);
  process.exit(0);
}

const pages = readdirSync(PAGES_DIR).filter((f) => f.endsWith('.html')).sort().map((f) => readFileSync(join(PAGES_DIR, f), 'utf8'));
const totalBytes = pages.reduce((n, html) => n + Buffer.byteLength(html), 0);

function bareParse(html: string): number {
  // Same parser options as the scanner's extractor, no work in the handlers.
  const parser = new Parser({ onopentag() {}, onattribute() {}, ontext() {}, onclosetag() {} }, { decodeEntities: true });
  parser.end(html);
  return parser.endIndex;
}

function scan(html: string): number {
  return scanHtml(html).findings.length;
}

/** Runs fn over every page ROUNDS times; returns seconds per round (best round) and per-page times of all rounds. */
function measure(fn: (html: string) => number): { best: number; perPage: number[]; sink: number } {
  let sink = 0;
  for (const html of pages) sink += fn(html); // warm-up
  let best = Infinity;
  const perPage: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const roundStart = process.hrtime.bigint();
    for (const html of pages) {
      const t = process.hrtime.bigint();
      sink += fn(html);
      perPage.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    best = Math.min(best, Number(process.hrtime.bigint() - roundStart) / 1e9);
  }
  return { best, perPage, sink };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(label: string, m: { best: number; perPage: number[] }): number {
  const mbps = totalBytes / 1e6 / m.best;
  process.stdout.write(
    `${label.padEnd(30)} ${mbps.toFixed(1).padStart(7)} MB/s ${(pages.length / m.best).toFixed(0).padStart(6)} pages/s   p50 ${percentile(m.perPage, 50).toFixed(2)} ms  p99 ${percentile(m.perPage, 99).toFixed(2)} ms  max ${Math.max(...m.perPage).toFixed(2)} ms\n`,
  );
  return mbps;
}

process.stdout.write(`${pages.length} pages, ${(totalBytes / 1e6).toFixed(1)} MB, best of ${ROUNDS} rounds\n`);
const baseline = measure(bareParse);
const scanner = measure(scan);
const base = report('htmlparser2, empty handlers', baseline);
const ours = report('scanHtml (extract+match+report)', scanner);
const ratio = ours / base;
process.stdout.write(`ratio scanner/parse: ${ratio.toFixed(2)}   (sinks ${baseline.sink % 7}, ${scanner.sink % 7})\n`);

/** Best seconds per byte of scanning `html`, over enough repetitions to take about 200 ms. */
function secondsPerByte(html: string): number {
  const reps = Math.max(3, Math.round(2e7 / html.length));
  let best = Infinity;
  for (let r = 0; r < reps; r++) {
    const t = process.hrtime.bigint();
    scan(html);
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e9);
  }
  return best / Buffer.byteLength(html);
}
const largest = pages.reduce((a, b) => (b.length > a.length ? b : a));
const bodyAt = largest.search(/<body[\s>]/i);
const repeated = bodyAt === -1 ? largest.repeat(16) : largest.slice(0, bodyAt) + largest.slice(bodyAt).repeat(16);
const growth = secondsPerByte(repeated) / secondsPerByte(largest);
process.stdout.write(`linearity: ${(Buffer.byteLength(largest) / 1e6).toFixed(2)} MB page and its body x16 (${(Buffer.byteLength(repeated) / 1e6).toFixed(1)} MB): time per byte x${growth.toFixed(2)}\n`);

reportGoals('pixels-scan', [
  { name: 'tag scan throughput, scanHtml / plain htmlparser2 parse', measured: Number(ratio.toFixed(2)), target: 0.6, kind: 'min' },
  { name: 'tag scan time per byte, largest page x16 / itself', measured: Number(growth.toFixed(2)), target: 1.25, kind: 'max' },
]);
