// The repository contract, run against every store: SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set. Both must give the same answers to the same calls.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { openStore } from '../../src/store/open.ts';
import { issueApiKey } from '../../src/keys/issue.ts';
import { hashApiKey } from '../../src/keys/api-key.ts';
import { storeBackends } from './backends.ts';
import { StoreUnavailableError } from '../../src/store/outage.ts';
import pg from 'pg';

const CACHE_MS = 300;

/** Reads `read` every 20 ms until it gives `want` or the key cache's lifetime (and a second) has passed; its last answer. */
async function readUntil<T>(read: () => Promise<T>, want: (v: T) => boolean, since: number): Promise<T> {
  let seen = await read();
  while (!want(seen) && Date.now() - since < CACHE_MS + 1000) {
    await new Promise((r) => setTimeout(r, 20));
    seen = await read();
  }
  return seen;
}

for (const backend of storeBackends()) {
  describe(`store contract: ${backend.name}`, { skip: backend.skip }, () => {
    after(() => backend.destroy());

    type Store = Awaited<ReturnType<typeof openStore>>;
    /**
     * The service's store (opened with `serverOptions`) and the CLI's on one new database, a key
     * issued through the CLI, both closed after `use`: how another connection's change reaches
     * the service's key cache.
     */
    async function serverAndCli(serverOptions: Parameters<typeof openStore>[1], use: (s: { server: Store; cli: Store; id: string; hash: string }) => Promise<void>): Promise<void> {
      const url = await backend.create();
      const server = await openStore(url, serverOptions);
      const cli = await openStore(url);
      try {
        const { plaintext, record } = await issueApiKey(cli.keys, { scope: 'all' });
        await use({ server, cli, id: record.id, hash: hashApiKey(plaintext) });
      } finally {
        await server.close();
        await cli.close();
      }
    }

    it('opening an existing store again applies no migration twice and keeps the data', async () => {
      const url = await backend.create();
      const a = await openStore(url);
      const { record } = await issueApiKey(a.keys, { scope: 'tariffs', label: 'kept' });
      await a.close();
      const b = await openStore(url);
      assert.deepEqual((await b.keys.list()).map((k) => k.id), [record.id]);
      assert.equal(b.kind, backend.name);
      await b.ping();
      await b.close();
    });

    it('eight instances opening a fresh store at once all succeed (the migrations run once)', async () => {
      const url = await backend.create();
      const stores = await Promise.all(Array.from({ length: 8 }, () => openStore(url)));
      await Promise.all(stores.map((s, i) => issueApiKey(s.keys, { scope: 'all', label: `i${i}` })));
      assert.equal((await stores[0]!.keys.list()).length, 8);
      await Promise.all(stores.map((s) => s.close()));
    });

    it('a key reads back exactly as written, by hash, by id and by display prefix; a duplicate hash is refused', async () => {
      const store = await openStore(await backend.create());
      try {
        const created = new Date('2026-11-21T10:11:12.345Z');
        const { plaintext, record } = await issueApiKey(store.keys, { scope: 'pixels', label: 'shop', notes: 'delegate:on pilot' }, created);
        assert.deepEqual(record, {
          id: record.id,
          prefix: plaintext.slice(0, 7),
          label: 'shop',
          scope: 'pixels',
          notes: 'delegate:on pilot',
          createdAt: '2026-11-21T10:11:12.345Z',
          lastUsedAt: null,
          revokedAt: null,
        });
        assert.deepEqual(await store.keys.findByHash(hashApiKey(plaintext)), record);
        assert.deepEqual(await store.keys.findByIdOrPrefix(record.id), [record]);
        assert.deepEqual(await store.keys.findByIdOrPrefix(record.prefix), [record]);
        assert.equal(await store.keys.findByHash(hashApiKey('de_' + 'x'.repeat(24))), null);
        const { record: second } = await issueApiKey(store.keys, { scope: 'all' }, new Date('2026-11-21T10:11:13.000Z'));
        assert.deepEqual((await store.keys.list()).map((k) => k.id), [record.id, second.id], 'listed oldest first');
        await assert.rejects(store.keys.insert({ ...second, id: 'key_dup', keyHash: hashApiKey(plaintext), label: null, notes: '' }));
        await store.keys.touch(record.id, '2026-11-21T11:00:00.000Z');
        assert.equal((await store.keys.findByIdOrPrefix(record.id))[0]!.lastUsedAt, '2026-11-21T11:00:00.000Z');
      } finally {
        await store.close();
      }
    });

    it(`a key revoked through another connection (the CLI, another instance) is refused within the key cache's lifetime`, async () => {
      await serverAndCli({ keyCacheMs: CACHE_MS }, async ({ server, cli, id, hash }) => {
        assert.equal((await server.keys.findByHash(hash))?.revokedAt, null);
        assert.equal((await server.keys.findByHash(hash))?.revokedAt, null); // now cached
        const revokedAt = Date.now();
        assert.equal(await cli.keys.revoke(id, '2026-11-21T00:00:00.000Z'), true);
        assert.equal(await cli.keys.revoke(id, '2026-11-22T00:00:00.000Z'), false, 'revoking twice changes nothing');
        const seen = await readUntil(async () => (await server.keys.findByHash(hash))?.revokedAt, (v) => !!v, revokedAt);
        assert.equal(seen, '2026-11-21T00:00:00.000Z');
        assert.ok(Date.now() - revokedAt <= CACHE_MS + 200, `seen after ${Date.now() - revokedAt} ms`);
      });
    });

    it('a key\'s notes set through another connection (keys update) are seen within the key cache\'s lifetime', async () => {
      await serverAndCli({ keyCacheMs: CACHE_MS }, async ({ server, cli, id, hash }) => {
        assert.equal((await server.keys.findByHash(hash))?.notes, '');
        const setAt = Date.now();
        assert.equal(await cli.keys.setNotes(id, 'delegate:on'), true);
        assert.equal(await cli.keys.setNotes('key_0000000000000000', 'delegate:on'), false, 'no such key');
        assert.equal((await cli.keys.findByIdOrPrefix(id))[0]!.notes, 'delegate:on');
        const seen = await readUntil(async () => (await server.keys.findByHash(hash))?.notes, (v) => v === 'delegate:on', setAt);
        assert.equal(seen, 'delegate:on');
      });
    });

    it('the key cache keeps time by the clock it is given (the app\'s), not the wall clock', { skip: backend.name === 'sqlite' ? 'SQLite sees every commit at once; its cache has no lifetime' : false }, async () => {
      let now = Date.UTC(2026, 10, 21, 12, 0, 0);
      await serverAndCli({ keyCacheMs: 60_000, clock: () => now }, async ({ server, cli, id, hash }) => {
        assert.equal((await server.keys.findByHash(hash))?.revokedAt, null); // now cached
        await cli.keys.revoke(id, '2026-11-21T00:00:00.000Z');
        now += 59_000;
        assert.equal((await server.keys.findByHash(hash))?.revokedAt, null, 'still trusted inside its minute');
        now += 2_000;
        assert.equal((await server.keys.findByHash(hash))?.revokedAt, '2026-11-21T00:00:00.000Z', 'read again once the clock passes it');
      });
    });

    it('a statement stuck behind a lock is given up after the statement timeout as unavailable (503), and the store serves once the lock goes', { skip: backend.name === 'sqlite' ? 'SQLite waits for a lock up to its busy timeout (10 s)' : false, timeout: 10_000 }, async () => {
      const url = await backend.create();
      const store = await openStore(url, { statementTimeoutMs: 300 });
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        const { record } = await issueApiKey(store.keys, { scope: 'all' });
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM api_keys WHERE id = $1 FOR UPDATE', [record.id]);
        await assert.rejects(store.keys.touch(record.id, '2026-11-21T11:00:00.000Z'), (e: unknown) => e instanceof StoreUnavailableError);
        await holder.query('ROLLBACK');
        await store.keys.touch(record.id, '2026-11-21T11:00:00.000Z');
        assert.equal((await store.keys.findByIdOrPrefix(record.id))[0]!.lastUsedAt, '2026-11-21T11:00:00.000Z');
      } finally {
        await holder.end();
        await store.close();
      }
    });

    it('scan history keeps the newest entries per key and URL, and goes with the key', async () => {
      const url = await backend.create();
      const store = await openStore(url);
      try {
        const { record } = await issueApiKey(store.keys, { scope: 'pixels' });
        for (let i = 0; i < 25; i++) {
          await store.scans.append(record.id, 'https://shop.example/', { scannedAt: `2026-11-21T00:00:${String(i).padStart(2, '0')}Z`, inventory: [{ n: i, tag: 'gtm' }] }, 20);
        }
        await store.scans.append(record.id, 'https://other.example/', { scannedAt: '2026-11-21T01:00:00Z', inventory: [] }, 20);
        assert.deepEqual(await store.scans.latest(record.id, 'https://shop.example/'), { scannedAt: '2026-11-21T00:00:24Z', inventory: [{ n: 24, tag: 'gtm' }] });
        assert.deepEqual(await backend.countScans(url, record.id), [['https://other.example/', 1], ['https://shop.example/', 20]]);
        await store.scans.append(record.id, 'https://shop.example/', { scannedAt: '2026-11-21T02:00:00Z', inventory: { kept: true } }, 1);
        assert.deepEqual(await backend.countScans(url, record.id), [['https://other.example/', 1], ['https://shop.example/', 1]]);
        assert.deepEqual((await store.scans.latest(record.id, 'https://shop.example/'))?.inventory, { kept: true });
        await store.scans.deleteForKey(record.id);
        assert.equal(await store.scans.latest(record.id, 'https://shop.example/'), null);
        assert.deepEqual(await backend.countScans(url, record.id), []);
      } finally {
        await store.close();
      }
    });

    it('text PostgreSQL cannot keep (U+0000, an unpaired surrogate) is stored as U+FFFD, the same on every store, never refused', async () => {
      const store = await openStore(await backend.create());
      try {
        // As a hostile storefront hands it over: a web-pixel ID holding U+0000.
        const inventory = [{ vendor: 'Shopify web pixel', ids: ['px\u0000123', 'lone\ud800', 'pair\u{1F600}'], rule_ids: ['shopify.web_pixel'], 'k\u0000ey': '\\u0000 stays' }];
        const { record } = await issueApiKey(store.keys, { scope: 'pixels', label: 'shop\u0000one', notes: 'delegate:on\u0000' });
        assert.equal(record.label, 'shop\uFFFDone');
        assert.equal(record.notes, 'delegate:on\uFFFD');
        const url = 'https://shop.example/\u0000';
        await store.scans.append(record.id, url, { scannedAt: '2026-11-21T00:00:00Z\u0000', inventory }, 20);
        assert.deepEqual(await store.scans.latest(record.id, url), {
          scannedAt: '2026-11-21T00:00:00Z\uFFFD',
          inventory: [{ vendor: 'Shopify web pixel', ids: ['px\uFFFD123', 'lone\uFFFD', 'pair\u{1F600}'], rule_ids: ['shopify.web_pixel'], 'k\uFFFDey': '\\u0000 stays' }],
        });
        assert.deepEqual(await store.scans.latest(record.id, 'https://shop.example/\uFFFD'), await store.scans.latest(record.id, url), 'looked up as stored');
        assert.deepEqual((await store.keys.findByIdOrPrefix(`${record.id}\u0000`)), []);
      } finally {
        await store.close();
      }
    });
  });
}
