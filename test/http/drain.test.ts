// Shutdown drains: once SIGTERM arrives, every answer says `Connection: close`, a new request
// on a kept-alive connection is refused (503, retry elsewhere) instead of being taken on, the
// request in flight finishes, and the process exits promptly rather than waiting on idle
// keep-alive sockets.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/spawn.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A kept-alive HTTP/1.1 connection that reads one response at a time. */
async function openConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise((r) => socket.once('connect', r));
  let buffer = '';
  let closed = false;
  socket.on('data', (d) => (buffer += d));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  return {
    socket,
    get closed() {
      return closed;
    },
    /** Resolves with the next complete response (status, headers, body), or null if the socket closed first. */
    async response(): Promise<{ status: number; headers: Record<string, string>; body: string } | null> {
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end >= 0) {
          const [statusLine, ...lines] = buffer.slice(0, end).split('\r\n');
          const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
          const length = Number(headers['content-length'] ?? 0);
          if (buffer.length >= end + 4 + length) {
            const body = buffer.slice(end + 4, end + 4 + length);
            buffer = buffer.slice(end + 4 + length);
            return { status: Number(statusLine!.split(' ')[1]), headers, body };
          }
        }
        if (closed) return null;
        await sleep(10);
      }
    },
  };
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

it('SIGTERM: Connection: close on every answer, new work refused, in-flight finished, prompt exit', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-drain-'));
  try {
    const server = await startServerProcess({ DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` });
    // An idle kept-alive connection, and a busy one: answered once, and already sending the
    // headers of its next request when SIGTERM arrives.
    const idle = await openConnection(server.url);
    idle.socket.write(GET('/healthz'));
    assert.equal((await idle.response())?.status, 200);
    const busy = await openConnection(server.url);
    busy.socket.write(GET('/healthz'));
    assert.equal((await busy.response())?.status, 200);
    busy.socket.write('GET /healthz HTTP/1.1\r\n');
    // A request genuinely in flight: headers and half its body.
    const inflight = await openConnection(server.url);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' });
    inflight.socket.write(
      `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(200);

    server.child.kill('SIGTERM');
    await sleep(300);
    // New work on the kept-alive connection is refused, and the connection closed.
    busy.socket.write('Host: x\r\n\r\n');
    const refused = await busy.response();
    assert.ok(refused, 'the refusal is an answer, not a cut connection');
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.connection, 'close');
    assert.equal(JSON.parse(refused.body).error, 'unavailable');

    // The request in flight completes, told the connection will close.
    inflight.socket.write(body.slice(10));
    const finished = await inflight.response();
    assert.equal(finished?.status, 200);
    assert.equal(finished?.headers.connection, 'close');
    assert.match(finished!.body, /"id":7/);

    // Idle sockets do not hold the exit: well under the 5 s keep-alive timeout.
    const started = Date.now();
    assert.equal(await server.exited, 0);
    assert.ok(Date.now() - started < 2000, `exit took ${Date.now() - started} ms after the last answer`);
    assert.ok(idle.closed, 'the idle connection was closed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('SIGTERM under load from kept-alive clients loses no request: each gets its answer or a 503', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-drain-load-'));
  const { Agent, request } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  try {
    const server = await startServerProcess({ DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, PUBLIC_RATE_PER_MINUTE: '1000000', PUBLIC_RATE_BURST: '1000000' });
    const body = JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china' });
    const tally = { ok: 0, refused: 0, lost: 0 };
    let stop = false;
    const one = () =>
      new Promise<void>((resolve) => {
        const req = request(`${server.url}/api/mcp/tariffs/duty_impact`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) tally.ok++;
            else if (res.statusCode === 503) tally.refused++;
            resolve();
          });
        });
        req.on('error', (err: NodeJS.ErrnoException) => {
          // A refused connection was never accepted; anything else is a request lost.
          if (err.code === 'ECONNREFUSED') stop = true;
          else tally.lost++;
          resolve();
        });
        req.end(body);
      });
    const clients = Array.from({ length: 20 }, async () => {
      while (!stop) await one();
    });
    await sleep(800);
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    stop = true;
    await Promise.all(clients);
    assert.ok(tally.ok > 0);
    assert.equal(tally.lost, 0, JSON.stringify(tally));
  } finally {
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
