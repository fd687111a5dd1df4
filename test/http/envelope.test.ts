// The server's own errors: 413, 404, 405, malformed JSON, all in the envelope with a request id.
import { describe, it, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';
import { probeProduct } from '../support/probe-product.ts';

let t: TestApp;
let logLines: string[];
beforeEach(async () => {
  const logs = captureLogs();
  logLines = logs.lines;
  t = await buildTestApp({ products: [probeProduct], logs: logs.stream });
});
afterEach(() => t.dispose());

async function envelope(res: Response, status: number, code: string) {
  assert.equal(res.status, status);
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  const body: any = await res.json();
  assert.equal(body.error, code);
  assert.equal(typeof body.message, 'string');
  assert.equal(body.request_id, res.headers.get('x-request-id'));
  return body;
}

describe('error envelope on the server\'s own endpoints', () => {
  it('a body over 64 KiB is 413', async () => {
    const key = await t.key('all');
    const body = JSON.stringify({ n: 1, pad: 'x'.repeat(70 * 1024) });
    const err = await envelope(await t.post('/api/v1/pixels/echo', body, key), 413, 'payload_too_large');
    assert.match(err.message, /64 KiB/);
  });
  it('a streamed body (no Content-Length) is counted as it arrives and stopped at 64 KiB', async () => {
    const key = await t.key('all');
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await t.request('/api/v1/pixels/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await envelope(res, 413, 'payload_too_large');
  });
  it('a body over 64 KiB to a public tool is 413 in the failure body', async () => {
    const res = await t.post('/api/mcp/pixels/echo_tool', JSON.stringify({ word: 'x'.repeat(70 * 1024) }));
    assert.equal(res.status, 413);
    const body: any = await res.json();
    assert.equal(body.ok, false);
    assert.equal(body.error, 'payload_too_large');
  });
  it('an unknown path is 404', async () => {
    const err = await envelope(await t.request('/api/v2/anything'), 404, 'not_found');
    assert.match(err.message, /No such endpoint/);
  });
  it('a wrong method is 405 with Allow', async () => {
    const res = await t.request('/healthz', { method: 'POST' });
    await envelope(res, 405, 'method_not_allowed');
    assert.equal(res.headers.get('allow'), 'GET, HEAD');
    const tool = await t.request('/api/mcp/pixels/echo_tool', { method: 'GET' });
    assert.equal(tool.status, 405);
    assert.equal(tool.headers.get('allow'), 'POST, OPTIONS');
    assert.equal(((await tool.json()) as { tool: string }).tool, 'echo_tool', 'a tool\'s path answers in its failure body');
    const v1 = await t.request('/api/v1/pixels/echo?x=1', { method: 'PUT' });
    await envelope(v1, 405, 'method_not_allowed');
    assert.equal(v1.headers.get('allow'), 'POST');
  });
  it('malformed JSON is 400 invalid_request', async () => {
    const key = await t.key('all');
    const err = await envelope(await t.post('/api/v1/pixels/echo', '{"n": 1,', key), 400, 'invalid_request');
    assert.match(err.message, /Malformed JSON/);
  });
  it('a body sent without a JSON content type is 415 saying so', async () => {
    const key = await t.key('all');
    const res = await t.post('/api/v1/pixels/echo', '{"n":1}', key, { 'content-type': 'text/plain' });
    const err = await envelope(res, 415, 'unsupported_media_type');
    assert.match(err.message, /Content-Type: application\/json/);
  });
  it('the lookup CSV download without codes is 400 in the envelope, naming the parameter', async () => {
    for (const query of ['', '?codes=', '?codes=%20,%20']) {
      const err = await envelope(await t.request(`/tariffs.csv${query}`), 400, 'invalid_request');
      assert.equal(err.contact, 'support@dutyscout.test', query);
      assert.deepEqual(err.details.map((d: { path: string }) => d.path), ['codes'], query);
      assert.match(err.message, /tariffs\.csv\?codes=/, query);
    }
  });
  it('validation errors name each offending path', async () => {
    const key = await t.key('all');
    const err = await envelope(await t.post('/api/v1/pixels/echo', { n: 9 }, key), 400, 'invalid_request');
    assert.deepEqual(err.details.map((d: { path: string }) => d.path), ['n']);
  });
  it('an unexpected failure is 500 internal with no stack or internal detail', async () => {
    const res = await t.post('/api/mcp/pixels/echo_tool', { word: 'boom' });
    assert.equal(res.status, 500);
    const text = await res.text();
    assert.doesNotMatch(text, /kaboom|at .*\.ts/);
    assert.equal(JSON.parse(text).error, 'internal');
  });
  it('X-Request-Id is on every response, and a caller\'s own plain id is kept', async () => {
    assert.match((await t.request('/healthz')).headers.get('x-request-id') ?? '', /^req_[0-9a-f]{20}$/);
    const own = await t.request('/healthz', { headers: { 'x-request-id': 'trace-1234-abcd' } });
    assert.equal(own.headers.get('x-request-id'), 'trace-1234-abcd');
    const hostile = await t.request('/healthz', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    assert.match(hostile.headers.get('x-request-id') ?? '', /^req_/);
  });
});

describe('health', () => {
  it('/healthz is ok and /readyz reports the store', async () => {
    assert.deepEqual(await (await t.request('/healthz')).json(), { status: 'ok' });
    assert.deepEqual(await (await t.request('/readyz')).json(), { status: 'ready', store: 'sqlite' });
  });
  it('/readyz is 503 when the store is gone', async () => {
    await t.deps.store.close();
    await envelope(await t.request('/readyz'), 503, 'unavailable');
  });
});

describe('request logs', () => {
  it('one line per request with id, route, status, latency and key prefix; never the key or an email', async () => {
    const key = await t.key('all');
    await t.post('/api/v1/pixels/echo', { n: 1 }, key);
    await t.post('/api/mcp/pixels/echo_tool', { word: 'hi', email: 'buyer@shop.example' });
    const lines = logLines.map((l) => JSON.parse(l));
    const v1 = lines.find((l) => l.route === '/api/v1/pixels/echo')!;
    assert.equal(v1.status, 200);
    assert.equal(v1.key_prefix, key.slice(0, 7));
    assert.match(v1.request_id, /^req_/);
    assert.equal(typeof v1.latency_ms, 'number');
    const all = logLines.join('\n');
    assert.ok(!all.includes(key), 'the full key is never logged');
    assert.ok(!all.includes('buyer@shop.example'), 'an email is never logged');
  });
});
