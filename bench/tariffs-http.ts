// HTTP throughput of POST /api/v1/tariffs/hts/lookup (50 codes, a mix of statuses) against a
// bare node:http server returning the same bytes, same load generator, same run.
// Target ratio >= 0.5.
import { fileURLToPath } from 'node:url';
import { compare } from './lib/compare.ts';
import { startChild } from './lib/child-server.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const MIX = [
  '7326.90.8688', '0402.99.6800', '7318.15.2030', '8482.10.5032', '7219.11.0030', '8708.29.5160', '9403.99.9020',
  '7323.91.5020', '7616.10.3000', '8703.22.0110', '8471.70.1000', '9031.90.5400', '2106.10.0000', '8516.50.0030',
  '1001.11.0000', '6107.21.0020', '0101.21.0010', '9903.81.91', 'ABCD.EF.GHIJ', '7326.90',
];
const body = JSON.stringify({ codes: Array.from({ length: 50 }, (_, i) => MIX[i % MIX.length]), as_of: '2026-09-01' });
const path = '/api/v1/tariffs/hts/lookup';

const app = await startChild<{ url: string; key: string }>(here('./servers/app-server.ts'));
const headers = { authorization: `Bearer ${app.info.key}`, 'content-type': 'application/json' };
const sample = await fetch(app.info.url + path, { method: 'POST', headers, body });
const sampleBody = await sample.text();
if (sample.status !== 200) throw new Error(`expected 200, got ${sample.status}: ${sampleBody}`);
const bare = await startChild<{ url: string }>(here('./servers/bare-server.ts'), { BARE_STATUS: '200', BARE_BODY: sampleBody });

try {
  const target = (s: { info: { url: string }; cpuSeconds: () => number }) => ({ url: s.info.url + path, headers, body, seconds, cpuSeconds: s.cpuSeconds });
  const result = await compare(target(app), target(bare));
  console.log(JSON.stringify({ bench: 'tariffs-http', response_bytes: sampleBody.length, seconds, ...result, target: 0.5 }, null, 2));
  console.log(
    `v1 lookup, 50 codes (${sampleBody.length} bytes out): ${result.app.requestsPerSecond.toFixed(0)} req/s = ${(result.app.requestsPerSecond * 50).toFixed(0)} codes/s (p99 ${result.app.p99Ms} ms); ` +
      `bare node:http, same bytes: ${result.baseline.requestsPerSecond.toFixed(0)} req/s; ratio ${result.ratio} (target >= 0.5)\n` +
      `server CPU per request: app ${result.app.cpuMicrosPerRequest} us, bare ${result.baseline.cpuMicrosPerRequest} us (CPU ratio ${result.cpuRatio})`,
  );
} finally {
  await app.stop();
  await bare.stop();
}
