// What only the SQLite store promises (the shared contract is in contract.test.ts): the key
// cache sees another connection's commit on every lookup a millisecond or more after it (the
// wal-index header, or PRAGMA data_version without one, looked at once a millisecond at
// most), with no lifetime to wait out.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { openStore } from '../../src/store/open.ts';
import { issueApiKey } from '../../src/keys/issue.ts';
import { hashApiKey } from '../../src/keys/api-key.ts';

let dir: string;
let url: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'dutyscout-store-'));
  url = `sqlite:${join(dir, 'store.sqlite')}`;
});
after(() => rmSync(dir, { recursive: true, force: true }));

it('a key revoked through another connection is refused a millisecond later (cached lookups see it)', async () => {
  const server = await openStore(url);
  const cli = await openStore(url);
  try {
    const { plaintext } = await issueApiKey(cli.keys, { scope: 'all' });
    const hash = hashApiKey(plaintext);
    assert.equal((await server.keys.findByHash(hash))?.revokedAt, null);
    assert.equal((await server.keys.findByHash(hash))?.revokedAt, null); // now cached
    const [record] = await cli.keys.findByIdOrPrefix(plaintext.slice(0, 7));
    await cli.keys.revoke(record!.id, '2026-11-21T00:00:00.000Z');
    await sleep(2);
    assert.equal((await server.keys.findByHash(hash))?.revokedAt, '2026-11-21T00:00:00.000Z');
  } finally {
    await server.close();
    await cli.close();
  }
});

it('still so after the other connection checkpoints and truncates the WAL, revocation after revocation', async () => {
  const server = await openStore(url);
  const cli = await openStore(url);
  const raw = new DatabaseSync(url.replace(/^sqlite:/, ''));
  try {
    for (let round = 0; round < 3; round++) {
      const { plaintext, record } = await issueApiKey(cli.keys, { scope: 'all' });
      const hash = hashApiKey(plaintext);
      assert.equal((await server.keys.findByHash(hash))?.revokedAt, null);
      assert.equal((await server.keys.findByHash(hash))?.revokedAt, null); // now cached
      raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      await sleep(2);
      assert.equal((await server.keys.findByHash(hash))?.revokedAt, null);
      const at = `2026-11-2${round}T00:00:00.000Z`;
      await cli.keys.revoke(record.id, at);
      await sleep(2);
      assert.equal((await server.keys.findByHash(hash))?.revokedAt, at, `round ${round}`);
    }
  } finally {
    raw.close();
    await server.close();
    await cli.close();
  }
});
