// The v1 lookup's response body, assembled from per-code JSON. An answer depends only on the
// code as given and the day (within one data revision), and bulk lists repeat codes, so each
// (day, code) is looked up and serialised once and then reused: serialising a 50-code answer
// otherwise costs several times the lookup itself.
//
// A (day, code) is cached on its second miss (see seenOnce). The cache is bounded in entries
// and in bytes, and evicts oldest first through its own ring
// of keys: taking the oldest as `map.keys().next()` walks the deleted slots V8 leaves at the
// front of a Map, which made every lookup of a new code slower than no cache at all once the
// cache was full.
//
// The answer is a string, encoded as Node writes it. It was a Buffer joined from cached
// Buffers: a 100 KB answer was then 100 KB of memory outside V8's heap per request, and that
// rate of external memory set off V8's full collections (a fifth of the server's CPU on
// 50-code lookups, bench/request-path.ts); a string is young garbage, swept cheaply. Its
// UTF-8 length comes with it, summed from each part's (counted once, when the part is made):
// measuring a 100 KB joined string again was a seventh of a 50-code lookup.
import { lookupHtsCodes } from './lookup.ts';

/** The body and its length in UTF-8 bytes (its Content-Length). */
export interface ResultsBody {
  text: string;
  bytes: number;
}

export type ResultsJson = (codes: readonly string[], asOf: string) => ResultsBody;

interface Part {
  json: string;
  bytes: number;
}

const OPEN = '{"results":[';
const CLOSE = ']}';

export interface ResultsJsonLimits {
  maxEntries?: number;
  /** Bytes of cached JSON and keys, counted as UTF-16 (two bytes a character). */
  maxBytes?: number;
}

export function createResultsJson(limits: ResultsJsonLimits | number = {}): ResultsJson {
  const { maxEntries = 5_000, maxBytes = 8 * 1024 * 1024 } = typeof limits === 'number' ? { maxEntries: limits } : limits;
  const cache = new Map<string, Part>();
  const order: string[] = new Array(maxEntries);
  let head = 0; // oldest
  let size = 0;
  let bytes = 0;
  // Keys seen once and not cached: a (day, code) enters the cache on its second miss, so a
  // stream of codes never seen again costs no insertions and evictions (they were 40% of the
  // cost of such a code). Cleared when full; a key is at most 64 + 11 characters, so this
  // holds at most maxEntries x 150 bytes of keys.
  const seenOnce = new Set<string>();
  const cost = (key: string, part: Part) => (part.json.length + key.length) * 2;
  const evictOldest = () => {
    const key = order[head]!;
    order[head] = '';
    head = (head + 1) % maxEntries;
    size--;
    const part = cache.get(key);
    if (part) bytes -= cost(key, part);
    cache.delete(key);
  };
  const remember = (key: string, part: Part) => {
    const c = cost(key, part);
    if (c > maxBytes) return;
    while (size > 0 && (size >= maxEntries || bytes + c > maxBytes)) evictOldest();
    cache.set(key, part);
    order[(head + size) % maxEntries] = key;
    size++;
    bytes += c;
  };
  const keyOf = (asOf: string, code: string) => `${asOf}\u0000${code}`;
  return (codes, asOf) => {
    const parts: string[] = new Array(codes.length);
    let length = OPEN.length + CLOSE.length + Math.max(0, codes.length - 1); // the brackets and commas
    const missing: number[] = [];
    for (let i = 0; i < codes.length; i++) {
      const cached = cache.get(keyOf(asOf, codes[i]!));
      if (cached === undefined) missing.push(i);
      else {
        parts[i] = cached.json;
        length += cached.bytes;
      }
    }
    if (missing.length > 0) {
      // One call for the misses keeps lookupHtsCodes' own validation of as_of in front.
      const results = lookupHtsCodes(missing.map((i) => codes[i]!), { asOf });
      results.forEach((result, j) => {
        const json = JSON.stringify(result);
        const part = { json, bytes: Buffer.byteLength(json) };
        const i = missing[j]!;
        parts[i] = json;
        length += part.bytes;
        const key = keyOf(asOf, codes[i]!);
        // A code twice in one batch is looked up twice; the second copy replaces nothing.
        if (cache.has(key)) return;
        if (seenOnce.delete(key)) remember(key, part);
        else {
          if (seenOnce.size >= maxEntries) seenOnce.clear();
          seenOnce.add(key);
        }
      });
    }
    return { text: `${OPEN}${parts.join(',')}${CLOSE}`, bytes: length };
  };
}
