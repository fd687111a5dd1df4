// Per-key limits: exactly 100 per UTC minute and 10,000 per UTC day; a request refused by
// the minute window spends no daily quota; headers on every v1 response.
import { describe, it, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { probeProduct } from '../support/probe-product.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ products: [probeProduct] });
  t.clock.set(Date.UTC(2026, 10, 21, 12, 0, 0)); // the start of a UTC minute
});
afterEach(() => t.dispose());

const keyIdOf = async (t: TestApp) => (await t.deps.store.keys.list())[0]!.id;
const dayRemaining = async (t: TestApp, id: string) =>
  (await t.deps.limits.keyQuota.peek(id, t.clock())).windows.find((w) => w.name === 'day')!.remaining;

describe('minute window', () => {
  it('101 requests in a minute: exactly 100 pass, the 101st is 429 with Retry-After and RateLimit headers', async () => {
    const key = await t.key('all');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 101; i++) {
      t.clock.advance(100); // all inside the same minute
      last = await t.post('/api/v1/pixels/echo', { n: 1 }, key);
      statuses.push(last.status);
    }
    assert.equal(statuses.filter((s) => s === 200).length, 100);
    assert.equal(statuses[100], 429);
    const res = last!;
    const body: any = await res.json();
    assert.equal(body.error, 'rate_limited');
    assert.equal(res.headers.get('ratelimit-policy'), '"minute";q=100;w=60, "day";q=10000;w=86400');
    assert.match(res.headers.get('ratelimit') ?? '', /^"minute";r=0;t=\d+$/);
    const retryAfter = Number(res.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    // The refused request spent no daily quota.
    assert.equal(await dayRemaining(t, await keyIdOf(t)), 10_000 - 100);
    // After the reset the key works again.
    t.clock.advance(retryAfter * 1000);
    assert.equal((await t.post('/api/v1/pixels/echo', { n: 1 }, key)).status, 200);
  });

  it('every v1 response carries the headers, counting down, including 400 and 403 beta', async () => {
    const key = await t.key('all');
    const first = await t.post('/api/v1/pixels/echo', { n: 1 }, key);
    assert.match(first.headers.get('ratelimit') ?? '', /^"minute";r=99;t=\d+$/);
    const invalid = await t.post('/api/v1/pixels/echo', { n: 'x' }, key);
    assert.equal(invalid.status, 400);
    assert.match(invalid.headers.get('ratelimit') ?? '', /^"minute";r=98;/);
    const beta = await t.post('/api/v1/pixels/echo', { n: 1 }, await t.key('all', ''));
    assert.equal(beta.status, 403);
    assert.match(beta.headers.get('ratelimit') ?? '', /^"minute";r=99;/);
  });

  it('keys are counted separately', async () => {
    const a = await t.key('all');
    const b = await t.key('all');
    for (let i = 0; i < 100; i++) await t.post('/api/v1/pixels/echo', { n: 1 }, a);
    assert.equal((await t.post('/api/v1/pixels/echo', { n: 1 }, a)).status, 429);
    assert.equal((await t.post('/api/v1/pixels/echo', { n: 1 }, b)).status, 200);
  });
});

describe('daily window', () => {
  it('10,000 per UTC day: the 10,001st is refused until the next UTC day', async () => {
    const key = await t.key('all');
    let passed = 0;
    for (let minute = 0; minute < 100; minute++) {
      t.clock.set(Date.UTC(2026, 10, 21, 1, minute, 0));
      for (let i = 0; i < 100; i++) if ((await t.post('/api/v1/pixels/echo', { n: 1 }, key)).status === 200) passed++;
    }
    assert.equal(passed, 10_000);
    t.clock.set(Date.UTC(2026, 10, 21, 23, 0, 0)); // a fresh minute, same day
    const refused = await t.post('/api/v1/pixels/echo', { n: 1 }, key);
    assert.equal(refused.status, 429);
    assert.match(refused.headers.get('ratelimit') ?? '', /^"day";r=0;t=3600$/);
    assert.equal(refused.headers.get('retry-after'), '3600');
    t.clock.set(Date.UTC(2026, 10, 22, 0, 0, 1));
    assert.equal((await t.post('/api/v1/pixels/echo', { n: 1 }, key)).status, 200);
  });
});
