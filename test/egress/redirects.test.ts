// Redirects are followed by hand, at most five, and every hop passes the same checks as the
// first URL: scheme, port and address (a redirect is how SSRF usually reaches inside).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { egressFor, html, rejectsWith, startFixture, withEgress } from './fixture-server.ts';
import type { FixtureServer } from './fixture-server.ts';

describe('redirects', () => {
  let store: FixtureServer;
  // A second local server standing for "something inside": its address is private and not allowed.
  let inside: FixtureServer;
  before(async () => {
    inside = await startFixture((_req, res) => html(res, '<p>secret</p>'));
    store = await startFixture((req, res, self) => {
      const url = new URL(req.url ?? '/', self.origin);
      const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
      const send = (status: number, location: string) => {
        res.writeHead(status, { location });
        res.end();
      };
      if (url.pathname === '/a') return send(301, '/b');
      if (url.pathname === '/b') return send(302, `${self.origin}/c?x=1`);
      if (url.pathname === '/c') return send(307, 'final#section');
      if (url.pathname === '/final') return html(res, '<p>arrived</p>');
      if (hop) {
        const n = Number(hop[1]);
        return n === 0 ? html(res, '<p>end of chain</p>') : send(308, `/hop/${n - 1}`);
      }
      if (url.pathname === '/to') return send(302, url.searchParams.get('target')!);
      if (url.pathname === '/nowhere') return res.writeHead(302).end();
      res.writeHead(404).end();
    });
  });
  after(async () => {
    await store.close();
    await inside.close();
  });

  test('a three-hop chain is followed and reported', async () => {
    await withEgress(egressFor(store), async (egress) => {
      const page = await egress.fetchPage(`${store.origin}/a`);
      assert.equal(page.requestedUrl, `${store.origin}/a`);
      assert.deepEqual(page.redirects, [`${store.origin}/b`, `${store.origin}/c?x=1`, `${store.origin}/final`]);
      assert.equal(page.finalUrl, `${store.origin}/final`);
      assert.equal(page.status, 200);
      assert.equal(page.html, '<p>arrived</p>');
      assert.deepEqual(store.requests.slice(-4), ['/a', '/b', '/c?x=1', '/final']);
    });
  });

  test('five redirects are followed', async () => {
    await withEgress(egressFor(store), async (egress) => {
      const page = await egress.fetchPage(`${store.origin}/hop/5`);
      assert.equal(page.redirects.length, 5);
      assert.equal(page.html, '<p>end of chain</p>');
    });
  });

  test('a sixth redirect is refused, and not requested', async () => {
    await withEgress(egressFor(store), async (egress) => {
      const before = store.requests.length;
      await rejectsWith(egress.fetchPage(`${store.origin}/hop/6`), 'upstream_error', /redirects more than 5 times/);
      assert.deepEqual(store.requests.slice(before), ['/hop/6', '/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1']);
    });
  });

  test('maxRedirects is configurable', async () => {
    await withEgress(egressFor(store, { maxRedirects: 0 }), async (egress) => {
      await rejectsWith(egress.fetchPage(`${store.origin}/hop/1`), 'upstream_error', /redirects more than 0 times/);
    });
  });

  // The inside server's port is allowed, so only its address can be the reason for the refusal.
  const insideTargets: [string, (s: FixtureServer) => string][] = [
    ['127.0.0.1', (s) => `http://127.0.0.1:${s.port}/`],
    ['[::ffff:127.0.0.1]', (s) => `http://[::ffff:127.0.0.1]:${s.port}/`],
    ['2130706433 (decimal)', (s) => `http://2130706433:${s.port}/`],
  ];
  for (const [name, target] of insideTargets) {
    test(`a redirect to ${name} is refused and the inside server sees nothing`, async () => {
      await withEgress(egressFor(store, { allowedPorts: [store.port, inside.port] }), async (egress) => {
        const location = target(inside);
        await rejectsWith(
          egress.fetchPage(`${store.origin}/to?target=${encodeURIComponent(location)}`),
          'url_not_allowed',
          /^the page redirects to .*, which is refused: it points to this machine's loopback address \(127\.0\.0\.1\)/,
        );
        assert.equal(inside.connections, 0);
      });
    });
  }

  test('the same redirect is followed when private addresses are allowed (so the refusal is the address check)', async () => {
    await withEgress(egressFor(store, { allowPrivate: true, allowedPorts: [store.port, inside.port] }), async (egress) => {
      const page = await egress.fetchPage(`${store.origin}/to?target=${encodeURIComponent(`http://[::ffff:127.0.0.1]:${inside.port}/`)}`);
      assert.equal(page.html, '<p>secret</p>');
    });
  });

  test('a redirect to a hostname resolving to a private address is refused at connect time', async () => {
    const lookup = async (host: string) => {
      assert.equal(host, 'intranet.example');
      return [{ address: '10.0.0.5', family: 4 }];
    };
    await withEgress(egressFor(store, { lookup }), async (egress) => {
      await rejectsWith(
        egress.fetchPage(`${store.origin}/to?target=${encodeURIComponent(`http://intranet.example:${store.port}/`)}`),
        'url_not_allowed',
        /intranet\.example resolves to a private network \(10\.0\.0\.5\)/,
      );
    });
  });

  const refusedHops: [string, string, RegExp][] = [
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', /link-local network/],
    ['file:', 'file:///etc/passwd', /only http and https/],
    ['ftp:', 'ftp://example.com/', /only http and https/],
    ['a port not allowed', 'http://example.com:8081/', /port 8081 is not allowed/],
    ['userinfo', 'http://admin:admin@example.com/', /user name or password/],
  ];
  for (const [name, location, message] of refusedHops) {
    test(`a redirect to ${name} is refused`, async () => {
      await withEgress(egressFor(store, { allowedPorts: [80, 443, store.port] }), async (egress) => {
        await rejectsWith(egress.fetchPage(`${store.origin}/to?target=${encodeURIComponent(location)}`), 'url_not_allowed', message);
      });
    });
  }

  test('a redirect without a Location is an upstream error', async () => {
    await withEgress(egressFor(store), async (egress) => {
      await rejectsWith(egress.fetchPage(`${store.origin}/nowhere`), 'upstream_error', /HTTP 302 \(a redirect\) without saying where to/);
    });
  });
});
