// Happy cases of every real /api/v1 route on the production path: a good key and a good body
// get 200 with the documented shape (the route's own 200 schema), the rate-limit headers
// counting down, and a request id; however the body comes (chunked, with a query string).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROUTES, appWithKeyPerTest, v1Operations } from './routes.ts';

const app = appWithKeyPerTest();

for (const route of ROUTES.filter((r) => !r.locked)) {
  describe(route.path, () => {
    it('200 with the body its 200 response documents, rate-limit headers counting down', async () => {
      const schema = (v1Operations(app.t()).find((op) => op.path === route.path)!.route.responses[200] as any).content['application/json'].schema;
      for (const remaining of [99, 98]) {
        const res = await app.t().post(route.path, route.valid(), app.key());
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('content-type'), 'application/json');
        assert.match(res.headers.get('x-request-id') ?? '', /^req_[0-9a-f]{20}$/);
        assert.match(res.headers.get('ratelimit') ?? '', new RegExp(`^"minute";r=${remaining};t=\\d+$`));
        assert.equal(res.headers.get('ratelimit-policy'), '"minute";q=100;w=60, "day";q=10000;w=86400');
        const parsed = schema.safeParse(await res.json());
        assert.ok(parsed.success, JSON.stringify(parsed.error?.issues?.slice(0, 3)));
      }
    });
    it('a streamed body and a query string get the same answer', async () => {
      const text = JSON.stringify(route.valid());
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, 5)));
          controller.enqueue(new TextEncoder().encode(text.slice(5)));
          controller.close();
        },
      });
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${app.key()}` };
      const streamed = await app.t().request(`${route.path}?from=test`, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
      assert.equal(streamed.status, 200, await streamed.clone().text());
    });
  });
}
