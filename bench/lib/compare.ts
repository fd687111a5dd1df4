// Alternates load between the service and its baseline (A B A B ...) and keeps the median of
// each, so drift in what else the machine is doing falls on both sides alike.
import { load, type LoadOptions, type LoadResult } from './load.ts';
import { coreBusySeconds, type Placement } from './cores.ts';

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

/** A figure over the rounds: its median and its range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export const spreadOf = (values: number[]): Spread => {
  const v = [...values].sort((p, q) => p - q);
  return { median: v[Math.floor(v.length / 2)] ?? 0, min: v[0] ?? 0, max: v.at(-1) ?? 0 };
};

export interface Summary {
  cpuMicrosPerRequest: Spread;
  /** Each round's CPU per request, in round order: a ratio to another target in the same round pairs these. */
  cpuMicrosByRound: number[];
  requestsPerSecond: Spread;
  p99Ms: Spread;
  non2xx: number;
  errors: number;
}

export interface ManyComparison {
  /** Each target's figures over the rounds. */
  targets: Record<string, Summary>;
  rounds: number;
  /** Share of each round's wall time the cores spent on other processes' work (placement only). */
  otherLoad?: { serverCore: Spread; generatorCore: Spread };
}

/**
 * Several servers under the same load, interleaved round by round (the order rotating each
 * round, so no server always follows the same one), each figure kept with its spread.
 */
export async function compareMany(targets: Record<string, Target>, rounds: number, placement?: Placement): Promise<ManyComparison> {
  const names = Object.keys(targets);
  for (const name of names) await load({ ...targets[name]!, seconds: 2 });
  const runs: Record<string, Measured[]> = Object.fromEntries(names.map((n) => [n, []]));
  const otherServer: number[] = [];
  const otherGenerator: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + r) % names.length]!;
      const target = targets[name]!;
      const busy = coreBusySeconds();
      const serverCpu = target.cpuSeconds?.() ?? 0;
      const ownCpu = process.cpuUsage();
      const started = performance.now();
      const result = await measure(target);
      runs[name]!.push(result);
      if (placement) {
        const wall = (performance.now() - started) / 1000;
        const after = coreBusySeconds();
        const own = process.cpuUsage(ownCpu);
        const serverUsed = (target.cpuSeconds?.() ?? 0) - serverCpu;
        otherServer.push(Math.max(0, after[placement.serverCore]! - busy[placement.serverCore]! - serverUsed) / wall);
        otherGenerator.push(Math.max(0, after[placement.generatorCore]! - busy[placement.generatorCore]! - (own.user + own.system) / 1e6) / wall);
      }
    }
  }
  const summary = (xs: Measured[]): Summary => ({
    cpuMicrosPerRequest: spreadOf(xs.map((x) => x.cpuMicrosPerRequest ?? 0)),
    cpuMicrosByRound: xs.map((x) => x.cpuMicrosPerRequest ?? 0),
    requestsPerSecond: spreadOf(xs.map((x) => x.requestsPerSecond)),
    p99Ms: spreadOf(xs.map((x) => x.p99Ms)),
    non2xx: xs.reduce((a, x) => a + x.non2xx, 0),
    errors: xs.reduce((a, x) => a + x.errors, 0),
  });
  return {
    targets: Object.fromEntries(names.map((n) => [n, summary(runs[n]!)])),
    rounds,
    ...(placement ? { otherLoad: { serverCore: spreadOf(otherServer), generatorCore: spreadOf(otherGenerator) } } : {}),
  };
}
