// End to end: 50 concurrent v1 scans of a local fixture storefront (each a distinct URL, so
// the egress cache does not answer). Reports p50/p99 latency and the server's peak RSS, each
// against a baseline in the same run: latency against fetching the same page directly, RSS
// against the same server idle.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/child-server.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const CONCURRENCY = 50;
const PER_WORKER = Number(process.env.BENCH_SCANS ?? 20);
const page = readFileSync(here('../test/fixtures/pixels/shopify-trekkie-asyncload.html'));

const storefront = createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length }).end(page);
});
await new Promise<void>((r) => storefront.listen(0, '127.0.0.1', r));
const { port } = storefront.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;

const app = await startChild<{ url: string; key: string }>(here('./servers/app-server.ts'), {
  EGRESS_ALLOW_PRIVATE: '1',
  EGRESS_ALLOWED_PORTS: String(port),
  LOG_LEVEL: 'info',
});

function rssKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

async function run(label: string, request: (n: number) => Promise<Response>): Promise<{ p50: number; p99: number; ok: number; total: number }> {
  const latencies: number[] = [];
  let ok = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < PER_WORKER; i++) {
        const n = next++;
        const started = performance.now();
        const res = await request(n);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.ok) ok++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  const result = { p50: pick(0.5), p99: pick(0.99), ok, total: latencies.length };
  console.log(`${label.padEnd(28)} p50 ${result.p50} ms, p99 ${result.p99} ms (${ok}/${result.total} ok)`);
  return result;
}

try {
  const serverPid = app.pid;
  const idleRss = rssKiB(serverPid, 'VmRSS');
  const direct = await run('direct fetch of the page', (n) => fetch(`${origin}/p/${n}`));
  const scans = await run('v1 scan (fetch + scan)', (n) =>
    fetch(`${app.info.url}/api/v1/pixels/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.info.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${origin}/p/${n}` }),
    }),
  );
  const peakRss = rssKiB(serverPid, 'VmHWM');
  console.log(
    JSON.stringify({ bench: 'pixels-e2e', concurrency: CONCURRENCY, scans: scans.total, page_bytes: page.length, direct, scans_result: scans, idle_rss_kib: idleRss, peak_rss_kib: peakRss }, null, 2),
  );
  console.log(
    `50 concurrent v1 scans: p50 ${scans.p50} ms, p99 ${scans.p99} ms (direct fetch p50 ${direct.p50} ms: ratio ${(scans.p50 / direct.p50).toFixed(1)}x); ` +
      `peak RSS ${(peakRss / 1024).toFixed(0)} MiB vs idle ${(idleRss / 1024).toFixed(0)} MiB (${(peakRss / idleRss).toFixed(2)}x)`,
  );
  if (scans.ok !== scans.total) process.exitCode = 1;
} finally {
  await app.stop();
  storefront.close();
}
