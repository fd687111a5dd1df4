// Known keys by hash, so a busy key costs no store round trip per request. Bounded (random
// keys are never cached: only hits are), and with a lifetime when the store cannot tell
// this process that another one changed a key (PostgreSQL: a revocation made through the
// CLI or another instance is seen once the entry expires).
import { andThen, type Eventually } from '../eventually.ts';
import type { ApiKeyRecord } from './store.ts';

const MAX_CACHED_KEYS = 10_000;

export class KeyCache {
  private readonly entries = new Map<string, { record: ApiKeyRecord; until: number }>();
  private readonly ttlMs: number;
  /** Milliseconds since the epoch: the app's injected clock, so tests can move time past a lifetime. */
  private readonly clock: () => number;

  /** ttlMs: how long an entry is trusted (Infinity: until clear()). 0 disables the cache. */
  constructor(ttlMs: number, clock: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.clock = clock;
  }

  get(keyHash: string): ApiKeyRecord | undefined {
    const entry = this.entries.get(keyHash);
    if (!entry) return undefined;
    if (entry.until > this.clock()) return entry.record;
    this.entries.delete(keyHash);
    return undefined;
  }

  set(keyHash: string, record: ApiKeyRecord): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_CACHED_KEYS) this.entries.clear();
    this.entries.set(keyHash, { record, until: this.clock() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** findByHash through a cache: a hit skips `load`; a miss is not cached. */
export function cachedLookup(
  cache: KeyCache,
  keyHash: string,
  load: (keyHash: string) => Eventually<ApiKeyRecord | null>,
): Eventually<ApiKeyRecord | null> {
  const hit = cache.get(keyHash);
  if (hit) return hit;
  return andThen(load(keyHash), (record) => {
    if (record) cache.set(keyHash, record);
    return record;
  });
}
