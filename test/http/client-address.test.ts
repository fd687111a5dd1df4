// The soft limit (and the bad-key lockout) key on the client address. X-Forwarded-For counts
// only with TRUST_PROXY, and then only the address a trusted proxy saw: the hops left of it
// are whatever the caller sent, so they cannot buy a fresh bucket per request.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../support/app.ts';
import { probeProduct } from '../support/probe-product.ts';
import { AUTH_FAILURES } from '../../src/ratelimit/windows.ts';

async function statuses(trustProxy: string, forwardedFor: (i: number) => string, path = '/api/mcp/pixels/echo_tool'): Promise<number[]> {
  const t = await buildTestApp({ products: [probeProduct], env: { PUBLIC_RATE_BURST: '2', TRUST_PROXY: trustProxy } });
  try {
    const out = [];
    for (let i = 0; i < 4; i++) {
      const res = path.startsWith('/api/v1/')
        ? await t.post(path, { n: 1 }, `de_${'x'.repeat(24)}`, { 'x-forwarded-for': forwardedFor(i) })
        : await t.post(path, { word: 'x' }, undefined, { 'x-forwarded-for': forwardedFor(i) });
      out.push(res.status);
    }
    return out;
  } finally {
    await t.dispose();
  }
}

// The caller invents the left hop; the proxy appended the address it saw (198.51.100.7).
const spoofed = (i: number) => `9.9.9.${i}, 198.51.100.7`;

it('without TRUST_PROXY, X-Forwarded-For is ignored: one client, limited', async () => {
  assert.deepEqual(await statuses('false', (i) => `203.0.113.${i}`), [200, 200, 429, 429]);
});

it('with TRUST_PROXY=true (one proxy), the right-most hop is the client: an invented left hop buys nothing', async () => {
  assert.deepEqual(await statuses('true', spoofed), [200, 200, 429, 429]);
  assert.deepEqual(await statuses('true', (i) => `9.9.9.9, 198.51.100.${i}`), [200, 200, 200, 200]);
});

it('an IPv6 caller is its /64: the addresses of one /64, however written, share one bucket', async () => {
  // One subscriber is given a whole /64 and may pick any address in it for every request.
  const spellings = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:0DB8:0005:0006:ffff:0:0:9', '2001:db8:5:6:1234:5678:9abc:def0'];
  assert.deepEqual(await statuses('true', (i) => spellings[i]!), [200, 200, 429, 429]);
  // Neighbouring /64s are other subscribers.
  assert.deepEqual(await statuses('true', (i) => `2001:db8:5:${i}::1`), [200, 200, 200, 200]);
});

it('an IPv4-mapped IPv6 caller is the IPv4 address it carries', async () => {
  // Each a different IPv4 client, though all of them share ::ffff:0:0/96.
  assert.deepEqual(await statuses('true', (i) => `::ffff:198.51.100.${i}`), [200, 200, 200, 200]);
  // The same IPv4 client, arriving mapped or plain: one bucket.
  assert.deepEqual(await statuses('true', (i) => (i % 2 ? '198.51.100.7' : '::ffff:198.51.100.7')), [200, 200, 429, 429]);
});

it('TRUST_PROXY=2 (two proxies) takes the second hop from the right', async () => {
  assert.deepEqual(await statuses('2', (i) => `9.9.9.${i}, 198.51.100.7, 10.0.0.1`), [200, 200, 429, 429]);
  assert.deepEqual(await statuses('2', (i) => `9.9.9.9, 198.51.100.${i}, 10.0.0.1`), [200, 200, 200, 200]);
});

it('TRUST_PROXY as a list of proxy addresses skips those from the right and takes the first other one', async () => {
  // The test's own connection comes from 127.0.0.1: the nearest proxy, so listed too.
  const list = '127.0.0.1, 10.0.0.0/8, 192.0.2.10';
  assert.deepEqual(await statuses(list, (i) => `9.9.9.${i}, 198.51.100.7, 10.1.2.3, 192.0.2.10`), [200, 200, 429, 429]);
  assert.deepEqual(await statuses(list, (i) => `198.51.100.${i}, 10.1.2.3`), [200, 200, 200, 200]);
});

it('the bad-key lockout keys on the same address: invented hops do not reset it', async () => {
  const t = await buildTestApp({ products: [probeProduct], env: { TRUST_PROXY: 'true' } });
  try {
    const last = [];
    for (let i = 0; i < 25; i++) {
      last.push((await t.post('/api/v1/pixels/echo', { n: 1 }, `de_${'x'.repeat(24)}`, { 'x-forwarded-for': spoofed(i) })).status);
    }
    assert.equal(last.at(-1), 429, last.join(','));
  } finally {
    await t.dispose();
  }
});

it('a TRUST_PROXY that is none of the accepted forms stops the start with a message naming it', async () => {
  const { loadConfig } = await import('../../src/config.ts');
  assert.throws(() => loadConfig({ TRUST_PROXY: 'the-load-balancer' }), /TRUST_PROXY.*number of proxy hops/);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '::ffff:10.0.0.0/104' }).trustProxy, loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy);
});

it('the bad-key lockout buckets IPv6 callers by /64 too: new addresses in one /64 do not buy fresh attempts', async () => {
  const t = await buildTestApp({ products: [probeProduct], env: { TRUST_PROXY: 'true' } });
  try {
    const attempt = async (address: string) => (await t.post('/api/v1/pixels/echo', { n: 1 }, `de_${'x'.repeat(24)}`, { 'x-forwarded-for': address })).status;
    const sameBlock: number[] = [];
    for (let i = 0; i < AUTH_FAILURES.limit + 1; i++) sameBlock.push(await attempt(`2001:db8:7:8::${(i + 1).toString(16)}`));
    assert.deepEqual(sameBlock, [...Array(AUTH_FAILURES.limit).fill(401), 429]);
    // Another /64 is another subscriber: its first attempt is judged, not refused.
    assert.equal(await attempt('2001:db8:7:9::1'), 401);
  } finally {
    await t.dispose();
  }
});
