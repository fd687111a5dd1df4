// The real service (real logger writing to /dev/null, real SQLite store in a temp file) for
// throughput benchmarks. Prints {url, key} once listening; with BENCH_LIMITED_KEY=1 also
// limitedKey, a second key that keeps the real per-key windows (100 a minute), for a benchmark
// that drives the designed 429s beside the lifted key.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { createDeps, memoryLimits } from '../../src/deps.ts';
import { createLogger, logDestination } from '../../src/logger.ts';
import { startServer } from '../../src/server.ts';
import { issueApiKey } from '../../src/keys/issue.ts';
import { MemoryKeyQuota } from '../../src/ratelimit/memory.ts';

const dir = mkdtempSync(join(tmpdir(), 'dutyscout-bench-'));
const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, LOG_LEVEL: 'info', ...process.env });
const limits = memoryLimits(config);
// The benchmark sends far more than 100 requests a minute from one key; lift the windows
// (same code path, larger numbers) so it measures answers, not 429s.
const lifted = new MemoryKeyQuota([
  { name: 'minute', limit: 1e9, windowSeconds: 60 },
  { name: 'day', limit: 1e9, windowSeconds: 86_400 },
]);
const real = limits.keyQuota;
let limitedKeyId: string | undefined;
const quotaOf = (keyId: string) => (keyId === limitedKeyId ? real : lifted);
limits.keyQuota = process.env.BENCH_LIMITED_KEY
  ? { consume: (keyId, now) => quotaOf(keyId).consume(keyId, now), peek: (keyId, now) => quotaOf(keyId).peek(keyId, now) }
  : lifted;
const logger = createLogger(config.logLevel, logDestination('/dev/null'));
const deps = await createDeps(config, { limits, logger });
const { plaintext } = await issueApiKey(deps.store.keys, { scope: 'all', notes: process.env.BENCH_KEY_NOTES ?? 'delegate:on' });
let limitedKey: string | undefined;
if (process.env.BENCH_LIMITED_KEY) {
  const limited = await issueApiKey(deps.store.keys, { scope: 'all', notes: 'delegate:on' });
  limitedKeyId = limited.record.id;
  limitedKey = limited.plaintext;
}
const server = await startServer(deps, { port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ url: server.url, key: plaintext, limitedKey }) + '\n');
process.once('SIGTERM', () => server.shutdown(1000).then(() => process.exit(0)));
