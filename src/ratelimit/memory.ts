// In-process limits for a single instance. Windows align to the UTC clock (minute and day),
// so resets are predictable and the same for every key.
import type { BucketDecision, ClientBucket, FailureCounter, KeyQuota, Limits, QuotaDecision } from './limiter.ts';
import { AUTH_FAILURES, quotaDecision, secondsToReset, V1_WINDOWS, windowStart, type WindowSpec } from './windows.ts';

export { V1_WINDOWS, type WindowSpec } from './windows.ts';

// Entries are swept every so many operations so idle keys and clients do not accumulate.
const SWEEP_EVERY = 1024;

export class MemoryKeyQuota implements KeyQuota {
  // One entry a key, its windows' starts and counts side by side (index i is windows[i]): a
  // request looks its key up once, by the id it already holds, and makes no key string or
  // entry objects of its own.
  private readonly counts = new Map<string, { starts: number[]; used: number[] }>();
  private ops = 0;
  private readonly windows: WindowSpec[];

  constructor(windows: WindowSpec[] = V1_WINDOWS) {
    this.windows = windows;
  }

  consume(keyId: string, nowMs: number): QuotaDecision {
    return this.decide(keyId, nowMs, true);
  }

  peek(keyId: string, nowMs: number): QuotaDecision {
    return this.decide(keyId, nowMs, false);
  }

  private decide(keyId: string, nowMs: number, spend: boolean): QuotaDecision {
    if (++this.ops % SWEEP_EVERY === 0) this.sweep(nowMs);
    const windows = this.windows;
    let entry = this.counts.get(keyId);
    if (!entry) {
      entry = { starts: windows.map(() => -1), used: windows.map(() => 0) };
      this.counts.set(keyId, entry);
    }
    const { starts, used } = entry;
    let refusing = -1;
    for (let i = 0; i < windows.length; i++) {
      const start = windowStart(nowMs, windows[i]!.windowSeconds);
      if (starts[i] !== start) {
        starts[i] = start;
        used[i] = 0;
      }
      if (refusing < 0 && used[i]! >= windows[i]!.limit) refusing = i;
    }
    if (refusing < 0 && spend) for (let i = 0; i < used.length; i++) used[i]! += 1;
    return quotaDecision(windows, nowMs, used, refusing);
  }

  /** Drops the keys whose every window has passed. */
  private sweep(nowMs: number): void {
    for (const [keyId, { starts }] of this.counts) {
      if (this.windows.every((w, i) => starts[i] !== windowStart(nowMs, w.windowSeconds))) this.counts.delete(keyId);
    }
  }
}

export class MemoryClientBucket implements ClientBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private ops = 0;
  private readonly capacity: number;
  private readonly refillPerMs: number;

  constructor(opts: { perMinute: number; burst: number }) {
    this.capacity = opts.burst;
    this.refillPerMs = opts.perMinute / 60_000;
  }

  private refilled(clientId: string, nowMs: number) {
    const b = this.buckets.get(clientId) ?? { tokens: this.capacity, at: nowMs };
    // A clock stepped back (NTP, a VM restored) refills nothing; it must never drain the bucket.
    b.tokens = Math.min(this.capacity, b.tokens + Math.max(0, nowMs - b.at) * this.refillPerMs);
    b.at = nowMs;
    this.buckets.set(clientId, b);
    return b;
  }

  async giveBack(clientId: string, nowMs: number): Promise<void> {
    const b = this.refilled(clientId, nowMs);
    b.tokens = Math.min(this.capacity, b.tokens + 1);
  }

  take(clientId: string, nowMs: number): BucketDecision {
    if (++this.ops % SWEEP_EVERY === 0) this.sweep(nowMs);
    const b = this.refilled(clientId, nowMs);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - b.tokens) / this.refillPerMs / 1000)) };
  }

  private sweep(nowMs: number): void {
    // A bucket that would be full again carries no information.
    for (const [id, b] of this.buckets) {
      if (b.tokens + (nowMs - b.at) * this.refillPerMs >= this.capacity) this.buckets.delete(id);
    }
  }
}

export class MemoryFailureCounter implements FailureCounter {
  private readonly failures = new Map<string, { start: number; count: number }>();
  private ops = 0;
  private readonly limit: number;
  private readonly windowSeconds: number;

  constructor(opts: { limit: number; windowSeconds: number } = AUTH_FAILURES) {
    this.limit = opts.limit;
    this.windowSeconds = opts.windowSeconds;
  }

  isBlocked(clientId: string, nowMs: number): BucketDecision {
    const start = windowStart(nowMs, this.windowSeconds);
    const entry = this.failures.get(clientId);
    if (!entry || entry.start !== start || entry.count < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: secondsToReset(nowMs, this.windowSeconds) };
  }

  record(clientId: string, nowMs: number): void {
    if (++this.ops % SWEEP_EVERY === 0) {
      for (const [id, e] of this.failures) if (e.start !== windowStart(nowMs, this.windowSeconds)) this.failures.delete(id);
    }
    const start = windowStart(nowMs, this.windowSeconds);
    const entry = this.failures.get(clientId);
    if (!entry || entry.start !== start) this.failures.set(clientId, { start, count: 1 });
    else entry.count += 1;
  }
}

export function memoryLimits(config: { publicRatePerMinute: number; publicRateBurst: number; keyWindows?: WindowSpec[] }): Limits {
  return {
    keyQuota: new MemoryKeyQuota(config.keyWindows),
    publicBucket: new MemoryClientBucket({ perMinute: config.publicRatePerMinute, burst: config.publicRateBurst }),
    authFailures: new MemoryFailureCounter(),
  };
}
