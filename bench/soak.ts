// Soak: the real service (bench/servers/app-server.ts, its own process) under SOAK_SECONDS
// (600) of load at concurrency 20, mixed over the v1 operations (pixels scan, tariffs lookup,
// the locked GCC stub) and the public tools (scan_storefront, readiness_check, duty_impact;
// some of them over MCP), scans reading local fixture pages (test/fixtures) from a loopback
// server this benchmark runs. Every SOAK_INTERVAL_SECONDS (30) it prints the interval's
// requests, req/s, p50/p99, the server's RSS and CPU per request, designed refusals and errors;
// at the end, trends after the warm-up (SOAK_WARMUP_SECONDS, 60): RSS growth, p99 and CPU
// drift. Exits 1 on any error other than the designed refusals.
//   SOAK_SECONDS=120 npm run bench -- soak
//
// Limits stay real where a refusal is designed, and are lifted only where it would hide the
// work: the main v1 key has its windows lifted (the service's answers are what is soaked),
// a second key keeps the real 100 a minute (designed 429s, and a check that the window stays
// exact under load); the public tools run behind TRUST_PROXY=1 with their real soft limit,
// each X-Forwarded-For client making 5 calls (under the burst of 10, so never refused) and
// then never again, so the per-client buckets keep coming and going as with real agents, while
// one hot client makes 1 in 10 public calls and is refused most of the time (designed 429s).
// So a 429 is an error everywhere else, and so is the GCC stub answering anything but 403 beta.
import { createServer } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { COUNTRIES_OF_ORIGIN } from '../src/tariffs/dataset-types.ts';
import { V1_WINDOWS } from '../src/ratelimit/windows.ts';
import { SERVICE_NODE_ARGS, startChild } from './lib/child-server.ts';
import { reportGoals, type Goal } from './lib/goals.ts';
import { mean, median, quantile, slope } from './lib/stats.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const INTERVAL = Number(process.env.SOAK_INTERVAL_SECONDS ?? 30);
// The first minutes are not judged: the young generation grows to its working size and the
// caches fill (RSS went 440 -> 470 MiB between 60 and 120 s, then stayed there, in a full run).
const WARMUP = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(120, SECONDS / 5));
// Below this much run after the warm-up, a slope is mostly noise: the trends are printed, not judged.
const TREND_MIN_SECONDS = 240;
const CONCURRENCY = 20;

// Deterministic choices (SOAK_SEED), so two runs send the same mix.
let seed = Number(process.env.SOAK_SEED ?? 1) >>> 0;
function random(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
function weighted<T>(table: ReadonlyArray<readonly [T, number]>): T {
  let r = random() * table.reduce((a, [, w]) => a + w, 0);
  for (const [value, w] of table) if ((r -= w) < 0) return value;
  return table[table.length - 1]![0];
}

// --- fixture pages: the small synthetic pages most of the time; 3 in 100 fetches a real retail
// page (Costco 0.5 MB, Amazon 1.3 MB), sent gzipped as a storefront would. Each of those costs
// 30-50 ms of scan, about 100 small requests' worth, so more would make this a soak of two
// pages; fewer would never show what real-size pages do to memory.
interface Page {
  body: Buffer;
  gzip?: Buffer;
}
const pages = new Map<string, Page>();
const addPage = (name: string, file: string) => {
  const bytes = readFileSync(here(`../test/fixtures/${file}`));
  pages.set(name, file.endsWith('.gz') ? { body: gunzipSync(bytes), gzip: bytes } : { body: bytes });
};
for (const f of ['shopify-trekkie-asyncload.html', 'shopify-channel-pixels.html']) addPage(`pixels/${f}`, `pixels/${f}`);
for (const f of ['synthetic-toy-listing-ready.html', 'synthetic-toy-listing-not-ready.html']) addPage(`entries/${f}`, `entries/${f}`);
const shapes = readdirSync(here('../test/fixtures/entries/shapes')).filter((f) => f.endsWith('.html'));
for (const f of shapes) addPage(`entries/shapes/${f}`, `entries/shapes/${f}`);
addPage('retail/costco.html', 'entries/costco.html.gz');
addPage('retail/amazon.html', 'entries/amazon-gorilla.html.gz');

const storefront = createServer((req, res) => {
  req.resume();
  const page = pages.get((req.url ?? '/').slice(1).split('?')[0]!);
  if (!page) return void res.writeHead(404).end();
  const gzip = page.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding']));
  const body = gzip ? page.gzip! : page.body;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) }).end(body);
});
await new Promise<void>((r) => storefront.listen(0, '127.0.0.1', r));
const storefrontPort = (storefront.address() as AddressInfo).port;

