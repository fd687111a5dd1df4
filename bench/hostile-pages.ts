// Benchmark (not a test): the tag scan (scanHtml) and the readiness check (assessReadiness) on
// crafted pages (bench/lib/hostile-pages.ts: many distinct IDs, deep nesting, one huge attribute,
// nested microdata and JSON-LD...) at 1 MB and 5 MB, each against an ordinary product page of the
// same size, each page in a process of its own (see measureHere). Reports CPU time per byte as a
// ratio to the ordinary page's.
// Target (issue 34): every shape within 2x of the ordinary page per byte, so no page a caller
// crafts costs more than twice what its size says. Also reports, when ../shared is present, a
// real Shopify page's body repeated to the same size against the generated ordinary page, to show
// that the baseline is a fair one.
// Run: node_modules/.bin/node bench/hostile-pages.ts [SHAPE ...]   (HOSTILE_SIZES_MB=1,5 by default)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scanHtml } from '../src/pixels/index.ts';
import { assessReadiness } from '../src/entries/readiness.ts';
import { HOSTILE_SHAPES, ORDINARY, type PageShape } from './lib/hostile-pages.ts';
import { reportGoals, type Goal } from './lib/goals.ts';

const SIZES_MB = (process.env.HOSTILE_SIZES_MB ?? '1,5').split(',').map(Number);
const TARGET = 2;
const REAL_PAGE = fileURLToPath(new URL('../../shared/data/pages/shopify/', import.meta.url));

