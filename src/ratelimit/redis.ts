// Limits shared by every instance, in Redis. Each decision is one Lua script, so reading
// and counting are atomic however many instances ask at once: exact counts, and a request
// refused by one window spends nothing in the others. Keys carry the window's start, so a
// restart of an instance (or of every instance) keeps the counts; they expire on their own.
import type { Redis } from 'ioredis';
import type { BucketDecision, ClientBucket, FailureCounter, KeyQuota, QuotaDecision } from './limiter.ts';
import { AUTH_FAILURES, quotaDecision, secondsToReset, V1_WINDOWS, windowStart, type WindowSpec } from './windows.ts';

// KEYS: one counter per window. ARGV[1]: '1' spends, '0' peeks; then per window its limit and
// the counter's lifetime in ms. Returns the counts (after spending) and the refusing window's
// 1-based index (0: allowed).
const QUOTA_SCRIPT = `
local used = {}
local refusing = 0
for i = 1, #KEYS do
  used[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
  if refusing == 0 and used[i] >= tonumber(ARGV[2 * i]) then refusing = i end
end
if refusing == 0 and ARGV[1] == '1' then
  for i = 1, #KEYS do
    used[i] = redis.call('INCR', KEYS[i])
    if used[i] == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[2 * i + 1]) end
  end
end
used[#KEYS + 1] = refusing
return used
`;

// A token bucket in a hash {t: tokens, at: ms}. ARGV: now ms, capacity, refill per ms, lifetime
// ms, and 1 to take a token or -1 to give one back (never past capacity).
// Returns {allowed, retry-after seconds}. The caller's clock may step back (or another
// instance's clock may be behind): that refills nothing, and never drains the bucket.
const BUCKET_SCRIPT = `
local now = tonumber(ARGV[1])
local capacity = tonumber(ARGV[2])
local rate = tonumber(ARGV[3])
local b = redis.call('HMGET', KEYS[1], 't', 'at')
local tokens = tonumber(b[1]) or capacity
local at = tonumber(b[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
local allowed = 0
if ARGV[5] == '-1' then
  tokens = math.min(capacity, tokens + 1)
  allowed = 1
elseif tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if allowed == 1 then return {1, 0} end
return {0, math.max(1, math.ceil((1 - tokens) / rate / 1000))}
`;

// One failure counted in the client's current window. ARGV: lifetime ms.
const FAILURE_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

interface LimitScripts {
  dutyscoutQuota(...args: Array<string | number>): Promise<number[]>;
  dutyscoutBucket(...args: Array<string | number>): Promise<number[]>;
  dutyscoutFailure(...args: Array<string | number>): Promise<number>;
}

/** Registers the scripts on a connection (EVALSHA, loaded again by ioredis after a Redis restart). */
export function withLimitScripts(redis: Redis): Redis & LimitScripts {
  const r = redis as Redis & Partial<LimitScripts>;
  if (!r.dutyscoutQuota) {
    redis.defineCommand('dutyscoutQuota', { lua: QUOTA_SCRIPT });
    redis.defineCommand('dutyscoutBucket', { numberOfKeys: 1, lua: BUCKET_SCRIPT });
    redis.defineCommand('dutyscoutFailure', { numberOfKeys: 1, lua: FAILURE_SCRIPT });
  }
  return r as Redis & LimitScripts;
}

/** Milliseconds a window's counter must live: the rest of the window, plus a little for clock skew between instances. */
function lifetimeMs(nowMs: number, windowSeconds: number): number {
  return windowStart(nowMs, windowSeconds) + windowSeconds * 1000 - nowMs + 60_000;
}

export class RedisKeyQuota implements KeyQuota {
  private readonly redis: Redis & LimitScripts;
  private readonly prefix: string;
  private readonly windows: WindowSpec[];

  constructor(redis: Redis, prefix: string, windows: WindowSpec[] = V1_WINDOWS) {
    this.redis = withLimitScripts(redis);
    this.prefix = prefix;
    this.windows = windows;
  }

  consume(keyId: string, nowMs: number): Promise<QuotaDecision> {
    return this.decide(keyId, nowMs, true);
  }

  peek(keyId: string, nowMs: number): Promise<QuotaDecision> {
    return this.decide(keyId, nowMs, false);
  }

  private async decide(keyId: string, nowMs: number, spend: boolean): Promise<QuotaDecision> {
    // One hash tag per key: every window's counter lands on the same Redis Cluster slot.
    const keys = this.windows.map((w) => `${this.prefix}quota:{${keyId}}:${w.name}:${windowStart(nowMs, w.windowSeconds)}`);
    const argv = this.windows.flatMap((w) => [w.limit, lifetimeMs(nowMs, w.windowSeconds)]);
    const reply = await this.redis.dutyscoutQuota(keys.length, ...keys, spend ? '1' : '0', ...argv);
    const used = reply.slice(0, this.windows.length).map(Number);
    return quotaDecision(this.windows, nowMs, used, Number(reply[this.windows.length]) - 1);
  }
}

export class RedisClientBucket implements ClientBucket {
  private readonly redis: Redis & LimitScripts;
  private readonly prefix: string;
  private readonly capacity: number;
  private readonly refillPerMs: number;

  constructor(redis: Redis, prefix: string, opts: { perMinute: number; burst: number }) {
    this.redis = withLimitScripts(redis);
    this.prefix = prefix;
    this.capacity = opts.burst;
    this.refillPerMs = opts.perMinute / 60_000;
  }

  async take(clientId: string, nowMs: number): Promise<BucketDecision> {
    const [allowed, retry] = await this.run(clientId, nowMs, 1);
    return { allowed: Number(allowed) === 1, retryAfterSeconds: Number(retry) };
  }

  async giveBack(clientId: string, nowMs: number): Promise<void> {
    await this.run(clientId, nowMs, -1);
  }

  private run(clientId: string, nowMs: number, cost: 1 | -1): Promise<number[]> {
    // A bucket idle long enough to be full again carries no information: let it expire.
    const untilFull = Math.ceil(this.capacity / this.refillPerMs) + 1000;
    return this.redis.dutyscoutBucket(`${this.prefix}bucket:${clientId}`, nowMs, this.capacity, this.refillPerMs, untilFull, cost);
  }
}

export class RedisFailureCounter implements FailureCounter {
  private readonly redis: Redis & LimitScripts;
  private readonly prefix: string;
  private readonly limit: number;
  private readonly windowSeconds: number;

  constructor(redis: Redis, prefix: string, opts: { limit: number; windowSeconds: number } = AUTH_FAILURES) {
    this.redis = withLimitScripts(redis);
    this.prefix = prefix;
    this.limit = opts.limit;
    this.windowSeconds = opts.windowSeconds;
  }

  private key(clientId: string, nowMs: number): string {
    return `${this.prefix}authfail:${clientId}:${windowStart(nowMs, this.windowSeconds)}`;
  }

  async isBlocked(clientId: string, nowMs: number): Promise<BucketDecision> {
    const count = Number((await this.redis.get(this.key(clientId, nowMs))) ?? 0);
    if (count < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: secondsToReset(nowMs, this.windowSeconds) };
  }

  async record(clientId: string, nowMs: number): Promise<void> {
    await this.redis.dutyscoutFailure(this.key(clientId, nowMs), lifetimeMs(nowMs, this.windowSeconds));
  }
}
