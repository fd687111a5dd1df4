// The JSON text of a public tool's answers, kept for questions asked again. Only a tool whose
// answer is a function of its input and day within one data revision (the data is read once per
// process) declares `sameAnswerPerDay`, so the text made for a key is the text it would make again.
// A key enters on its second sight (a stream of questions never asked again costs no insertions
// and evictions), and the cache is bounded in bytes and entries, oldest out first.

export interface AnswerText {
  text: string;
  /** Its UTF-8 length (the Content-Length). */
  bytes: number;
}

export interface AnswerCacheLimits {
  maxEntries?: number;
  /** Bytes of cached text and keys, counted as UTF-16 (two bytes a character). */
  maxBytes?: number;
}

export class AnswerCache {
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #entries = new Map<string, AnswerText>();
  readonly #seenOnce = new Set<string>();
  #bytes = 0;

  constructor({ maxEntries = 2_000, maxBytes = 4 * 1024 * 1024 }: AnswerCacheLimits = {}) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The text for `key`, made by `make` unless kept. */
  async get(key: string, make: () => Promise<string>): Promise<AnswerText> {
    const kept = this.#entries.get(key);
    if (kept) return kept;
    const text = await make();
    const answer = { text, bytes: Buffer.byteLength(text) };
    if (this.#seenOnce.delete(key)) this.#remember(key, answer);
    else {
      if (this.#seenOnce.size >= this.#maxEntries) this.#seenOnce.clear();
      this.#seenOnce.add(key);
    }
    return answer;
  }

  #remember(key: string, answer: AnswerText): void {
    const cost = (key.length + answer.text.length) * 2;
    if (cost > this.#maxBytes || this.#entries.has(key)) return;
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size < this.#maxEntries && this.#bytes + cost <= this.#maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= (oldKey.length + old.text.length) * 2;
    }
    this.#entries.set(key, answer);
    this.#bytes += cost;
  }
}
