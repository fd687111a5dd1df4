// JSON made once and kept for the requests that ask for it again (the v1 lookup's per-code
// parts as text, a public tool's whole answers as bytes). Bounded in entries and in bytes,
// oldest out first.
//
// A key is kept on its second offer: the first is only remembered, so a stream of keys never
// seen again costs no insertions and evictions (they were 40% of the cost of a never-seen code).
// It is remembered as a 32-bit fingerprint in a fixed table of them, not as the key: a set of
// the keys themselves (5,000 of them, cleared when full) held each new key long enough to be
// moved to V8's old generation, whose collections then cost a never-seen v1 lookup about 7 us
// under perf at concurrency 1 (ConcurrentMarking and sweeping, which the Fastify reference doing
// the same lookups had none of), besides the set's own hashing. A slot taken by another key
// forgets the first (that key is kept at its next offer instead); two keys with one fingerprint
// only keep a value one offer early. Eviction takes the oldest key from a ring of its own: taking it as
// `map.keys().next()` walks the deleted slots V8 leaves at the front of a Map, which made every
// lookup of a new code slower than no cache at all once the cache was full.

export interface KeptText {
  text: string;
  /** Its UTF-8 length (the Content-Length), counted once when it was made. */
  bytes: number;
}

export interface TextCacheLimits {
  maxEntries: number;
  /** Bytes of what is kept and of the keys (keys counted as UTF-16, two bytes a character). */
  maxBytes: number;
}

/** The memory a kept text holds: UTF-16, two bytes a character. */
export const textSize = (value: KeptText): number => value.text.length * 2;

export class TextCache<V = KeptText> {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V) => number;
  readonly #kept = new Map<string, V>();
  readonly #order: string[];
  #head = 0; // the oldest key's slot in #order
  #bytes = 0;
  /** Fingerprints of keys offered once (0: none), at the slot their fingerprint names. */
  readonly #seenOnce: Int32Array;

  /** `sizeOf`: the bytes a value holds (textSize for KeptText). */
  constructor({ maxEntries, maxBytes }: TextCacheLimits, sizeOf: (value: V) => number) {
    this.#sizeOf = sizeOf;
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#order = new Array(maxEntries);
    this.#seenOnce = new Int32Array(2 ** Math.ceil(Math.log2(Math.max(2, maxEntries))));
  }

  get size(): number {
    return this.#kept.size;
  }

  /** Bytes of what is kept now, never above maxBytes. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    return this.#kept.get(key);
  }

  /** A value made for `key`: kept if this is the key's second offer (a key kept already stays as it is). */
  offer(key: string, value: V): void {
    if (this.secondSight(key)) this.keep(key, value);
  }

  /**
   * Says whether `key` is offered for the second time (and not kept yet), remembering it
   * otherwise: for a value worth making in its kept form (a Buffer) only when it will be kept.
   */
  secondSight(key: string): boolean {
    if (this.#kept.has(key)) return false;
    const print = fingerprint(key);
    const slot = print & (this.#seenOnce.length - 1);
    if (this.#seenOnce[slot] === print) {
      this.#seenOnce[slot] = 0;
      return true;
    }
    this.#seenOnce[slot] = print;
    return false;
  }

  /** Lets everything kept and seen go. */
  clear(): void {
    this.#kept.clear();
    this.#order.fill('');
    this.#head = 0;
    this.#bytes = 0;
    this.#seenOnce.fill(0);
  }

  /** Keeps `value` for `key` now (after secondSight said so), evicting the oldest to make room. */
  keep(key: string, value: V): void {
    if (this.#kept.has(key)) return;
    const cost = this.#costOf(key, value);
    if (cost > this.#maxBytes) return;
    while (this.#kept.size > 0 && (this.#kept.size >= this.#maxEntries || this.#bytes + cost > this.#maxBytes)) this.#evictOldest();
    this.#order[(this.#head + this.#kept.size) % this.#maxEntries] = key;
    this.#kept.set(key, value);
    this.#bytes += cost;
  }

  #evictOldest(): void {
    const key = this.#order[this.#head]!;
    this.#order[this.#head] = '';
    this.#head = (this.#head + 1) % this.#maxEntries;
    const value = this.#kept.get(key);
    if (value !== undefined) this.#bytes -= this.#costOf(key, value);
    this.#kept.delete(key);
  }

  #costOf(key: string, value: V): number {
    return key.length * 2 + this.#sizeOf(value);
  }
}

/** A key's 32-bit FNV-1a hash over its UTF-16 code units, never 0 (the table's "none"). */
function fingerprint(key: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h === 0 ? 1 : h;
}