const ONE = process.argv[2] === '--one';
const wanted = ONE ? [] : process.argv.slice(2);
const shapes = wanted.length === 0 ? HOSTILE_SHAPES : HOSTILE_SHAPES.filter((s) => wanted.includes(s.name));
if (shapes.length < wanted.length) {
  console.error(`unknown shape among ${wanted.join(', ')}; shapes: ${HOSTILE_SHAPES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const NOW = new Date('2026-11-01T00:00:00Z');
const SCANNERS = [
  { name: 'scanHtml', run: (html: string) => scanHtml(html).findings.length },
  { name: 'assessReadiness', run: (html: string) => assessReadiness(html, { now: NOW }).score },
] as const;

let sink = 0;
/** Best CPU seconds of `reps` runs (a run that throws is reported as such: a crafted page must never throw). */
function best(run: (html: string) => number, html: string, reps: number): number {
  let min = Infinity;
  for (let r = 0; r < reps; r++) {
    // CPU time, not wall time: a scan is synchronous on this thread, and on a shared machine the
    // wall clock also counts the time other processes held the core.
    const t = process.cpuUsage();
    sink += run(html);
    const used = process.cpuUsage(t);
    const s = (used.user + used.system) / 1e6;
    min = Math.min(min, s);
    if (s > 20) break; // one run is enough to show a page that slow
  }
  return min;
}

/**
 * Runs the page until the code is compiled for it: until three runs in a row come no faster
 * than the best before them (3 to 15 runs). The compiler takes its time over a page of a new
 * shape: on the page of Tag Manager loaders the runs took 90, 40, 35, 31, 31, 22 ms..., and in
 * one process still 35-40 ms at the twelfth run, 20 from the fourteenth on.
 */
function warm(run: (html: string) => number, html: string): void {
  let fastest = Infinity;
  let slower = 0;
  for (let r = 0; r < 15 && (r < 3 || slower < 3); r++) {
    const t = best(run, html, 1);
    if (t < fastest * 0.97) {
      fastest = Math.min(fastest, t);
      slower = 0;
    } else slower++;
  }
}

/** A real storefront page's body repeated to `bytes` (null without ../shared). */
function realPage(bytes: number): string | null {
  const path = `${REAL_PAGE}brisita-product-baby-bathtub.html`;
  if (!existsSync(path)) return null;
  const page = readFileSync(path, 'utf8');
  const at = page.search(/<body[\s>]/i);
  const head = page.slice(0, at);
  const body = page.slice(at);
  return head + body.repeat(Math.max(1, Math.ceil((bytes - head.length) / body.length)));
}

const REPS = 5;
const REAL = '(real page body x n)';

interface Measured {
  /** Best CPU seconds a byte of the page. */
  perByte?: number;
  /** Best CPU seconds a byte of the ordinary page in the runs either side. */
  base?: number;
  length?: number;
  error?: string;
}

/**
 * One page measured in a process of its own (`--one SCANNER MB SHAPE`): both pages warmed up, then
 * the ordinary page, the page and the ordinary page again, five runs each, one page's runs
 * together, the page against the ordinary page's best of the runs either side. A process each,
 * because in one process the heap the earlier pages left moved a later page's figure by up to
 * twice (data-attributes, 5 MB: 2.55x in one run, 1.0-1.35x in processes of its own); a baseline
 * taken minutes away, or from more runs than the page's, moved a ratio by a fifth on a shared machine.
 */
function measureHere(scannerName: string, mb: number, shapeName: string): Measured {
  const bytes = Math.round(mb * 1e6);
  const scanner = SCANNERS.find((s) => s.name === scannerName)!;
  const ordinary = ORDINARY.build(bytes);
  const html = shapeName === REAL ? realPage(bytes) : HOSTILE_SHAPES.find((s) => s.name === shapeName)!.build(bytes);
  if (html === null) return { error: 'no real page (../shared absent)' };
  try {
    warm(scanner.run, ordinary);
    warm(scanner.run, html);
    const before = best(scanner.run, ordinary, REPS);
    const page = best(scanner.run, html, REPS);
    const after = best(scanner.run, ordinary, REPS);
    return { perByte: page / html.length, base: Math.min(before, after) / ordinary.length, length: html.length };
  } catch (err) {
    return { error: `${(err as Error).name}: ${(err as Error).message.slice(0, 80)}` };
  }
}

if (ONE) {
  const [, , , scannerName, mb, shapeName] = process.argv;
  process.stdout.write(`${JSON.stringify({ ...measureHere(scannerName!, Number(mb), shapeName!), sink: sink % 7 })}\n`);
  process.exit(0);
}

/**
 * A page's figure: one process, or for a page within a quarter of the target the median of
 * three (a process's figure moved by up to a fifth, and once in a dozen by half, from one
 * process to the next on this shared machine: the ordinary page's runs alone took 26-48 ms).
 */
function measure(scannerName: string, mb: number, shapeName: string): Measured & { range?: [number, number] } {
  const first = measureOnce(scannerName, mb, shapeName);
  if (first.error !== undefined || first.perByte! / first.base! <= 0.75 * TARGET) return first;
  const all = [first, measureOnce(scannerName, mb, shapeName), measureOnce(scannerName, mb, shapeName)];
  if (all.some((m) => m.error !== undefined)) return all.find((m) => m.error !== undefined)!;
  const ratio = (m: Measured) => m.perByte! / m.base!;
  all.sort((a, b) => ratio(a) - ratio(b));
  return { ...all[1]!, range: [ratio(all[0]!), ratio(all[2]!)] };
}

function measureOnce(scannerName: string, mb: number, shapeName: string): Measured {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--one', scannerName, String(mb), shapeName], { encoding: 'utf8', timeout: 600_000 });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as Measured;
  } catch {
    return { error: `its process ended ${child.signal ?? `with code ${child.status}`}: ${child.stderr.trim().split('\n').pop() ?? ''}` };
  }
}

const goals: Goal[] = [];
const over: string[] = [];
for (const mb of SIZES_MB) {
  for (const scanner of SCANNERS) {
    const rows = shapes.map((shape) => ({ name: shape.name, ...measure(scanner.name, mb, shape.name) }));
    const real = existsSync(REAL_PAGE) ? measure(scanner.name, mb, REAL) : null;
    const bases = [...rows, ...(real ? [real] : [])].flatMap((r) => (r.base === undefined ? [] : [r.base]));
    const base = Math.min(...bases);
    console.log(`\n${scanner.name}, ${mb} MB pages: ordinary ${(base * 1e9).toFixed(1)} ns/byte at best (${(base * mb * 1e6 * 1e3).toFixed(0)} ms); each page against the ordinary page in a process of its own`);
    if (real?.perByte !== undefined) console.log(`  ${REAL.padEnd(28)} ${(real.perByte * 1e9).toFixed(1).padStart(8)} ns/byte  ${(real.perByte / real.base!).toFixed(2).padStart(6)}x ordinary`);
    let worst = 0;
    for (const row of rows) {
      if (row.error !== undefined) {
        over.push(`${scanner.name} ${mb} MB ${row.name}: ${row.error}`);
        console.log(`  ${row.name.padEnd(28)} THREW ${row.error}`);
        worst = Infinity;
        continue;
      }
      const ratio = row.perByte! / row.base!;
      worst = Math.max(worst, ratio);
      if (ratio > TARGET) over.push(`${scanner.name} ${mb} MB ${row.name}: ${ratio.toFixed(2)}x`);
      const range = row.range === undefined ? '' : `  (median of 3 processes: ${row.range[0].toFixed(2)}-${row.range[1].toFixed(2)}x)`;
      console.log(`  ${row.name.padEnd(28)} ${(row.perByte! * 1e9).toFixed(1).padStart(8)} ns/byte  ${ratio.toFixed(2).padStart(6)}x ordinary  ${(row.perByte! * row.length! * 1e3).toFixed(0).padStart(6)} ms${range}`);
    }
    goals.push({ name: `${scanner.name}, ${mb} MB: worst crafted page / ordinary page, time per byte`, measured: Number(worst.toFixed(2)), target: TARGET, kind: 'max' });
  }
}
if (over.length > 0) console.log(`\nover ${TARGET}x: ${over.join('; ')}`);
reportGoals('hostile-pages', goals);
