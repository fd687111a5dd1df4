// Addresses refused before anything is sent: schemes, ports, userinfo, literal non-public
// IPs (in every spelling WHATWG accepts), and hostnames that resolve to non-public addresses.
import assert from 'node:assert/strict';
import diagnostics from 'node:diagnostics_channel';
import { after, before, describe, test } from 'node:test';
import { createEgress } from '../../src/egress/index.ts';
import type { Egress } from '../../src/egress/index.ts';
import { createAddressGate } from '../../src/egress/address.ts';
import { createGuardedConnector } from '../../src/egress/connector.ts';
import { egressFor, html, rejectsWith, startFixture, TEST_USER_AGENT, withEgress } from './fixture-server.ts';
import type { FixtureServer } from './fixture-server.ts';

// Counts every connection undici starts, whatever its target, so a test can show none began.
let connectAttempts = 0;
const onConnect = () => connectAttempts++;

describe('refused before connecting', () => {
  let egress: Egress;
  before(() => {
    diagnostics.subscribe('undici:client:beforeConnect', onConnect);
    egress = createEgress({ allowPrivate: false, userAgent: TEST_USER_AGENT });
  });
  after(async () => {
    diagnostics.unsubscribe('undici:client:beforeConnect', onConnect);
    await egress.close();
  });

  const cases: [string, RegExp][] = [
    ['http://10.0.0.1/', /private network \(10\.0\.0\.1\)/],
    ['http://192.168.1.1/', /private network \(192\.168\.1\.1\)/],
    ['http://169.254.169.254/latest/meta-data/', /link-local network \(169\.254\.169\.254\)/],
    ['http://127.0.0.1/', /loopback address \(127\.0\.0\.1\)/],
    ['http://[::1]/', /loopback address \(::1\)/],
    ['http://[fd00::1]/', /private network \(fd00::1\)/],
    ['http://[::ffff:127.0.0.1]/', /loopback address \(127\.0\.0\.1\)/],
    ['http://[::ffff:10.0.0.1]/', /private network \(10\.0\.0\.1\)/],
    ['http://[::7f00:1]/', /IPv4-compatible IPv6 address, deprecated \(::7f00:1\)/],
    // The URL parser writes the host as [::7f00:1], an IPv4-compatible address.
    ['http://[::127.0.0.1]/', /IPv4-compatible IPv6 address, deprecated/],
    ['http://[::a9fe:a9fe]/latest/meta-data/', /IPv4-compatible/],
    ['http://[64:ff9b::a9fe:a9fe]/', /rfc6052/],
    ['http://[2001:db9::5efe:7f00:1]/', /ISATAP address around 127\.0\.0\.1/],
    ['http://0.0.0.0/', /unspecified address/],
    ['http://2130706433/', /^http:\/\/2130706433\/ points to this machine's loopback address \(127\.0\.0\.1\)/],
    ['http://0x7f.1/', /loopback address \(127\.0\.0\.1\)/],
    ['http://0177.0.0.1/', /loopback address \(127\.0\.0\.1\)/],
    ['http://0xa000001/', /private network \(10\.0\.0\.1\)/],
    ['https://10.0.0.1/', /private network/],
  ];
  for (const [url, message] of cases) {
    test(`${url} is refused as a non-public address`, async () => {
      const before = connectAttempts;
      await rejectsWith(egress.fetchPage(url), 'url_not_allowed', message);
      assert.equal(connectAttempts, before, 'no connection may be attempted');
    });
  }

  for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'data:text/html,<p>hi</p>', 'javascript:alert(1)', 'gopher://example.com/']) {
    test(`${url.split(':')[0]}: is refused`, async () => {
      await rejectsWith(egress.fetchPage(url), 'url_not_allowed', /only http and https/);
    });
  }

  test('a port other than 80 and 443 is refused', async () => {
    await rejectsWith(egress.fetchPage('http://example.com:8081/'), 'url_not_allowed', /port 8081 is not allowed/);
    await rejectsWith(egress.fetchPage('https://example.com:22/'), 'url_not_allowed', /port 22/);
  });

  test('user name or password in the URL is refused', async () => {
    await rejectsWith(egress.fetchPage('http://user:secret@example.com/'), 'url_not_allowed', /user name or password/);
    await rejectsWith(egress.fetchPage('http://user@example.com/'), 'url_not_allowed', /user name or password/);
  });

  test('a malformed URL is refused', async () => {
    await rejectsWith(egress.fetchPage('not a url'), 'url_not_allowed', /not a valid URL/);
    await rejectsWith(egress.fetchPage('http://'), 'url_not_allowed', /not a valid URL/);
  });

  test('none of the refusals above opened a connection', () => {
    assert.equal(connectAttempts, 0);
  });
});

