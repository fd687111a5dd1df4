// The README is a newcomer's page, and every command in it works as written on a fresh machine
// with no network:
// - the set-up block (`npm install && npm start`) and `npm test` are what CI itself runs (npm ci,
//   npm test) and what test/http/npm-start-signal.test.ts starts; they are checked to be exactly
//   those commands;
// - every other shell block runs here, in order, as `sh -e`, against a real server this test
//   starts on a loopback port with its own throwaway store: `localhost:8080` becomes that
//   address, `npx dutyscout` the project's bin/dutyscout, and each curl fails on an HTTP error
//   (the README's `curl -s` would print a 401 and carry on).
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess, type ServerProcess } from './support/spawn.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim());
const SETUP = ['npm install && npm start', 'npm test'];

let dir: string;
let server: ServerProcess;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dutyscout-readme-'));
  server = await startServerProcess({ DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` });
});
after(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

it('is a newcomer\'s page: at most 20 KB, a table of contents, no internal words', () => {
  assert.ok(Buffer.byteLength(readme) <= 20 * 1024, `${Buffer.byteLength(readme)} bytes`);
  assert.match(readme, /^## Contents$/m);
  for (const word of [/\bissue \d+|#\d{2,}\b/i, /\b[0-9a-f]{7,40}\b/, /direct lane/i, /\.\.\/shared/, /\bTODO\b/]) assert.doesNotMatch(readme, word);
});

it('every link to a file of the project leads to one', () => {
  for (const [, target] of readme.matchAll(/\]\(((?!https?:|#)[^)#]+)(?:#[^)]*)?\)/g)) {
    assert.ok(existsSync(join(ROOT, target!)), target);
  }
  for (const doc of ['docs/api.md', 'docs/operations.md', 'docs/products.md', 'docs/development.md', 'docs/web.md', 'docs/cli.md', 'docs/performance.md']) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    for (const [, target] of text.matchAll(/\]\(((?!https?:|#)[^)#]+)(?:#[^)]*)?\)/g)) assert.ok(existsSync(join(ROOT, dirname(doc), target!)), `${doc}: ${target}`);
  }
});

it('the set-up commands are the two CI and the start test run', () => {
  assert.deepEqual(blocks.filter((b) => SETUP.includes(b)), SETUP);
});

it('every other command block runs as written, each command succeeding', () => {
  const runnable = blocks.filter((b) => !SETUP.includes(b));
  assert.ok(runnable.length > 0 && runnable.some((b) => /npx dutyscout scan /.test(b) && /npx dutyscout readiness /.test(b)), 'the README shows a scan and a readiness check');
  const address = server.url.replace(/^http:\/\//, '');
  for (const block of runnable) {
    const script = block
      .replaceAll('localhost:8080', address)
      .replace(/^npx dutyscout /gm, `${join(ROOT, 'bin/dutyscout')} `)
      .replace(/\$\(npx dutyscout /g, `$(${join(ROOT, 'bin/dutyscout')} `)
      .replace(/^curl -s /gm, 'curl -sS --fail-with-body ');
    const r = spawnSync('sh', ['-e', '-c', script], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, LOG_LEVEL: 'silent' },
    });
    assert.equal(r.status, 0, `${block}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`);
    if (block.includes('/api/v1/tariffs/hts/lookup')) assert.match(r.stdout, /"results":\[\{"code":"7326\.90\.8688","hit":true/, 'the v1 lookup answered with the key');
    if (block.includes('hts_lookup')) assert.match(r.stdout, /"ok":true,"tool":"hts_lookup"/);
  }
});
