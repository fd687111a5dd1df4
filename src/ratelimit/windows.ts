// Fixed windows aligned to the UTC clock (minute and day), shared by every limiter backend,
// so memory and Redis give the same numbers and the same headers.
import type { QuotaDecision } from './limiter.ts';

export interface WindowSpec {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const V1_WINDOWS: WindowSpec[] = [
  { name: 'minute', limit: 100, windowSeconds: 60 },
  { name: 'day', limit: 10_000, windowSeconds: 86_400 },
];

/** Failed authentications a client address may make per window before it is refused. */
export const AUTH_FAILURES = { limit: 20, windowSeconds: 60 };

export function windowStart(nowMs: number, windowSeconds: number): number {
  const size = windowSeconds * 1000;
  return Math.floor(nowMs / size) * size;
}

/** Whole seconds until the window that holds nowMs ends (at least 1). */
export function secondsToReset(nowMs: number, windowSeconds: number): number {
  return Math.max(1, Math.ceil((windowStart(nowMs, windowSeconds) + windowSeconds * 1000 - nowMs) / 1000));
}

// Each window set's RateLimit-Policy value, made once (a backend keeps its windows for life).
const policies = new WeakMap<WindowSpec[], string>();

/** The RateLimit-Policy header for these windows: `"minute";q=100;w=60, "day";q=10000;w=86400`. */
export function quotaPolicy(windows: WindowSpec[]): string {
  let policy = policies.get(windows);
  if (policy === undefined) {
    policy = windows.map((w) => `"${w.name}";q=${w.limit};w=${w.windowSeconds}`).join(', ');
    policies.set(windows, policy);
  }
  return policy;
}

/** The decision for counts `used` (one per window, after any spending); `refusing` is the index of the full window, or -1. */
export function quotaDecision(windows: WindowSpec[], nowMs: number, used: number[], refusing: number): QuotaDecision {
  const resets = windows.map((w) => secondsToReset(nowMs, w.windowSeconds));
  return {
    allowed: refusing < 0,
    policy: quotaPolicy(windows),
    retryAfterSeconds: refusing < 0 ? undefined : resets[refusing],
    windows: windows.map((w, i) => ({
      name: w.name,
      limit: w.limit,
      windowSeconds: w.windowSeconds,
      remaining: Math.max(0, w.limit - used[i]!),
      resetSeconds: resets[i]!,
    })),
  };
}
