// What the service's request path costs, against servers doing the same work in the same run,
// on the same load generator, interleaved round by round, at concurrency 1 and 20. Cases
// (bench/lib/request-cases.ts): the v1 HTS lookup with 1 and 50 codes, repeated and never seen;
// the public duty_impact tool, the same body every time and with another yearly value each time.
//
// Beside the service, for every case (issue 38):
//   bare            node:http reading the body and sending the service's answer bytes
//   fastify         Fastify 5 doing the service's steps (bench/servers/fastify-server.ts): bearer
//                   key hook with a sha256 lookup and a per-key counter on v1, the body checked
//                   against the service's schema, one pino line, the answer through a response
//                   schema serializer
//   fastify-text    the same, the answer's JSON text made beforehand
//   ref:<dir>       with BENCH_REFERENCE=<checkout>[,<checkout>...] (other checkouts of this
//                   repository), each one's app server
// and the operation's own cost in process (bench/servers/operation-cost.ts). With two cores and
// taskset, this process (the load generator) runs on core 0 and every server on core 1; the
// output names the share of each core other processes used during the rounds.
//
// Goals: server CPU per request at most Fastify's (lookups at most 0.9x it), at both
// concurrencies; duty_impact at most fastify-text's; p99 at concurrency 20 at most Fastify's;
// with BENCH_REFERENCE, CPU per request within 1.1x each reference's.
// Run: npm run bench -- request-path   (BENCH_SECONDS=4 a round; BENCH_ROUNDS=5;
// BENCH_CASES=lookup-1-repeated,...; BENCH_CONCURRENCY=1,20; BENCH_PIN=0 to leave placement alone)
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { compareMany, spreadOf, type ManyComparison, type Target } from './lib/compare.ts';
import { SERVICE_NODE_ARGS, startChild, type ChildServer } from './lib/child-server.ts';
import { loadAverage, pin, placeProcesses } from './lib/cores.ts';
import { reportGoals, type Goal } from './lib/goals.ts';
import { REQUEST_CASES, type RequestCase } from './lib/request-cases.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const wanted = process.env.BENCH_CASES?.split(',');
const cases = REQUEST_CASES.filter((c) => !wanted || wanted.includes(c.name));
const references = (process.env.BENCH_REFERENCE ?? '').split(',').filter(Boolean);
const placement = placeProcesses();

