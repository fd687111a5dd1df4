// /api/v1 guards: every 401 variant, scope, the beta gate, brute-force limiting, revocation.
import { describe, it, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, SUPPORT, type TestApp } from '../support/app.ts';
import { probeProduct } from '../support/probe-product.ts';
import { entries } from '../../src/entries/routes.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ products: [probeProduct, entries] });
});
afterEach(() => t.dispose());

async function expectError(res: Response, status: number, code: string) {
  assert.equal(res.status, status);
  const body: any = await res.json();
  assert.equal(body.error, code, `error code (message: ${body.message})`);
  assert.equal(body.contact, SUPPORT);
  assert.match(body.request_id, /^req_/);
  assert.equal(res.headers.get('x-request-id'), body.request_id);
  assert.ok(!JSON.stringify(body).includes('at '), 'no stack trace');
  return body;
}

describe('401: key missing, malformed, unknown or revoked', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['no Authorization header', {}, /Missing Authorization/],
    ['Basic scheme', { authorization: 'Basic ZGU6eA==' }, /Bearer scheme/],
    ['Bearer without a key', { authorization: 'Bearer' }, /Bearer scheme/],
    ['wrong prefix', { authorization: 'Bearer dx_abcdefghijklmnopqrstuvwx' }, /Malformed/],
    ['23 characters', { authorization: 'Bearer de_abcdefghijklmnopqrstuvw' }, /Malformed/],
    ['25 characters', { authorization: 'Bearer de_abcdefghijklmnopqrstuvwxy' }, /Malformed/],
    ['outside base62', { authorization: 'Bearer de_abcdefghijklmnopqrstuv-_' }, /Malformed/],
    ['unknown key', { authorization: 'Bearer de_abcdefghijklmnopqrstuvwx' }, /Unknown API key/],
  ];
  for (const [name, headers, message] of cases) {
    it(name, async () => {
      const res = await t.request('/api/v1/pixels/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"n":1}',
      });
      const body = await expectError(res, 401, 'unauthorized');
      assert.match(body.message, message);
      assert.match(res.headers.get('www-authenticate') ?? '', /^Bearer/);
    });
  }

  it('a revoked key stops working at once', async () => {
    const key = await t.key('all');
    assert.equal((await t.post('/api/v1/pixels/echo', { n: 1 }, key)).status, 200);
    const [record] = await t.deps.store.keys.list();
    await t.deps.store.keys.revoke(record!.id, new Date().toISOString());
    const body = await expectError(await t.post('/api/v1/pixels/echo', { n: 1 }, key), 401, 'unauthorized');
    assert.match(body.message, /revoked/);
  });

  it('the 401 comes before validation: an invalid body without a key is 401, not 400', async () => {
    await expectError(await t.post('/api/v1/pixels/echo', { n: 'x' }), 401, 'unauthorized');
  });
});

describe('403 forbidden_scope', () => {
  it('a key scoped to another product is refused, naming its scope', async () => {
    const key = await t.key('tariffs');
    const body = await expectError(await t.post('/api/v1/pixels/echo', { n: 1 }, key), 403, 'forbidden_scope');
    assert.match(body.message, /tariffs/);
  });
  it('a key scoped to the product, or to all, passes', async () => {
    for (const scope of ['pixels', 'all'] as const) {
      const res = await t.post('/api/v1/pixels/echo', { n: 2 }, await t.key(scope));
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { n: 2, key_scope: scope });
    }
  });
});

describe('403 beta gate', () => {
  it('a valid key without delegate:on gets beta with the contact address', async () => {
    const key = await t.key('all', 'partner pilot');
    const body = await expectError(await t.post('/api/v1/pixels/echo', { n: 1 }, key), 403, 'beta');
    assert.match(body.message, /closed beta/);
    assert.ok(body.message.includes(SUPPORT));
  });
  it('delegate:on is matched as a whole token', async () => {
    const outcomes: Record<string, number> = {};
    for (const notes of ['delegate:on', 'acme pilot, delegate:on', 'x delegate:on y', 'delegate:one', 'xdelegate:on', 'delegate:off', 'Delegate:On', '']) {
      outcomes[notes] = (await t.post('/api/v1/pixels/echo', { n: 1 }, await t.key('all', notes))).status;
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
  it('the beta gate comes before validation: a non-delegate key with a bad body gets 403, a delegate key 400', async () => {
    await expectError(await t.post('/api/v1/pixels/echo', { n: 99 }, await t.key('all', '')), 403, 'beta');
    const body = await expectError(await t.post('/api/v1/pixels/echo', { n: 99 }, await t.key('all')), 400, 'invalid_request');
    assert.equal(body.details[0].path, 'n');
  });
});

describe('failed authentication is limited per client address', () => {
  it('after 20 failures in a minute the address gets 429 with Retry-After, even with a good key; it lifts after the window', async () => {
    const good = await t.key('all');
    for (let i = 0; i < 20; i++) {
      assert.equal((await t.post('/api/v1/pixels/echo', { n: 1 }, 'de_abcdefghijklmnopqrstuvwx')).status, 401);
    }
    const blocked = await t.post('/api/v1/pixels/echo', { n: 1 }, good);
    await expectError(blocked, 429, 'rate_limited');
    assert.ok(Number(blocked.headers.get('retry-after')) >= 1);
    t.clock.advance(60_000);
    assert.equal((await t.post('/api/v1/pixels/echo', { n: 1 }, good)).status, 200);
  });
});

describe('the locked GCC stub', () => {
  const valid = {
    product_info: { name: 'Stacking rings', model: 'SR-1', sku: 'SR1', place_of_manufacture: 'Ningbo, CN', date_of_manufacture: '2026-01-15' },
    manufacturer: { name: 'Acme Toys', address: '1 Main St', contact_email: 'qa@acme.example' },
    testing_lab: { name: 'Lab', accreditation_id: '1234', test_date: '2026-02-01' },
    cpsc_rules_cited: ['16 CFR 1250'],
  };
  for (const [name, body] of [
    ['a valid body', JSON.stringify(valid)],
    ['an invalid body', JSON.stringify({ product_info: 'nope', testing_lab: { test_date: 'yesterday' } })],
    ['a body that is not JSON', 'certify me please'],
  ] as const) {
    it(`answers 403 beta for ${name}, even for a delegate key`, async () => {
      const res = await t.post('/api/v1/entries/gcc/generate', body, await t.key('entries', 'delegate:on'));
      const err = await expectError(res, 403, 'beta');
      assert.match(err.message, /locked contract stub/);
      assert.match(err.message, /does not issue, sign, certify or file/);
      assert.match(res.headers.get('ratelimit-policy') ?? '', /"minute";q=100;w=60/);
    });
  }
  it('401 rules apply first', async () => {
    await expectError(await t.post('/api/v1/entries/gcc/generate', JSON.stringify(valid)), 401, 'unauthorized');
  });
  it('whatever the key scope, the answer is beta', async () => {
    await expectError(await t.post('/api/v1/entries/gcc/generate', JSON.stringify(valid), await t.key('tariffs')), 403, 'beta');
  });
});
