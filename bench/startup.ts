// Start-up of `dutyscout serve` (what `npm start` runs): time from spawning the process to its
// "listening" line, to its first answer (/healthz), and its resident memory then; then how
// long the first call of each surface takes on that fresh process (what lazy loading moves
// there). Baseline in the same run, interleaved: a bare node:http server started the same way.
// Every start uses a store in memory and silent logs, and a temp dir of its own as TMPDIR
// (removed at the end), where Node keeps its compile cache: the first start fills it and is
// reported apart, the others find it warm. Servers are stopped with SIGTERM, as in production.
// Run: npm run bench -- startup
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportGoals } from './lib/goals.ts';
import { procStatusKiB, SERVICE_NODE_ARGS } from './lib/child-server.ts';
import { median } from './lib/stats.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const TIMEOUT_MS = 20_000;
const tempDir = mkdtempSync(join(tmpdir(), 'dutyscout-bench-startup-'));
// A storefront page on 127.0.0.1 for the first scan (the service may reach it: EGRESS_* below).
const page = readFileSync(here('../test/fixtures/pixels/shopify-trekkie-asyncload.html'));
const storefront = createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length }).end(page);
});
await new Promise<void>((r) => storefront.listen(0, '127.0.0.1', r));
const storefrontPort = (storefront.address() as AddressInfo).port;

interface Start {
  listenMs: number;
  firstAnswerMs: number;
  rssMiB: number;
  firstCalls: Record<string, number>;
}

const rssMiB = (pid: number) => procStatusKiB(pid, 'VmRSS') / 1024;

/** Spawns a server, waits for a line on `stream` that holds its URL, then measures; always kills it. */
async function start(args: string[], stream: 'stdout' | 'stderr', urlOf: (line: string) => string | undefined, calls: Record<string, (url: string) => Promise<Response>> = {}): Promise<Start> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: 'sqlite::memory:',
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      TMPDIR: tempDir,
      EGRESS_ALLOW_PRIVATE: 'true',
      EGRESS_ALLOWED_PORTS: String(storefrontPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`no listening line within ${TIMEOUT_MS} ms: ${seen}`)), TIMEOUT_MS);
      child[stream]!.on('data', (d) => {
        seen += d;
        const found = urlOf(seen);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        }
      });
      child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${seen}`)));
    });
    const listenMs = performance.now() - t0;
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    const firstAnswerMs = performance.now() - t0;
    const rss = rssMiB(child.pid!);
    const firstCalls: Record<string, number> = {};
    for (const [name, call] of Object.entries(calls)) {
      const t = performance.now();
      const r = await call(url);
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`${name}: HTTP ${r.status}`);
      firstCalls[name] = performance.now() - t;
    }
    return { listenMs, firstAnswerMs, rssMiB: rss, firstCalls };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  }
}

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const FIRST_CALLS: Record<string, (url: string) => Promise<Response>> = {
  'scan_storefront (REST tool)': (url) => json(`${url}/api/mcp/pixels/scan_storefront`, { url: `http://127.0.0.1:${storefrontPort}/` }),
  'duty_impact (REST tool)': (url) => json(`${url}/api/mcp/tariffs/duty_impact`, { htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china' }),
  'tools/list (MCP)': (url) =>
    json(`${url}/mcp`, { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' }),
  'GET /openapi.yaml': (url) => fetch(`${url}/openapi.yaml`),
  'GET /docs': (url) => fetch(`${url}/docs`),
};

const service = () => start([...SERVICE_NODE_ARGS, here('../src/entry.mjs'), 'serve'], 'stderr', (s) => /listening on (http:\/\/\S+)/.exec(s)?.[1], FIRST_CALLS);
const bare = () => start([...SERVICE_NODE_ARGS, here('./servers/bare-server.ts')], 'stdout', (s) => (s.includes('\n') ? (JSON.parse(s.split('\n')[0]!) as { url: string }).url : undefined));

try {
  const cold = await service();
  await bare();
  const app: Start[] = [];
  const base: Start[] = [];
  for (let i = 0; i < STARTS; i++) {
    // Alternate the order so neither side always starts on a quieter machine.
    if (i % 2) {
      base.push(await bare());
      app.push(await service());
    } else {
      app.push(await service());
      base.push(await bare());
    }
  }
  const m = (xs: Start[], f: (s: Start) => number) => Number(median(xs.map(f)).toFixed(1));
  const firstCalls = Object.fromEntries(Object.keys(FIRST_CALLS).map((k) => [k, m(app, (s) => s.firstCalls[k]!)]));
  const result = {
    bench: 'startup',
    starts: STARTS,
    service: { listen_ms: m(app, (s) => s.listenMs), first_answer_ms: m(app, (s) => s.firstAnswerMs), rss_mib: m(app, (s) => s.rssMiB), first_calls_ms: firstCalls },
    bare_node_http: { listen_ms: m(base, (s) => s.listenMs), first_answer_ms: m(base, (s) => s.firstAnswerMs), rss_mib: m(base, (s) => s.rssMiB) },
    first_start_empty_compile_cache: { listen_ms: Number(cold.listenMs.toFixed(1)), rss_mib: Number(cold.rssMiB.toFixed(1)) },
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `dutyscout serve: listening after ${result.service.listen_ms} ms, first answer ${result.service.first_answer_ms} ms, RSS ${result.service.rss_mib} MiB ` +
      `(bare node:http: ${result.bare_node_http.listen_ms} ms, ${result.bare_node_http.rss_mib} MiB; ratio ${(result.service.listen_ms / result.bare_node_http.listen_ms).toFixed(1)}x); ` +
      `first start with an empty compile cache ${result.first_start_empty_compile_cache.listen_ms} ms\n` +
      `first calls on a fresh process: ${Object.entries(firstCalls).map(([k, v]) => `${k} ${v} ms`).join(', ')}`,
  );
  reportGoals('startup', [
    { name: 'first /healthz answer after process start (median of warm starts)', measured: result.service.first_answer_ms, target: 500, kind: 'max', unit: 'ms' },
  ]);
} finally {
  storefront.close();
  rmSync(tempDir, { recursive: true, force: true });
}