/** The operation's own CPU per call, in process, with the service's flags. */
function operationCost(c: RequestCase, root = join(here('.'), '..')): number {
  const out = spawnSync(process.execPath, [...SERVICE_NODE_ARGS, join(root, 'bench/servers/operation-cost.ts')], {
    env: { ...process.env, CASE: c.name, BENCH_SECONDS: String(Math.min(seconds, 3)) },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`operation-cost ${c.name}: ${out.stderr}`);
  return (JSON.parse(out.stdout.trim().split('\n').pop()!) as { cpuMicrosPerCall: number }).cpuMicrosPerCall;
}

type Info = { url: string; key?: string };
/** A server with the Node flags `npm start` gives the service, on the servers' core. */
async function server(script: string, env: Record<string, string>): Promise<ChildServer<Info>> {
  const child = await startChild<Info>(script, env, SERVICE_NODE_ARGS);
  if (placement) pin(child.pid, placement.serverCore);
  return child;
}

const lifted = { PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000' };
const app = await server(here('./servers/app-server.ts'), lifted);
const refs: Record<string, ChildServer<Info>> = {};
for (const dir of references) refs[`ref:${basename(dir)}`] = await server(join(dir, 'bench/servers/app-server.ts'), lifted);
const goals: Goal[] = [];
const rows: Record<string, unknown>[] = [];
const ratio = (a: number, b: number) => (a && b ? Number((a / b).toFixed(3)) : 0);
const pct = (x: number) => `${Math.round(x * 100)}%`;
const headersOf = (c: RequestCase, s: ChildServer<Info>) => ({ 'content-type': 'application/json', ...(c.auth ? { authorization: `Bearer ${s.info.key}` } : {}) });

console.log(
  placement
    ? `load generator on core ${placement.generatorCore}, servers on core ${placement.serverCore}; load average ${loadAverage()}`
    : `servers and load generator not pinned (one core, no taskset or BENCH_PIN=0); load average ${loadAverage()}`,
);
try {
  for (const c of cases) {
    const sampleBody = c.bodies()();
    const post = async (s: ChildServer<Info>) => {
      const res = await fetch(s.info.url + c.path, { method: 'POST', headers: headersOf(c, s), body: sampleBody });
      return { status: res.status, text: await res.text() };
    };
    const sample = await post(app);
    if (sample.status !== 200) throw new Error(`${c.name}: expected 200, got ${sample.status}: ${sample.text.slice(0, 300)}`);
    const answer = sample.text;
    // A public tool's answer links to the server's own pages: the reference makes the same link.
    const baseUrl = c.auth ? undefined : new URL((JSON.parse(answer) as { watchlistCta: { href: string } }).watchlistCta.href).origin;
    const opCpu = operationCost(c);
    const fastifyEnv = { CASE: c.name, ANSWER: answer, ...(baseUrl ? { ANSWER_BASE_URL: baseUrl } : {}) };
    const servers: Record<string, ChildServer<Info>> = {
      bare: await server(here('./servers/bare-server.ts'), { BARE_STATUS: '200', BARE_BODY: answer }),
      fastify: await server(here('./servers/fastify-server.ts'), { ...fastifyEnv, FASTIFY_ANSWER: 'serialize' }),
      'fastify-text': await server(here('./servers/fastify-server.ts'), { ...fastifyEnv, FASTIFY_ANSWER: 'text' }),
    };
    try {
      // The references must send what the service sends, or they measure other work.
      for (const name of ['fastify', 'fastify-text']) {
        const got = await post(servers[name]!);
        if (got.status !== 200) throw new Error(`${c.name}: ${name} answered ${got.status}: ${got.text.slice(0, 300)}`);
        console.log(`${c.name}: ${name} answer ${got.text === answer ? 'the same bytes as the service' : `DIFFERS from the service's (${got.text.length} against ${answer.length} characters)`}`);
      }
      for (const connections of concurrencies) {
        const target = (s: ChildServer<Info>, headers: Record<string, string>): Target => {
          const next = c.bodies();
          return { url: s.info.url + c.path, headers, body: next(), nextBody: c.varies ? next : undefined, seconds, connections, cpuSeconds: s.cpuSeconds };
        };
        const targets: Record<string, Target> = {
          service: target(app, headersOf(c, app)),
          bare: target(servers.bare!, {}),
          fastify: target(servers.fastify!, headersOf(c, servers.fastify!)),
          'fastify-text': target(servers['fastify-text']!, headersOf(c, servers['fastify-text']!)),
          ...Object.fromEntries(Object.entries(refs).map(([n, s]) => [n, target(s, headersOf(c, s))])),
        };
        const result: ManyComparison = await compareMany(targets, rounds, placement);
        const t = result.targets;
        const cpu = (n: string) => t[n]?.cpuMicrosPerRequest.median ?? 0;
        const name = `${c.name} @${connections}`;
        rows.push({ case: c.name, connections, response_bytes: Buffer.byteLength(answer), operation_cpu_us: opCpu, ...result });
        console.log(`\n${name}: server CPU a request, median of ${rounds} rounds of ${seconds} s [range]; operation alone ${opCpu} us`);
        for (const [n, s] of Object.entries(t)) {
          const cpuUs = s.cpuMicrosPerRequest;
          console.log(
            `  ${n.padEnd(13)} ${String(cpuUs.median).padStart(4)} us [${cpuUs.min}-${cpuUs.max}]  /bare ${ratio(cpuUs.median, cpu('bare')).toFixed(2)}  /fastify ${ratio(cpuUs.median, cpu('fastify')).toFixed(2)}  /fastify-text ${ratio(cpuUs.median, cpu('fastify-text')).toFixed(2)}` +
              `  ${s.requestsPerSecond.median.toFixed(0).padStart(6)} req/s  p99 ${s.p99Ms.median} ms` +
              (s.non2xx || s.errors ? `  (non-2xx ${s.non2xx}, errors ${s.errors})` : ''),
          );
        }
        // The goals are judged on the medians above; the same ratio round by round shows how far
        // one round's figure moves it (the rounds' own noise, not drift shared by the servers).
        for (const base of ['fastify', 'fastify-text']) {
          const service = t.service!.cpuMicrosByRound;
          const against = t[base]!.cpuMicrosByRound;
          const r = spreadOf(service.map((x, i) => x / (against[i] || Number.NaN)));
          console.log(`  service / ${base} in the same round: median ${r.median.toFixed(2)} [${r.min.toFixed(2)}-${r.max.toFixed(2)}]`);
        }
        if (result.otherLoad) {
          const { serverCore, generatorCore } = result.otherLoad;
          console.log(`  other processes' share of the servers' core ${pct(serverCore.median)} [${pct(serverCore.min)}-${pct(serverCore.max)}], of the generator's ${pct(generatorCore.median)} [${pct(generatorCore.min)}-${pct(generatorCore.max)}]; load average ${loadAverage()}`);
        }
        const isLookup = c.path.includes('/lookup');
        goals.push({ name: `${name}: CPU per request / Fastify's`, measured: ratio(cpu('service'), cpu('fastify')), target: isLookup ? 0.9 : 1, kind: 'max' });
        if (!isLookup) goals.push({ name: `${name}: CPU per request / Fastify's with the answer made beforehand`, measured: ratio(cpu('service'), cpu('fastify-text')), target: 1, kind: 'max' });
        if (connections >= 20) goals.push({ name: `${name}: p99 / Fastify's`, measured: ratio(t.service!.p99Ms.median, t.fastify!.p99Ms.median), target: 1, kind: 'max' });
        for (const n of Object.keys(refs)) goals.push({ name: `${name}: CPU per request / ${n}'s`, measured: ratio(cpu('service'), cpu(n)), target: 1.1, kind: 'max' });
      }
    } finally {
      for (const s of Object.values(servers)) await s.stop();
    }
  }
  console.log(JSON.stringify({ bench: 'request-path', seconds, rounds, placement, rows }, null, 2));
  reportGoals('request-path', goals);
} finally {
  await app.stop();
  for (const s of Object.values(refs)) await s.stop();
}
