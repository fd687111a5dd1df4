// The JSON of a public tool's answers, kept for questions asked again. Only a tool whose
// answer is a function of its input and day within one data revision (the data is read once per
// process) declares `sameAnswerPerDay`, so the JSON made for a key is the JSON it would make again.
// Kept as src/text-cache.ts keeps text: from a key's second sight, bounded, oldest out first.
//
// Kept as UTF-8 bytes, made once: sending the kept text encoded its 9.8 KB (a duty_impact
// answer) again on every request, 7% of the request's JavaScript in process
// (bench/request-path-js.ts). A Buffer is made only for an answer being kept, never for one
// sent once: a stream of fresh Buffers is external memory that sets off V8's full collections
// (src/tariffs/results-json.ts).

import { TextCache } from '../text-cache.ts';
import type { JsonText, OperationAnswer } from './operation.ts';

export interface AnswerCacheLimits {
  maxEntries?: number;
  /** Bytes of cached JSON (UTF-8) and keys (UTF-16, two bytes a character). */
  maxBytes?: number;
}

export class AnswerCache {
  readonly #kept: TextCache<Buffer>;

  constructor({ maxEntries = 2_000, maxBytes = 4 * 1024 * 1024 }: AnswerCacheLimits = {}) {
    this.#kept = new TextCache<Buffer>({ maxEntries, maxBytes }, (bytes) => bytes.length);
  }

  get bytes(): number {
    return this.#kept.bytes;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The answer kept for `key`, if any. */
  kept(key: string): OperationAnswer | undefined {
    const bytes = this.#kept.get(key);
    return bytes && { jsonBytes: bytes };
  }

  /** The answer for `key`: its kept bytes, or the JSON text `make` makes (then kept, from the key's second sight). */
  async get(key: string, make: () => Promise<JsonText>): Promise<OperationAnswer> {
    const kept = this.kept(key);
    if (kept) return kept;
    const made = await make();
    if (this.#kept.secondSight(key)) {
      const bytes = Buffer.from(made.text);
      this.#kept.keep(key, bytes);
      return { jsonBytes: bytes };
    }
    return made.bytes === undefined ? { jsonText: made.text } : { jsonText: made.text, bytes: made.bytes };
  }
}
