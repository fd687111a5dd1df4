// PostgreSQL frozen under a running instance (SIGSTOP of the postmaster and its backends: the
// kernel still accepts connections, nothing answers). Every request that needs the store must
// be answered 503 `unavailable` with Retry-After within 3 s, not wait on the database for as
// long as the client does; the outage is logged once; and the instance serves again once the
// database resumes. The database is a throwaway server of this test's own (frozen-services.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { postgres } from '../support/services.ts';
import { openStore } from '../../src/store/open.ts';
import { appOnFrozenServices, timedRequest, type Timed } from './frozen-services.ts';

/** The task's bound: a frozen database is a 503 within this. */
const BOUND_MS = 3_000;

describe('PostgreSQL frozen', { skip: postgres.skip }, () => {
  // Default timeouts (what an operator gets); no key cache: every request reads its key.
  const suite = appOnFrozenServices((services) => ({ DATABASE_URL: services.databaseUrl, KEY_CACHE_SECONDS: '0' }));
  const timed = (send: (signal: AbortSignal) => Promise<Response>) => timedRequest(BOUND_MS, send);
  const lookup = (key: string) =>
    timed((signal) => suite.t.request('/api/v1/tariffs/hts/lookup', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ codes: ['7326.90.8688'] }), signal }));
  const readyz = () => timed((signal) => suite.t.request('/readyz', { signal }));
  const assertUnavailable = (r: Timed, what: string) => {
    assert.equal(r.status, 503, `${what}: ${JSON.stringify(r.body)} after ${Math.round(r.ms)} ms`);
    assert.equal(r.body.error, 'unavailable', what);
    assert.equal(r.headers.get('retry-after'), '5', what);
    assert.ok(r.ms < BOUND_MS, `${what} answered after ${Math.round(r.ms)} ms`);
  };

  it('answers 503 unavailable with Retry-After within 3 s while frozen, logs it once, and serves again once it resumes', async () => {
    const { t, services, logs } = suite;
    const key = await t.key('all');
    assert.equal((await lookup(key)).status, 200);
    assert.equal((await readyz()).status, 200);
    logs.lines.length = 0;

    services.freezePostgres();
    try {
      assertUnavailable(await readyz(), '/readyz');
      for (let i = 0; i < 3; i++) assertUnavailable(await lookup(key), `lookup ${i}`);
      // More at once than the pool has connections.
      const burst = await Promise.all([...Array.from({ length: 25 }, () => lookup(key)), readyz()]);
      burst.forEach((r, i) => assertUnavailable(r, `concurrent request ${i}`));
      // A public tool does not need the store.
      const open = await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china' });
      assert.equal(open.status, 200);
    } finally {
      services.thaw();
    }

    let back = await lookup(key);
    for (let i = 0; i < 40 && back.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      back = await lookup(key);
    }
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.equal((await readyz()).status, 200);

    await new Promise((r) => setTimeout(r, 400)); // log lines are written in batches
    const lines = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(lines.filter((l) => l.msg !== 'request').map((l) => [l.level, l.msg]), [
      [50, 'store unreachable: requests that need it are answered 503 until it is back'],
      [30, 'store reachable again'],
    ]);
    assert.ok(!logs.lines.join('\n').includes('"stack"'), 'no stack logged');
  });

  it('a store closed while the database is frozen (a shutdown) does not wait for it', async () => {
    const { services } = suite;
    const store = await openStore(services.databaseUrl);
    await store.ping(); // a connection in the pool, whose goodbye a frozen server never acknowledges
    services.freezePostgres();
    try {
      const started = performance.now();
      const closed = await Promise.race([store.close().then(() => true), new Promise((r) => setTimeout(r, BOUND_MS + 2_000, false))]);
      assert.ok(closed && performance.now() - started < BOUND_MS, `closed: ${closed} after ${Math.round(performance.now() - started)} ms`);
    } finally {
      services.thaw();
    }
  });
});
