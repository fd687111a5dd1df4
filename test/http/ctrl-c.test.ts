// Ctrl-C on `npm start` in a terminal: the terminal sends SIGINT to the whole foreground process
// group, npm and the service alike, and npm forwards its own SIGINT to the service, so the
// service gets two at once. They are one Ctrl-C: the service still drains (a request in flight
// completes) and exits 0. This runs `npm start` in its own process group and signals the group.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' }).status === 0;

it('Ctrl-C (SIGINT to npm and the service at once) drains: the request in flight completes, exit 0', { skip: npm ? false : 'npm is not on PATH', timeout: 30_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-ctrl-c-'));
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true, // its own process group, as a terminal's foreground job is
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    let url: string | undefined;
    for (let i = 0; i < 200 && !url; i++) {
      url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) await sleep(50);
    }
    assert.ok(url, out);
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' });
    socket.write(`POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await sleep(200);
    process.kill(-child.pid!, 'SIGINT'); // what the terminal does on Ctrl-C
    await sleep(300);
    socket.write(body.slice(10));
    socket.on('error', () => {});
    for (let i = 0; i < 100 && !socket.closed; i++) await sleep(50);
    assert.match(response, /^HTTP\/1\.1 200 /, `${response}\n${out}`);
    assert.match(response, /"id":7/);
    const code = await Promise.race([exited, sleep(10_000).then(() => 'still running')]);
    assert.equal(code, 0, out);
    assert.doesNotMatch(out, /second signal/);
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
