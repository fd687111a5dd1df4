// The pixels product over HTTP and MCP, against a local storefront: the v1 scan with drift,
// the scan_storefront public tool, fetch failures, and history deleted with the key.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { startTestServer } from '../support/server.ts';
import { fixture, startSite } from '../support/site.ts';
import { runCli } from '../support/spawn.ts';
import type { FixtureServer } from '../egress/fixture-server.ts';

const GTM = '<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123"></script>';
const UA = "<script src=\"https://www.google-analytics.com/analytics.js\"></script><script>ga('create', 'UA-12345678-1', 'auto');</script>";
let storefrontHead = GTM;
let deployedHead = UA;

let site: FixtureServer;
let t: TestApp;
let key: string;
before(async () => {
  site = await startSite({
    '/': { body: fixture('pixels/shopify-trekkie-asyncload.html') },
    '/changing': () => ({ body: `<!doctype html><html><head>${storefrontHead}</head><body>shop</body></html>` }),
    '/deploy': () => ({ body: `<!doctype html><html><head>${deployedHead}</head><body>shop</body></html>` }),
    '/catalog.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
  });
  t = await buildTestApp({ egressPorts: [site.port], env: { PUBLIC_RATE_BURST: '1000' } });
  key = await t.key('pixels', 'delegate:on');
});
after(async () => {
  await t.dispose();
  await site.close();
});

const scan = (url: string, k = key) => t.post('/api/v1/pixels/scan', { url }, k);

describe('POST /api/v1/pixels/scan', () => {
  it('answers the ScanReport: score, findings with evidence, severity counts', async () => {
    const res = await scan(`${site.origin}/`);
    assert.equal(res.status, 200);
    const report: any = await res.json();
    assert.deepEqual(Object.keys(report), ['score', 'findings', 'severity_counts']);
    assert.ok(Number.isInteger(report.score) && report.score >= 0 && report.score < 100, `score ${report.score}`);
    const ids = report.findings.map((f: any) => f.rule_id);
    assert.ok(ids.includes('shopify.legacy_ua_preference'), ids.join(','));
    assert.ok(ids.includes('shopify.scripttag_asyncload'), ids.join(','));
    for (const f of report.findings) {
      assert.ok(['info', 'warn', 'error'].includes(f.severity));
      assert.ok(f.evidence?.length > 0, `${f.rule_id} has evidence`);
      for (const e of f.evidence) assert.ok(e.snippet.length <= 160);
    }
    const counted = { info: 0, warn: 0, error: 0 } as Record<string, number>;
    for (const f of report.findings) counted[f.severity]!++;
    assert.deepEqual(report.severity_counts, counted);
  });

  it('a second scan of a changed page adds drift findings; only the inventory is kept', async () => {
    const url = `${site.origin}/changing`;
    storefrontHead = GTM;
    const first: any = await (await scan(url)).json();
    assert.ok(!first.findings.some((f: any) => f.rule_id.startsWith('drift.')));
    storefrontHead = UA; // GTM removed, Universal Analytics added
    // Another spelling of the same page: fetched afresh (the egress cache keys on the URL as
    // given) but the same page for drift (utm parameters and the fragment are normalised away).
    const second: any = await (await scan(`${url}?utm_source=newsletter#top`)).json();
    const drift = second.findings.filter((f: any) => f.rule_id.startsWith('drift.')).map((f: any) => `${f.rule_id}:${f.severity}`);
    assert.ok(drift.includes('drift.tag_removed:info'), drift.join(','));
    assert.ok(drift.some((d: string) => d.startsWith('drift.tag_added')), drift.join(','));
    assert.ok(second.score < first.score);
    const [record] = (await t.deps.store.keys.list()).filter((k) => k.scope === 'pixels');
    const stored = await t.deps.store.scans.latest(record!.id, `${site.origin}/changing`);
    assert.ok(stored, 'history stored under the normalised URL');
    assert.doesNotMatch(JSON.stringify(stored), /<html|<script/, 'never the page');
  });

  it('a rescan of the same URL right after a deploy sees the live page: the fixed tag is gone, drift says so', async () => {
    const url = `${site.origin}/deploy`;
    deployedHead = UA;
    const first: any = await (await scan(url)).json();
    assert.ok(first.findings.some((f: any) => f.rule_id === 'ga.universal_analytics_js'));
    deployedHead = GTM; // the deploy: Universal Analytics out, a GTM container in
    const second: any = await (await scan(url)).json();
    const rules = second.findings.map((f: any) => `${f.rule_id}:${f.vendor ?? ''}`);
    assert.ok(!rules.includes('ga.universal_analytics_js:Google Analytics'), `the fixed tag no longer shows: ${rules.join(',')}`);
    assert.ok(rules.includes('drift.tag_removed:Google Analytics'), rules.join(','));
    assert.ok(rules.includes('drift.tag_added:Google Tag Manager'), rules.join(','));
    assert.ok(second.score > first.score);
  });

  it('max_age accepts a recent cached copy: the scan then reports the page as it was', async () => {
    const url = `${site.origin}/deploy`;
    deployedHead = UA;
    await scan(url); // live, and cached
    deployedHead = GTM;
    const res = await t.post('/api/v1/pixels/scan', { url, max_age: 300 }, key);
    assert.equal(res.status, 200);
    const report: any = await res.json();
    assert.ok(report.findings.some((f: any) => f.rule_id === 'ga.universal_analytics_js'), 'the cached copy still has UA');
    assert.ok(!report.findings.some((f: any) => f.rule_id.startsWith('drift.')));
    const bad = await t.post('/api/v1/pixels/scan', { url, max_age: -1 }, key);
    assert.equal(bad.status, 400);
  });

  const failures: Array<[string, () => unknown, number, string]> = [
    ['a PDF', () => ({ url: `${site.origin}/catalog.pdf` }), 422, 'not_html'],
    ['a missing page', () => ({ url: `${site.origin}/gone` }), 502, 'upstream_error'],
    ['a file: URL', () => ({ url: 'file:///etc/passwd' }), 422, 'url_not_allowed'],
    ['a literal private address', () => ({ url: 'http://10.0.0.1/' }), 422, 'url_not_allowed'],
    ['not a URL', () => ({ url: 'shop' }), 400, 'invalid_request'],
    ['no url', () => ({}), 400, 'invalid_request'],
  ];
  for (const [name, body, status, code] of failures) {
    it(`${name} -> ${status} ${code}`, async () => {
      const res = await t.post('/api/v1/pixels/scan', body(), key);
      assert.equal(res.status, status);
      const err: any = await res.json();
      assert.equal(err.error, code);
      assert.match(err.request_id, /^req_/);
    });
  }
});

