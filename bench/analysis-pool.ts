// What the page-analysis pool (src/analysis/pool.ts) costs a scan, against calling the same
// function in-process as the routes did before it, in the same run over the same pages: the
// storefront and retail pages of ../shared/data/pages (13 pages, 4.4 MB; without them, the test
// fixtures). In-process is what the routes did: decode the fetched page's bytes, then analyse
// the text; the pool is what they do now: hand the bytes to a worker, which does both. For each
// kind (tag scan, readiness check):
//   - latency of one page at a time: pool (one thread) / in-process, summed over the pages;
//   - the event loop's CPU per page (process.threadCpuUsage of the main thread): what every other
//     request waits behind; in-process it is the whole analysis, with the pool the copy of the
//     page to the worker and of the report back;
//   - the process's CPU per page, every thread (process.cpuUsage): what the pool adds in all;
//   - throughput with every page handed in at once: a pool of one thread per core / in-process
//     one after another.
// On a shared machine the wall times move with the neighbours' load; the CPU figures much less.
// Run: npm run bench -- analysis-pool   (BENCH_ROUNDS=N, default 5; best round reported)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanHtml } from '../src/pixels/scan.ts';
import { decodeAs } from '../src/egress/charset.ts';
import { assessReadiness } from '../src/entries/readiness.ts';
import { createAnalysisPool, type PageAnalysis } from '../src/analysis/pool.ts';
import { reportGoals, type Goal } from './lib/goals.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SHARED = here('../../shared/data/pages/');
const NOW = new Date('2026-11-21T12:00:00Z');

const dirs = existsSync(SHARED) ? [join(SHARED, 'shopify'), join(SHARED, 'retail')] : [here('../test/fixtures/pixels'), here('../test/fixtures/entries')];
// As the page cache holds them: bytes in their encoding (these files are all UTF-8).
const pages = dirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.html')).sort().map((f) => ({ body: readFileSync(join(dir, f)), charset: 'utf-8' })));
type Page = (typeof pages)[number];
const bytes = pages.reduce((n, p) => n + p.body.length, 0);
console.log(`analysis-pool: ${pages.length} pages, ${(bytes / 1e6).toFixed(1)} MB${existsSync(SHARED) ? '' : ' (test fixtures: ../shared/data/pages not found)'}; best of ${ROUNDS} rounds`);

interface Kind {
  name: string;
  inProcess: (page: Page) => unknown;
  pooled: (pool: PageAnalysis, page: Page) => Promise<unknown>;
}
const KINDS: Kind[] = [
  { name: 'tag scan', inProcess: (p) => scanHtml(decodeAs(p.body, p.charset), {}), pooled: (pool, p) => pool.scan(p, {}) },
  { name: 'readiness check', inProcess: (p) => assessReadiness(decodeAs(p.body, p.charset), { now: NOW }), pooled: (pool, p) => pool.readiness(p, { now: NOW }) },
];

/** Microseconds of CPU this thread, and the whole process, have used. */
const mainCpuUs = () => {
  const u = process.threadCpuUsage();
  return u.user + u.system;
};
const processCpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

interface Round {
  /** Wall milliseconds for all pages. */
  ms: number;
  /** Main-thread CPU microseconds for all pages. */
  mainCpuUs: number;
  /** CPU microseconds of every thread for all pages. */
  cpuUs: number;
}

async function best(round: () => Promise<Round>): Promise<Round> {
  await round(); // warm-up
  let out: Round = { ms: Infinity, mainCpuUs: Infinity, cpuUs: Infinity };
  for (let r = 0; r < ROUNDS; r++) {
    const got = await round();
    out = { ms: Math.min(out.ms, got.ms), mainCpuUs: Math.min(out.mainCpuUs, got.mainCpuUs), cpuUs: Math.min(out.cpuUs, got.cpuUs) };
  }
  return out;
}

async function timed(work: () => Promise<void> | void): Promise<Round> {
  const cpu = mainCpuUs();
  const all = processCpuUs();
  const t = performance.now();
  await work();
  return { ms: performance.now() - t, mainCpuUs: mainCpuUs() - cpu, cpuUs: processCpuUs() - all };
}

const goals: Goal[] = [];
const results: unknown[] = [];
const single = createAnalysisPool({ threads: 1, budgetMs: 60_000 });
const wide = createAnalysisPool({ threads: availableParallelism(), budgetMs: 60_000 });
try {
  for (const kind of KINDS) {
    const direct = await best(() =>
      timed(() => {
        for (const page of pages) kind.inProcess(page);
      }),
    );
    const oneAtATime = await best(() =>
      timed(async () => {
        for (const page of pages) await kind.pooled(single, page);
      }),
    );
    const allAtOnce = await best(() => timed(async () => void (await Promise.all(pages.map((page) => kind.pooled(wide, page))))));
    const perPage = (r: Round) =>
      `${(r.ms / pages.length).toFixed(2)} ms a page; CPU a page: event loop ${(r.mainCpuUs / pages.length / 1000).toFixed(2)} ms, all threads ${(r.cpuUs / pages.length / 1000).toFixed(2)} ms`;
    const latency = oneAtATime.ms / direct.ms;
    const loopShare = oneAtATime.mainCpuUs / direct.mainCpuUs;
    const cpu = oneAtATime.cpuUs / direct.cpuUs;
    const throughput = direct.ms / allAtOnce.ms;
    console.log(`${kind.name}: in-process ${perPage(direct)}`);
    console.log(`${kind.name}: pool, one page at a time ${perPage(oneAtATime)} (latency x${latency.toFixed(2)}, event-loop CPU x${loopShare.toFixed(3)}, all CPU x${cpu.toFixed(2)})`);
    console.log(`${kind.name}: pool of ${availableParallelism()}, all pages at once ${(allAtOnce.ms / pages.length).toFixed(2)} ms a page (throughput x${throughput.toFixed(2)} in-process)`);
    results.push({ kind: kind.name, pages: pages.length, bytes, direct, one_at_a_time: oneAtATime, all_at_once: allAtOnce, threads: availableParallelism() });
    goals.push(
      { name: `${kind.name}: CPU per page (all threads), pool / in-process`, measured: Number(cpu.toFixed(2)), target: 1.25, kind: 'max' },
      { name: `${kind.name}: event-loop CPU per page, pool / in-process`, measured: Number(loopShare.toFixed(3)), target: 0.1, kind: 'max' },
    );
  }
  console.log(JSON.stringify({ bench: 'analysis-pool', results }));
  reportGoals('analysis-pool', goals);
} finally {
  await single.close();
  await wide.close();
}
