// The one operation pipeline (src/http/pipeline.ts) on the server's own listener: every shape
// of request for an operation gets the same answer (declared length or chunked, with a query
// string or without, a byte-order mark), and what is not quite an operation is answered as
// documented: a trailing slash, another method, a CORS preflight, a caller that hangs up, a
// request Node's parser refuses.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';

let t: TestApp;
let base: string;
const logs = captureLogs();
let key: string;

before(async () => {
  t = await buildTestApp({ logs: logs.stream, env: { PUBLIC_RATE_BURST: '1000' } });
  base = await t.url();
  key = await t.key('all');
});
after(() => t.dispose());

const LOOKUP = '/api/v1/tariffs/hts/lookup';
const DUTY = '/api/mcp/tariffs/duty_impact';
const lookupBody = JSON.stringify({ codes: ['7326.90.8688', '0402.99.6800', 'ABCD'], as_of: '2026-09-01' });
const dutyBody = JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china', email: 'buyer@shop.example' });

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request with exact control of its framing: a declared length, chunked, or a declared
 * length whose second half comes a moment after the first (`late`: the body is still arriving
 * when the server reads it, where a small body otherwise comes whole with its headers).
 */
function send(path: string, body: string | Buffer, headers: Record<string, string>, framing: 'length' | 'chunked' | 'late' = 'length'): Promise<Raw> {
  const bytes = Buffer.from(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      base + path,
      { method: 'POST', headers: { ...headers, ...(framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes.length) }) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    if (framing === 'chunked') {
      // Two chunks, so the body really streams.
      req.write(bytes.subarray(0, bytes.length >> 1));
      req.end(bytes.subarray(bytes.length >> 1));
    } else if (framing === 'late') {
      req.flushHeaders();
      req.write(bytes.subarray(0, bytes.length >> 1));
      setTimeout(() => req.end(bytes.subarray(bytes.length >> 1)), 50);
    } else req.end(bytes);
  });
}

/** Bytes written straight to a socket, and everything the server writes back until it closes. */
function rawExchange(bytes: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (out += d));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

const withoutId = (text: string) => text.replace(/"request_id":"[^"]+"/, '"request_id":"(id)"');
const json = { 'content-type': 'application/json' };
const bearer = () => ({ ...json, authorization: `Bearer ${key}` });

for (const [name, path, headers, body] of [
  ['the v1 lookup', LOOKUP, bearer, lookupBody],
  ['duty_impact', DUTY, () => json, dutyBody],
  ['a v1 refusal (no key)', LOOKUP, () => json, lookupBody],
  ['a body that breaks the schema', DUTY, () => json, JSON.stringify({ htsCodes: [] })],
] as const) {
  it(`${name}: the same answer whether the body is chunked or declared, whole or still arriving, with a query string or without`, async () => {
    const declared = await send(path, body, headers());
    const chunked = await send(path, body, headers(), 'chunked');
    const late = await send(path, body, headers(), 'late');
    const query = await send(`${path}?utm_source=test&x=1`, body, headers());
    const bom = await send(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]), headers());
    for (const other of [chunked, late, query, bom]) {
      assert.equal(other.status, declared.status);
      assert.equal(withoutId(other.text), withoutId(declared.text));
      assert.equal(other.headers['content-type'], 'application/json');
      assert.match(String(other.headers['x-request-id']), /^req_[0-9a-f]{20}$/);
    }
  });
}

it('a chunked body is stopped as soon as it passes 64 KiB: 413, and the connection closes', async () => {
  const res = await send(DUTY, 'x'.repeat(200_000), json, 'chunked');
  assert.equal(res.status, 413);
  assert.equal(JSON.parse(res.text).error, 'payload_too_large');
  assert.equal(res.headers.connection, 'close');
  assert.equal(res.headers['access-control-allow-origin'], '*', 'a browser can read the refusal');
});

it('a trailing slash on an operation is 404 naming the path without it (not "POST is not allowed; use POST")', async () => {
  for (const path of [`${DUTY}/`, `${LOOKUP}/`]) {
    const res = await send(path, dutyBody, json);
    assert.equal(res.status, 404, res.text);
    const body = JSON.parse(res.text);
    assert.equal(body.error, 'not_found');
    assert.ok(body.message.includes(`Did you mean ${path.slice(0, -1)} (without the trailing slash)?`), body.message);
  }
  const page = await fetch(`${base}/tariffs/?q=screws`, { redirect: 'manual' });
  assert.equal(page.status, 308, 'a page with a trailing slash sends the browser to the page');
  assert.equal(page.headers.get('location'), '/tariffs?q=screws');
  const post = await fetch(`${base}/healthz/`, { method: 'POST' });
  assert.equal(post.status, 404, 'any other method on it is not found (not "POST is not allowed; use GET")');
});

it('a CORS preflight on a public tool is answered; on a v1 route it is a 405', async () => {
  const pre = await fetch(base + DUTY, { method: 'OPTIONS', headers: { origin: 'https://agent.example', 'access-control-request-method': 'POST' } });
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-origin'), '*');
  assert.match(pre.headers.get('access-control-allow-methods') ?? '', /POST/);
  const v1 = await fetch(base + LOOKUP, { method: 'OPTIONS' });
  assert.equal(v1.status, 405);
  assert.equal(v1.headers.get('allow'), 'POST');
});

