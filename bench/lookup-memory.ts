// Memory over many v1 lookups of codes never seen before: after a warm-up, 100,000 lookups
// (one request each, concurrency 20) of distinct valid-looking 10-digit HTS codes across the
// product chapters, on as_of days spread over two years (so the per-day state and the per-code
// answer caches both see new keys all the time). The server's RSS is read from /proc after
// each batch; the goal is its growth from the end of the warm-up to the end: flat within 10%.
// The warm-up (100,000 lookups) turns the answer cache (5,000 entries) over twenty times and
// sees every day many times; it is that long because the RSS of a fresh process rises for its
// first 60,000-100,000 lookups, while the malloc arena and V8's heap settle into their cycle,
// and is level after that (+2% from 100,000 to 250,000 in a longer run). With a 20,000 or
// 50,000 warm-up this figure read +2% to +35% on runs whose curves ended at the same level.
// Nothing here forces a collection: RSS is what an operator would see.
// Run: npm run bench -- lookup-memory   (BENCH_LOOKUPS=N lookups after the warm-up, default
// 100000; BENCH_WARMUP=N)
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_ARGS, startChild } from './lib/child-server.ts';
import { reportGoals } from './lib/goals.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 100_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100_000);
const BATCHES = 10;
const CONCURRENCY = 20;
const TARGET_PCT = 10;

// Every chapter that holds products: 01-97 without 77 (reserved).
const CHAPTERS = Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')).filter((c) => c !== '77');
const FIRST_DAY = Date.UTC(2025, 2, 12); // the data's first day
const DAYS = 730;

/** The i-th code: distinct for every i (chapter, then the other eight digits spread by a prime stride). */
function code(i: number): string {
  const chapter = CHAPTERS[i % CHAPTERS.length]!;
  const rest = String((Math.floor(i / CHAPTERS.length) * 10_007) % 100_000_000).padStart(8, '0');
  return `${chapter}${rest.slice(0, 2)}.${rest.slice(2, 4)}.${rest.slice(4)}`;
}

function day(i: number): string {
  return new Date(FIRST_DAY + (i % DAYS) * 86_400_000).toISOString().slice(0, 10);
}

const mib = (kib: number) => Math.round(kib / 1024);

// With the Node flags `npm start` runs the service with (SERVICE_NODE_ARGS).
const app = await startChild<{ url: string; key: string }>(here('./servers/app-server.ts'), {}, SERVICE_NODE_ARGS);
const url = `${app.info.url}/api/v1/tariffs/hts/lookup`;
const headers = { authorization: `Bearer ${app.info.key}`, 'content-type': 'application/json' };
let next = 0;
let failures = 0;

/** Sends lookups `next` .. `next + count - 1`, CONCURRENCY at a time; returns lookups a second. */
async function send(count: number): Promise<number> {
  const end = next + count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < end) {
        const i = next++;
        const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ codes: [code(i)], as_of: day(i) }) });
        await res.arrayBuffer();
        if (res.status !== 200) failures++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

try {
  const idle = mib(app.rssKiB('VmRSS'));
  await send(WARMUP);
  const warm = mib(app.rssKiB('VmRSS'));
  console.log(`idle ${idle} MiB; after ${WARMUP} warm-up lookups ${warm} MiB`);
  const rss: number[] = [];
  for (let b = 1; b <= BATCHES; b++) {
    const rate = await send(LOOKUPS / BATCHES);
    rss.push(mib(app.rssKiB('VmRSS')));
    console.log(`after ${(b * LOOKUPS) / BATCHES} lookups: RSS ${rss.at(-1)} MiB (${rate.toFixed(0)} lookups/s)`);
  }
  const end = rss.at(-1)!;
  const growth = Number((((end - warm) / warm) * 100).toFixed(1));
  const peak = mib(app.rssKiB('VmHWM'));
  console.log(
    `${LOOKUPS} lookups of distinct codes after warm-up: RSS ${warm} -> ${end} MiB (${growth >= 0 ? '+' : ''}${growth}%), ` +
      `batches ${rss.join(' ')} MiB, peak ${peak} MiB (${(peak / idle).toFixed(2)}x idle); non-200 answers: ${failures}`,
  );
  console.log(JSON.stringify({ bench: 'lookup-memory', lookups: LOOKUPS, warmup: WARMUP, idle_rss_mib: idle, warm_rss_mib: warm, batch_rss_mib: rss, peak_rss_mib: peak, growth_pct: growth, failures }));
  reportGoals('lookup-memory', [
    { name: `RSS growth over ${LOOKUPS} lookups of distinct codes after warm-up`, measured: growth, target: TARGET_PCT, kind: 'max', unit: '%' },
  ]);
  if (failures > 0) process.exitCode = 1;
} finally {
  await app.stop();
}
