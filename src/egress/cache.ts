// A short memory of fetched pages, so repeated scans of one storefront do not refetch it.
// Bounded by time (TTL) and by total size (oldest entries go first).
import type { FetchedPage } from './types.ts';

export class PageCache {
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, { page: FetchedPage; storedAt: number; expiresAt: number }>();
  #bytes = 0;

  constructor(ttlMs: number, maxBytes: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  /** The page stored under key, unless expired or (with maxAgeMs) older than the caller accepts. */
  get(key: string, maxAgeMs?: number): FetchedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.expiresAt <= now) {
      this.#delete(key);
      return undefined;
    }
    // Too old for this caller is not expired for the next one: the entry stays. 0 means live,
    // even for a copy stored in this very millisecond.
    if (maxAgeMs !== undefined && (maxAgeMs <= 0 || now - entry.storedAt > maxAgeMs)) return undefined;
    return entry.page;
  }

  set(key: string, page: FetchedPage): void {
    if (this.#ttlMs <= 0 || page.bytes > this.#maxBytes) return;
    this.#delete(key);
    const now = this.#now();
    this.#entries.set(key, { page, storedAt: now, expiresAt: now + this.#ttlMs });
    this.#bytes += page.bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.page.bytes;
    this.#entries.delete(key);
  }
}
