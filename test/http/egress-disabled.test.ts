// EGRESS_ENABLED=false: an instance that makes no outbound request at all.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../support/app.ts';
import { startSite } from '../support/site.ts';

it('with EGRESS_ENABLED=false every scan is refused with url_not_allowed before anything is fetched', async () => {
  const site = await startSite({ '/': { body: '<html><head></head><body>shop</body></html>' } });
  const t = await buildTestApp({ env: { EGRESS_ENABLED: 'false' }, egressPorts: [site.port] });
  try {
    const key = await t.key('all');
    const calls = [
      t.post('/api/v1/pixels/scan', { url: `${site.origin}/` }, key),
      t.post('/api/mcp/pixels/scan_storefront', { url: `${site.origin}/` }),
      t.post('/api/mcp/entries/readiness_check', { storeUrl: `${site.origin}/` }),
    ];
    for (const res of await Promise.all(calls)) {
      assert.equal(res.status, 422);
      const body: any = await res.json();
      assert.equal(body.error, 'url_not_allowed');
      assert.match(body.message, /disabled on this instance/);
    }
    assert.equal(site.requests.length, 0);
    assert.equal(site.connections, 0);
    // The tariffs tools need no egress and keep working.
    assert.equal((await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'eu' })).status, 200);
  } finally {
    await t.dispose();
    await site.close();
  }
});
