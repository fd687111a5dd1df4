// Benchmark (not a test): in-process HTS lookups per second over 50-code batches with a mix
// of statuses, against a baseline in the same run: the plain way to answer the first question
// a lookup answers (is this code on a list that day?), each code parsed and checked against
// every listed provision in force, hit or clear, nothing else. The real lookup answers more
// (five statuses, adjacent provisions, rates, notes); the goal is that it is still faster than
// that scan, and at least 500,000 codes/s on one core.
// Run: npm run bench -- tariffs-lookup

import { lookupHtsCodes } from '../src/tariffs/lookup.ts';
import { dayState } from '../src/tariffs/day-state.ts';
import { parseHtsCode } from '../src/tariffs/hts-code.ts';
import type { Provision } from '../src/tariffs/provision-index.ts';
import { reportGoals } from './lib/goals.ts';

// A day under HTS 2026 Revision 20, so every action in force today is on the path: drones (note
// 43), patented medicines (note 40, re-keyed list), Revision 11 successors inheriting a listing.
const AS_OF = '2026-10-01';
// Real codes: hits (8- and 10-digit provisions), in scope (metal chapter, autos, notes 40 and 43,
// an inherited successor), adjacent, clear, invalid; about the mix a bulk upload has.
const MIX = [
  '8806.21.0000', '3004.20.0010', '3004.90.9226', '8413.91.9044',
  '7326.90.8688', '0402.99.6800', '7318.15.2030', '8482.10.5032', '7219.11.0030', '8708.29.5160', '9403.99.9020',
  '7323.91.5020', '7616.10.3000', '8703.22.0110', '8471.70.1000',
  '9031.90.5400', '2106.10.0000', '8516.50.0030', '3402.20.1100',
  '1001.11.0000', '6107.21.0020', '9101.11.4030', '0101.21.0010', '6815.10.0100', '4504.10.4500', '2921.22.0500',
  '9903.81.91', 'ABCD.EF.GHIJ', '7326.90',
];
const BATCH = 50;
const batches: string[][] = [];
for (let b = 0; b < 64; b++) {
  const batch: string[] = [];
  for (let i = 0; i < BATCH; i++) batch.push(MIX[(b * 7 + i * 3) % MIX.length]);
  batches.push(batch);
}

function measure(label: string, fn: (batch: string[]) => number, seconds: number): number {
  let sink = 0;
  for (let i = 0; i < 2000; i++) sink += fn(batches[i % batches.length]); // warm-up
  let codes = 0;
  const start = process.hrtime.bigint();
  const budget = BigInt(Math.round(seconds * 1e9));
  let n = 0;
  while (process.hrtime.bigint() - start < budget) {
    for (let k = 0; k < 100; k++) sink += fn(batches[n++ % batches.length]);
    codes += 100 * BATCH;
  }
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  const rate = codes / elapsed;
  process.stdout.write(`${label.padEnd(34)} ${Math.round(rate).toLocaleString('en-US').padStart(12)} codes/s  (${codes.toLocaleString('en-US')} codes, sink ${sink % 10})\n`);
  return rate;
}

// Baseline: every listed provision in force that day, scanned for each parsed code.
const index = dayState(AS_OF).index.exact;
const provisions: Provision[] = [...index.ten.values(), ...[...index.short.values()].flatMap((m) => [...m.values()])].flat();
const scan = (batch: string[]) => {
  let hits = 0;
  for (const code of batch) {
    const parsed = parseHtsCode(code);
    if (!parsed.ok) continue;
    for (const p of provisions) if (parsed.digits.startsWith(p.digits)) {
      hits++;
      break;
    }
  }
  return hits;
};
process.stdout.write(`baseline: ${provisions.length} listed provisions in force on ${AS_OF}\n`);
const baseline = measure('baseline: parse and scan the lists', scan, 2);
const plain = measure('lookupHtsCodes (no detail)', (batch) => lookupHtsCodes(batch, { asOf: AS_OF, detail: false }).length, 2);
const detailed = measure('lookupHtsCodes (with detail)', (batch) => lookupHtsCodes(batch, { asOf: AS_OF }).length, 2);

process.stdout.write(
  `\nratio to baseline: no detail ${(plain / baseline).toFixed(3)}, with detail ${(detailed / baseline).toFixed(3)}\n` +
    `target 500,000 codes/s: no detail ${plain >= 500_000 ? 'met' : 'NOT met'}, with detail ${detailed >= 500_000 ? 'met' : 'NOT met'}\n`,
);
reportGoals('tariffs-lookup', [
  { name: 'in-process lookups (no detail) / parse-and-scan baseline', measured: Number((plain / baseline).toFixed(2)), target: 1, kind: 'min' },
  { name: 'in-process lookups, no detail', measured: Math.round(plain), target: 500_000, kind: 'min', unit: 'codes/s' },
  { name: 'in-process lookups, with detail', measured: Math.round(detailed), target: 500_000, kind: 'min', unit: 'codes/s' },
]);
