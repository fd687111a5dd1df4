// A short memory of fetched pages, so repeated scans of one storefront do not refetch it.
// Bounded by time (TTL) and by the memory its pages take (oldest entries go first).
import type { FetchedPage } from './types.ts';

/**
 * A page as the cache keeps it: its body as bytes, decoded again for each caller (a 300 KB
 * page in about 0.5 ms). Bytes sit outside the JavaScript heap at one byte each, where V8
 * holds the decoded text at two bytes a character for nearly every real page (one dash or
 * curly quote is enough), and a page held as text for minutes is moved to the old
 * generation, where an evicted one waits for a full collection: under 50 concurrent scans of
 * a 300 KB page, large objects in the old generation (mostly such pages) peaked at 90-120 MiB
 * with text cached, 12-24 MiB with bytes.
 */
export interface StoredPage extends Omit<FetchedPage, 'html' | 'fromCache'> {
  /** The body after decompression, in `charset`; its own memory (never a slice of a pool). */
  body: Buffer;
}

interface Entry {
  page: StoredPage;
  storedAt: number;
  expiresAt: number;
  cost: number;
}

/** Bytes the page takes in memory: its body (the rest is a few short strings). */
export function pageMemoryBytes(page: StoredPage): number {
  return page.body.buffer.byteLength;
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
  get(key: string, maxAgeMs?: number): StoredPage | undefined {
    const now = this.#now();
    this.#dropExpired(now);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Too old for this caller is not expired for the next one: the entry stays. 0 means live,
    // even for a copy stored in this very millisecond.
    if (maxAgeMs !== undefined && (maxAgeMs <= 0 || now - entry.storedAt > maxAgeMs)) return undefined;
    return entry.page;
  }

  set(key: string, page: StoredPage): void {
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