// A page URL: 60% one of 100 recurring URLs per page (the page cache answers the public scans
// and max_age scans of those), 40% never seen before.
let freshPage = 0;
const entriesPages = [...pages.keys()].filter((p) => p.startsWith('entries/'));
function pageUrl(kind: 'pixels' | 'entries'): string {
  const big = weighted([['retail/costco.html', 2], ['retail/amazon.html', 1], [null, 97]] as const);
  const name = big ?? (kind === 'pixels' ? pick(['pixels/shopify-trekkie-asyncload.html', 'pixels/shopify-channel-pixels.html']) : pick(entriesPages));
  const n = random() < 0.6 ? Math.floor(random() * 100) : 1000 + freshPage++;
  return `http://127.0.0.1:${storefrontPort}/${name}?n=${n}`;
}

// HTS codes: half from 500 recurring ones, half never seen before, spread over every chapter
// (mostly clear; in scope, invalid in 77) with 1 in 5 beside listed provisions (hit, adjacent);
// as_of today, a few recurring days, or any day of the data's range.
const LISTED = ['7326.90.8688', '7318.15.2030', '0101.21.0010', '0402.99.6800', '9503.00.0073', '7616.99.5190', '8708.29.2100', '7304.19.1020'];
const NEAR_LISTED = ['7326.90', '7616.99', '7318.15', '8708.29'];
function generated(i: number): string {
  const h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  if (i % 5 === 0) return `${NEAR_LISTED[h >>> 30]}.${String(h % 10_000).padStart(4, '0')}`;
  const digits = String(1 + (i % 97)).padStart(2, '0') + String(h % 100_000_000).padStart(8, '0');
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
}
const RECURRING = [...LISTED, ...Array.from({ length: 500 - LISTED.length }, (_, i) => generated(i))];
let freshCode = 1_000_000;
const code = () => (random() < 0.5 ? pick(RECURRING) : generated(freshCode++));
const codes = (n: number) => Array.from({ length: n }, code);
const DAYS = ['2025-03-12', '2025-06-04', '2026-04-06', '2026-06-08', '2026-09-01', '2028-01-01'];
const anyDay = () => new Date(Date.UTC(2025, 2, 12) + Math.floor(random() * 2000) * 86_400_000).toISOString().slice(0, 10);
const asOf = () => weighted([[undefined, 4], [pick(DAYS), 4], [anyDay(), 2]] as const);

// --- the service
// With the Node flags `npm start` gives the service (SERVICE_NODE_ARGS).
const app = await startChild<{ url: string; key: string; limitedKey: string }>(here('./servers/app-server.ts'), {
  BENCH_LIMITED_KEY: '1',
  TRUST_PROXY: '1',
  EGRESS_ALLOW_PRIVATE: '1',
  EGRESS_ALLOWED_PORTS: String(storefrontPort),
  LOG_LEVEL: 'info',
}, SERVICE_NODE_ARGS);
const pool = new Pool(app.info.url, { connections: CONCURRENCY });

type Outcome = 'ok' | '429' | '403' | 'error';
interface Call {
  op: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reads an answer: a success, a designed refusal, or an error. */
  classify(status: number, text: string, rateLimit: string | undefined): Outcome;
}

