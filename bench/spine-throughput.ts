// Throughput of an authenticated v1 request (the locked GCC stub: key lookup by hash, guards,
// rate-limit headers, error envelope, request log) against a bare node:http server answering
// the same bytes, driven by the same load generator in the same run. Target ratio >= 0.5.
import { fileURLToPath } from 'node:url';
import { compare } from './lib/compare.ts';
import { startChild } from './lib/child-server.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const body = JSON.stringify({ product_info: { name: 'Stacking rings' }, manufacturer: {}, testing_lab: {} });
const path = '/api/v1/entries/gcc/generate';

const app = await startChild<{ url: string; key: string }>(here('./servers/app-server.ts'));
const headers = { authorization: `Bearer ${app.info.key}`, 'content-type': 'application/json' };
const sample = await fetch(app.info.url + path, { method: 'POST', headers, body });
const sampleBody = await sample.text();
if (sample.status !== 403) throw new Error(`expected 403 from the stub, got ${sample.status}`);
const bare = await startChild<{ url: string }>(here('./servers/bare-server.ts'), { BARE_STATUS: '403', BARE_BODY: sampleBody });

try {
  const result = await compare({ url: app.info.url + path, headers, body, seconds }, { url: bare.info.url + path, headers, body, seconds });
  console.log(JSON.stringify({ bench: 'spine-throughput', seconds, ...result, target: 0.5 }, null, 2));
  console.log(
    `authenticated v1 (GCC stub): ${result.app.requestsPerSecond.toFixed(0)} req/s (p99 ${result.app.p99Ms} ms); ` +
      `bare node:http, same bytes: ${result.baseline.requestsPerSecond.toFixed(0)} req/s; ratio ${result.ratio} (target >= 0.5)`,
  );
} finally {
  await app.stop();
  await bare.stop();
}
