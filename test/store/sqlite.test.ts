// The SQLite store: migrations applied once, the key cache seeing other connections' writes,
// bounded scan history.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

it('opening an existing store again applies no migration twice and keeps the data', async () => {
  const a = openStore(url);
  const { record } = await issueApiKey(a.keys, { scope: 'tariffs', label: 'kept' });
  await a.close();
  const b = openStore(url);
  assert.deepEqual((await b.keys.list()).map((k) => k.id), [record.id]);
  await b.close();
});

it('a key revoked through another connection is refused on the very next lookup (cached lookups see it)', async () => {
  const server = openStore(url);
  const cli = openStore(url);
  try {
    const { plaintext } = await issueApiKey(cli.keys, { scope: 'all' });
    const hash = hashApiKey(plaintext);
    assert.equal((await server.keys.findByHash(hash))?.revokedAt, null);
    assert.equal((await server.keys.findByHash(hash))?.revokedAt, null); // now cached
    const [record] = await cli.keys.findByIdOrPrefix(plaintext.slice(0, 7));
    await cli.keys.revoke(record!.id, '2026-11-21T00:00:00.000Z');
    assert.equal((await server.keys.findByHash(hash))?.revokedAt, '2026-11-21T00:00:00.000Z');
  } finally {
    await server.close();
    await cli.close();
  }
});

it('scan history keeps the newest entries per key and URL, and goes with the key', async () => {
  const store = openStore(url);
  try {
    const { record } = await issueApiKey(store.keys, { scope: 'pixels' });
    for (let i = 0; i < 25; i++) {
      await store.scans.append(record.id, 'https://shop.example/', { scannedAt: `2026-11-21T00:00:${String(i).padStart(2, '0')}Z`, inventory: [{ n: i }] }, 20);
    }
    await store.scans.append(record.id, 'https://other.example/', { scannedAt: 'x', inventory: [] }, 20);
    assert.deepEqual((await store.scans.latest(record.id, 'https://shop.example/'))?.inventory, [{ n: 24 }]);
    // 20 kept for the first URL, 1 for the other (counted straight from the table).
    const { DatabaseSync } = await import('node:sqlite');
    const raw = new DatabaseSync(url.slice('sqlite:'.length));
    const rows = raw.prepare('SELECT url, count(*) AS n FROM scan_history WHERE key_id = ? GROUP BY url ORDER BY url').all(record.id);
    raw.close();
    assert.deepEqual(rows.map((r) => [r.url, r.n]), [['https://other.example/', 1], ['https://shop.example/', 20]]);
    await store.scans.deleteForKey(record.id);
    assert.equal(await store.scans.latest(record.id, 'https://shop.example/'), null);
  } finally {
    await store.close();
  }
});
