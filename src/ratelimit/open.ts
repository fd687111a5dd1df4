// The limits named by the configuration: in-process memory, or Redis (REDIS_URL) shared by
// every instance. A limiter that cannot reach Redis never fails a request: it decides with
// this instance's own memory limits until Redis answers again, and says so in the log.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Limits } from './limiter.ts';
import { memoryLimits } from './memory.ts';
import type { WindowSpec } from './windows.ts';
import { RedisClientBucket, RedisFailureCounter, RedisKeyQuota } from './redis.ts';

export interface LimitsConfig {
  publicRatePerMinute: number;
  publicRateBurst: number;
  redisUrl?: string | undefined;
  redisKeyPrefix?: string;
  /** The per-key windows (default: the v1 minute and day); benchmarks lift them. */
  keyWindows?: WindowSpec[];
  /** How long a limiter call may wait for Redis; one that waits longer puts the instance on memory limits until Redis answers again. */
  redisCommandTimeoutMs?: number;
}

export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before serving with memory limits (and warning). */
const REDIS_FIRST_CONNECT_MS = 3_000;

export function redisLimitsOn(redis: Redis, config: LimitsConfig): Limits {
  const prefix = config.redisKeyPrefix ?? 'dutyscout:';
  return {
    keyQuota: new RedisKeyQuota(redis, prefix, config.keyWindows),
    publicBucket: new RedisClientBucket(redis, prefix, { perMinute: config.publicRatePerMinute, burst: config.publicRateBurst }),
    authFailures: new RedisFailureCounter(redis, prefix),
  };
}

/** Redis limits with a memory fallback while Redis is unreachable. */
export async function openRedisLimits(config: LimitsConfig & { redisUrl: string }, logger: Logger): Promise<Limits> {
  const commandTimeout = config.redisCommandTimeoutMs ?? DEFAULT_REDIS_COMMAND_TIMEOUT_MS;
  const redis = new Redis(config.redisUrl, {
    // A command while disconnected fails at once (and falls back) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Also bounds the ready check (INFO) of every connection: a Redis that accepts connections
    // but never answers (frozen) is never 'ready'.
    commandTimeout,
    connectTimeout: 2_000,
    // A connection given up on (see redisHealth) is cut this soon when its server does not close it.
    disconnectTimeout: commandTimeout,
    // Keep reconnecting for as long as the process lives, at most 2 s apart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const health = redisHealth(redis, logger);
  await health.firstConnect;
  const limits = withFallback(redisLimitsOn(redis, config), memoryLimits(config), health);
  limits.close = async () => {
    health.closing = true;
    redis.disconnect();
  };
  return limits;
}

interface Health {
  up(): boolean;
  failed(err: unknown): void;
  firstConnect: Promise<void>;
  closing: boolean;
}

const isTimeout = (err: unknown) => err instanceof Error && err.message === 'Command timed out';

// Redis is unreachable when the connection is down, and also when it is up but a command went
// unanswered for the command timeout (a frozen server, a stalled host: the kernel keeps the
// connection open, and nothing else would ever notice). Then the connection is made afresh,
// and until it is ready (its INFO answered) every call is decided in memory at once: a
// request waits on a silent Redis at most once, for one command timeout, and only while that
// first command is out. One warning when the outage starts, one when it ends.
function redisHealth(redis: Redis, logger: Logger): Health {
  let down = false;
  let stalled = false;
  const unreachable = (err: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'Redis is unreachable: limits are per instance (memory) until it answers again');
  };
  const health: Health = {
    closing: false,
    up: () => redis.status === 'ready' && !stalled,
    failed(err) {
      if (health.closing) return;
      if (isTimeout(err)) {
        if (!stalled && redis.status === 'ready') redis.disconnect(true);
        stalled = true;
        unreachable(err);
        return;
      }
      if (health.up()) {
        // Connected and answering, yet the call failed (a script error): say so every time.
        logger.error({ err }, 'a Redis limiter call failed; this request was decided by memory limits');
        return;
      }
      unreachable(err);
    },
    firstConnect: new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        health.failed(new Error(`no connection to Redis within ${REDIS_FIRST_CONNECT_MS} ms`));
        resolve();
      }, REDIS_FIRST_CONNECT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    }),
  };
  redis.on('error', (err) => health.failed(err));
  redis.on('close', () => health.failed(new Error('connection to Redis closed')));
  redis.on('ready', () => {
    stalled = false;
    if (!down) return;
    down = false;
    logger.warn('Redis answers again: limits are shared between instances again');
  });
  return health;
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** Each call goes to `primary` while it is up, else (or when the call fails) to `fallback`. */
function resilient<T extends object>(primary: T, fallback: T, health: Health): T {
  return new Proxy(primary, {
    get(target, name) {
      const method = Reflect.get(target, name) as AsyncMethod;
      const backup = Reflect.get(fallback, name) as AsyncMethod;
      return async (...args: never[]) => {
        if (!health.up()) return backup.apply(fallback, args);
        try {
          return await method.apply(target, args);
        } catch (err) {
          health.failed(err);
          return backup.apply(fallback, args);
        }
      };
    },
  });
}

function withFallback(primary: Limits, fallback: Limits, health: Health): Limits {
  return {
    keyQuota: resilient(primary.keyQuota, fallback.keyQuota, health),
    publicBucket: resilient(primary.publicBucket, fallback.publicBucket, health),
    authFailures: resilient(primary.authFailures, fallback.authFailures, health),
  };
}
