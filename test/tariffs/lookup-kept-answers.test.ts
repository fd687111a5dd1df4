// The v1 lookup's whole answers kept per body and day (src/http/answer-cache.ts, src/tariffs/routes.ts):
// a kept answer is the very bytes a fresh lookup makes, for every kind of list; the day a
// body without as_of is asked on is part of its question; and a kept answer is only ever
// reached past every guard (key, scope, quota, beta) and the Content-Type check.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useTariffsApp, type TestApp } from '../support/app.ts';
import { lookupHtsCodes } from '../../src/tariffs/lookup.ts';
import { todayUtc } from '../../src/tariffs/as-of.ts';

const PATH = '/api/v1/tariffs/hts/lookup';
const MIX = ['7326.90.8688', '0402.99.6800', '7318.15.2030', '8482.10.5032', '7219.11.0030', '8708.29.5160', '9403.99.9020', '7616.10.3000', '8703.22.0110', '0101.21.0010', '9903.81.91', 'ABCD.EF.GHIJ', '7326.90.86', '7326908688'];
const BODIES: Record<string, unknown>[] = [
  { codes: ['7326.90.8688'], as_of: '2026-09-01' },
  { codes: MIX, as_of: '2025-09-01' },
  { codes: Array.from({ length: 50 }, (_, i) => MIX[i % MIX.length]!), as_of: '2026-03-15' },
  { codes: ['0402.99.6800', '0402.99.6800'] },
  { codes: ['é', '7326.90.8688'], as_of: '2026-09-01' },
];

/** The answer a lookup makes fresh, no cache of any kind: what the route must send for `body` on `now`. */
const fresh = (body: { codes: string[]; as_of?: string }, now: number) =>
  JSON.stringify({ results: lookupHtsCodes(body.codes, { asOf: body.as_of ?? todayUtc(new Date(now)) }) });

let t: TestApp;
let key: string;
useTariffsApp(Date.UTC(2026, 10, 21, 12, 0, 0), (app, k) => {
  t = app;
  key = k;
});

describe('v1 lookup answers kept per body and day', () => {
  const op = () => t.operations.find((o) => o.path === PATH)!;
  const ask = async (body: unknown, k = key) => {
    const res = await t.post(PATH, body, k);
    const text = await res.text();
    assert.equal(res.status, 200, text);
    assert.equal(Number(res.headers.get('content-length')), Buffer.byteLength(text));
    return { text, res };
  };

  it('answers the same bytes as a fresh lookup, first asked, kept and from what was kept', async () => {
    for (const body of BODIES) {
      const text = JSON.stringify(body);
      assert.equal(op().keptAnswer!(text), undefined, 'nothing kept before it was asked');
      const expected = fresh(body as { codes: string[] }, t.clock());
      for (let i = 0; i < 3; i++) assert.equal((await ask(text)).text, expected, `${text.slice(0, 80)}, asked ${i + 1} times`);
      const kept = op().keptAnswer!(text);
      assert.ok(kept && 'jsonBytes' in kept, 'kept from its second sight');
      assert.equal(kept.jsonBytes.toString(), expected);
    }
  });

  it('a body without as_of is answered for the day it is asked, whatever was kept the day before', async () => {
    const body = { codes: ['7318.15.2030', '8708.29.5160'] };
    for (let i = 0; i < 3; i++) await ask(body);
    const today = JSON.parse((await ask(body)).text).results[0].detail.as_of;
    t.clock.advance(86_400_000);
    const next = (await ask(body)).text;
    assert.notEqual(JSON.parse(next).results[0].detail.as_of, today);
    assert.equal(next, fresh(body, t.clock()));
  });

  it('an origin or answers are the caller\'s own question: answered fresh, never kept', async () => {
    const text = JSON.stringify({ codes: ['8703.22.0110'], as_of: '2025-09-01', country_of_origin: 'canada' });
    for (let i = 0; i < 3; i++) await ask(text);
    assert.equal(op().keptAnswer!(text), undefined);
  });

  it('a kept body still passes every guard: no key 401, another scope 403, not enrolled 403 beta, the quota spent and told', async () => {
    const text = JSON.stringify({ codes: ['9403.99.9020'], as_of: '2026-09-01' });
    await ask(text);
    await ask(text);
    assert.ok(op().keptAnswer!(text), 'kept');
    assert.equal((await t.post(PATH, text)).status, 401);
    assert.equal((await t.post(PATH, text, 'de_' + 'x'.repeat(24))).status, 401);
    const revoked = await t.key('tariffs', 'delegate:on');
    const id = (await t.deps.store.keys.list()).at(-1)!.id;
    await t.deps.store.keys.revoke(id, new Date(t.clock()).toISOString());
    assert.equal((await t.post(PATH, text, revoked)).status, 401);
    const pixelsOnly = await t.key('pixels', 'delegate:on');
    const refused = async (k: string) => {
      const res = await t.post(PATH, text, k);
      return `${res.status} ${((await res.json()) as { error: string }).error}`;
    };
    assert.equal(await refused(pixelsOnly), '403 forbidden_scope');
    const notEnrolled = await t.key('tariffs', '');
    assert.equal(await refused(notEnrolled), '403 beta');
    const remaining = async () => Number(/r=(\d+)/.exec((await ask(text)).res.headers.get('ratelimit') ?? '')![1]);
    const first = await remaining();
    assert.equal(await remaining(), first - 1, 'a kept answer spends the quota like any other');
  });

  it('a kept body is still refused for a Content-Type that is not JSON (415 before the kept answer)', async () => {
    const text = JSON.stringify({ codes: ['7616.10.3000'], as_of: '2026-09-01' });
    await ask(text);
    await ask(text);
    assert.ok(op().keptAnswer!(text));
    assert.equal((await t.post(PATH, text, key, { 'content-type': 'text/plain' })).status, 415);
  });

  it('a body that may hold an email address is never kept by its text (its question is)', async () => {
    const plain = { codes: ['8482.10.5032'], as_of: '2026-09-01' };
    const withEmail = JSON.stringify({ ...plain, email: 'buyer@shop.example' });
    const escaped = withEmail.replace('@', '\\u0040');
    for (const text of [withEmail, withEmail, escaped, escaped]) assert.equal((await ask(text)).text, fresh(plain, t.clock()));
    assert.equal(op().keptAnswer!(withEmail), undefined);
    assert.equal(op().keptAnswer!(escaped), undefined);
  });
});
