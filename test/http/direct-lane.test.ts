// The direct lane (src/http/direct-lane.ts) answers the JSON operations on Node's request and
// response; Hono answers them in-process (and over the network when the lane steps aside).
// Both run over the same dependencies here (one store, one clock, one set of limits), and
// every answer the lane gives must be the one Hono gives: status, body, the headers a client
// reads. The cases cover each guard's refusal, each body check, the locked stub, a public tool.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

async function laneOnlyServer(app: TestApp): Promise<{ server: Server; url: string }> {
  const s = createServer((req, res) => {
    if (!app.direct(req, res)) res.writeHead(599).end();
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}

let t: TestApp;
let server: RunningServer;
// The lane alone: a request it leaves is answered 599, so a case cannot pass through Hono.
let laneOnly: Server;
let laneOnlyUrl: string;
const logs = captureLogs();
const keys: Record<string, string> = {};

before(async () => {
  t = await buildTestApp({ logs: logs.stream });
  server = await startServer(t.deps, { port: 0, host: '127.0.0.1' });
  ({ server: laneOnly, url: laneOnlyUrl } = await laneOnlyServer(t));
  keys.all = await t.key('all');
  keys.pixels = await t.key('pixels');
  keys.notEnrolled = await t.key('all', '');
});
// The server owns the shared store and limits now: its shutdown closes them.
after(async () => {
  laneOnly.closeAllConnections();
  await new Promise((resolve) => laneOnly.close(resolve));
  await t.close();
  await server.shutdown(1000);
});

const READ_HEADERS = ['content-type', 'www-authenticate', 'retry-after', 'ratelimit-policy', 'access-control-allow-origin'];

interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
  requestId: string | undefined;
}

/** The body with its request id (different on every request) taken out. */
function normalised(text: string): unknown {
  if (text === '') return text;
  const body = JSON.parse(text) as Record<string, unknown>;
  if (body && typeof body === 'object' && 'request_id' in body) body.request_id = '(id)';
  return body;
}

function readHeaders(get: (name: string) => string | undefined): Answer['headers'] {
  return Object.fromEntries([...READ_HEADERS, 'ratelimit'].map((name) => [name, get(name)]));
}

async function viaHono(path: string, body: string | Buffer, headers: Record<string, string>): Promise<Answer> {
  const res = await t.app.request(path, { method: 'POST', headers, body });
  return { status: res.status, headers: readHeaders((n) => res.headers.get(n) ?? undefined), body: normalised(await res.text()), requestId: res.headers.get('x-request-id') ?? undefined };
}

/** Over the network, to the lane alone or (`extra.server`) to the service as it runs. */
function viaServer(path: string, body: string | Buffer, headers: Record<string, string>, extra: { chunked?: boolean; server?: boolean; url?: string } = {}): Promise<Answer> {
  const bytes = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${extra.url ?? (extra.server ? server.url : laneOnlyUrl)}${path}`,
      { method: 'POST', headers: { ...headers, ...(extra.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes.length) }) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          const one = (n: string) => {
            const v = res.headers[n];
            return Array.isArray(v) ? v.join(', ') : v;
          };
          resolve({ status: res.statusCode!, headers: readHeaders(one), body: normalised(text), requestId: one('x-request-id') });
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

const LOOKUP = '/api/v1/tariffs/hts/lookup';
const GCC = '/api/v1/entries/gcc/generate';
const DUTY = '/api/mcp/tariffs/duty_impact';
const json = { 'content-type': 'application/json' };
const bearer = (name: string) => ({ ...json, authorization: `Bearer ${keys[name]}` });
const lookupBody = JSON.stringify({ codes: ['7326.90.8688', '0402.99.6800', 'ABCD'], as_of: '2026-09-01' });
const dutyBody = JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china', email: 'buyer@shop.example' });

const CASES: Array<{ name: string; path: string; headers: () => Record<string, string>; body: string | Buffer; status: number }> = [
  { name: 'lookup', path: LOOKUP, headers: () => bearer('all'), body: lookupBody, status: 200 },
  { name: 'lookup, JSON with a byte-order mark', path: LOOKUP, headers: () => bearer('all'), body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lookupBody)]), status: 200 },
  { name: 'no Authorization', path: LOOKUP, headers: () => json, body: lookupBody, status: 401 },
  { name: 'not a bearer', path: LOOKUP, headers: () => ({ ...json, authorization: 'Basic abc' }), body: lookupBody, status: 401 },
  { name: 'malformed key', path: LOOKUP, headers: () => ({ ...json, authorization: 'Bearer de_short' }), body: lookupBody, status: 401 },
  { name: 'unknown key', path: LOOKUP, headers: () => ({ ...json, authorization: `Bearer de_${'a'.repeat(24)}` }), body: lookupBody, status: 401 },
  { name: 'key of another scope', path: LOOKUP, headers: () => bearer('pixels'), body: lookupBody, status: 403 },
  { name: 'key not enrolled in the beta', path: LOOKUP, headers: () => bearer('notEnrolled'), body: lookupBody, status: 403 },
  { name: 'not declared JSON', path: LOOKUP, headers: () => ({ ...bearer('all'), 'content-type': 'text/plain' }), body: lookupBody, status: 415 },
  { name: 'no Content-Type', path: LOOKUP, headers: () => ({ authorization: `Bearer ${keys.all}` }), body: lookupBody, status: 415 },
  { name: 'malformed JSON', path: LOOKUP, headers: () => bearer('all'), body: '{"codes": [', status: 400 },
  { name: 'empty body', path: LOOKUP, headers: () => bearer('all'), body: '', status: 400 },
  { name: 'breaks the schema', path: LOOKUP, headers: () => bearer('all'), body: JSON.stringify({ codes: [], as_of: 'soon' }), status: 400 },
  { name: 'over 64 KiB', path: LOOKUP, headers: () => bearer('all'), body: JSON.stringify({ codes: ['x'.repeat(70_000)] }), status: 413 },
  { name: 'locked GCC stub', path: GCC, headers: () => bearer('all'), body: '{}', status: 403 },
  { name: 'locked GCC stub without a key', path: GCC, headers: () => json, body: '{}', status: 401 },
  { name: 'duty_impact', path: DUTY, headers: () => json, body: dutyBody, status: 200 },
  { name: 'duty_impact, invalid', path: DUTY, headers: () => json, body: JSON.stringify({ htsCodes: [], countryOfOrigin: 'mars' }), status: 400 },
  { name: 'duty_impact, not JSON', path: DUTY, headers: () => ({ 'content-type': 'text/plain' }), body: dutyBody, status: 415 },
  { name: 'duty_impact, over 64 KiB', path: DUTY, headers: () => json, body: 'x'.repeat(70_000), status: 413 },
];

for (const c of CASES) {
  it(`the direct lane answers as Hono does: ${c.name} (${c.status})`, async () => {
    const lane = await viaServer(c.path, c.body, c.headers());
    const hono = await viaHono(c.path, c.body, c.headers());
    assert.equal(lane.status, c.status, JSON.stringify(lane.body));
    assert.equal(hono.status, c.status);
    assert.deepEqual(lane.body, hono.body);
    // The remaining count moves with each call; everything else a client reads is the same.
    assert.equal(lane.headers.ratelimit === undefined, hono.headers.ratelimit === undefined);
    assert.deepEqual({ ...lane.headers, ratelimit: undefined }, { ...hono.headers, ratelimit: undefined });
    assert.match(lane.requestId ?? '', /^req_[0-9a-f]{20}$/);
  });
}

it('the lane keeps a caller\'s X-Request-Id and puts it in the envelope', async () => {
  const lane = await viaServer(LOOKUP, lookupBody, { ...json, 'x-request-id': 'trace-0123456789' });
  assert.equal(lane.status, 401);
  assert.equal(lane.requestId, 'trace-0123456789');
});

it('the lane leaves other requests to Hono: another method, a query string, a body of undeclared length', async () => {
  assert.equal((await viaServer(LOOKUP, lookupBody, bearer('all'), { chunked: true })).status, 599);
  assert.equal((await viaServer(`${LOOKUP}?x=1`, lookupBody, bearer('all'))).status, 599);
  assert.equal((await viaServer('/api/v1/tariffs/hts/lookup/', lookupBody, bearer('all'))).status, 599);
  const get = await fetch(laneOnlyUrl + LOOKUP);
  assert.equal(get.status, 599);
});

it('the service answers a chunked body through Hono as the lane answers a declared one', async () => {
  const chunked = await viaServer(LOOKUP, lookupBody, bearer('all'), { chunked: true, server: true });
  const lane = await viaServer(LOOKUP, lookupBody, bearer('all'), { server: true });
  assert.equal(chunked.status, 200);
  assert.deepEqual(chunked.body, lane.body);
  const tooLarge = await viaServer(DUTY, 'x'.repeat(70_000), json, { chunked: true, server: true });
  assert.equal(tooLarge.status, 413);
});

it('the lane writes the request\'s log line: route, status, key prefix, never the key or the email', async () => {
  logs.lines.length = 0;
  await viaServer(LOOKUP, lookupBody, bearer('all'));
  await viaServer(DUTY, dutyBody, json);
  await new Promise((r) => setTimeout(r, 50));
  const lines = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
  const lookup = lines.find((l) => l.route === LOOKUP);
  assert.ok(lookup, logs.lines.join('\n'));
  assert.equal(lookup.status, 200);
  assert.equal(lookup.method, 'POST');
  assert.match(String(lookup.key_prefix), /^de_/);
  assert.equal(typeof lookup.latency_ms, 'number');
  assert.ok(lines.some((l) => l.route === DUTY && l.status === 200));
  const all = logs.lines.join('\n');
  assert.ok(!all.includes(keys.all!), 'the key is never logged');
  assert.ok(!all.includes('buyer@shop.example'), 'the email is never logged');
});

it('the soft limit on a public tool: the same 429 and Retry-After from the lane as from Hono', async () => {
  const limited = await buildTestApp({ env: { PUBLIC_RATE_PER_MINUTE: '1', PUBLIC_RATE_BURST: '1' } });
  const lane = await laneOnlyServer(limited);
  try {
    // One bucket per client address: the lane's caller is 127.0.0.1, the in-process one has none.
    const viaLane = () => viaServer(DUTY, dutyBody, json, { url: lane.url });
    const inProcess = () => limited.app.request(DUTY, { method: 'POST', headers: json, body: dutyBody });
    assert.equal((await viaLane()).status, 200);
    const refused = await viaLane();
    assert.equal(refused.status, 429);
    assert.equal((await inProcess()).status, 200);
    const res = await inProcess();
    assert.equal(res.status, 429);
    assert.deepEqual(refused.body, normalised(await res.text()));
    assert.equal(refused.headers['retry-after'], res.headers.get('retry-after'));
    assert.equal(refused.headers['access-control-allow-origin'], '*');
  } finally {
    lane.server.closeAllConnections();
    await new Promise((resolve) => lane.server.close(resolve));
    await limited.dispose();
  }
});
