// The soft limit keys on the client address: X-Forwarded-For counts only with TRUST_PROXY,
// so a caller cannot dodge the limit by inventing a new address per request.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../support/app.ts';
import { probeProduct } from '../support/probe-product.ts';

async function statuses(trustProxy: string): Promise<number[]> {
  const t = await buildTestApp({ products: [probeProduct], env: { PUBLIC_RATE_BURST: '2', TRUST_PROXY: trustProxy } });
  try {
    const out = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.post('/api/mcp/pixels/echo_tool', { word: 'x' }, undefined, { 'x-forwarded-for': `203.0.113.${i}, 10.0.0.1` });
      out.push(res.status);
    }
    return out;
  } finally {
    await t.dispose();
  }
}

it('without TRUST_PROXY, X-Forwarded-For is ignored: one client, limited', async () => {
  assert.deepEqual(await statuses('false'), [200, 200, 429, 429]);
});

it('with TRUST_PROXY, the first X-Forwarded-For hop is the client', async () => {
  assert.deepEqual(await statuses('true'), [200, 200, 200, 200]);
});
