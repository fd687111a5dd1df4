// The v1 lookup's response body, assembled from per-code JSON. An answer depends only on the
// code as given and the day (within one data revision), and bulk lists repeat codes, so each
// (day, code) is looked up and serialised once and then reused: serialising a 50-code answer
// otherwise costs several times the lookup itself.
//
// A (day, code) is kept on its second miss, in a cache bounded in entries and bytes
// (src/text-cache.ts).
//
// The answer is a string, encoded as Node writes it. It was a Buffer joined from cached
// Buffers: a 100 KB answer was then 100 KB of memory outside V8's heap per request, and that
// rate of external memory set off V8's full collections (a fifth of the server's CPU on
// 50-code lookups, bench/request-path.ts); a string is young garbage, swept cheaply. Its
// UTF-8 length comes with it, summed from each part's (counted once, when the part is made):
// measuring a 100 KB joined string again was a seventh of a 50-code lookup.
import { lookupHtsCodes } from './lookup.ts';
import { TextCache, textSize, type KeptText } from '../text-cache.ts';

/** The body and its length in UTF-8 bytes (its Content-Length): text as the cache keeps it. */
export type ResultsBody = KeptText;

export type ResultsJson = (codes: readonly string[], asOf: string) => ResultsBody;

const OPEN = '{"results":[';
const CLOSE = ']}';

export interface ResultsJsonLimits {
  maxEntries?: number;
  /** Bytes of cached JSON and keys, counted as UTF-16 (two bytes a character). */
  maxBytes?: number;
}

export function createResultsJson(limits: ResultsJsonLimits | number = {}): ResultsJson {
  const { maxEntries = 5_000, maxBytes = 8 * 1024 * 1024 } = typeof limits === 'number' ? { maxEntries: limits } : limits;
  const cache = new TextCache({ maxEntries, maxBytes }, textSize);
  const keyOf = (asOf: string, code: string) => `${asOf}\u0000${code}`;
  return (codes, asOf) => {
    const parts: string[] = new Array(codes.length);
    let length = OPEN.length + CLOSE.length + Math.max(0, codes.length - 1); // the brackets and commas
    const missing: number[] = [];
    for (let i = 0; i < codes.length; i++) {
      const cached = cache.get(keyOf(asOf, codes[i]!));
      if (cached === undefined) missing.push(i);
      else {
        parts[i] = cached.text;
        length += cached.bytes;
      }
    }
    if (missing.length > 0) {
      // One call for the misses keeps lookupHtsCodes' own validation of as_of in front.
      const results = lookupHtsCodes(missing.map((i) => codes[i]!), { asOf });
      results.forEach((result, j) => {
        const text = JSON.stringify(result);
        const part: KeptText = { text, bytes: Buffer.byteLength(text) };
        const i = missing[j]!;
        parts[i] = text;
        length += part.bytes;
        // A code twice in one batch is looked up twice; the second copy replaces nothing.
        cache.offer(keyOf(asOf, codes[i]!), part);
      });
    }
    return { text: `${OPEN}${parts.join(',')}${CLOSE}`, bytes: length };
  };
}
