// Throughput of an authenticated v1 request (the locked GCC stub: key lookup by hash, guards,
// rate-limit headers, error envelope, request log) against a bare node:http server answering
// the same bytes, driven by the same load generator in the same run. Target ratio >= 0.5.
import { fileURLToPath } from 'node:url';
import { compare } from './lib/compare.ts';
import { SERVICE_NODE_ARGS, startChild } from './lib/child-server.ts';
import { reportGoals } from './lib/goals.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const body = JSON.stringify({ product_info: { name: 'Stacking rings' }, manufacturer: {}, testing_lab: {} });
const path = '/api/v1/entries/gcc/generate';

const app = await startChild<{ url: string; key: string }>(here('./servers/app-server.ts'), {}, SERVICE_NODE_ARGS);
const headers = { authorization: `Bearer ${app.info.key}`, 'content-type': 'application/json' };
const sample = await fetch(app.info.url + path, { method: 'POST', headers, body });
const sampleBody = await sample.text();
if (sample.status !== 403) throw new Error(`expected 403 from the stub, got ${sample.status}`);
const bareEnv = { BARE_STATUS: '403', BARE_BODY: sampleBody };
const bare = await startChild<{ url: string }>(here('./servers/bare-server.ts'), bareEnv, SERVICE_NODE_ARGS);
const bareHono = await startChild<{ url: string }>(here('./servers/bare-hono-server.ts'), bareEnv, SERVICE_NODE_ARGS);

try {
  const target = (server: { info: { url: string }; cpuSeconds: () => number }) => ({ url: server.info.url + path, headers, body, seconds, cpuSeconds: server.cpuSeconds });
  const result = await compare(target(app), target(bare));
  const framework = await compare(target(bareHono), target(bare));
  console.log(JSON.stringify({ bench: 'spine-throughput', seconds, ...result, target: 0.5, framework_ceiling: framework }, null, 2));
  console.log(
    `authenticated v1 (GCC stub): ${result.app.requestsPerSecond.toFixed(0)} req/s (p99 ${result.app.p99Ms} ms); ` +
      `bare node:http, same bytes: ${result.baseline.requestsPerSecond.toFixed(0)} req/s; ratio ${result.ratio} (target >= 0.5)\n` +
      `server CPU per request: app ${result.app.cpuMicrosPerRequest} us, bare node:http ${result.baseline.cpuMicrosPerRequest} us, bare Hono ${framework.app.cpuMicrosPerRequest} us (CPU ratio ${result.cpuRatio})\n` +
      `framework ceiling: bare Hono + @hono/node-server, same bytes: ${framework.app.requestsPerSecond.toFixed(0)} req/s; ratio ${framework.ratio} to bare node:http`,
  );
  reportGoals('spine-throughput', [
    { name: 'authenticated v1 request (GCC stub): server CPU ratio, bare node:http / service', measured: result.cpuRatio ?? 0, target: 0.5, kind: 'min' },
    { name: 'authenticated v1 request (GCC stub): req/s ratio, service / bare node:http', measured: result.ratio, target: 0.5, kind: 'min' },
  ]);
} finally {
  await app.stop();
  await bare.stop();
  await bareHono.stop();
}
