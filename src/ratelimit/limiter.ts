// Rate-limit interfaces. The memory implementation serves one instance; a Redis one (same
// interface) shares exact counts between instances. Where the request path asks, the memory
// one answers at once and Redis with a promise (src/eventually.ts).
import type { Eventually } from '../eventually.ts';

export interface QuotaWindow {
  /** `minute` or `day`, as named in the RateLimit-Policy header. */
  name: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

export interface QuotaDecision {
  allowed: boolean;
  /** The windows as a RateLimit-Policy header value. */
  policy: string;
  windows: QuotaWindow[];
  /** Set when refused: seconds until the refusing window resets. */
  retryAfterSeconds?: number;
}

/** Exact fixed windows (per UTC minute and UTC day) for one key. A request refused by any window spends nothing. */
export interface KeyQuota {
  consume(keyId: string, nowMs: number): Eventually<QuotaDecision>;
  /** The same answer without spending anything (for responses that do no work). */
  peek(keyId: string, nowMs: number): Eventually<QuotaDecision>;
}

export interface BucketDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A soft per-client limit: a token bucket, so a caller is slowed, never locked out. */
export interface ClientBucket {
  take(clientId: string, nowMs: number): Eventually<BucketDecision>;
  /** Returns one token taken (never past the bucket's capacity): the call it paid for was refused for its input. */
  giveBack(clientId: string, nowMs: number): Promise<void>;
}

/** Counts failed authentications per client address within a window. */
export interface FailureCounter {
  isBlocked(clientId: string, nowMs: number): Eventually<BucketDecision>;
  record(clientId: string, nowMs: number): Eventually<void>;
}

/** Every limit the service applies, from one backend. */
export interface Limits {
  keyQuota: KeyQuota;
  publicBucket: ClientBucket;
  authFailures: FailureCounter;
  /** Releases connections (Redis); absent for in-process limits. */
  close?(): Promise<void>;
}