it('a caller that hangs up mid-body is logged as leaving (499), not as an unhandled error, and the server goes on', async () => {
  logs.lines.length = 0;
  const { port } = new URL(base);
  for (const path of [DUTY, '/mcp']) {
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"htsCodes":`);
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
  }
  await new Promise((r) => setTimeout(r, 100));
  const lines = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  assert.deepEqual(lines.filter((l) => Number(l.level) >= 50), [], 'no error line');
  const left = lines.filter((l) => l.msg === 'request' && l.status === 499).map((l) => l.route);
  assert.deepEqual(left.sort(), ['/mcp', DUTY].sort(), logs.lines.join('\n'));
  assert.equal((await send(DUTY, dutyBody, json)).status, 200);
});

it('requests Node refuses before the app are answered in the envelope with a request id', async () => {
  const cases: Array<[string, string, number, string, RegExp]> = [
    ['both Content-Length and Transfer-Encoding', `POST ${DUTY} HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`, 400, 'invalid_request', /both Content-Length and Transfer-Encoding/],
    ['Transfer-Encoding, then Content-Length', `POST ${DUTY} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n`, 400, 'invalid_request', /both Content-Length and Transfer-Encoding/],
    ['two Content-Length headers', `POST ${DUTY} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}`, 400, 'invalid_request', /more than one Content-Length/],
    ['a malformed chunk size', `POST ${DUTY} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`, 400, 'invalid_request', /chunked encoding/],
    ['headers over the limit', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'invalid_request', /headers are too large/],
    ['not HTTP at all', 'HELLO THERE\r\n\r\n', 400, 'invalid_request', /not well-formed/],
    ['an HTTP/1.1 request with no Host', `POST ${DUTY} HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`, 400, 'invalid_request', /no Host header/],
    ['an HTTP/1.0 page request with no Host', 'GET /healthz HTTP/1.0\r\n\r\n', 400, 'invalid_request', /no Host header/],
    ['an empty Host', 'GET /healthz HTTP/1.1\r\nHost: \r\n\r\n', 400, 'invalid_request', /no Host header/],
    ['an Expect other than 100-continue', `POST ${DUTY} HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`, 417, 'invalid_request', /Expect/],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'invalid_request', /OPTIONS \*/],
    ['a backslash in the path', 'GET /a\\b HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'invalid_request', /backslash/],
    ['CONNECT', 'CONNECT shop.example:443 HTTP/1.1\r\nHost: shop.example:443\r\n\r\n', 405, 'method_not_allowed', /not a proxy/],
  ];
  for (const [name, bytes, status, code, says] of cases) {
    const out = await rawExchange(bytes);
    const [head, body] = out.split('\r\n\r\n');
    assert.match(head!, new RegExp(`^HTTP/1.1 ${status} `), `${name}: ${JSON.stringify(out)}`);
    assert.match(head!, /\r\nContent-Type: application\/json\r\n/i, name);
    assert.match(head!, /\r\nConnection: close(\r\n|$)/i, name);
    const id = /\r\nX-Request-Id: (req_[0-9a-f]{20})/i.exec(head!)?.[1];
    assert.ok(id, `${name}: X-Request-Id`);
    const envelope = JSON.parse(body!);
    assert.equal(envelope.error, code, name);
    assert.match(envelope.message, says, name);
    assert.equal(envelope.request_id, id, name);
    assert.equal(typeof envelope.contact, 'string', name);
    if (code === 'method_not_allowed') assert.match(head!, /\r\nAllow: GET, HEAD, POST, OPTIONS(\r\n|$)/i, name);
  }
});

it('Expect: 100-continue is still met, and an HTTP/1.0 operation call needs no Host', async () => {
  const continued = await rawExchange(`POST ${DUTY} HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(dutyBody)}\r\nConnection: close\r\n\r\n${dutyBody}`);
  assert.match(continued, /^HTTP\/1.1 100 Continue\r\n\r\nHTTP\/1.1 200 /, continued.slice(0, 200));
  const old = await rawExchange(`POST ${DUTY} HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(dutyBody)}\r\n\r\n${dutyBody}`);
  assert.match(old, /^HTTP\/1.1 200 /, old.slice(0, 200));
});

it('the request\'s log line: route, status, key prefix; never the key or the email', async () => {
  logs.lines.length = 0;
  await send(LOOKUP, lookupBody, bearer(), 'chunked');
  await send(DUTY, dutyBody, json);
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
  assert.ok(!all.includes(key), 'the key is never logged');
  assert.ok(!all.includes('buyer@shop.example'), 'the email is never logged');
});

it('a caller\'s own plain X-Request-Id is kept and put in the envelope', async () => {
  const res = await send(LOOKUP, lookupBody, { ...json, 'x-request-id': 'trace-0123456789' });
  assert.equal(res.status, 401);
  assert.equal(res.headers['x-request-id'], 'trace-0123456789');
  assert.equal(JSON.parse(res.text).request_id, 'trace-0123456789');
});
