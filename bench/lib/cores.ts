// Where an HTTP benchmark's processes run, and what else ran there: with two cores or more and
// `taskset`, the load generator (this process, every thread) goes on one core and the servers
// on another, so a server's CPU per request is not mixed up with the generator's; and each
// core's busy time (/proc/stat) less our own processes' says how much other work shared it.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';

export interface Placement {
  generatorCore: number;
  serverCore: number;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

function taskset(args: string[]): boolean {
  return spawnSync('taskset', args, { stdio: 'ignore' }).status === 0;
}

/** Every thread of `pid` onto `core` (threads made later inherit it). */
export function pin(pid: number, core: number): boolean {
  return taskset(['-a', '-p', '-c', String(core), String(pid)]);
}

/** Pins this process (the load generator) to core 0 and names core 1 for servers; undefined where the machine cannot (one core, no taskset). */
export function placeProcesses(): Placement | undefined {
  if (availableParallelism() < 2 || process.env.BENCH_PIN === '0') return undefined;
  const placement = { generatorCore: 0, serverCore: 1 };
  return pin(process.pid, placement.generatorCore) ? placement : undefined;
}

/** Busy seconds of each core so far (user, nice, system, irq, softirq, steal), from /proc/stat. */
export function coreBusySeconds(): number[] {
  const busy: number[] = [];
  for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
    const m = /^cpu(\d+) (.*)$/.exec(line);
    if (!m) continue;
    const [user, nice, system, , , irq, softirq, steal] = m[2]!.trim().split(/\s+/).map(Number);
    busy[Number(m[1])] = (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) / CLOCK_TICKS;
  }
  return busy;
}

export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