const jsonType = { 'content-type': 'application/json' };

// The limited key's successes per UTC minute window: never more than 100 if the window is
// exact. Which minute the server counted a request in is read from its RateLimit header, not
// from this side's clock (a request in flight across a minute's edge would be ambiguous): `t`
// is the whole seconds to the end of the named window (minute or day, whichever is nearer
// exhaustion), so the second the server decided in is known, and a second never straddles a
// minute's edge.
const limitedPerMinute = new Map<number, number>();
function countLimitedSuccess(rateLimit: string | undefined, receivedMs: number): void {
  const m = /"(\w+)";r=\d+;t=(\d+)/.exec(rateLimit ?? '');
  const window = V1_WINDOWS.find((w) => w.name === m?.[1]);
  if (!m || !window) return noteError(`limited key: unreadable RateLimit header ${rateLimit}`);
  const size = window.windowSeconds * 1000;
  let second = Math.floor(receivedMs / size) * size + size - Number(m[2]) * 1000;
  if (second > receivedMs) second -= size;
  const minute = Math.floor(second / 60_000);
  limitedPerMinute.set(minute, (limitedPerMinute.get(minute) ?? 0) + 1);
}

/** A v1 call; 1 in 20 uses the key with the real windows, whose 429s are designed. The GCC stub answers 403 beta by design. */
function v1Call(op: string, path: string, body: unknown, stub = false): Call {
  const limited = random() < 0.05;
  return {
    op,
    path,
    headers: { ...jsonType, authorization: `Bearer ${limited ? app.info.limitedKey : app.info.key}` },
    body,
    classify(status, text, rateLimit) {
      if (stub) return status === 403 && (JSON.parse(text) as { error?: string }).error === 'beta' ? '403' : 'error';
      if (status === 200) {
        if (limited) countLimitedSuccess(rateLimit, Date.now());
        return 'ok';
      }
      return status === 429 && limited ? '429' : 'error';
    },
  };
}

/** A public tool over REST or MCP, from a client that makes 5 calls and goes, or (1 in 10) from the hot client, whose 429s are designed. */
let publicCalls = 0;
function publicCall(op: string, tool: string, args: unknown): Call {
  const hot = random() < 0.1;
  const n = Math.floor(publicCalls++ / 5);
  const headers = { ...jsonType, 'x-forwarded-for': hot ? '203.0.113.7' : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  if (random() >= 0.15) {
    return { op, path: `/api/mcp/${tool}`, headers, body: args, classify: (status) => (status === 200 ? 'ok' : status === 429 && hot ? '429' : 'error') };
  }
  return {
    op: `mcp ${op}`,
    path: '/mcp',
    headers: { ...headers, accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool.split('/')[1], arguments: args } },
    classify(status, text) {
      // A tool's failure is an MCP result with isError whose last text is the failure body as
      // JSON (src/http/mcp.ts toolErrorResult: no structuredContent on a failure); a refusal's
      // says rate_limited.
      const result = status === 200 ? (JSON.parse(text) as { result?: { isError?: boolean; content?: Array<{ text?: string }> } }).result : undefined;
      if (!result) return 'error';
      if (!result.isError) return 'ok';
      const failure = result.content?.at(-1)?.text;
      return hot && failure !== undefined && (JSON.parse(failure) as { error?: string }).error === 'rate_limited' ? '429' : 'error';
    },
  };
}

