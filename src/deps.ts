// Real dependencies for the service and the CLI, from a validated Config.
import type { Config } from './config.ts';
import type { AppDeps, Limits } from './http/context.ts';
import { createLogger } from './logger.ts';
import { openStore } from './store/open.ts';
import { createEgress, disabledEgress, egressUserAgent, type Egress } from './egress/index.ts';
import { MemoryClientBucket, MemoryFailureCounter, MemoryKeyQuota } from './ratelimit/memory.ts';

export function memoryLimits(config: Pick<Config, 'publicRatePerMinute' | 'publicRateBurst'>): Limits {
  return {
    keyQuota: new MemoryKeyQuota(),
    publicBucket: new MemoryClientBucket({ perMinute: config.publicRatePerMinute, burst: config.publicRateBurst }),
    authFailures: new MemoryFailureCounter(),
  };
}

export function egressFor(config: Config, extra: { allowedPorts?: number[] } = {}): Egress {
  if (!config.egressEnabled) return disabledEgress('fetching third-party pages is disabled on this instance (EGRESS_ENABLED=false)');
  return createEgress({
    allowPrivate: config.egressAllowPrivate,
    allowedPorts: extra.allowedPorts ?? config.egressAllowedPorts,
    userAgent: egressUserAgent(config.supportContact, config.publicBaseUrl),
  });
}

export interface DepsOverrides extends Partial<Omit<AppDeps, 'config' | 'egress'>> {
  /** Ports the egress may reach instead of EGRESS_ALLOWED_PORTS (tests' ephemeral fixture servers). */
  egressPorts?: number[];
}

/** The service's dependencies from its Config; tests and benchmarks override single pieces. */
export function createDeps(config: Config, overrides: DepsOverrides = {}): AppDeps {
  if (config.redisUrl) {
    throw new Error('REDIS_URL: shared Redis limits are not in this release yet; unset it to use in-process limits');
  }
  const { egressPorts, ...pieces } = overrides;
  return {
    config,
    logger: pieces.logger ?? createLogger(config.logLevel),
    store: pieces.store ?? openStore(config.databaseUrl),
    limits: pieces.limits ?? memoryLimits(config),
    egress: egressFor(config, { allowedPorts: egressPorts }),
    clock: pieces.clock ?? Date.now,
  };
}
