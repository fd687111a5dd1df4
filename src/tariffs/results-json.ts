// The v1 lookup's response body, assembled from per-code JSON. An answer depends only on the
// code as given and the day (within one data revision), and bulk lists repeat codes, so each
// (day, code) is looked up, serialised and UTF-8 encoded once and then reused: serialising
// and encoding a 50-code answer otherwise costs several times the lookup itself.
import { lookupHtsCodes } from './lookup.ts';

export type ResultsJson = (codes: readonly string[], asOf: string) => Buffer;

const OPEN = Buffer.from('{"results":[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');

export function createResultsJson(maxEntries = 5_000): ResultsJson {
  const cache = new Map<string, Buffer>();
  return (codes, asOf) => {
    const parts: Buffer[] = new Array(codes.length);
    const missing: number[] = [];
    for (let i = 0; i < codes.length; i++) {
      const cached = cache.get(`${asOf}\u0000${codes[i]}`);
      if (cached === undefined) missing.push(i);
      else parts[i] = cached;
    }
    if (missing.length > 0) {
      // One call for the misses keeps lookupHtsCodes' own validation of as_of in front.
      const results = lookupHtsCodes(missing.map((i) => codes[i]!), { asOf });
      results.forEach((result, j) => {
        const json = Buffer.from(JSON.stringify(result));
        const i = missing[j]!;
        parts[i] = json;
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!); // oldest first
        cache.set(`${asOf}\u0000${codes[i]}`, json);
      });
    }
    const chunks: Buffer[] = [OPEN];
    parts.forEach((part, i) => chunks.push(...(i ? [COMMA, part] : [part])));
    chunks.push(CLOSE);
    return Buffer.concat(chunks);
  };
}
