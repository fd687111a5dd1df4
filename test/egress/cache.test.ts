// The short page cache: a repeated scan within the TTL does not reach the storefront again.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { egressFor, html, rejectsWith, startFixture, withEgress } from './fixture-server.ts';
import type { FixtureServer } from './fixture-server.ts';
import { PageCache, pageMemoryBytes, type StoredPage } from '../../src/egress/cache.ts';

describe('page cache', () => {
  let fixture: FixtureServer;
  let served = 0;
  before(async () => {
    fixture = await startFixture((req, res) => {
      if (req.url === '/gone') return void res.writeHead(404).end();
      served++;
      html(res, `<p>version ${served}</p>`);
    });
  });
  after(() => fixture.close());

  test('a second fetch within the TTL is served without a second request', async () => {
    await withEgress(egressFor(fixture, { cacheTtlMs: 60_000 }), async (egress) => {
      const before = fixture.requests.length;
      const first = await egress.fetchPage(`${fixture.origin}/shop`);
      const second = await egress.fetchPage(`${fixture.origin}/shop#reviews`);
      assert.equal(fixture.requests.length, before + 1);
      assert.equal(second.html, first.html);
      assert.equal(second.fetchedAt, first.fetchedAt);
    });
  });

  test('maxAgeMs 0 fetches the live page; a copy young enough is served and marked fromCache', async () => {
    await withEgress(egressFor(fixture, { cacheTtlMs: 60_000 }), async (egress) => {
      const first = await egress.fetchPage(`${fixture.origin}/live`);
      assert.equal(first.fromCache, undefined);
      const live = await egress.fetchPage(`${fixture.origin}/live`, { maxAgeMs: 0 });
      assert.notEqual(live.html, first.html);
      assert.notEqual(live.fromCache, true);
      // The live fetch refreshed the cache: a caller accepting a minute-old copy gets it, marked.
      const cached = await egress.fetchPage(`${fixture.origin}/live`, { maxAgeMs: 60_000 });
      assert.equal(cached.html, live.html);
      assert.equal(cached.fromCache, true);
      assert.equal(cached.fetchedAt, live.fetchedAt);
    });
  });

  test('a cached page cannot be changed by a caller', async () => {
    await withEgress(egressFor(fixture, { cacheTtlMs: 60_000 }), async (egress) => {
      const first = await egress.fetchPage(`${fixture.origin}/shop`);
      first.redirects.push('tampered');
      const second = await egress.fetchPage(`${fixture.origin}/shop`);
      assert.deepEqual(second.redirects, []);
    });
  });

  test('after the TTL the page is fetched again', async () => {
    await withEgress(egressFor(fixture, { cacheTtlMs: 30 }), async (egress) => {
      const first = await egress.fetchPage(`${fixture.origin}/shop`);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const second = await egress.fetchPage(`${fixture.origin}/shop`);
      assert.notEqual(second.html, first.html);
    });
  });

  test('cacheTtlMs 0 disables the cache', async () => {
    await withEgress(egressFor(fixture, { cacheTtlMs: 0 }), async (egress) => {
      const before = fixture.requests.length;
      await egress.fetchPage(`${fixture.origin}/shop`);
      await egress.fetchPage(`${fixture.origin}/shop`);
      assert.equal(fixture.requests.length, before + 2);
    });
  });

  test('concurrent fetches of one URL share one request', async () => {
    await withEgress(egressFor(fixture, { cacheTtlMs: 0 }), async (egress) => {
      const before = fixture.requests.length;
      const [a, b] = await Promise.all([egress.fetchPage(`${fixture.origin}/shop`), egress.fetchPage(`${fixture.origin}/shop`)]);
      assert.equal(fixture.requests.length, before + 1);
      assert.equal(a.html, b.html);
    });
  });

  test('failures are not cached', async () => {
    await withEgress(egressFor(fixture, { cacheTtlMs: 60_000 }), async (egress) => {
      const before = fixture.requests.length;
      await rejectsWith(egress.fetchPage(`${fixture.origin}/gone`), 'upstream_error');
      await rejectsWith(egress.fetchPage(`${fixture.origin}/gone`), 'upstream_error');
      assert.equal(fixture.requests.length, before + 2);
    });
  });

  test('each egress has its own cache', async () => {
    const before = fixture.requests.length;
    await withEgress(egressFor(fixture, { cacheTtlMs: 60_000 }), (egress) => egress.fetchPage(`${fixture.origin}/own`));
    await withEgress(egressFor(fixture, { cacheTtlMs: 60_000 }), (egress) => egress.fetchPage(`${fixture.origin}/own`));
    assert.equal(fixture.requests.length, before + 2);
  });

  test('a closed egress refuses to fetch', async () => {
    const egress = egressFor(fixture);
    await egress.close();
    await assert.rejects(egress.fetchPage(`${fixture.origin}/shop`), /closed/);
  });
});

describe('page cache bounds', () => {
  const page = (bytes: number): StoredPage => ({
    requestedUrl: 'https://shop.example/',
    finalUrl: 'https://shop.example/',
    status: 200,
    contentType: 'text/html',
    charset: 'utf-8',
    body: Buffer.allocUnsafeSlow(bytes).fill('a'),
    bytes,
    redirects: [],
    fetchedAt: new Date(0).toISOString(),
  });
  const ascii = page(300);
  const larger = page(600);

  test('a page is counted at the memory its body takes', () => {
    assert.equal(pageMemoryBytes(ascii), 300);
    assert.equal(pageMemoryBytes(larger), 600);
    // A body that is a slice of a larger buffer keeps all of it: the whole buffer is counted.
    assert.equal(pageMemoryBytes({ ...ascii, body: Buffer.alloc(4096).subarray(0, 10) }), 4096);
    const cache = new PageCache(60_000, 1000);
    cache.set('a', larger);
    cache.set('b', larger); // 1200 > 1000: the oldest goes
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.get('b'), larger);
    assert.equal(cache.bytes, 600);
    for (const key of ['c', 'd', 'e']) cache.set(key, ascii);
    assert.deepEqual([cache.size, cache.bytes], [3, 900]);
  });

  test('expired pages are dropped when another is stored, not only when room is needed', () => {
    let now = 0;
    const cache = new PageCache(100, 1_000_000, () => now);
    cache.set('a', ascii);
    now = 50;
    cache.set('b', ascii);
    now = 120;
    cache.set('c', ascii);
    assert.deepEqual([cache.size, cache.bytes], [2, 600]);
    now = 1000;
    assert.equal(cache.get('zzz'), undefined);
    assert.deepEqual([cache.size, cache.bytes], [0, 0]);
  });

  test('storing a key again replaces its page and its cost', () => {
    const cache = new PageCache(60_000, 1000);
    cache.set('a', larger);
    cache.set('a', ascii);
    assert.deepEqual([cache.size, cache.bytes], [1, 300]);
    assert.equal(cache.get('a'), ascii);
  });
});
