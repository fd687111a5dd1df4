// A caller who leaves before its answer, while the scan waits for the storefront or while the
// page is analysed: the request is logged 499 (not 200), the storefront fetch is cancelled, the
// analysis stops, and the v1 scan adds nothing to the key's history.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';
import { startFixture, type FixtureServer } from '../egress/fixture-server.ts';
import { slowAnalysisPage } from '../support/hostile-page.ts';
import { slowAnalysisPool } from '../support/slow-analysis.ts';

const SHOP = '<!doctype html><html><head><script>fbq("init","123456789012345");</script></head><body>shop</body></html>';
/** A page the test worker analyses for a minute (test/support/slow-analysis-worker.ts). */
const SLOW = slowAnalysisPage();

const logs = captureLogs();
let site: FixtureServer;
let t: TestApp;
let key: string;
let keyId: string;
/** Storefront requests held unanswered (/held), with whether the service closed them. */
const held: Array<{ res: ServerResponse; closed: Promise<void> }> = [];
/** Called when the storefront has sent a page (/slow). */
let served: () => void = () => {};

before(async () => {
  site = await startFixture((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/held') {
      held.push({ res, closed: new Promise((resolve) => res.once('close', () => resolve())) });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(path === '/slow' ? SLOW : SHOP, () => served());
  });
  // The real pool with one thread and a budget far beyond the test, its worker slow on /slow's
  // page: only the caller's leaving stops that analysis.
  t = await buildTestApp({ egressPorts: [site.port], logs: logs.stream, analysis: slowAnalysisPool({ threads: 1, budgetMs: 120_000 }) });
  key = await t.key('pixels', 'delegate:on');
  keyId = (await t.deps.store.keys.list())[0]!.id;
});
after(async () => {
  for (const h of held) h.res.destroy();
  await t?.dispose();
  await site?.close();
});

/** Sends a v1 scan of `url` and returns the request, to be destroyed when the test says. */
async function startScan(url: string): Promise<ClientRequest> {
  const { hostname, port } = new URL(await t.url());
  const body = JSON.stringify({ url });
  const req = request({
    host: hostname,
    port,
    method: 'POST',
    path: '/api/v1/pixels/scan',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${key}` },
  });
  req.on('error', () => {});
  req.end(body);
  return req;
}

/** The request log lines of the v1 scan, parsed. */
const scanLines = () =>
  logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request' && l.route === '/api/v1/pixels/scan');

async function waitFor(what: string, ok: () => boolean, ms = 10_000): Promise<void> {
  const until = performance.now() + ms;
  while (!ok()) {
    if (performance.now() > until) assert.fail(`waited ${ms} ms for ${what}; log: ${logs.lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a completed scan is logged 200 and kept in the history (what the abandoned ones must not do)', async () => {
  const url = `${site.origin}/shop`;
  const res = await t.post('/api/v1/pixels/scan', { url }, key);
  assert.equal(res.status, 200);
  await waitFor('its log line', () => scanLines().some((l) => l.status === 200));
  assert.ok(await t.deps.store.scans.latest(keyId, url));
});

it('leaving while the scan waits for the storefront: the fetch is cancelled, the request logged 499, no history', { timeout: 30_000 }, async () => {
  logs.lines.length = 0;
  const url = `${site.origin}/held`;
  const caller = await startScan(url);
  await waitFor('the storefront to be asked', () => held.length === 1);
  caller.destroy();
  // The storefront connection closes as soon as the caller is gone, long before the egress's
  // own deadline (15 s) would have closed it.
  const closedWithin = await Promise.race([held[0]!.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
  assert.ok(closedWithin, 'the storefront fetch was not cancelled within 5 s of the caller leaving');
  await waitFor('a 499 line', () => scanLines().some((l) => l.status === 499));
  assert.deepEqual(scanLines().map((l) => l.status), [499]);
  assert.equal(await t.deps.store.scans.latest(keyId, url), null);
});

it('leaving while the page is analysed: the analysis stops, the request is logged 499, no history', { timeout: 60_000 }, async () => {
  logs.lines.length = 0;
  const url = `${site.origin}/slow`;
  const sent = new Promise<void>((resolve) => (served = resolve));
  const caller = await startScan(url);
  await sent;
  // The page is in and its analysis (a minute of work) under way.
  await new Promise((r) => setTimeout(r, 300));
  const left = performance.now();
  caller.destroy();
  await waitFor('a 499 line', () => scanLines().some((l) => l.status === 499));
  assert.deepEqual(scanLines().map((l) => l.status), [499]);
  assert.equal(await t.deps.store.scans.latest(keyId, url), null);
  // The one analysis thread is free again long before the page's minute of work would have
  // ended: that work was stopped, not left to run out.
  const next = await t.post('/api/v1/pixels/scan', { url: `${site.origin}/shop?next` }, key);
  assert.equal(next.status, 200);
  const took = performance.now() - left;
  assert.ok(took < 8_000, `the next scan was answered ${Math.round(took)} ms after the caller left`);
});