describe('hostnames resolving to non-public addresses', () => {
  let fixture: FixtureServer;
  before(async () => {
    fixture = await startFixture((_req, res) => html(res, '<p>internal</p>'));
  });
  after(() => fixture.close());

  test('a hostname resolving to 127.0.0.1 is refused at connect time, and nothing reaches the server', async () => {
    await withEgress(
      egressFor(fixture, { allowAddresses: [], lookup: async () => [{ address: '127.0.0.1', family: 4 }] }),
      async (egress) => {
        await rejectsWith(
          egress.fetchPage(`http://shop.example:${fixture.port}/`),
          'url_not_allowed',
          /^shop\.example resolves to this machine's loopback address \(127\.0\.0\.1\); only public addresses can be scanned$/,
        );
        assert.equal(fixture.connections, 0);
      },
    );
  });

  test('one non-public address among allowed ones is enough to refuse', async () => {
    // The first answer is the fixture's own allowed endpoint: were only it checked, the
    // fixture would see a connection (and nothing outside is ever dialled).
    await withEgress(
      egressFor(fixture, {
        lookup: async () => [
          { address: '127.0.0.1', family: 4 },
          { address: '10.0.0.5', family: 4 },
        ],
      }),
      async (egress) => {
        await rejectsWith(egress.fetchPage(`http://shop.example:${fixture.port}/`), 'url_not_allowed', /private network \(10\.0\.0\.5\)/);
        assert.equal(fixture.connections, 0);
      },
    );
  });

  test('an IPv4-mapped IPv6 answer is judged as the IPv4 it carries', async () => {
    await withEgress(
      egressFor(fixture, { allowAddresses: [], lookup: async () => [{ address: '::ffff:127.0.0.1', family: 6 }] }),
      async (egress) => {
        await rejectsWith(egress.fetchPage(`http://shop.example:${fixture.port}/`), 'url_not_allowed', /loopback address \(127\.0\.0\.1\)/);
        assert.equal(fixture.connections, 0);
      },
    );
  });

  test('with allowPrivate the same hostname is fetched (the refusal above is the address check)', async () => {
    await withEgress(
      egressFor(fixture, { allowPrivate: true, allowAddresses: [], lookup: async () => [{ address: '127.0.0.1', family: 4 }] }),
      async (egress) => {
        const page = await egress.fetchPage(`http://shop.example:${fixture.port}/`);
        assert.equal(page.html, '<p>internal</p>');
      },
    );
  });

  test('allowPrivate still refuses link-local (cloud metadata) and the unspecified address', async () => {
    const egress = createEgress({ allowPrivate: true, userAgent: TEST_USER_AGENT });
    try {
      await rejectsWith(egress.fetchPage('http://169.254.169.254/'), 'url_not_allowed', /link-local/);
      await rejectsWith(egress.fetchPage('http://0.0.0.0/'), 'url_not_allowed', /unspecified/);
    } finally {
      await egress.close();
    }
  });
});

describe('the connect-time check on its own', () => {
  // The URL check also refuses literal IPs; this shows the connector refuses them even if
  // a URL got past it (literal IPs never go through DNS lookup).
  test('a literal private address handed straight to the connector is refused without a connection', async () => {
    const fixture = await startFixture((_req, res) => html(res, 'x'));
    try {
      const connect = createGuardedConnector({
        gate: createAddressGate({ allowPrivate: false, allowAddresses: [] }),
        lookup: undefined,
        connectTimeoutMs: 1_000,
      });
      const err = await new Promise<Error | null>((resolve) => {
        connect({ hostname: '127.0.0.1', host: `127.0.0.1:${fixture.port}`, protocol: 'http:', port: String(fixture.port) }, (...args) => resolve(args[0]));
      });
      assert.ok(err);
      assert.equal((err as { code?: string }).code, 'url_not_allowed');
      assert.equal(fixture.connections, 0);
    } finally {
      await fixture.close();
    }
  });

  test('the connector dials the fixture when its exact endpoint is allowed', async () => {
    const fixture = await startFixture((_req, res) => html(res, 'x'));
    const egress = egressFor(fixture);
    try {
      const page = await egress.fetchPage(`${fixture.origin}/`);
      assert.equal(page.html, 'x');
      assert.equal(fixture.connections, 1);
    } finally {
      await egress.close();
      await fixture.close();
    }
  });
});
