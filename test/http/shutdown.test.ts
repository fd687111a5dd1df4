// SIGTERM stops accepting new connections and lets a request in flight complete.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/spawn.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('SIGTERM with a request in flight completes it, then exits 0', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-sigterm-'));
  try {
    const server = await startServerProcess({ DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` });
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' });
    // Headers and part of the body now, the rest after SIGTERM: the MCP handler is reading the
    // body, so the request is genuinely in flight.
    socket.write(
      `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await sleep(200);
    server.child.kill('SIGTERM');
    await sleep(300);
    // New connections are refused while the old one finishes.
    const refused = await fetch(server.url + '/healthz').then(() => false, () => true);
    assert.ok(refused, 'a new connection after SIGTERM is not served');
    socket.write(body.slice(10));
    await new Promise((r) => socket.once('end', r));
    assert.match(response, /^HTTP\/1\.1 200 /, response);
    assert.match(response, /"id":7/);
    assert.equal(await server.exited, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
