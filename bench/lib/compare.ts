// Alternates load between the service and its baseline (A B A B ...) and keeps the median of
// each, so drift in what else the machine is doing falls on both sides alike.
import { load, type LoadOptions, type LoadResult } from './load.ts';

export interface Comparison {
  app: LoadResult;
  baseline: LoadResult;
  ratio: number;
  rounds: number;
}

function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function compare(app: LoadOptions, baseline: LoadOptions, rounds = 3): Promise<Comparison> {
  await load({ ...app, seconds: 2 });
  await load({ ...baseline, seconds: 2 });
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await load(app));
    b.push(await load(baseline));
  }
  const appMedian = median(a);
  const baseMedian = median(b);
  return { app: appMedian, baseline: baseMedian, ratio: Number((appMedian.requestsPerSecond / baseMedian.requestsPerSecond).toFixed(3)), rounds };
}
