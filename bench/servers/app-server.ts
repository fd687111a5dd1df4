// The real service (real logger writing to /dev/null, real SQLite store in a temp file) for
// throughput benchmarks. Prints {url, key} once listening.
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
limits.keyQuota = new MemoryKeyQuota([
  { name: 'minute', limit: 1e9, windowSeconds: 60 },
  { name: 'day', limit: 1e9, windowSeconds: 86_400 },
]);
const logger = createLogger(config.logLevel, logDestination('/dev/null'));
const deps = await createDeps(config, { limits, logger });
const { plaintext } = await issueApiKey(deps.store.keys, { scope: 'all', notes: process.env.BENCH_KEY_NOTES ?? 'delegate:on' });
const server = await startServer(deps, { port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ url: server.url, key: plaintext }) + '\n');
process.once('SIGTERM', () => server.shutdown(1000).then(() => process.exit(0)));
