// PostgreSQL unreachable under a running instance: every request that needs the store is
// answered 503 `unavailable` with Retry-After (never a 500), the outage is logged once when it
// starts and once when it ends (not a stack per request), and the instance serves again as soon
// as the database is back. The database is cut by a TCP relay on 127.0.0.1 between the store
// and the test PostgreSQL, so stopping it disturbs no other suite.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';
import { freshPostgresDatabase, postgres } from '../support/services.ts';

/** A relay to host:port that can be cut (every connection reset, nothing listening) and restored on the same port. */
async function relay(host: string, port: number): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const make = () =>
    createServer((client) => {
      const upstream = connect(port, host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
  let server: Server = make();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const own = (server.address() as AddressInfo).port;
  const stop = async () => {
    for (const s of sockets) s.resetAndDestroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    port: own,
    cut: stop,
    async restore() {
      server = make();
      await new Promise<void>((resolve) => server.listen(own, '127.0.0.1', resolve));
    },
    close: async () => {
      if (server.listening) await stop();
    },
  };
}

describe('PostgreSQL unreachable', { skip: postgres.skip }, () => {
  let db: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let link: Awaited<ReturnType<typeof relay>>;
  let t: TestApp;
  const logs = captureLogs();

  before(async () => {
    db = await freshPostgresDatabase();
    const target = new URL(db.url);
    link = await relay(target.hostname, Number(target.port));
    target.host = `127.0.0.1:${link.port}`;
    // No key cache: every request reads its key from the database.
    t = await buildTestApp({ logs: logs.stream, env: { DATABASE_URL: target.toString(), KEY_CACHE_SECONDS: '0' } });
  });
  after(async () => {
    await t?.dispose();
    await link?.close();
    await db?.drop();
  });

  const lookup = (key: string) => t.post('/api/v1/tariffs/hts/lookup', { codes: ['7326.90.8688'] }, key);

  it('is 503 unavailable with Retry-After for every request that needs it, logged once, and served again once it is back', async () => {
    const key = await t.key('all');
    assert.equal((await lookup(key)).status, 200);
    logs.lines.length = 0;

    await link.cut();
    for (let i = 0; i < 30; i++) {
      const res = await lookup(key);
      assert.equal(res.status, 503, await res.clone().text());
      const body: any = await res.json();
      assert.equal(body.error, 'unavailable');
      assert.match(body.message, /cannot reach its database/);
      assert.equal(res.headers.get('retry-after'), '5');
      assert.equal(res.headers.get('x-request-id'), body.request_id);
    }
    const ready = await t.request('/readyz');
    assert.equal(ready.status, 503);
    assert.equal(ready.headers.get('retry-after'), '5');
    // A public tool that does not need the store still answers.
    assert.equal((await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china' })).status, 200);

    await link.restore();
    assert.equal((await lookup(key)).status, 200);

    await new Promise((r) => setTimeout(r, 50));
    const lines = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const outage = lines.filter((l) => l.msg !== 'request');
    assert.deepEqual(outage.map((l) => [l.level, l.msg]), [
      [50, 'store unreachable: requests that need it are answered 503 until it is back'],
      [30, 'store reachable again'],
    ]);
    assert.ok(!logs.lines.join('\n').includes('"stack"'), 'no stack logged');
    assert.equal(lines.filter((l) => l.msg === 'request' && l.status === 503).length, 31);
  });
});
