// The readiness_check public tool over HTTP and MCP, against a local storefront.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { startTestServer } from '../support/server.ts';
import { fixture, startSite } from '../support/site.ts';
import { toolFailureOf } from '../support/mcp.ts';
import type { FixtureServer } from '../egress/fixture-server.ts';

let site: FixtureServer;
let t: TestApp;
before(async () => {
  site = await startSite({
    '/products/rings': { body: fixture('entries/synthetic-toy-listing-not-ready.html') },
    '/products/ready': { body: fixture('entries/synthetic-toy-listing-ready.html') },
    '/products/pajamas': { body: fixture('entries/synthetic-kids-pajamas-not-flame-resistant.html') },
    '/manual.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
  });
  t = await buildTestApp({ egressPorts: [site.port], env: { PUBLIC_RATE_BURST: "1000" } });
});
after(async () => {
  await t.dispose();
  await site.close();
});

const check = (body: unknown) => t.post('/api/mcp/entries/readiness_check', body);

describe('POST /api/mcp/entries/readiness_check', () => {
  it('explains, check by check with evidence, why the synthetic listing is not ready', async () => {
    const res = await check({ storeUrl: `${site.origin}/products/rings`, htsCode: '9503.00.0073', email: 'seller@shop.example' });
    assert.equal(res.status, 200);
    const body: any = await res.json();
    assert.deepEqual([body.ok, body.tool], [true, 'readiness_check']);
    assert.ok(body.score < 50, `score ${body.score}`);
    assert.equal(body.band, 'not_ready');
    assert.ok(body.caps.some((c: any) => c.limit === 49 && /small.ball/i.test(c.reason)), JSON.stringify(body.caps));
    assert.ok(body.checks.length >= 10);
    for (const c of body.checks) {
      assert.ok(c.points_earned <= c.points_possible);
      assert.ok(['pass', 'partial', 'fail', 'not_applicable'].includes(c.status));
      assert.ok(c.citation.length > 0);
    }
    assert.ok(body.checks.some((c: any) => c.evidence.length > 0));
    assert.ok(body.efiling_elements_missing.length > 0);
    assert.equal(body.efiling_elements.length, 7);
    assert.match(body.statement, /not a certificate/i);
    assert.deepEqual(body.honesty.not_filing_service && body.honesty.not_clearance && body.honesty.not_legal_advice, true);
    assert.match(body.soloCta.href, /^https:\/\/dutyscout\.test\/entries\/readiness\?utm_source=mcp&utm_medium=tool&utm_campaign=readiness_check$/);
    assert.equal(body.final_url, `${site.origin}/products/rings`);
    assert.doesNotMatch(JSON.stringify(body), /seller@shop\.example|\$\d|price/i);
  });

  it('the ready listing lands in the ready band', async () => {
    const body: any = await (await check({ url: `${site.origin}/products/ready` })).json();
    assert.equal(body.band, 'ready', `score ${body.score}`);
  });

  const bad: Array<[string, unknown, string]> = [
    ['neither storeUrl nor url', { htsCode: '9503.00.0073' }, 'storeUrl'],
    ['storeUrl and url that differ', { storeUrl: 'https://a.example/p', url: 'https://b.example/p' }, 'url'],
    ['something that is not a URL', { storeUrl: 'my shop' }, 'storeUrl'],
    ['an invalid HTS code', { storeUrl: 'https://a.example/p', htsCode: '9503' }, 'htsCode'],
    ['a bad email', { storeUrl: 'https://a.example/p', email: 'x' }, 'email'],
  ];
  for (const [name, body, path] of bad) {
    it(`400 for ${name}, naming ${path}, before fetching anything`, async () => {
      const before = site.requests.length;
      const res = await check(body);
      assert.equal(res.status, 400);
      const err: any = await res.json();
      assert.deepEqual([err.ok, err.tool, err.error], [false, 'readiness_check', 'invalid_request']);
      assert.ok(err.details.some((d: any) => d.path === path), JSON.stringify(err));
      assert.equal(site.requests.length, before);
    });
  }

  const failures: Array<[string, () => string, number, string]> = [
    ['a missing page', () => `${site.origin}/products/gone`, 502, 'upstream_error'],
    ['a PDF', () => `${site.origin}/manual.pdf`, 422, 'not_html'],
    ['an ftp: address', () => 'ftp://files.example/p.html', 422, 'url_not_allowed'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', 422, 'url_not_allowed'],
  ];
  for (const [name, url, status, code] of failures) {
    it(`${name} -> ${status} ${code}`, async () => {
      const res = await check({ storeUrl: url() });
      assert.equal(res.status, status);
      const err: any = await res.json();
      assert.deepEqual([err.ok, err.error], [false, code]);
      assert.ok(err.message.length > 10);
    });
  }

  it('with private egress refused (the default), a loopback page is url_not_allowed', async () => {
    const strict = await buildTestApp({ env: { EGRESS_ALLOW_PRIVATE: '0' }, egressPorts: [site.port] });
    try {
      const res = await strict.post('/api/mcp/entries/readiness_check', { storeUrl: `${site.origin}/products/rings` });
      assert.equal(res.status, 422);
      assert.equal(((await res.json()) as any).error, 'url_not_allowed');
    } finally {
      await strict.dispose();
    }
  });
});

describe('readiness_check over MCP', () => {
  it('the MCP tool returns the REST tool\'s body', async () => {
    const server = await startTestServer({ egressPorts: [site.port] });
    const client = new Client({ name: 'dutyscout-test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
      const args = { storeUrl: `${site.origin}/products/rings`, htsCode: '9503.00.0073' };
      const rest = await (await fetch(`${server.url}/api/mcp/entries/readiness_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) })).json();
      const mcp = await client.callTool({ name: 'readiness_check', arguments: args });
      assert.equal(mcp.isError, undefined);
      assert.deepEqual(mcp.structuredContent, rest); // the egress cache serves the same fetch to both
      // A failure is the same body on both surfaces too, details included.
      const clash = { storeUrl: `${site.origin}/products/rings`, url: `${site.origin}/products/ready` };
      const restFailure = await (await fetch(`${server.url}/api/mcp/entries/readiness_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(clash) })).json();
      const mcpFailure = await client.callTool({ name: 'readiness_check', arguments: clash });
      // Each failure names its own request; everything else is the same.
      const { request_id: mcpId, ...mcpRest } = toolFailureOf(mcpFailure);
      const { request_id: restId, ...restRest } = restFailure as Record<string, unknown>;
      assert.deepEqual(mcpRest, restRest);
      assert.ok(typeof mcpId === 'string' && typeof restId === 'string' && mcpId !== restId);
      assert.equal((restFailure as any).details[0].path, 'url');
      // Children's pajamas called "not flame resistant": the same verdict, provision and rules on both (issue 39).
      const pj = { storeUrl: `${site.origin}/products/pajamas` };
      const restPj: any = await (await fetch(`${server.url}/api/mcp/entries/readiness_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(pj) })).json();
      const mcpPj = await client.callTool({ name: 'readiness_check', arguments: pj });
      assert.deepEqual(mcpPj.structuredContent, restPj);
      assert.equal(restPj.band, 'not_ready');
      assert.deepEqual(restPj.blockers.map((b: any) => [b.id, b.kind]), [['sleepwear_not_flame_resistant', 'statutory_violation']]);
      assert.match(restPj.blockers[0].provision, /16 CFR 1615/);
      assert.ok(restPj.classification.applicable_rules.some((x: any) => x.rule === '16 CFR 1615' && x.status === 'expected'));
    } finally {
      await client.close();
      await server.shutdown();
    }
  });
});
