// End to end: 50 concurrent scans of real-size pages served from a local storefront (each scan
// a distinct URL, so the page cache does not answer), the v1 tag scan and the public readiness
// check, each scenario in a fresh server. Reports the server's peak RSS (VmHWM) against the
// same server idle, and the scans' p50/p99 against fetching the same page directly.
// Pages: the ~300 KB Shopify page (the goal) and the 1.1-1.3 MB Amazon pages (reported) from
// ../shared/data/pages; without that folder, a generated 300 KB page, and the output says so.
// With BENCH_REFERENCE=<another checkout of this repository> (node_modules installed or linked)
// its server runs each scenario too, right after this one's, with its own npm start flags and
// environment, and the ratios are reported.
// Run: npm run bench -- scan-concurrency   (BENCH_SCANS=N scans per worker, default 8;
// BENCH_PAGES=shopify only the pages whose name holds that text; BENCH_MEM_BREAKDOWN=1 each
// server prints its memory at its peak by part, bench/lib/memory-breakdown.ts, at some cost in CPU)
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_ENV, SERVICE_NODE_ARGS, serviceLaunch, startChild } from './lib/child-server.ts';
import { reportGoals, type Goal } from './lib/goals.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const CONCURRENCY = 50;
const PER_WORKER = Number(process.env.BENCH_SCANS ?? 8);
const TARGET_MIB = 300;
const SHARED = here('../../shared/data/pages/');
const REFERENCE = process.env.BENCH_REFERENCE;
const BREAKDOWN = process.env.BENCH_MEM_BREAKDOWN ? ['--import', here('./lib/memory-breakdown.ts')] : [];

interface Page {
  name: string;
  bytes: Buffer;
  /** The page the goal is about (about 300 KB). */
  goal: boolean;
}

/**
 * A storefront-like page of about `size` bytes when the shared pages are absent, in the
 * proportions of the 306 KB Shopify page (1,230 elements, 3 KB of visible text, 184 KB of
 * inline scripts and styles): tag snippets, 120 product cards, then theme styles and scripts
 * up to the size; one character outside Latin-1, so V8 holds the text at two bytes a
 * character, as it does nearly every real page.
 */
function generatedPage(size: number): Buffer {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Generated store — home</title>
<meta property="og:title" content="Generated store"><link rel="preconnect" href="https://cdn.shopify.com">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-ABC123');</script>
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};}(window,document,'script');fbq('init','123456789012345');</script>
</head><body><header class="site-header"><nav><a href="/">Home</a> <a href="/collections/all">Shop</a></nav></header><main>`;
  const parts = [head];
  for (let i = 0; i < 120; i++) {
    parts.push(
      `<div class="grid__item"><div class="card"><div class="card__media"><a href="/products/item-${i}" class="card__link" tabindex="-1">` +
        `<img src="//cdn.example/files/item-${i}_360x.jpg?v=1700000000" srcset="${[165, 360, 533, 720, 940, 1066].map((w) => `//cdn.example/files/item-${i}_${w}x.jpg?v=1700000000 ${w}w`).join(', ')}" ` +
        `sizes="(min-width: 1200px) 267px, (min-width: 990px) calc((100vw - 130px) / 4), (min-width: 750px) calc((100vw - 120px) / 3), calc((100vw - 35px) / 2)" ` +
        `class="motion-reduce card__image card__image--primary media media--transparent media--hover-effect" width="360" height="360" loading="lazy" alt=""></a></div>` +
        `<div class="card__content"><h3 class="card__heading"><a href="/products/item-${i}">Item ${i}</a></h3>` +
        `<span class="price">$${(i % 90) + 9}.99</span></div></div></div>\n`,
    );
  }
  parts.push('</main><footer>Made in a test.</footer>');
  let length = parts.reduce((n, p) => n + p.length, 0);
  for (let i = 0; length < size - 40; i++) {
    const block =
      i % 2 === 0
        ? `<style>${Array.from({ length: 40 }, (_, j) => `.section-${i}-${j} .grid__item:nth-child(${j}){margin:0 ${j}px;padding:calc(var(--gap) * ${j});}`).join('')}</style>\n`
        : `<script>(function(){var s=${i},t=[];${Array.from({ length: 40 }, (_, j) => `t.push(function(e){return e&&e.dataset&&e.dataset.section===${j}+s});`).join('')}window.theme=window.theme||{};window.theme.h${i}=t;})();</script>\n`;
    parts.push(block);
    length += block.length;
  }
  parts.push('</body></html>');
  return Buffer.from(parts.join(''));
}

const only = process.env.BENCH_PAGES; // a substring of the page names to run, e.g. "shopify"
const pages: Page[] = existsSync(SHARED)
  ? [
      { name: 'shopify/professordantcg-home.html', goal: true },
      { name: 'retail/amazon.html', goal: false },
      { name: 'retail/amazon-gorilla.html', goal: false },
    ]
      .filter((p) => !only || p.name.includes(only))
      .map((p) => ({ ...p, bytes: readFileSync(SHARED + p.name) }))
  : [{ name: 'generated (../shared/data/pages not found)', goal: true, bytes: generatedPage(300 * 1024) }];
if (!existsSync(SHARED)) console.log(`scan-concurrency: ${SHARED} not found; using a generated ${(pages[0]!.bytes.length / 1024).toFixed(0)} KB page instead`);

let served = pages[0]!;
const storefront = createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': served.bytes.length }).end(served.bytes);
});
await new Promise<void>((r) => storefront.listen(0, '127.0.0.1', r));
const { port } = storefront.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;

interface Run {
  p50: number;
  p99: number;
  /** Answers a second over the whole run (all CONCURRENCY workers). */
  perSecond: number;
  ok: number;
  total: number;
  /** Answers other than 2xx, by status. */
  refused: Record<number, number>;
}

let nextUrl = 0;
/** CONCURRENCY workers, PER_WORKER requests each; every request asks for a URL not asked before. */
async function run(request: (url: string) => Promise<Response>): Promise<Run> {
  const latencies: number[] = [];
  let ok = 0;
  const refused: Record<number, number> = {};
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < PER_WORKER; i++) {
        const started = performance.now();
        const res = await request(`${origin}/p/${nextUrl++}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.ok) ok++;
        else refused[res.status] = (refused[res.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  return { p50: pick(0.5), p99: pick(0.99), perSecond: Number((latencies.length / seconds).toFixed(1)), ok, total: latencies.length, refused };
}

const KINDS = {
  'v1 scans': (app: { url: string; key: string }) => (url: string) =>
    fetch(`${app.url}/api/v1/pixels/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    }),
  'readiness checks': (app: { url: string }) => (url: string) =>
    fetch(`${app.url}/api/mcp/entries/readiness_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ storeUrl: url }) }),
} as const;