// The mix, by weight: cheap tariff calls most often, scans and readiness checks (which fetch a
// page) a third of the time.
const OPS: ReadonlyArray<readonly [() => Call, number]> = [
  [() => v1Call('v1 lookup', '/api/v1/tariffs/hts/lookup', { codes: codes(weighted([[1, 2], [10, 1], [50, 1]] as const)), as_of: asOf() }), 6],
  [() => v1Call('v1 scan', '/api/v1/pixels/scan', { url: pageUrl('pixels'), max_age: random() < 0.5 ? 120 : undefined }), 3],
  [() => v1Call('v1 gcc stub', '/api/v1/entries/gcc/generate', { product_info: { name: 'Stacking rings' }, manufacturer: { name: 'Example Toys' } }, true), 1],
  // One listed code first: duty_impact with only invalid codes is a designed 400 (issue 21), and
  // the generated codes include chapter 77's, which are all invalid.
  [() => publicCall('duty_impact', 'tariffs/duty_impact', { htsCodes: [pick(LISTED), ...codes(weighted([[0, 2], [4, 1], [19, 1]] as const))], annualImportValueUsd: Math.round(random() * 5e6), countryOfOrigin: pick(COUNTRIES_OF_ORIGIN) }), 5],
  [() => publicCall('scan_storefront', 'pixels/scan_storefront', { url: pageUrl('pixels') }), 3],
  [() => publicCall('readiness_check', 'entries/readiness_check', { storeUrl: pageUrl('entries'), htsCode: random() < 0.5 ? pick(['9503.00.0073', '9503.00.0080', '6307.90.9891']) : undefined }), 3],
];

// --- measurement
interface Interval {
  latencies: number[];
  byOp: Map<string, number[]>;
  refused429: number;
  stub403: number;
  errors: number;
}
const newInterval = (): Interval => ({ latencies: [], byOp: new Map(), refused429: 0, stub403: 0, errors: 0 });
let current = newInterval();
const totals = { requests: 0, refused429: 0, stub403: 0, errors: 0 };
const errorSamples = new Map<string, number>();
function noteError(what: string): void {
  current.errors++;
  totals.errors++;
  errorSamples.set(what, (errorSamples.get(what) ?? 0) + 1);
}

async function send(call: Call): Promise<void> {
  const started = performance.now();
  try {
    const res = await pool.request({ path: call.path, method: 'POST', headers: call.headers, body: JSON.stringify(call.body) });
    const text = await res.body.text();
    const ms = performance.now() - started;
    current.latencies.push(ms);
    let byOp = current.byOp.get(call.op);
    if (!byOp) current.byOp.set(call.op, (byOp = []));
    byOp.push(ms);
    totals.requests++;
    const rateLimit = res.headers['ratelimit'];
    let outcome: Outcome;
    try {
      outcome = call.classify(res.statusCode, text, typeof rateLimit === 'string' ? rateLimit : undefined);
    } catch {
      outcome = 'error'; // a body that is not the JSON it should be
    }
    if (outcome === '429') {
      current.refused429++;
      totals.refused429++;
    } else if (outcome === '403') {
      current.stub403++;
      totals.stub403++;
    } else if (outcome === 'error') {
      noteError(`${call.op}: HTTP ${res.statusCode} ${text.slice(0, 160)}`);
    }
  } catch (err) {
    noteError(`${call.op}: ${(err as Error).message}`);
  }
}

const t0 = performance.now();
const startedMs = Date.now();
const elapsed = () => (performance.now() - t0) / 1000;

// RSS every second (the trend is fitted to these), CPU at each interval's end.
const rssSamples: Array<{ t: number; mib: number }> = [];
let serverGone = false;
const sampleRss = () => {
  try {
    rssSamples.push({ t: elapsed(), mib: app.rssKiB() / 1024 });
  } catch {
    if (!serverGone) noteError('the server process is gone');
    serverGone = true;
  }
};
const sampler = setInterval(sampleRss, 1000);

