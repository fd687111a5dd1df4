// Real dependencies for the service and the CLI, from a validated Config.
import type { Config } from './config.ts';
import type { AppDeps, Limits } from './http/context.ts';
import type { Logger } from 'pino';
import { createLogger } from './logger.ts';
import { openStore } from './store/open.ts';
import type { Store } from './store/store.ts';
import { createEgress, disabledEgress, egressUserAgent, type Egress } from './egress/index.ts';
import { memoryLimits } from './ratelimit/memory.ts';
import { createAnalysisPool, type PageAnalysis } from './analysis/pool.ts';
import type { WindowSpec } from './ratelimit/windows.ts';

export { memoryLimits };

export function egressFor(config: Config, extra: { allowedPorts?: number[] } = {}): Egress {
  if (!config.egressEnabled) return disabledEgress('fetching third-party pages is disabled on this instance (EGRESS_ENABLED=false)');
  return createEgress({
    allowPrivate: config.egressAllowPrivate,
    allowedPorts: extra.allowedPorts ?? config.egressAllowedPorts,
    userAgent: egressUserAgent(config.supportContact, config.publicBaseUrl),
  });
}

/** The worker pool that analyses fetched pages; its threads start with the first page. */
export function analysisFor(config: Config): PageAnalysis {
  return createAnalysisPool({ threads: config.pageAnalysisThreads, budgetMs: config.pageAnalysisBudgetMs, pageSlots: config.pageSlots });
}

/** The store named by DATABASE_URL, with the configuration's pool size, timeouts and key-cache lifetime (the CLI uses it too). */
export function storeFor(config: Config, logger?: Logger, clock?: () => number): Promise<Store> {
  return openStore(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    keyCacheMs: config.keyCacheSeconds * 1000,
    logger,
    clock,
  });
}

/** Memory limits, or Redis limits (falling back to memory while Redis is away) when REDIS_URL is set. */
export function limitsFor(config: Config & { keyWindows?: WindowSpec[] }, logger: Logger): Promise<Limits> {
  if (!config.redisUrl) return Promise.resolve(memoryLimits(config));
  const redisUrl = config.redisUrl;
  // Loaded only when used: in-process limits never load the Redis client.
  return import('./ratelimit/open.ts').then((m) => m.openRedisLimits({ ...config, redisUrl }, logger));
}

export interface DepsOverrides extends Partial<Omit<AppDeps, 'config' | 'egress'>> {
  /** Ports the egress may reach instead of EGRESS_ALLOWED_PORTS (tests' ephemeral fixture servers). */
  egressPorts?: number[];
}

/** The service's dependencies from its Config; tests and benchmarks override single pieces. */
export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<AppDeps> {
  const { egressPorts, ...pieces } = overrides;
  const logger = pieces.logger ?? createLogger(config.logLevel);
  const store = pieces.store ?? (await storeFor(config, logger, pieces.clock));
  let limits: Limits;
  try {
    limits = pieces.limits ?? (await limitsFor(config, logger));
  } catch (err) {
    await store.close();
    throw err;
  }
  return {
    config,
    logger,
    store,
    limits,
    egress: egressFor(config, { allowedPorts: egressPorts }),
    analysis: pieces.analysis ?? analysisFor(config),
    clock: pieces.clock ?? Date.now,
  };
}
