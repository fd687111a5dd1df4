// End to end: 50 concurrent scans of real-size pages served from a local storefront (each scan
// a distinct URL, so the page cache does not answer), the v1 tag scan and the public readiness
// check, each scenario in a fresh server. Reports the server's peak RSS (VmHWM) against the
// same server idle, and the scans' p50/p99 against fetching the same page directly.
// Pages: the ~300 KB Shopify page (the goal) and the 1.1-1.3 MB Amazon pages (reported) from
// ../shared/data/pages; without that folder, a generated 300 KB page, and the output says so.
// Run: npm run bench -- scan-concurrency   (BENCH_SCANS=N scans per worker, default 8;
// BENCH_PAGES=shopify only the pages whose name holds that text)
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_ARGS, startChild } from './lib/child-server.ts';
import { reportGoals, type Goal } from './lib/goals.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const CONCURRENCY = 50;
const PER_WORKER = Number(process.env.BENCH_SCANS ?? 8);
const TARGET_MIB = 300;
const SHARED = here('../../shared/data/pages/');

interface Page {
  name: string;
  bytes: Buffer;
  /** The page the goal is about (about 300 KB). */
  goal: boolean;
}

/**
 * A storefront-like page of about `size` bytes when the shared pages are absent: inline
 * scripts (JSON and tag snippets), product cards with non-Latin-1 text, as real pages have.
 */
function generatedPage(size: number): Buffer {
  const head = `<!doctype html><html><head><meta charset="utf-8"><title>Generated store – home</title>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-ABC123');</script>
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};}(window,document,'script');fbq('init','123456789012345');</script>
</head><body>`;
  const parts = [head];
  let length = head.length;
  for (let i = 0; length < size; i++) {
    const card =
      `<div class="card" data-id="${i}"><a href="/products/item-${i}"><img src="/cdn/item-${i}.jpg" width="400" height="400" alt="Item ${i}"></a>` +
      `<h3>Item ${i} — “quality” goods</h3><p>Price €${(i % 90) + 9}.99 · Made in China · Ages 3+ · WARNING: CHOKING HAZARD — small parts.</p>` +
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Item ${i}","sku":"SKU-${i}","offers":{"price":"${(i % 90) + 9}.99","priceCurrency":"EUR"}}</script></div>\n`;
    parts.push(card);
    length += Buffer.byteLength(card);
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
  ok: number;
  total: number;
}

let nextUrl = 0;
/** CONCURRENCY workers, PER_WORKER requests each; every request asks for a URL not asked before. */
async function run(request: (url: string) => Promise<Response>): Promise<Run> {
  const latencies: number[] = [];
  let ok = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < PER_WORKER; i++) {
        const started = performance.now();
        const res = await request(`${origin}/p/${nextUrl++}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.ok) ok++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  return { p50: pick(0.5), p99: pick(0.99), ok, total: latencies.length };
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
const goals: Goal[] = [];
const results: unknown[] = [];
let failed = false;
try {
  for (const page of pages) {
    served = page;
    const direct = await run((url) => fetch(url));
    for (const [kind, make] of Object.entries(KINDS)) {
      // A fresh server per scenario: its idle RSS is the baseline and VmHWM its own peak.
      // With the Node flags `npm start` runs the service with (SERVICE_NODE_ARGS).
      const app = await startChild<{ url: string; key: string }>(
        here('./servers/app-server.ts'),
        { EGRESS_ALLOW_PRIVATE: '1', EGRESS_ALLOWED_PORTS: String(port), PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000' },
        SERVICE_NODE_ARGS,
      );
      try {
        const idle = app.rssKiB('VmRSS');
        const scans = await run(make(app.info));
        const peak = app.rssKiB('VmHWM');
        const after = app.rssKiB('VmRSS');
        const label = `${CONCURRENCY} concurrent ${kind} of ${page.name} (${(page.bytes.length / 1024).toFixed(0)} KB)`;
        console.log(
          `${label}: peak RSS ${mib(peak)} MiB, idle ${mib(idle)} MiB (${(peak / idle).toFixed(2)}x), after ${mib(after)} MiB; ` +
            `p50 ${scans.p50} ms, p99 ${scans.p99} ms (direct fetch p50 ${direct.p50} ms); ${scans.ok}/${scans.total} ok`,
        );
        results.push({ page: page.name, page_bytes: page.bytes.length, kind, idle_rss_kib: idle, peak_rss_kib: peak, after_rss_kib: after, scans, direct });
        if (scans.ok !== scans.total) failed = true;
        if (page.goal) {
          goals.push({ name: `${CONCURRENCY} concurrent ${kind} of a 300 KB real page: peak RSS`, measured: mib(peak), target: TARGET_MIB, kind: 'max', unit: 'MiB' });
        }
      } finally {
        await app.stop();
      }
    }
  }
  console.log(JSON.stringify({ bench: 'scan-concurrency', concurrency: CONCURRENCY, per_worker: PER_WORKER, results }));
  reportGoals('scan-concurrency', goals);
  if (failed) process.exitCode = 1;
} finally {
  storefront.close();
}
