// A hostile storefront whose Shopify web-pixel ID holds U+0000, scanned through v1 on every
// store: PostgreSQL cannot keep that character (it answered 500, database error 22P05), SQLite
// can. Both must answer 200, and a second scan of the unchanged page must find no drift.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { startSite } from '../support/site.ts';
import type { FixtureServer } from '../egress/fixture-server.ts';
import { storeBackends } from './backends.ts';

const HOSTILE = '<!doctype html><html><head><script>window.ShopifyAnalytics={};var webPixelsConfigList: [{"id":"px\u00001","type":"APP","runtimeContext":"STRICT","apiClientId":"1234"},{"id":"ok2","type":"CUSTOM"}];</script></head><body>shop</body></html>';

let site: FixtureServer;
before(async () => {
  site = await startSite({ '/': { body: HOSTILE } });
});
after(() => site.close());

for (const backend of storeBackends()) {
  describe(`v1 scan of a page holding U+0000: ${backend.name}`, { skip: backend.skip }, () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp({ egressPorts: [site.port], env: { DATABASE_URL: await backend.create() } });
    });
    after(async () => {
      await t?.dispose();
      await backend.destroy();
    });

    it('answers 200 twice, and the unchanged page shows no drift', async () => {
      const key = await t.key('pixels', 'delegate:on');
      const scan = () => t.post('/api/v1/pixels/scan', { url: `${site.origin}/` }, key);
      const first = await scan();
      const firstBody: any = await first.json();
      assert.equal(first.status, 200, JSON.stringify(firstBody));
      const pixels = firstBody.findings.find((f: any) => f.rule_id === 'shopify.web_pixels_present');
      assert.ok(pixels, JSON.stringify(firstBody.findings.map((f: any) => f.rule_id)));
      assert.deepEqual(pixels.ids, ['px\u00001', 'ok2'], 'the report says what the page says');

      const second = await scan();
      const secondBody: any = await second.json();
      assert.equal(second.status, 200, JSON.stringify(secondBody));
      assert.deepEqual(secondBody.findings.filter((f: any) => f.rule_id.startsWith('drift.')), []);
      assert.deepEqual(secondBody, firstBody);
    });
  });
}
