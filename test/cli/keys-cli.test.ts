// The keys CLI round trip against a real server process sharing its DATABASE_URL:
// create, list, use, revoke, refused.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, startServerProcess, type ServerProcess } from '../support/spawn.ts';
import { openStore } from '../../src/store/open.ts';

let dir: string;
let env: Record<string, string>;
let server: ServerProcess;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dutyscout-cli-'));
  env = { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` };
});
after(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dir, { recursive: true, force: true });
});

const gcc = (url: string, key: string) =>
  fetch(`${url}/api/v1/entries/gcc/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });

describe('dutyscout keys', () => {
  it('a first start with no keys says how to create one', async () => {
    server = await startServerProcess(env);
    assert.match(server.stderr(), /No API keys yet\. Create one/);
    assert.match(server.stderr(), /dutyscout keys create --scope all/);
  });

  let key = '';
  it('create prints the key alone on the last line of stdout', async () => {
    const res = await runCli(['keys', 'create', '--scope', 'entries', '--label', 'ci', '--notes', 'acme pilot'], env);
    assert.equal(res.code, 0, res.stderr);
    key = res.stdout.trimEnd().split('\n').pop()!;
    assert.match(key, /^de_[0-9A-Za-z]{24}$/);
  });

  it('create --json prints one JSON object with the key and its fields', async () => {
    const res = await runCli(['keys', 'create', '--scope', 'all', '--json'], env);
    assert.equal(res.code, 0, res.stderr);
    const obj = JSON.parse(res.stdout);
    assert.match(obj.key, /^de_[0-9A-Za-z]{24}$/);
    assert.equal(obj.prefix, obj.key.slice(0, 7));
    assert.equal(obj.scope, 'all');
    assert.match(obj.id, /^key_[0-9a-f]{16}$/);
  });

  it('list shows id, prefix, label, scope, notes, created, last used, revoked, and never a key', async () => {
    const res = await runCli(['keys', 'list', '--json'], env);
    assert.equal(res.code, 0);
    const keys = JSON.parse(res.stdout);
    assert.equal(keys.length, 2);
    const ci = keys.find((k: { label: string }) => k.label === 'ci');
    assert.deepEqual(Object.keys(ci), ['id', 'prefix', 'label', 'scope', 'notes', 'created_at', 'last_used_at', 'revoked_at']);
    assert.equal(ci.prefix, key.slice(0, 7));
    assert.equal(ci.notes, 'acme pilot');
    assert.doesNotMatch(res.stdout, new RegExp(key));
    const table = await runCli(['keys', 'list'], env);
    assert.match(table.stdout, /^ID\s+PREFIX\s+SCOPE\s+LABEL\s+NOTES\s+CREATED\s+LAST USED\s+REVOKED/);
  });

  it('the server accepts the new key at once (403 beta from the locked stub: the key is valid) and records its use', async () => {
    const res = await gcc(server.url, key);
    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as { error: string }).error, 'beta');
    const keys = JSON.parse((await runCli(['keys', 'list', '--json'], env)).stdout);
    assert.ok(keys.find((k: { label: string }) => k.label === 'ci').last_used_at);
  });

  it('create says what a key without delegate mode can and cannot do; keys update --notes "delegate:on" enrols it, and the running server answers it live', async () => {
    const lookup = (k: string) =>
      fetch(`${server.url}/api/v1/tariffs/hts/lookup`, { method: 'POST', headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' }, body: '{"codes":["7326.90.8688"]}' });
    const created = await runCli(['keys', 'create', '--scope', 'tariffs', '--label', 'self-hosted'], env);
    assert.equal(created.code, 0, created.stderr);
    const id = /^Created (key_[0-9a-f]{16})/.exec(created.stdout)![1]!;
    assert.match(created.stdout, /Delegate mode: off\. The key is valid, but every \/api\/v1 call with it is answered 403 "beta" until it is enrolled:\n/);
    assert.ok(created.stdout.includes(`  dutyscout keys update ${id} --notes "delegate:on"\n`), created.stdout);
    assert.match(created.stdout, /The public tools \(\/api\/mcp\/\.\.\., \/mcp\) and the web pages need no key/);
    const selfHosted = created.stdout.trimEnd().split('\n').pop()!;
    assert.match(selfHosted, /^de_[0-9A-Za-z]{24}$/, 'the key is still alone on the last line');
    // The 403 is the contract's: error beta, the message naming the support contact.
    const refused = await lookup(selfHosted);
    assert.equal(refused.status, 403);
    const body = (await refused.json()) as { error: string; message: string };
    assert.equal(body.error, 'beta');
    assert.match(body.message, /^This key is valid but not enrolled for live responses during the closed beta\. Write to .+ to enrol it\.$/);

    const updated = await runCli(['keys', 'update', selfHosted.slice(0, 7), '--notes', 'delegate:on'], env);
    assert.equal(updated.code, 0, updated.stderr);
    assert.match(updated.stdout, /^Updated key_[0-9a-f]{16} \(de_\w{4}\): notes "delegate:on"\.\nDelegate mode: on/);
    assert.equal((await lookup(selfHosted)).status, 200, 'enrolled: a live answer');
    const keys = JSON.parse((await runCli(['keys', 'list', '--json'], env)).stdout);
    assert.equal(keys.find((k: { id: string }) => k.id === id).notes, 'delegate:on');
    // Taken out again: 403 beta again.
    assert.equal((await runCli(['keys', 'update', id, '--notes', ''], env)).code, 0);
    assert.equal((await lookup(selfHosted)).status, 403);
    for (const args of [['keys', 'update', id], ['keys', 'update', '--notes', 'x'], ['keys', 'update', 'de_zzzz', '--notes', 'x'], ['keys', 'update', id, '--notes', 'x', '--scope', 'all']]) {
      const res = await runCli(args, env);
      assert.equal(res.code, 2, `${args.join(' ')}: ${res.stderr}`);
      assert.match(res.stderr, /^dutyscout keys: /);
    }
  });

  it('revoke by display prefix, then the running server refuses the key with 401, and its scan history is gone', async () => {
    const store = await openStore(env.DATABASE_URL!);
    const [record] = await store.keys.findByIdOrPrefix(key.slice(0, 7));
    await store.scans.append(record!.id, 'https://shop.example/', { scannedAt: '2026-11-21T00:00:00Z', inventory: [] }, 20);
    const res = await runCli(['keys', 'revoke', key.slice(0, 7)], env);
    assert.equal(await store.scans.latest(record!.id, 'https://shop.example/'), null);
    await store.close();
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /Revoked key_/);
    const refused = await gcc(server.url, key);
    assert.equal(refused.status, 401);
    assert.match(((await refused.json()) as { message: string }).message, /revoked/);
    const keys = JSON.parse((await runCli(['keys', 'list', '--json'], env)).stdout);
    assert.ok(keys.find((k: { label: string }) => k.label === 'ci').revoked_at);
  });

  it('usage errors exit 2 with a one-line reason', async () => {
    for (const args of [['keys', 'create'], ['keys', 'create', '--scope', 'everything'], ['keys', 'revoke'], ['keys', 'revoke', 'de_zzzz'], ['keys', 'frobnicate'], ['keys', 'list', '--bogus']]) {
      const res = await runCli(args, env);
      assert.equal(res.code, 2, `${args.join(' ')}: ${res.stderr}`);
      assert.match(res.stderr, /^dutyscout keys: /);
    }
  });

  it('--help explains every subcommand', async () => {
    const res = await runCli(['keys', '--help'], env);
    assert.equal(res.code, 0);
    for (const word of ['create', 'list', 'update', 'revoke', '--scope', 'delegate:on', 'DATABASE_URL', 'SUPPORT_CONTACT', 'you are that contact', 'keys update KEY_ID --notes "delegate:on"']) assert.ok(res.stdout.includes(word), word);
  });
});

describe('configuration is validated at start', () => {
  it('a bad value stops the process with one line naming the variable', async () => {
    const res = await runCli(['serve'], { PORT: 'eighty' });
    assert.equal(res.code, 1);
    assert.match(res.stderr, /^dutyscout: invalid PORT="eighty": .+\n$/);
    const url = await runCli(['serve'], { PUBLIC_BASE_URL: 'ftp://x' });
    assert.match(url.stderr, /invalid PUBLIC_BASE_URL/);
  });

  it('an unreachable PostgreSQL stops the start with a clear line naming it (password hidden), not a crash', async () => {
    const pg = await runCli(['serve'], { DATABASE_URL: 'postgres://ds:secret@127.0.0.1:1/dutyscout', PORT: '0' });
    assert.equal(pg.code, 1);
    assert.match(pg.stderr, /^dutyscout: cannot start: .*ECONNREFUSED.* \(DATABASE_URL=postgres:\/\/ds:\*\*\*@127\.0\.0\.1:1\/dutyscout\)$/m);
    assert.doesNotMatch(pg.stderr, /secret|\n\s+at /);
  });
});
