// Alternates load between the service and its baseline (A B A B ...) and keeps the median of
// each, so drift in what else the machine is doing falls on both sides alike.
import { load, type LoadOptions, type LoadResult } from './load.ts';

export interface Target extends LoadOptions {
  /** CPU seconds used by the server process so far, to report server CPU per request. */
  cpuSeconds?: () => number;
}

export interface Measured extends LoadResult {
  /** Server CPU microseconds per request (user + system), when the target reports it. */
  cpuMicrosPerRequest?: number;
}

async function measure(target: Target): Promise<Measured> {
  const before = target.cpuSeconds?.();
  const result: Measured = await load(target);
  if (before !== undefined && target.cpuSeconds) {
    result.cpuMicrosPerRequest = Math.round(((target.cpuSeconds() - before) * 1e6) / Math.max(1, result.total));
  }
  return result;
}

export interface Comparison {
  app: Measured;
  baseline: Measured;
  ratio: number;
  /** Baseline CPU per request / app CPU per request: the same ratio, free of load-generator contention. */
  cpuRatio?: number;
  rounds: number;
}

function median(results: Measured[]): Measured {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function compare(app: Target, baseline: Target, rounds = 3): Promise<Comparison> {
  await load({ ...app, seconds: 2 });
  await load({ ...baseline, seconds: 2 });
  const a: Measured[] = [];
  const b: Measured[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await measure(app));
    b.push(await measure(baseline));
  }
  const appMedian = median(a);
  const baseMedian = median(b);
  const cpu = (xs: Measured[]) => {
    const v = xs.map((x) => x.cpuMicrosPerRequest).filter((x): x is number => x !== undefined).sort((p, q) => p - q);
    return v.length ? v[Math.floor(v.length / 2)] : undefined;
  };
  const appCpu = cpu(a);
  const baseCpu = cpu(b);
  return {
    app: { ...appMedian, cpuMicrosPerRequest: appCpu },
    baseline: { ...baseMedian, cpuMicrosPerRequest: baseCpu },
    ratio: Number((appMedian.requestsPerSecond / baseMedian.requestsPerSecond).toFixed(3)),
    cpuRatio: appCpu && baseCpu ? Number((baseCpu / appCpu).toFixed(3)) : undefined,
    rounds,
  };
}