interface Row {
  end: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  rssMiB: number;
  cpuMicrosPerRequest: number;
  refused429: number;
  stub403: number;
  errors: number;
  p99ByOp: Record<string, number>;
}
const rows: Row[] = [];
let cpuBefore = app.cpuSeconds();
let intervalStart = 0;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
function closeInterval(): void {
  const end = elapsed();
  const done = current;
  current = newInterval();
  let cpu = cpuBefore;
  try {
    cpu = app.cpuSeconds();
  } catch {
    // gone: noted by the RSS sampler
  }
  const sorted = done.latencies.sort((a, b) => a - b);
  const row: Row = {
    end,
    requests: sorted.length,
    rps: sorted.length / (end - intervalStart),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    rssMiB: rssSamples.at(-1)?.mib ?? Number.NaN,
    cpuMicrosPerRequest: ((cpu - cpuBefore) * 1e6) / Math.max(1, sorted.length),
    refused429: done.refused429,
    stub403: done.stub403,
    errors: done.errors,
    p99ByOp: Object.fromEntries([...done.byOp].sort(([a], [b]) => a.localeCompare(b)).map(([op, ms]) => [op, Number(quantile(ms.sort((a, b) => a - b), 0.99).toFixed(1))])),
  };
  rows.push(row);
  cpuBefore = cpu;
  intervalStart = end;
  console.log(
    `${fmt(end).padStart(4)} s  ${fmt(row.requests).padStart(7)} req  ${fmt(row.rps).padStart(5)} req/s  p50 ${fmt(row.p50, 1).padStart(5)} ms  p99 ${fmt(row.p99, 1).padStart(6)} ms  ` +
      `RSS ${fmt(row.rssMiB).padStart(4)} MiB  CPU ${fmt(row.cpuMicrosPerRequest).padStart(5)} us/req  designed: 429 ${fmt(row.refused429).padStart(5)}, stub 403 ${fmt(row.stub403).padStart(5)}  errors ${row.errors}`,
  );
  console.log(`        p99 ms by op: ${Object.entries(row.p99ByOp).map(([op, ms]) => `${op} ${ms}`).join(', ')}`);
}

console.log(
  `soak: ${SECONDS} s at concurrency ${CONCURRENCY}, a line every ${INTERVAL} s, trends after ${WARMUP} s of warm-up; server pid ${app.pid}, pages from 127.0.0.1:${storefrontPort}`,
);
sampleRss();
const ticker = setInterval(closeInterval, INTERVAL * 1000);
try {
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (elapsed() < SECONDS && !serverGone) await send(weighted(OPS)());
    }),
  );
} finally {
  clearInterval(ticker);
  clearInterval(sampler);
  if (current.latencies.length > 0 && elapsed() - intervalStart >= 1) closeInterval();
  await pool.close();
  if (!serverGone) await app.stop();
  storefront.close();
}

// --- trends after the warm-up
const steady = rssSamples.filter((s) => s.t >= WARMUP);
const full = rows.filter((r, i) => r.end >= WARMUP + INTERVAL - 1 && (i < rows.length - 1 || r.end - (rows[i - 1]?.end ?? 0) >= INTERVAL - 1));
const third = (xs: number[], k: 0 | 1 | 2) => xs.slice(Math.floor((k * xs.length) / 3), Math.floor(((k + 1) * xs.length) / 3));
const rssMean = mean(steady.map((s) => s.mib));
// MiB per second, as % of the mean per 10 minutes.
const growthPct = (slope(steady.map((s) => s.t), steady.map((s) => s.mib)) * 600 * 100) / rssMean;
const rssThirds = mean(third(steady.map((s) => s.mib), 2)) / mean(third(steady.map((s) => s.mib), 1));
const p99s = full.map((r) => r.p99);
const p99LastThird = median(third(p99s, 2)) / median(p99s);
const p99Last = (p99s.at(-1) ?? Number.NaN) / median(p99s);
const steadyMiB = steady.map((s) => s.mib);
const cpus = full.map((r) => r.cpuMicrosPerRequest);
const cpuThirds = median(third(cpus, 2)) / median(third(cpus, 1));
const round = (n: number, d = 2) => Number(n.toFixed(d));
const mostPerMinute = Math.max(0, ...limitedPerMinute.values());
// Minutes the run covered from edge to edge: the key asks far more than 100 times in each.
const wholeMinutes = [...limitedPerMinute].filter(([m]) => m > Math.floor(startedMs / 60_000) && m < Math.floor(Date.now() / 60_000)).map(([, n]) => n);

