// A throwaway HTTP server on 127.0.0.1 for egress tests, counting what reaches it, plus an
// egress whose policy reaches exactly that server while every other private address stays refused.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEgress, EgressError } from '../../src/egress/index.ts';
import type { Egress, EgressErrorCode, EgressPolicy } from '../../src/egress/index.ts';

export interface FixtureServer {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Request paths, in arrival order. */
  requests: string[];
  userAgents: (string | undefined)[];
  /** TCP connections accepted. */
  connections: number;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, fixture: FixtureServer) => void;

export async function startFixture(handler: Handler): Promise<FixtureServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fixture: FixtureServer = {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests: [],
    userAgents: [],
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => fixture.connections++);
  server.on('request', (req, res) => {
    fixture.requests.push(req.url ?? '');
    fixture.userAgents.push(req.headers['user-agent']);
    handler(req, res, fixture);
  });
  return fixture;
}

export const TEST_USER_AGENT = 'dutyscout-test (+http://127.0.0.1; tests@dutyscout.example)';

/** Public-only policy, except the fixture's own endpoint; short timeouts; no cache unless asked. */
export function egressFor(fixture: FixtureServer, overrides: Partial<EgressPolicy> = {}): Egress {
  return createEgress({
    allowPrivate: false,
    userAgent: TEST_USER_AGENT,
    allowedPorts: [fixture.port],
    allowAddresses: [`127.0.0.1:${fixture.port}`],
    connectTimeoutMs: 1_000,
    headersTimeoutMs: 1_000,
    totalTimeoutMs: 3_000,
    cacheTtlMs: 0,
    ...overrides,
  });
}

export function html(res: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

/** Awaits the rejection and checks it is an EgressError with this code (and message, if given). */
export async function rejectsWith(promise: Promise<unknown>, code: EgressErrorCode, message?: RegExp): Promise<EgressError> {
  let caught: unknown;
  await assert.rejects(promise, (err) => {
    caught = err;
    return true;
  });
  assert.ok(caught instanceof EgressError, `expected an EgressError, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  if (message) assert.match(caught.message, message);
  return caught;
}

/** Runs `use` with a fresh egress and always closes it. */
export async function withEgress<T>(egress: Egress, use: (egress: Egress) => Promise<T>): Promise<T> {
  try {
    return await use(egress);
  } finally {
    await egress.close();
  }
}
