// One service instance as deployed (config from the environment: DATABASE_URL, REDIS_URL,
// ...), with the per-key windows lifted (same code path, larger numbers) so the benchmark
// measures answers, not 429s. Creates a key unless BENCH_KEY names one. Prints {url, key}.
import { loadConfig } from '../../src/config.ts';
import { createDeps, limitsFor } from '../../src/deps.ts';
import { createLogger, logDestination } from '../../src/logger.ts';
import { startServer } from '../../src/server.ts';
import { issueApiKey } from '../../src/keys/issue.ts';

const config = loadConfig({ LOG_LEVEL: 'info', PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000', ...process.env, PORT: '0', HOST: '127.0.0.1' });
const logger = createLogger(config.logLevel, logDestination('/dev/null'));
const lifted = [
  { name: 'minute', limit: 1e9, windowSeconds: 60 },
  { name: 'day', limit: 1e9, windowSeconds: 86_400 },
];
const limits = await limitsFor({ ...config, keyWindows: lifted }, logger);
const deps = await createDeps(config, { limits, logger });
const key = process.env.BENCH_KEY ?? (await issueApiKey(deps.store.keys, { scope: 'all', notes: 'delegate:on' })).plaintext;
const server = await startServer(deps, { port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ url: server.url, key }) + '\n');
process.once('SIGTERM', () => server.shutdown(1000).then(() => process.exit(0)));
