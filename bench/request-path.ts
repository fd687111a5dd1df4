// What the service's request path costs, against a bare node:http server that reads the body and
// sends the same bytes, on the same load generator in the same run (interleaved, medians of three
// rounds), at concurrency 1 and 20. Cases (bench/lib/request-cases.ts): the v1 HTS lookup with 1
// and 50 codes, repeated and never seen; the public duty_impact tool.
//
// Framework overhead: the service's server CPU per request minus the operation's own cost (its
// handler and the making of its answer, measured in process in the same run with the same Node
// flags: bench/servers/operation-cost.ts). Goal: at most 1.5x the bare server's CPU per request,
// for the one-code and 50-code lookups and duty_impact.
//
// With BENCH_REFERENCE=<another checkout of this repository> its app server is measured too, in
// the same rounds, and the CPU per request is compared with it (goal: within 10%).
// Run: npm run bench -- request-path   (BENCH_SECONDS=5 per round; BENCH_CASES=lookup-1-repeated,...;
// BENCH_CONCURRENCY=1,20)
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { compare, type Comparison } from './lib/compare.ts';
import { SERVICE_NODE_ARGS, startChild, type ChildServer } from './lib/child-server.ts';
import { reportGoals, type Goal } from './lib/goals.ts';
import { REQUEST_CASES, type RequestCase } from './lib/request-cases.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const wanted = process.env.BENCH_CASES?.split(',');
const cases = REQUEST_CASES.filter((c) => !wanted || wanted.includes(c.name));
const reference = process.env.BENCH_REFERENCE;
// The cases the framework-overhead goal is set on (the never-seen lookups are reported too).
const OVERHEAD_GOAL_CASES = new Set(['lookup-1-repeated', 'lookup-50-repeated', 'duty_impact-1']);

/** The operation's own CPU per call, in process, with the service's flags. */
function operationCost(c: RequestCase, root = join(here('.'), '..')): number {
  const out = spawnSync(process.execPath, [...SERVICE_NODE_ARGS, join(root, 'bench/servers/operation-cost.ts')], {
    env: { ...process.env, CASE: c.name, BENCH_SECONDS: String(Math.min(seconds, 3)) },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`operation-cost ${c.name}: ${out.stderr}`);
  return (JSON.parse(out.stdout.trim().split('\n').pop()!) as { cpuMicrosPerCall: number }).cpuMicrosPerCall;
}

type Info = { url: string; key: string };
// Every server with the Node flags `npm start` gives the service (SERVICE_NODE_ARGS).
const lifted = { PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000' };
const app = await startChild<Info>(here('./servers/app-server.ts'), lifted, SERVICE_NODE_ARGS);
const ref = reference ? await startChild<Info>(join(reference, 'bench/servers/app-server.ts'), lifted, SERVICE_NODE_ARGS) : undefined;
const goals: Goal[] = [];
const rows: Record<string, unknown>[] = [];
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? Number((a / b).toFixed(3)) : 0);

try {
  for (const c of cases) {
    const headersOf = (s: ChildServer<Info>) => ({ 'content-type': 'application/json', ...(c.auth ? { authorization: `Bearer ${s.info.key}` } : {}) });
    const sampleBody = c.bodies()();
    const sample = await fetch(app.info.url + c.path, { method: 'POST', headers: headersOf(app), body: sampleBody });
    const answer = await sample.text();
    if (sample.status !== 200) throw new Error(`${c.name}: expected 200, got ${sample.status}: ${answer.slice(0, 300)}`);
    const opCpu = operationCost(c);
    const bare = await startChild<{ url: string }>(here('./servers/bare-server.ts'), { BARE_STATUS: '200', BARE_BODY: answer }, SERVICE_NODE_ARGS);
    try {
      for (const connections of concurrencies) {
        const target = (s: { info: { url: string }; cpuSeconds: () => number }, headers: Record<string, string>) => {
          const next = c.bodies();
          return { url: s.info.url + c.path, headers, body: next(), nextBody: c.varies ? next : undefined, seconds, connections, cpuSeconds: s.cpuSeconds };
        };
        const result: Comparison = await compare(target(app, headersOf(app)), target(bare, {}));
        const refResult = ref ? await compare(target(ref, headersOf(ref)), target(bare, {})) : undefined;
        const appCpu = result.app.cpuMicrosPerRequest ?? 0;
        const bareCpu = result.baseline.cpuMicrosPerRequest ?? 0;
        const overhead = Math.max(0, appCpu - opCpu);
        const name = `${c.name} @${connections}`;
        rows.push({ case: c.name, connections, response_bytes: Buffer.byteLength(answer), operation_cpu_us: opCpu, ...result, reference: refResult?.app });
        console.log(
          `${name.padEnd(26)} app ${String(appCpu).padStart(4)} us CPU (operation ${opCpu} us, framework ${overhead.toFixed(1)} us), ` +
            `${result.app.requestsPerSecond.toFixed(0).padStart(6)} req/s (p99 ${result.app.p99Ms} ms); bare ${String(bareCpu).padStart(3)} us, ` +
            `${result.baseline.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
            (refResult ? `; reference checkout ${refResult.app.cpuMicrosPerRequest} us, ${refResult.app.requestsPerSecond.toFixed(0)} req/s` : ''),
        );
        if (OVERHEAD_GOAL_CASES.has(c.name)) {
          goals.push({ name: `${name}: framework overhead / bare node:http CPU`, measured: ratio(overhead, bareCpu), target: 1.5, kind: 'max' });
        }
        goals.push({ name: `${name}: req/s, service / bare node:http`, measured: result.ratio, target: 0.5, kind: 'min' });
        if (refResult) goals.push({ name: `${name}: CPU per request / reference checkout's`, measured: ratio(appCpu, refResult.app.cpuMicrosPerRequest), target: 1.1, kind: 'max' });
      }
    } finally {
      await bare.stop();
    }
  }
  console.log(JSON.stringify({ bench: 'request-path', seconds, rows }, null, 2));
  reportGoals('request-path', goals);
} finally {
  await app.stop();
  await ref?.stop();
}
