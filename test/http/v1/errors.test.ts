// Error cases of every real /api/v1 route with a good key, on the production path: the body
// checks (400 with details, malformed JSON, 415, 413 declared or streamed) and what is not
// quite the route (another method, a trailing slash). Each in the v1 envelope.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROUTES, appWithKeyPerTest, expectError } from './routes.ts';

const app = appWithKeyPerTest();

for (const route of ROUTES.filter((r) => !r.locked)) {
  describe(`${route.path}: body checks`, () => {
    it('a body that breaks the schema is 400 naming each field', async () => {
      const body = await expectError(await app.t().post(route.path, route.invalid.body, app.key()), 400, 'invalid_request');
      assert.equal(body.details[0].path, route.invalid.path);
      assert.match(body.message, new RegExp(`^Invalid request body: ${route.invalid.path}: `));
    });
    it('malformed JSON, and an empty body, are 400 "Malformed JSON in request body."', async () => {
      for (const text of ['{"codes": [', '']) {
        const body = await expectError(await app.t().post(route.path, text, app.key()), 400, 'invalid_request');
        assert.equal(body.message, 'Malformed JSON in request body.');
      }
    });
    it('a body not declared as JSON, or with no Content-Type, is 415', async () => {
      const valid = JSON.stringify(route.valid());
      await expectError(await app.t().post(route.path, valid, app.key(), { 'content-type': 'text/plain' }), 415, 'unsupported_media_type');
      await expectError(await app.t().request(route.path, { method: 'POST', headers: { authorization: `Bearer ${app.key()}` }, body: new Blob([valid]) }), 415, 'unsupported_media_type');
    });
    it('application/*+json and a charset parameter are JSON', async () => {
      for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json']) {
        assert.equal((await app.t().post(route.path, route.valid(), app.key(), { 'content-type': type })).status, 200, type);
      }
    });
  });
}

for (const route of ROUTES) {
  describe(`${route.path}: what is not the route`, () => {
    it('a body over 64 KiB is 413, declared or streamed', async () => {
      const big = JSON.stringify({ pad: 'x'.repeat(70_000) });
      await expectError(await app.t().post(route.path, big, app.key()), 413, 'payload_too_large');
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      });
      const streamed = await app.t().request(route.path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${app.key()}` }, body: stream, duplex: 'half' } as RequestInit);
      // A locked stub never reads the body: its answer is the same 403 either way.
      if (route.locked) await expectError(streamed, 403, 'beta');
      else await expectError(streamed, 413, 'payload_too_large');
    });
    it('another method is 405 with Allow: POST', async () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const res = await app.t().request(route.path, { method, headers: { authorization: `Bearer ${app.key()}` } });
        await expectError(res, 405, 'method_not_allowed');
        assert.equal(res.headers.get('allow'), 'POST');
      }
    });
    it('a trailing slash is 404 naming the route', async () => {
      const body = await expectError(await app.t().post(`${route.path}/`, route.valid(), app.key()), 404, 'not_found');
      assert.ok(body.message.includes(`Did you mean ${route.path}`), body.message);
    });
  });
}
