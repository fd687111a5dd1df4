// The JSON text of a public tool's answers, kept for questions asked again. Only a tool whose
// answer is a function of its input and day within one data revision (the data is read once per
// process) declares `sameAnswerPerDay`, so the text made for a key is the text it would make again.
// Kept as src/text-cache.ts keeps text: from a key's second sight, bounded, oldest out first.

import { TextCache, type KeptText } from '../text-cache.ts';

export type AnswerText = KeptText;

export interface AnswerCacheLimits {
  maxEntries?: number;
  /** Bytes of cached text and keys, counted as UTF-16 (two bytes a character). */
  maxBytes?: number;
}

export class AnswerCache {
  readonly #kept: TextCache;

  constructor({ maxEntries = 2_000, maxBytes = 4 * 1024 * 1024 }: AnswerCacheLimits = {}) {
    this.#kept = new TextCache({ maxEntries, maxBytes });
  }

  get bytes(): number {
    return this.#kept.bytes;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The text for `key`, made by `make` unless kept. */
  async get(key: string, make: () => Promise<string>): Promise<AnswerText> {
    const kept = this.#kept.get(key);
    if (kept) return kept;
    const text = await make();
    const answer = { text, bytes: Buffer.byteLength(text) };
    this.#kept.offer(key, answer);
    return answer;
  }
}
