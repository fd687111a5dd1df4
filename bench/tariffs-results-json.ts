// Benchmark (not a test): the v1 lookup's body builder (results-json.ts, a per-(day, code)
// cache of serialised results) against a plain JSON.stringify of lookupHtsCodes in the same
// run, on never-seen codes (a cache that is full and evicting) and on repeated codes.
// Run: node_modules/.bin/node bench/tariffs-results-json.ts
import { createResultsJson } from '../src/tariffs/results-json.ts';
import { lookupHtsCodes } from '../src/tariffs/lookup.ts';

const AS_OF = '2026-09-01';
const BATCH = 50;
const SECONDS = 3;
const distinct: string[] = [];
for (let i = 0; distinct.length < 300_000; i++) {
  const d = String(7_300_000_000 + ((i * 7919) % 2_699_999_999)).padStart(10, '0');
  distinct.push(`${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}`);
}
const repeated = distinct.slice(0, 500);

function rate(codes: string[], fn: (batch: string[]) => unknown): number {
  let k = 0;
  let n = 0;
  for (let i = 0; i < 200; i++) fn(codes.slice(i * BATCH % (codes.length - BATCH), i * BATCH % (codes.length - BATCH) + BATCH)); // warm-up
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    fn(codes.slice(k, k + BATCH));
    k = (k + BATCH) % (codes.length - BATCH);
    n += BATCH;
  }
  return n / ((performance.now() - start) / 1000);
}

const plain = (batch: string[]) => JSON.stringify({ results: lookupHtsCodes(batch, { asOf: AS_OF }) });
for (const [label, codes] of [['never-seen codes', distinct], ['repeated codes (500)', repeated]] as const) {
  const baseline = rate(codes, plain);
  const json = createResultsJson();
  const cached = rate(codes, (batch) => json(batch, AS_OF));
  console.log(`${label.padEnd(22)} plain ${Math.round(baseline).toLocaleString('en-US').padStart(9)} codes/s, results-json ${Math.round(cached).toLocaleString('en-US').padStart(9)} codes/s, ratio ${(cached / baseline).toFixed(2)}`);
}