console.log(
  JSON.stringify({
    bench: 'soak',
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    requests: totals.requests,
    designed_429: totals.refused429,
    stub_403: totals.stub403,
    errors: totals.errors,
    rss_mib: { first: round(rssSamples[0]?.mib ?? Number.NaN, 0), after_warmup_mean: round(rssMean, 0), peak: round(Math.max(...rssSamples.map((s) => s.mib)), 0) },
    p99_last_interval_over_median: round(p99Last),
    limited_key_200s_per_minute: [...limitedPerMinute.values()],
  }),
);
for (const [what, n] of [...errorSamples].slice(0, 10)) console.log(`error x${n}: ${what}`);
console.log(
  `after ${fmt(WARMUP)} s of warm-up: RSS ${fmt(Math.min(...steadyMiB))}-${fmt(Math.max(...steadyMiB))} MiB (mean ${fmt(rssMean)}), ${fmt(growthPct, 1)}% per 10 minutes, ` +
    `last third / second third ${rssThirds.toFixed(3)}; p99 median ${fmt(median(p99s), 1)} ms, last third ${fmt(median(third(p99s, 2)), 1)} ms, last interval ${fmt(p99s.at(-1) ?? Number.NaN, 1)} ms; ` +
    `CPU per request, last third / second third ${cpuThirds.toFixed(2)}`,
);
const trended = SECONDS - WARMUP >= TREND_MIN_SECONDS && full.length >= 6;
if (!trended) console.log(`(trends are judged on runs with at least ${TREND_MIN_SECONDS} s after the warm-up: not this one)`);

// Targets. RSS: a leak of 100 bytes a request grows RSS by about 6% per 10 minutes at these
// rates, and of a KiB by half; a settled heap moves by a few % (V8 grows and shrinks it in
// steps, and the page cache fills over its 5 minutes), most of it early. So: at most 10% per
// 10 minutes on the least-squares line over the samples after warm-up, and the last third's
// mean within 5% of the second third's, which the early settling does not reach. p99 and CPU
// per request: the machine is shared, and one interval's p99 can double when another process
// runs; so the median p99 of the last third of the intervals against the median of all after
// warm-up, at most 1.5x, and the CPU per request (steadier), last third against the second,
// at most 1.2x: whether the service slows as it runs.
const trends: Goal[] = [
  { name: 'soak: RSS growth after warm-up (least-squares slope, per 10 minutes, of the mean)', measured: round(growthPct, 1), target: 10, kind: 'max', unit: '%' },
  { name: 'soak: RSS mean, last third / second third after warm-up', measured: round(rssThirds, 3), target: 1.05, kind: 'max' },
  { name: 'soak: p99 drift, median p99 of the last third of intervals / median of all after warm-up', measured: round(p99LastThird), target: 1.5, kind: 'max' },
  { name: 'soak: server CPU per request, last third / second third of intervals', measured: round(cpuThirds), target: 1.2, kind: 'max' },
];
const goals: Goal[] = [
  { name: 'soak: errors other than the designed 429s and stub 403s', measured: totals.errors, target: 0, kind: 'max' },
  ...(trended ? trends : []),
  { name: 'soak: the real-limits key, most 200s in one UTC minute', measured: mostPerMinute, target: 100, kind: 'max' },
  ...(wholeMinutes.length ? [{ name: 'soak: the real-limits key, fewest 200s in a whole UTC minute of the run', measured: Math.min(...wholeMinutes), target: 100, kind: 'min' as const }] : []),
];
reportGoals('soak', goals);
if (totals.errors > 0) process.exitCode = 1;
