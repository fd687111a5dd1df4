// A body that is not declared JSON, or is sent compressed, is 415 (not a 400 that blames its
// fields), and the web pages carry the usual security headers.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

const body = JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china' });

for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
  it(`a ${type} body is 415 in the documented envelope, on v1 and on the public tools`, async () => {
    const key = await t.key('tariffs');
    const v1 = await t.post('/api/v1/tariffs/hts/lookup', JSON.stringify({ codes: ['7326.90.8688'] }), key, { 'content-type': type });
    assert.equal(v1.status, 415);
    const v1Body: any = await v1.json();
    assert.equal(v1Body.error, 'unsupported_media_type');
    assert.equal(v1Body.request_id, v1.headers.get('x-request-id'));
    const pub = await t.post('/api/mcp/tariffs/duty_impact', body, undefined, { 'content-type': type });
    assert.equal(pub.status, 415);
    const pubBody: any = await pub.json();
    assert.deepEqual([pubBody.ok, pubBody.error], [false, 'unsupported_media_type']);
    assert.match(pubBody.message, /application\/json/);
  });
}

it('a body sent with a Content-Encoding is 415 with Accept-Encoding: identity, on v1, the public tools and /mcp; identity is read', async () => {
  const key = await t.key('tariffs');
  const lookup = JSON.stringify({ codes: ['7326.90.8688'] });
  const mcp = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  const calls: Array<[string, string, Record<string, string>]> = [
    ['/api/v1/tariffs/hts/lookup', lookup, { authorization: `Bearer ${key}` }],
    ['/api/mcp/tariffs/duty_impact', body, {}],
    ['/mcp', mcp, { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' }],
  ];
  for (const [path, text, headers] of calls) {
    for (const [coding, bytes] of [['gzip', gzipSync(text)], ['deflate', deflateSync(text)], ['br', brotliCompressSync(text)], ['GZip', gzipSync(text)]] as const) {
      const res = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': coding, ...headers }, body: new Uint8Array(bytes) });
      assert.equal(res.status, 415, `${path} ${coding}`);
      assert.equal(res.headers.get('accept-encoding'), 'identity', `${path} ${coding}`);
      const refusal: any = await res.json();
      assert.equal(refusal.error, 'unsupported_media_type', `${path} ${coding}`);
      assert.match(refusal.message, /Content-Encoding/, `${path} ${coding}`);
      assert.equal(refusal.request_id, res.headers.get('x-request-id'), `${path} ${coding}`);
    }
    const plain = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'identity', ...headers }, body: text });
    assert.equal(plain.status, 200, `${path} identity: ${await plain.clone().text()}`);
  }
});

it('both documents list the 415', () => {
  const v1: any = t.documents.v1;
  const pub: any = t.documents.public;
  assert.ok(v1.paths['/api/v1/tariffs/hts/lookup'].post.responses['415']);
  assert.ok(pub.paths['/api/mcp/tariffs/duty_impact'].post.responses['415']);
});

it('HTML pages carry security headers (CSP, nosniff, frame and referrer policy)', async () => {
  for (const path of ['/', '/pixels', '/entries/readiness', '/tariffs/watchlist']) {
    const res = await t.request(path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/, path);
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, path);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    assert.ok(res.headers.get('referrer-policy'), path);
  }
});