const mib = (kib: number) => Math.round(kib / 1024);
let failed = false;

/**
 * One scenario on a fresh server (the one `script` starts): its idle RSS is the baseline and
 * VmHWM its own peak, with the Node flags and environment `npm start` runs the service with
 * (SERVICE_NODE_ARGS, SERVICE_ENV; a reference checkout's server with its own checkout's, so a
 * change of either is measured too).
 */
async function scenario(script: string, make: (typeof KINDS)[keyof typeof KINDS], label: string, launch = { nodeArgs: SERVICE_NODE_ARGS, env: SERVICE_ENV }) {
  const app = await startChild<{ url: string; key: string }>(
    script,
    { EGRESS_ALLOW_PRIVATE: '1', EGRESS_ALLOWED_PORTS: String(port), PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000' },
    [...launch.nodeArgs, ...BREAKDOWN],
    launch.env,
  );
  try {
    const idle = app.rssKiB('VmRSS');
    const cpu = app.cpuSeconds();
    const scans = await run(make(app.info));
    const cpuS = Number((app.cpuSeconds() - cpu).toFixed(2));
    const peak = app.rssKiB('VmHWM');
    const after = app.rssKiB('VmRSS');
    console.log(
      `${label}: peak RSS ${mib(peak)} MiB, idle ${mib(idle)} MiB (${(peak / idle).toFixed(2)}x), after ${mib(after)} MiB; ` +
        `p50 ${scans.p50} ms, p99 ${scans.p99} ms, ${scans.perSecond}/s; server CPU ${cpuS} s; ${scans.ok}/${scans.total} ok` +
        Object.entries(scans.refused).map(([status, n]) => `, ${n} x ${status}`).join(''),
    );
    // A 504 is the service's own 15 s deadline for a page fetch, passed while 50 scans of a
    // megabyte page queue for the CPU (the Amazon pages, now and then): reported, not a
    // failure of the run. Any other refusal is.
    if (Object.keys(scans.refused).some((status) => status !== '504')) failed = true;
    return { idle_rss_kib: idle, peak_rss_kib: peak, after_rss_kib: after, cpu_s: cpuS, scans };
  } finally {
    await app.stop();
  }
}
const goals: Goal[] = [];
const results: unknown[] = [];
try {
  for (const page of pages) {
    served = page;
    const direct = await run((url) => fetch(url));
    for (const [kind, make] of Object.entries(KINDS)) {
      const label = `${CONCURRENCY} concurrent ${kind} of ${page.name} (${(page.bytes.length / 1024).toFixed(0)} KB)`;
      const ours = await scenario(here('./servers/app-server.ts'), make, label);
      results.push({ page: page.name, page_bytes: page.bytes.length, kind, ...ours, direct });
      if (page.goal) {
        const which = existsSync(SHARED) ? 'real' : 'generated';
        goals.push({ name: `${CONCURRENCY} concurrent ${kind} of a 300 KB ${which} page: peak RSS`, measured: mib(ours.peak_rss_kib), target: TARGET_MIB, kind: 'max', unit: 'MiB' });
      }
      if (REFERENCE) {
        const ref = await scenario(join(REFERENCE, 'bench/servers/app-server.ts'), make, `${label}, reference checkout`, serviceLaunch(join(REFERENCE, 'package.json')));
        results.push({ page: page.name, page_bytes: page.bytes.length, kind, reference: REFERENCE, ...ref, direct });
        const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
        console.log(
          `${label}: this checkout / reference: peak RSS x${ratio(ours.peak_rss_kib, ref.peak_rss_kib)}, idle RSS x${ratio(ours.idle_rss_kib, ref.idle_rss_kib)}, ` +
            `p50 x${ratio(ours.scans.p50, ref.scans.p50)}, p99 x${ratio(ours.scans.p99, ref.scans.p99)}, answers a second x${ratio(ours.scans.perSecond, ref.scans.perSecond)}, server CPU x${ratio(ours.cpu_s, ref.cpu_s)}`,
        );
        goals.push({ name: `${label}: peak RSS / reference checkout's`, measured: ratio(ours.peak_rss_kib, ref.peak_rss_kib), target: 1.1, kind: 'max' });
      }
    }
  }
  console.log(JSON.stringify({ bench: 'scan-concurrency', concurrency: CONCURRENCY, per_worker: PER_WORKER, results }));
  reportGoals('scan-concurrency', goals);
  if (failed) process.exitCode = 1;
} finally {
  storefront.close();
}
