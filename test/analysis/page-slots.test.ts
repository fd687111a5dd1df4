// Page admission end to end: with PAGE_SLOTS=2, six concurrent scans of distinct pages reach
// the storefront at most two at a time (a page waits for its slot before its fetch), and every
// one is answered as it would be alone.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { startFixture, type FixtureServer } from '../egress/fixture-server.ts';

const SHOP = '<!doctype html><html><head><script>fbq("init","123456789012345");</script></head><body>shop</body></html>';

let site: FixtureServer;
let t: TestApp;
let open = 0;
let mostOpen = 0;

before(async () => {
  site = await startFixture((_req, res) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    // Long enough that, without admission, all six fetches are at the storefront together.
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHOP, () => open--);
    }, 150);
  });
  t = await buildTestApp({ egressPorts: [site.port], env: { PAGE_SLOTS: '2' } });
});
after(async () => {
  await t?.dispose();
  await site?.close();
});

it('fetches at most PAGE_SLOTS pages at once; the others wait their turn and get the same answer', async () => {
  const key = await t.key('pixels', 'delegate:on');
  const alone = await t.post('/api/v1/pixels/scan', { url: `${site.origin}/p/alone` }, key);
  assert.equal(alone.status, 200);
  const expected = await alone.json();
  mostOpen = 0;
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => t.post('/api/v1/pixels/scan', { url: `${site.origin}/p/${i}` }, key)));
  assert.deepEqual(
    answers.map((r) => r.status),
    [200, 200, 200, 200, 200, 200],
  );
  for (const answer of answers) assert.deepEqual(await answer.json(), expected);
  assert.equal(mostOpen, 2);
});
