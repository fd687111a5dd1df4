// A throwaway PostgreSQL and Redis for one test file (scripts/services.sh in a temp dir, on
// free loopback ports) that the test can freeze: SIGSTOP of the server processes, as a hung
// host or a stalled VM looks to a client (connections accepted by the kernel, no answer).
// Only these processes are ever stopped, never the shared test services; stop() resumes them
// before removing them, and so does the process's exit, so nothing is left stopped.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';
import { freePort } from './helpers.ts';

const SERVICES = new URL('../../scripts/services.sh', import.meta.url).pathname;

export interface FrozenServices {
  databaseUrl: string;
  redisUrl: string;
  /** Stops the postmaster and every backend it has forked. */
  freezePostgres(): void;
  freezeRedis(): void;
  /** Resumes every process frozen so far. */
  thaw(): void;
  /** Resumes and removes both servers. */
  stop(): void;
}

function childrenOf(pid: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  return out.stdout.split('\n').filter(Boolean).map(Number);
}

export async function startFrozenServices(): Promise<FrozenServices> {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-frozen-'));
  const env = { ...process.env, SERVICES_DIR: dir, SERVICES_PG_PORT: String(await freePort()), SERVICES_REDIS_PORT: String(await freePort()) };
  const printed = execFileSync('bash', [SERVICES, 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const value = (name: string) => new RegExp(`${name}=(\\S+)`).exec(printed)![1]!;
  const frozen = new Set<number>();
  const stopped = (pid: number) => {
    process.kill(pid, 'SIGSTOP');
    frozen.add(pid);
  };
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // already gone
      }
    }
    frozen.clear();
  };
  let removed = false;
  const stop = () => {
    if (removed) return;
    removed = true;
    thaw();
    spawnSync('bash', [SERVICES, 'stop'], { env, stdio: 'ignore' });
  };
  process.once('exit', stop);
  return {
    databaseUrl: value('TEST_DATABASE_URL'),
    redisUrl: value('TEST_REDIS_URL'),
    freezePostgres() {
      const postmaster = Number(readFileSync(join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first, so it forks no backend after its children are listed.
      stopped(postmaster);
      for (const pid of childrenOf(postmaster)) stopped(pid);
    },
    freezeRedis() {
      stopped(Number(readFileSync(join(dir, 'redis.pid'), 'utf8').trim()));
    },
    thaw,
    stop,
  };
}

/** Services and an app in this process that uses them, for the suite that calls this (before/after hooks); the logs are kept. */
export function appOnFrozenServices(env: (services: FrozenServices) => Record<string, string>): { services: FrozenServices; t: TestApp; logs: ReturnType<typeof captureLogs> } {
  const suite = { logs: captureLogs() } as { services: FrozenServices; t: TestApp; logs: ReturnType<typeof captureLogs> };
  before(async () => {
    suite.services = await startFrozenServices();
    suite.t = await buildTestApp({ logs: suite.logs.stream, env: env(suite.services) });
  });
  after(async () => {
    suite.services?.thaw();
    await suite.t?.dispose();
    suite.services?.stop();
  });
  return suite;
}

export interface Timed {
  /** 0: no answer before the client gave up. */
  status: number;
  headers: Headers;
  body: any;
  ms: number;
}

/** One request, timed; the client gives up 2 s after `boundMs`, so a hang fails the test instead of stalling the suite. */
export async function timedRequest(boundMs: number, send: (signal: AbortSignal) => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await send(AbortSignal.timeout(boundMs + 2_000));
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, headers: new Headers(), body: { error: String(err) }, ms: performance.now() - started };
  }
}
