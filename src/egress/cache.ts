// A short memory of fetched pages, so repeated scans of one storefront do not refetch it.
// Bounded by time (TTL) and by the memory its pages take (oldest entries go first).
import type { FetchedPage } from './types.ts';

interface Entry {
  page: FetchedPage;
  storedAt: number;
  expiresAt: number;
  cost: number;
}

// V8 keeps a string whose characters all fit Latin-1 at one byte a character and any other at
// two. Real pages nearly always hold some dash, curly quote or euro sign: every real retail and
// Shopify page in ../shared/data/pages and 164 of its 258 news pages are two-byte strings, so
// counting their decoded bytes let the cache hold about twice its bound.
const NOT_LATIN1 = /[^\x00-\xff]/;

/** Bytes the page's HTML takes in memory (the rest of a FetchedPage is a few short strings). */
export function pageMemoryBytes(page: FetchedPage): number {
  return page.html.length * (NOT_LATIN1.test(page.html) ? 2 : 1);
}

export class PageCache {
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  /** In the order stored, which with one TTL for all is also the order they expire in. */
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(ttlMs: number, maxBytes: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  /** Memory the cached pages take now (pageMemoryBytes of each), never above maxBytes. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The page stored under key, unless expired or (with maxAgeMs) older than the caller accepts. */
  get(key: string, maxAgeMs?: number): FetchedPage | undefined {
    const now = this.#now();
    this.#dropExpired(now);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Too old for this caller is not expired for the next one: the entry stays. 0 means live,
    // even for a copy stored in this very millisecond.
    if (maxAgeMs !== undefined && (maxAgeMs <= 0 || now - entry.storedAt > maxAgeMs)) return undefined;
    return entry.page;
  }

  set(key: string, page: FetchedPage): void {
    if (this.#ttlMs <= 0) return;
    const cost = pageMemoryBytes(page);
    if (cost > this.#maxBytes) return;
    const now = this.#now();
    this.#delete(key);
    // Expired pages go as soon as anything is stored, not only when room is needed.
    this.#dropExpired(now);
    this.#entries.set(key, { page, storedAt: now, expiresAt: now + this.#ttlMs, cost });
    this.#bytes += cost;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest);
    }
  }

  #dropExpired(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) break;
      this.#delete(key);
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.cost;
    this.#entries.delete(key);
  }
}