describe('POST /api/mcp/pixels/scan_storefront', () => {
  let pub: TestApp;
  before(async () => {
    pub = await buildTestApp({ egressPorts: [site.port], env: { PUBLIC_RATE_BURST: '1000' } });
  });
  after(() => pub.dispose());

  it('answers the envelope with monitorCta, the three honesty flags, and the same findings as v1', async () => {
    const res = await pub.post('/api/mcp/pixels/scan_storefront', { url: `${site.origin}/`, email: 'owner@shop.example' });
    assert.equal(res.status, 200);
    const body: any = await res.json();
    assert.deepEqual([body.ok, body.tool], [true, 'scan_storefront']);
    assert.deepEqual(body.honesty.not_clearance && body.honesty.not_fix_pack && body.honesty.not_checkout_proof, true);
    assert.match(body.monitorCta.href, /^https:\/\/dutyscout\.test\/pixels\?utm_source=mcp&utm_medium=tool&utm_campaign=scan_storefront$/);
    assert.equal(body.final_url, `${site.origin}/`);
    assert.ok(body.inventory.length > 0);
    assert.ok(body.cannot_see.some((s: string) => /checkout/.test(s)));
    const v1: any = await (await pub.post('/api/v1/pixels/scan', { url: `${site.origin}/` }, await pub.key('all'))).json();
    assert.equal(body.score, v1.score);
    assert.deepEqual(body.findings, v1.findings);
    assert.doesNotMatch(JSON.stringify(body), /owner@shop\.example/);
  });

  it('a second call within the cache lifetime says cached: true with the original fetch time', async () => {
    const url = `${site.origin}/deploy`;
    deployedHead = UA;
    const first: any = await (await pub.post('/api/mcp/pixels/scan_storefront', { url })).json();
    assert.equal(first.cached, false);
    deployedHead = GTM;
    const second: any = await (await pub.post('/api/mcp/pixels/scan_storefront', { url })).json();
    assert.equal(second.cached, true);
    assert.equal(second.fetched_at, first.fetched_at);
    assert.match(second.citation, new RegExp(`as fetched ${second.fetched_at.replace(/[.]/g, '\\.')}`));
    assert.deepEqual(second.findings, first.findings, 'the cached page, as the flag says');
  });

  it('the CLI scanning the same page as a file agrees with the public tool', async () => {
    const body: any = await (await pub.post('/api/mcp/pixels/scan_storefront', { url: `${site.origin}/` })).json();
    const cli = await runCli(['scan', new URL('../fixtures/pixels/shopify-trekkie-asyncload.html', import.meta.url).pathname, '--json']);
    assert.equal(cli.code, 0, cli.stderr);
    const local = JSON.parse(cli.stdout);
    assert.equal(local.score, body.score);
    assert.deepEqual(local.findings.map((f: any) => f.rule_id), body.findings.map((f: any) => f.rule_id));
  });

  it('a fetch failure is a failure body with the error code', async () => {
    const res = await pub.post('/api/mcp/pixels/scan_storefront', { url: `${site.origin}/catalog.pdf` });
    assert.equal(res.status, 422);
    const body: any = await res.json();
    assert.deepEqual([body.ok, body.tool, body.error], [false, 'scan_storefront', 'not_html']);
  });

  it('the MCP tool returns the REST tool\'s body', async () => {
    const server = await startTestServer({ egressPorts: [site.port] });
    const client = new Client({ name: 'dutyscout-test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
      const rest = await (await fetch(`${server.url}/api/mcp/pixels/scan_storefront`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${site.origin}/` }) })).json();
      const mcp = await client.callTool({ name: 'scan_storefront', arguments: { url: `${site.origin}/` } });
      assert.equal(mcp.isError, undefined);
      // The second call is served from the page cache and says so; everything else is the same.
      const { cached, scanned_at: _mcpAt, ...mcpRest } = mcp.structuredContent as any;
      const { cached: restCached, scanned_at: _restAt, ...restRest } = rest as any;
      assert.deepEqual([restCached, cached], [false, true]);
      assert.deepEqual(mcpRest, restRest);
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((x) => x.name).sort(), ['draft_comment_letter', 'duty_impact', 'hts_lookup', 'readiness_check', 'scan_storefront']);
    } finally {
      await client.close();
      await server.shutdown();
    }
  });
});
