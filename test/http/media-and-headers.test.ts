// A body that is not declared JSON is 415 (not a 400 that blames its fields), and the web
// pages carry the usual security headers.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
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
