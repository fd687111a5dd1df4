// A fresh app per test on an in-memory store, with a clock the test moves by hand.
import { before, after } from 'node:test';
import { Writable } from 'node:stream';
import { loadConfig, type Config } from '../../src/config.ts';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/logger.ts';
import { issueApiKey } from '../../src/keys/issue.ts';
import type { AppDeps } from '../../src/http/context.ts';
import type { ProductModule } from '../../src/http/product-module.ts';
import { listenOn } from '../../src/server.ts';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { KeyScope } from '../../src/keys/api-key.ts';
import type { PageAnalysis } from '../../src/analysis/pool.ts';

export const SUPPORT = 'support@dutyscout.test';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    SUPPORT_CONTACT: SUPPORT,
    PUBLIC_BASE_URL: 'https://dutyscout.test',
    EGRESS_ALLOW_PRIVATE: '1',
    ...env,
  });
}

export interface ManualClock {
  (): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(startMs = Date.UTC(2026, 10, 21, 12, 0, 0)): ManualClock {
  let now = startMs;
  const clock = (() => now) as ManualClock;
  clock.advance = (ms) => void (now += ms);
  clock.set = (ms) => void (now = ms);
  return clock;
}

export interface TestApp extends BuiltApp {
  deps: AppDeps;
  clock: ManualClock;
  /** Creates a key and returns its plaintext. */
  key(scope?: KeyScope, notes?: string): Promise<string>;
  /**
   * A request through the app's own listener, the production path, on a loopback server
   * started for this app when first asked for (Node's parser, the pipeline, Hono).
   */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The loopback address that server answers on (started if it is not yet). */
  url(): Promise<string>;
  /** JSON POST with an optional bearer key. */
  post(path: string, body: unknown, key?: string, headers?: Record<string, string>): Promise<Response>;
  dispose(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  products?: ProductModule[];
  logs?: NodeJS.WritableStream;
  /** Ports the egress may reach: a test's own fixture servers listen on ephemeral ports. */
  egressPorts?: number[];
  /** The page-analysis pool instead of the configured one (test/support/slow-analysis.ts); disposed with the app. */
  analysis?: PageAnalysis;
}

export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(opts.env);
  const clock = manualClock();
  const deps = await createDeps(config, { logger: createLogger(opts.logs ? 'info' : 'silent', opts.logs), egressPorts: opts.egressPorts, clock, analysis: opts.analysis });
  const built = opts.products ? buildApp(deps, opts.products) : buildApp(deps);
  let serving: Promise<Server> | undefined;
  const url = async () => {
    serving ??= listenOn(0, '127.0.0.1', built.listener, config.supportContact);
    return `http://127.0.0.1:${((await serving).address() as AddressInfo).port}`;
  };
  const request = async (path: string, init?: RequestInit) => fetch((await url()) + path, init);
  return {
    ...built,
    url,
    request,
    deps,
    clock,
    async key(scope = 'all', notes = 'delegate:on') {
      return (await issueApiKey(deps.store.keys, { scope, notes })).plaintext;
    },
    post(path, body, key, headers = {}) {
      return request(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    async dispose() {
      if (serving) {
        const server = await serving;
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await built.close();
      await deps.egress.close();
      await deps.analysis.close();
      await deps.store.close();
      await deps.limits.close?.();
    },
  };
}

/** A log destination that keeps each line, for tests that assert what was (not) logged. */
export function captureLogs(): { stream: NodeJS.WritableStream; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  return { stream, lines };
}

/**
 * For the tariffs suites: before the enclosing suite's tests, a test app whose public soft limit
 * is out of the way (burst 1000), its clock at `now` and a delegate-enrolled tariffs key, handed
 * to `ready`; disposed after them.
 */
export function useTariffsApp(now: number, ready: (app: TestApp, key: string) => void): void {
  let app: TestApp | undefined;
  before(async () => {
    app = await buildTestApp({ env: { PUBLIC_RATE_BURST: '1000' } });
    app.clock.set(now);
    ready(app, await app.key('tariffs', 'delegate:on'));
  });
  after(() => app?.dispose());
}
