// Goal 1 of issue 14: what the service's request path costs against a bare node:http server
// sending the same bytes, on the same load generator in the same run (interleaved, medians
// of three rounds). Cases: the v1 HTS lookup with 1 and 50 codes, each repeated (the same
// body every time: the per-code JSON cache answers) and never seen (every request other
// codes on another day: nothing cached helps); the public duty_impact tool (1 code).
// Targets: server CPU per request at most 2x the bare server's (ratio >= 0.5), req/s >= 0.5x.
// The bare server answers every request with one sample answer of the same case.
// Run: npm run bench -- request-path   (BENCH_SECONDS=5 per round; BENCH_CASES=lookup-1-repeated,...)
import { fileURLToPath } from 'node:url';
import { compare } from './lib/compare.ts';
import { SERVICE_NODE_ARGS, startChild } from './lib/child-server.ts';
import { reportGoals, type Goal } from './lib/goals.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

// A mix of statuses (hit, adjacent, in scope, clear, invalid) for the repeated cases.
const MIX = [
  '7326.90.8688', '0402.99.6800', '7318.15.2030', '8482.10.5032', '7219.11.0030', '8708.29.5160', '9403.99.9020',
  '7323.91.5020', '7616.10.3000', '8703.22.0110', '8471.70.1000', '9031.90.5400', '2106.10.0000', '8516.50.0030',
  '1001.11.0000', '6107.21.0020', '0101.21.0010', '9903.81.91', 'ABCD.EF.GHIJ', '7326.90',
];
const CHAPTERS = [72, 73, 74, 76, 84, 85, 87, 94, 39, 61];
let sequence = 0;
/** A code and a day no earlier request used: chapters where the lists bite, digits from a counter. */
function neverSeen(): { code: string; day: string } {
  const n = sequence++;
  const chapter = CHAPTERS[n % CHAPTERS.length]!;
  const rest = String(Math.floor(n / CHAPTERS.length) % 1e8).padStart(8, '0');
  const day = new Date(Date.UTC(2025, 2, 12) + (Math.floor(n / (CHAPTERS.length * 1e4)) % 600) * 86_400_000).toISOString().slice(0, 10);
  return { code: `${chapter}${rest.slice(0, 2)}.${rest.slice(2, 4)}.${rest.slice(4)}`, day };
}
const lookupBody = (codes: string[], asOf: string) => JSON.stringify({ codes, as_of: asOf });
function neverSeenLookup(count: number): string {
  const first = neverSeen();
  return lookupBody([first.code, ...Array.from({ length: count - 1 }, () => neverSeen().code)], first.day);
}

interface Case {
  name: string;
  path: string;
  auth: boolean;
  body: () => string;
  /** Every request a new body (else the first body every time). */
  varies: boolean;
}
const LOOKUP = '/api/v1/tariffs/hts/lookup';
const CASES: Case[] = [
  { name: 'lookup-1-repeated', path: LOOKUP, auth: true, varies: false, body: () => lookupBody([MIX[0]!], '2026-09-01') },
  { name: 'lookup-50-repeated', path: LOOKUP, auth: true, varies: false, body: () => lookupBody(Array.from({ length: 50 }, (_, i) => MIX[i % MIX.length]!), '2026-09-01') },
  { name: 'lookup-1-never-seen', path: LOOKUP, auth: true, varies: true, body: () => neverSeenLookup(1) },
  { name: 'lookup-50-never-seen', path: LOOKUP, auth: true, varies: true, body: () => neverSeenLookup(50) },
  {
    name: 'duty_impact-1',
    path: '/api/mcp/tariffs/duty_impact',
    auth: false,
    varies: false,
    body: () => JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china' }),
  },
];
const wanted = process.env.BENCH_CASES?.split(',');
const cases = CASES.filter((c) => !wanted || wanted.includes(c.name));

// The service with the Node flags `npm start` gives it (SERVICE_NODE_ARGS); the bare server plain.
const app = await startChild<{ url: string; key: string }>(here('./servers/app-server.ts'), { PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000' }, SERVICE_NODE_ARGS);
const goals: Goal[] = [];
const rows: Record<string, unknown>[] = [];
try {
  for (const c of cases) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(c.auth ? { authorization: `Bearer ${app.info.key}` } : {}) };
    const sample = await fetch(app.info.url + c.path, { method: 'POST', headers, body: c.body() });
    const sampleBody = await sample.text();
    if (sample.status !== 200) throw new Error(`${c.name}: expected 200, got ${sample.status}: ${sampleBody.slice(0, 300)}`);
    const bare = await startChild<{ url: string }>(here('./servers/bare-server.ts'), { BARE_STATUS: '200', BARE_BODY: sampleBody });
    try {
      const fixed = c.body();
      const target = (s: { info: { url: string }; cpuSeconds: () => number }) => ({
        url: s.info.url + c.path,
        headers,
        body: fixed,
        nextBody: c.varies ? c.body : undefined,
        seconds,
        cpuSeconds: s.cpuSeconds,
      });
      const result = await compare(target(app), target(bare));
      rows.push({ case: c.name, response_bytes: Buffer.byteLength(sampleBody), ...result });
      console.log(
        `${c.name.padEnd(22)} app ${String(result.app.cpuMicrosPerRequest).padStart(4)} us CPU, ${result.app.requestsPerSecond.toFixed(0).padStart(6)} req/s (p99 ${result.app.p99Ms} ms); ` +
          `bare ${String(result.baseline.cpuMicrosPerRequest).padStart(4)} us, ${result.baseline.requestsPerSecond.toFixed(0).padStart(6)} req/s; ${Buffer.byteLength(sampleBody)} bytes out`,
      );
      goals.push(
        { name: `${c.name}: server CPU ratio, bare node:http / service`, measured: result.cpuRatio ?? 0, target: 0.5, kind: 'min' },
        { name: `${c.name}: req/s ratio, service / bare node:http`, measured: result.ratio, target: 0.5, kind: 'min' },
      );
    } finally {
      await bare.stop();
    }
  }
  console.log(JSON.stringify({ bench: 'request-path', seconds, rows }, null, 2));
  reportGoals('request-path', goals);
} finally {
  await app.stop();
}
