// What the server really answers is what the documents promise, for the answers the API fuzz
// (scripts/fuzz-api.sh, schemathesis) cannot reach or flagged: a client generating from the
// documents must not meet an undocumented status or a refusal of a documented value.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { parse as parseYaml } from 'yaml';
import { buildTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let v1: Record<string, any>;
let pub: Record<string, any>;

before(async () => {
  t = await buildTestApp(); // the real products
  v1 = parseYaml(await (await t.request('/openapi.yaml')).text());
  pub = (await (await t.request('/api/openapi.json')).json()) as Record<string, any>;
});
after(() => t.dispose());

function postOperations(doc: Record<string, any>): Array<[string, Record<string, any>]> {
  return Object.entries(doc.paths as Record<string, any>)
    .filter(([, ops]) => ops.post)
    .map(([path, ops]) => [path, ops.post]);
}

describe('a body over 64 KiB', () => {
  it('is answered 413 on every documented operation, and every operation documents 413', async () => {
    const key = await t.key('all');
    const oversized = JSON.stringify({ pad: 'x'.repeat(70 * 1024) });
    const operations = [...postOperations(v1), ...postOperations(pub)];
    assert.ok(operations.length >= 6, 'both documents list their operations');
    for (const [path, op] of operations) {
      const res = await t.post(path, oversized, key);
      assert.equal(res.status, 413, path);
      assert.equal(((await res.json()) as { error: string }).error, 'payload_too_large', path);
      assert.ok(op.responses['413'], `${path} documents the 413 it answers`);
    }
  });
});

describe('the optional email of the public tools', () => {
  // Addresses on both sides of the line. `format: email` would disagree with the server both
  // ways, which is what the fuzz found: the backtick-and-dollar one is RFC 5322-valid yet
  // refused, the 70-character local part is over RFC 5321's 64 yet accepted.
  const addresses = [
    'seller@shop.example',
    `${'a'.repeat(70)}@shop.example`,
    "first.o'brien+tag@mail.shop.co",
    'c`7iidz$0$@8.w.info',
    'a..b@shop.example',
    '.a@shop.example',
    'x@localhost',
    'x@shop.example.',
  ];

  it('is documented with the pattern the server applies, the same on every tool', async () => {
    const patterns = new Set(
      postOperations(pub).map(([, op]) => op.requestBody.content['application/json'].schema.properties.email.pattern),
    );
    assert.equal(patterns.size, 1);
    const [pattern] = [...patterns];
    assert.equal(typeof pattern, 'string', 'the email property carries a pattern');
    for (const [path, op] of postOperations(pub)) {
      assert.equal(op.requestBody.content['application/json'].schema.properties.email.format, undefined, `${path}: no format beside the pattern`);
    }
    const documented = new RegExp(pattern);
    for (const email of addresses) {
      const res = await t.post('/api/mcp/tariffs/duty_impact', {
        htsCodes: ['7326.90.8688'],
        annualImportValueUsd: 250000,
        countryOfOrigin: 'china',
        email,
      });
      const accepted = res.status === 200;
      if (!accepted) {
        const body = (await res.json()) as { error: string; details: Array<{ path: string }> };
        assert.equal(res.status, 400, email);
        assert.deepEqual(body.details.map((d) => d.path), ['email'], email);
      }
      assert.equal(documented.test(email), accepted, `${email}: document and server agree`);
    }
  });
});
