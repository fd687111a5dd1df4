// Starts a benchmark server script as its own process (so it has a core of its own) and
// reads the JSON line it prints once listening.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ChildServer<T> {
  info: T;
  pid: number;
  /** CPU seconds (user + system) the server process has used so far (Linux /proc). */
  cpuSeconds(): number;
  /** Resident memory of the server process now (VmRSS), or its peak so far (VmHWM), in KiB. */
  rssKiB(field?: 'VmRSS' | 'VmHWM'): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime
}

/** A memory figure of a process from /proc/PID/status, in KiB (Linux). */
export function procStatusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/**
 * The Node flags the service runs with: those of `npm start` (package.json), so a benchmark
 * that passes them measures the process an operator runs (bin/dutyscout and the Dockerfile
 * use the same).
 */
export const SERVICE_NODE_ARGS: readonly string[] = serviceLaunch(new URL('../../package.json', import.meta.url)).nodeArgs;

/**
 * The environment `npm start` sets for the service (its `env NAME=value` words, e.g. glibc's
 * malloc settings, which must be in place when the process starts). startChild gives it to
 * every child unless told otherwise.
 */
export const SERVICE_ENV: Readonly<Record<string, string>> = serviceLaunch(new URL('../../package.json', import.meta.url)).env;

/**
 * The Node flags and environment of the `npm start` in the package.json at `packageJson`
 * (another checkout's, for a same-run reference): `exec [env NAME=value ...] node --flag ... script`.
 */
export function serviceLaunch(packageJson: URL | string): { nodeArgs: readonly string[]; env: Record<string, string> } {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .filter((w) => /^[A-Z_][A-Z0-9_]*=/.test(w))
      .map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  );
  const nodeArgs = words.slice(node + 1).filter((w, i, all) => w.startsWith('--') && all.slice(0, i).every((v) => v.startsWith('--')));
  return { nodeArgs, env };
}

export function startChild<T extends { url: string }>(
  script: string,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
  launchEnv: Readonly<Record<string, string>> = SERVICE_ENV,
): Promise<ChildServer<T>> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, ...launchEnv, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        resolve({
          info: JSON.parse(line) as T,
          pid: child.pid!,
          cpuSeconds: () => cpuSecondsOf(child.pid!),
          rssKiB: (field = 'VmRSS') => procStatusKiB(child.pid!, field),
          stop: () => new Promise((r) => {
            child.once('exit', () => r());
            child.kill('SIGTERM');
          }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited ${code} before listening`)));
  });
}
