// Security cases of every real /api/v1 route, on the production path (the app's own listener):
// each 401 variant, revocation, the failed-authentication lockout, the key's scope, the beta
// gate and its delegate:on token, the per-key minute and day quotas, and the order these come
// in. A locked stub runs the 401 checks and then always answers 403 beta, spending nothing.
import { describe, it, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import type { TestApp } from '../../support/app.ts';
import { SUPPORT } from '../../support/app.ts';
import { ROUTES, expectError, freshApp, startStorefront, v1Operations } from './routes.ts';

startStorefront();
let t: TestApp;
beforeEach(async () => {
  t = await freshApp();
  t.clock.set(Date.UTC(2026, 10, 21, 12, 0, 0)); // the start of a UTC minute
});
afterEach(() => t.dispose());

it('every v1 route the app answers has a case here', () => {
  assert.deepEqual(v1Operations(t).map((op) => op.path).sort(), ROUTES.map((r) => r.path).sort());
  for (const r of ROUTES) assert.equal(v1Operations(t).find((op) => op.path === r.path)!.access === 'locked', r.locked, r.path);
});

const UNKNOWN = `de_${'a'.repeat(24)}`;
const dayRemaining = async (id: string) => (await t.deps.limits.keyQuota.peek(id, t.clock())).windows.find((w) => w.name === 'day')!.remaining;
const keyId = async (plaintext: string) => (await t.deps.store.keys.list()).find((k) => plaintext.startsWith(k.prefix))!.id;

for (const route of ROUTES) {
  const post = (body: unknown, key?: string, headers?: Record<string, string>) => t.post(route.path, body, key, headers);
  /** A request that passes every guard: 200 on a route that answers, 403 beta on a locked stub. */
  const passed = async (key: string) => {
    const res = await post(route.valid(), key);
    if (route.locked) await expectError(res, 403, 'beta');
    else assert.equal(res.status, 200, await res.clone().text());
  };

  describe(`${route.path}: 401`, () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['no Authorization header', {}, /Missing Authorization/],
      ['Basic scheme', { authorization: 'Basic ZGU6eA==' }, /Bearer scheme/],
      ['Bearer without a key', { authorization: 'Bearer' }, /Bearer scheme/],
      ['two keys', { authorization: `Bearer ${UNKNOWN} ${UNKNOWN}` }, /Bearer scheme/],
      ['wrong prefix', { authorization: 'Bearer dx_abcdefghijklmnopqrstuvwx' }, /Malformed/],
      ['23 characters', { authorization: 'Bearer de_abcdefghijklmnopqrstuvw' }, /Malformed/],
      ['25 characters', { authorization: 'Bearer de_abcdefghijklmnopqrstuvwxy' }, /Malformed/],
      ['outside base62', { authorization: 'Bearer de_abcdefghijklmnopqrstuv-_' }, /Malformed/],
      ['unknown key', { authorization: `Bearer ${UNKNOWN}` }, /Unknown API key/],
    ];
    for (const [name, headers, message] of cases) {
      it(name, async () => {
        const res = await post(route.valid(), undefined, headers);
        const body = await expectError(res, 401, 'unauthorized');
        assert.match(body.message, message);
        assert.equal(body.contact, SUPPORT);
        assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer realm="dutyscout"/);
      });
    }
    it('a revoked key stops working at once', async () => {
      const key = await t.key('all');
      await passed(key);
      await t.deps.store.keys.revoke(await keyId(key), new Date(t.clock()).toISOString());
      const body = await expectError(await post(route.valid(), key), 401, 'unauthorized');
      assert.match(body.message, /revoked/);
    });
    it('the 401 comes before the body: an invalid body, or one that is not JSON, without a key is 401', async () => {
      await expectError(await post(route.invalid.body), 401, 'unauthorized');
      await expectError(await post('certify me', undefined, { 'content-type': 'text/plain' }), 401, 'unauthorized');
    });
    it('after 20 failures in a minute the address gets 429 with Retry-After, even with a good key; it lifts after the window', async () => {
      const good = await t.key('all');
      for (let i = 0; i < 20; i++) assert.equal((await post(route.valid(), UNKNOWN)).status, 401);
      const blocked = await post(route.valid(), good);
      await expectError(blocked, 429, 'rate_limited');
      assert.ok(Number(blocked.headers.get('retry-after')) >= 1);
      t.clock.advance(60_000);
      await passed(good);
    });
  });

  if (route.locked) {
    describe(`${route.path}: a locked stub`, () => {
      for (const [name, body] of [
        ['a valid body', route.valid()],
        ['an invalid body', route.invalid.body],
        ['a body that is not JSON', 'certify me please'],
      ] as const) {
        it(`answers 403 beta for ${name}, whatever the key's scope or enrolment, spending nothing`, async () => {
          for (const key of [await t.key(route.scope), await t.key(route.otherScope), await t.key('all', '')]) {
            const res = await post(body, key);
            const err = await expectError(res, 403, 'beta');
            assert.match(err.message, /locked contract stub/);
            assert.match(err.message, /does not issue, sign, certify or file/);
            assert.match(res.headers.get('ratelimit-policy') ?? '', /"minute";q=100;w=60/);
            assert.equal(await dayRemaining(await keyId(key)), 10_000);
          }
        });
      }
    });
    continue;
  }

  describe(`${route.path}: scope and beta gate`, () => {
    it('a key scoped to another product is 403 forbidden_scope naming its scope; its own scope and all pass', async () => {
      const body = await expectError(await post(route.valid(), await t.key(route.otherScope)), 403, 'forbidden_scope');
      assert.match(body.message, new RegExp(route.otherScope));
      for (const scope of [route.scope, 'all'] as const) await passed(await t.key(scope));
    });
    it('a valid key without delegate:on gets 403 beta with the contact address', async () => {
      const body = await expectError(await post(route.valid(), await t.key('all', 'partner pilot')), 403, 'beta');
      assert.match(body.message, /closed beta/);
      assert.ok(body.message.includes(SUPPORT));
    });
    it('delegate:on is matched as a whole token', async () => {
      const outcomes: Record<string, number> = {};
      for (const notes of ['delegate:on', 'acme pilot, delegate:on', 'x delegate:on y', 'delegate:one', 'xdelegate:on', 'delegate:off', 'Delegate:On', '']) {
        outcomes[notes] = (await post(route.valid(), await t.key('all', notes))).status;
      }
      assert.deepEqual(outcomes, {
        'delegate:on': 200,
        'acme pilot, delegate:on': 200,
        'x delegate:on y': 200,
        'delegate:one': 403,
        'xdelegate:on': 403,
        'delegate:off': 403,
        'Delegate:On': 403,
        '': 403,
      });
    });
    it('scope and beta come before the body: an invalid body gets 403 for a wrong or unenrolled key, 400 for a good one', async () => {
      await expectError(await post(route.invalid.body, await t.key(route.otherScope)), 403, 'forbidden_scope');
      await expectError(await post(route.invalid.body, await t.key('all', '')), 403, 'beta');
      const body = await expectError(await post(route.invalid.body, await t.key('all')), 400, 'invalid_request');
      assert.equal(body.details[0].path, route.invalid.path);
    });
  });

  describe(`${route.path}: per-key quotas`, () => {
    it('101 requests in a minute: exactly 100 get past the quota, the 101st is 429 with Retry-After and RateLimit headers', async () => {
      const key = await t.key('all');
      const statuses: number[] = [];
      let last: Response | undefined;
      // Invalid bodies: each spends quota and is answered 400 without running the operation.
      for (let i = 0; i < 101; i++) {
        t.clock.advance(100);
        last = await post(route.invalid.body, key);
        statuses.push(last.status);
      }
      assert.equal(statuses.filter((s) => s === 400).length, 100);
      assert.equal(statuses[100], 429);
      const body = await expectError(last!, 429, 'rate_limited');
      assert.match(body.message, /100 requests per minute/);
      assert.equal(last!.headers.get('ratelimit-policy'), '"minute";q=100;w=60, "day";q=10000;w=86400');
      assert.match(last!.headers.get('ratelimit') ?? '', /^"minute";r=0;t=\d+$/);
      const retryAfter = Number(last!.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      assert.equal(await dayRemaining(await keyId(key)), 10_000 - 100, 'the refused request spent no daily quota');
      t.clock.advance(retryAfter * 1000);
      await passed(key);
    });
    it('keys are counted separately', async () => {
      const a = await t.key('all');
      const b = await t.key('all');
      for (let i = 0; i < 100; i++) await post(route.invalid.body, a);
      assert.equal((await post(route.valid(), a)).status, 429);
      await passed(b);
    });
    it('10,000 a UTC day: the 10,001st is refused until the next UTC day', async () => {
      const key = await t.key('all');
      const id = await keyId(key);
      // The first 9,999 spent straight on the limiter (a hundred a minute from 01:00), the 10,000th through the route.
      for (let i = 0; i < 9_999; i++) await t.deps.limits.keyQuota.consume(id, Date.UTC(2026, 10, 21, 1, Math.floor(i / 100), 0));
      t.clock.set(Date.UTC(2026, 10, 21, 22, 0, 0));
      await passed(key);
      t.clock.set(Date.UTC(2026, 10, 21, 23, 0, 0)); // a fresh minute, same day
      const refused = await post(route.valid(), key);
      await expectError(refused, 429, 'rate_limited');
      assert.match(refused.headers.get('ratelimit') ?? '', /^"day";r=0;t=3600$/);
      assert.equal(refused.headers.get('retry-after'), '3600');
      t.clock.set(Date.UTC(2026, 10, 22, 0, 0, 1));
      await passed(key);
    });
  });
}
