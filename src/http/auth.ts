// /api/v1 guards, in the order the architecture note fixes:
// 401 (key) -> 403 forbidden_scope -> 429 per-key limits -> 403 beta -> (route) 400 validation.
// Each check is a plain function of what a request carries (its client address, its
// Authorization header, a way to set a response header); guards.ts puts them in order.
import { limitBucketOf } from './client-address.ts';
import type { AppDeps } from './context.ts';
import type { ApiKeyRecord } from '../store/store.ts';
import { ApiError } from './errors.ts';
import { hashApiKey, isDelegateEnrolled, isWellFormedApiKey, scopeCovers, type Product } from '../keys/api-key.ts';
import { rateLimitHeaders } from './rate-limit-headers.ts';
import { andThen, type Eventually } from '../eventually.ts';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="dutyscout", charset="UTF-8"' };
// last_used_at is written at most this often per key, so a busy key costs no write per request.
const TOUCH_INTERVAL_MS = 60_000;

/** Sets one header on the answer being built. */
export type SetHeader = (name: string, value: string) => void;

function unauthorized(message: string): ApiError {
  return new ApiError('unauthorized', message, { headers: CHALLENGE });
}

/** Why a bearer header is refused, or the key it carries. */
function readBearer(header: string | undefined): { key: string } | { problem: string } {
  if (!header) return { problem: 'Missing Authorization header. Send `Authorization: Bearer de_...` with your API key.' };
  const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
  if (!match || match[1]!.toLowerCase() !== 'bearer') {
    return { problem: 'Authorization must use the Bearer scheme: `Authorization: Bearer de_...`.' };
  }
  const key = match[2]!;
  if (!isWellFormedApiKey(key)) return { problem: 'Malformed API key: a key is `de_` followed by 24 letters and digits.' };
  return { key };
}

// The hashes of keys that were found, so a busy key is hashed once, not on every request
// (SHA-256 was about a sixth of the key check). Only found keys enter, so a caller sending
// random keys cannot grow it; at most this many (about 200 bytes each), then it starts over.
const MAX_HASHED_KEYS = 1_000;

/** The 401 checks: the key is present, well formed, known and not revoked (at once where the store and limits answer at once). */
export type KeyCheck = (client: string, authorization: string | undefined) => Eventually<ApiKeyRecord>;

/** The 401 checks of one app; failed attempts are limited per client (an IPv6 client is its /64, as for the soft limit). */
export function keyCheck(deps: AppDeps): KeyCheck {
  const lastTouched = new Map<string, number>();
  const hashes = new Map<string, string>();
  return (address, authorization) => {
    const client = limitBucketOf(address);
    const now = deps.clock();
    const bearer = readBearer(authorization);
    const key = 'key' in bearer ? bearer.key : undefined;
    let hash: string | undefined;
    const found = (record: ApiKeyRecord | null): Eventually<ApiKeyRecord> => {
      if (!record || record.revokedAt) {
        return andThen(deps.limits.authFailures.record(client, now), () => {
          if ('problem' in bearer) throw unauthorized(bearer.problem);
          throw unauthorized(record ? 'This API key has been revoked.' : 'Unknown API key.');
        });
      }
      if (key !== undefined && hash !== undefined && !hashes.has(key)) {
        if (hashes.size >= MAX_HASHED_KEYS) hashes.clear();
        hashes.set(key, hash);
      }
      if (now - (lastTouched.get(record.id) ?? 0) < TOUCH_INTERVAL_MS) return record;
      lastTouched.set(record.id, now);
      return deps.store.keys.touch(record.id, new Date(now).toISOString()).then(() => record);
    };
    return andThen(deps.limits.authFailures.isBlocked(client, now), (blocked) => {
      if (!blocked.allowed) {
        throw new ApiError('rate_limited', 'Too many failed authentication attempts from this address; try again later.', {
          headers: { 'Retry-After': String(blocked.retryAfterSeconds) },
        });
      }
      // Hashed only for a client not blocked: a blocked one's guesses cost no SHA-256.
      hash = key === undefined ? undefined : (hashes.get(key) ?? hashApiKey(key));
      return hash === undefined ? found(null) : andThen(deps.store.keys.findByHash(hash), found);
    });
  };
}

/** 403 scope -> 429 limits -> 403 beta: the key may call this product now (rate-limit headers set either way). */
export function admit(deps: AppDeps, key: ApiKeyRecord, product: Product, setHeader: SetHeader): Eventually<void> {
  if (!scopeCovers(key.scope, product)) {
    throw new ApiError('forbidden_scope', `This key is scoped to '${key.scope}' and cannot call the ${product} API.`);
  }
  return andThen(deps.limits.keyQuota.consume(key.id, deps.clock()), (quota) => {
    const headers = rateLimitHeaders(quota);
    for (const name in headers) setHeader(name, headers[name]!);
    if (!quota.allowed) {
      throw new ApiError('rate_limited', 'Rate limit exceeded for this key (100 requests per minute, 10,000 per UTC day).', { headers });
    }
    if (!isDelegateEnrolled(key.notes)) throw betaGate(deps);
  });
}

/** A locked contract stub's answer after the 401 checks: the key's quota as it stands (nothing spent), then 403 beta. */
export async function refuseLocked(deps: AppDeps, key: ApiKeyRecord, message: string, setHeader: SetHeader): Promise<never> {
  const quota = await deps.limits.keyQuota.peek(key.id, deps.clock());
  const headers = rateLimitHeaders(quota);
  for (const name in headers) setHeader(name, headers[name]!);
  throw new ApiError('beta', message);
}

export function betaGate(deps: AppDeps): ApiError {
  return new ApiError(
    'beta',
    `This key is valid but not enrolled for live responses during the closed beta. Write to ${deps.config.supportContact} to enrol it.`,
  );
}
