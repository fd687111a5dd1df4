// Upstream failures and timeouts: each becomes the right EgressError, and nothing hangs
// (each test has a hard timeout far above its shortened deadline).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { egressFor, html, rejectsWith, startFixture, TEST_USER_AGENT, withEgress } from './fixture-server.ts';
import type { FixtureServer } from './fixture-server.ts';

describe('upstream failures', () => {
  let fixture: FixtureServer;
  before(async () => {
    fixture = await startFixture((req, res) => {
      switch (req.url) {
        case '/silent':
          return; // accepts the request, never answers
        case '/trickle': {
          res.writeHead(200, { 'content-type': 'text/html' });
          const timer = setInterval(() => res.write('<p>'), 20);
          res.on('close', () => clearInterval(timer));
          return;
        }
        case '/missing':
          return void res.writeHead(404).end('not here');
        case '/broken':
          return void res.writeHead(503).end();
        case '/choices':
          return void res.writeHead(300).end();
        case '/reset':
          return req.socket.destroy();
        case '/not-http':
          return void req.socket.end('HELLO <b>upstream-secret</b>\r\n\r\n');
        case '/bad-status':
          return void req.socket.end('HTTP/1.1 2x0 upstream-secret\r\n\r\n');
        case '/bad-chunk':
          return void req.socket.end('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\nupstream-secret\r\n');
        case '/two-lengths':
          return void req.socket.end('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n<p>');
        default:
          return html(res, '<p>ok</p>');
      }
    });
  });
  after(() => fixture.close());

  test('a server that never sends headers is upstream_timeout', { timeout: 5_000 }, async () => {
    await withEgress(egressFor(fixture, { headersTimeoutMs: 200, totalTimeoutMs: 2_000 }), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/silent`), 'upstream_timeout', /did not answer within 0\.2 s/);
    });
  });

  test('the whole-fetch deadline stops a body that never ends', { timeout: 5_000 }, async () => {
    await withEgress(egressFor(fixture, { totalTimeoutMs: 300 }), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/trickle`), 'upstream_timeout', /did not deliver the page within 0\.3 s/);
    });
  });

  test('the whole-fetch deadline also bounds a server that never answers', { timeout: 5_000 }, async () => {
    await withEgress(egressFor(fixture, { headersTimeoutMs: 10_000, totalTimeoutMs: 300 }), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/silent`), 'upstream_timeout', /within 0\.3 s/);
    });
  });

  test('a DNS lookup that never returns is bounded by the connect timeout', { timeout: 5_000 }, async () => {
    const lookup = () => new Promise<never>(() => {});
    await withEgress(egressFor(fixture, { connectTimeoutMs: 200, lookup }), async (egress) => {
      await rejectsWith(egress.fetchPage(`http://slow-dns.example:${fixture.port}/`), 'upstream_timeout', /looking up slow-dns\.example/);
    });
  });

  test('a 404 is upstream_error naming the status', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/missing`), 'upstream_error', /answered HTTP 404/);
    });
  });

  test('a 503 is upstream_error naming the status', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/broken`), 'upstream_error', /answered HTTP 503/);
    });
  });

  test('a status that is neither a page nor a redirect to follow is upstream_error', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/choices`), 'upstream_error', /answered HTTP 300 instead of a page/);
    });
  });

  test('a connection dropped before answering is upstream_error', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/reset`), 'upstream_error', /closed the connection/);
    });
  });

  test('an upstream answering malformed HTTP is upstream_error in our words, none of the parser\'s text or the upstream\'s bytes', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      for (const path of ['/not-http', '/bad-status', '/bad-chunk']) {
        const err = await rejectsWith(egress.fetchPage(`${fixture.origin}${path}`), 'upstream_error', /^127\.0\.0\.1:\d+ answered with something that is not valid HTTP\/1\.1$/);
        assert.doesNotMatch(err.message, /upstream-secret|Response does not match|Expected HTTP|Invalid/, path);
      }
      const lengths = await rejectsWith(egress.fetchPage(`${fixture.origin}/two-lengths`), 'upstream_error', /length does not match its Content-Length/);
      assert.doesNotMatch(lengths.message, /Response body length/);
    });
  });

  test('a refused connection is upstream_unreachable', async () => {
    const gone = await startFixture(() => {});
    const port = gone.port;
    await gone.close();
    await withEgress(egressFor(gone), async (egress) => {
      await rejectsWith(egress.fetchPage(`http://127.0.0.1:${port}/`), 'upstream_unreachable', /refused the connection/);
    });
  });

  test('a host DNS cannot find is upstream_unreachable', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND no-such-shop.example'), { code: 'ENOTFOUND' });
    };
    await withEgress(egressFor(fixture, { lookup }), async (egress) => {
      await rejectsWith(egress.fetchPage(`http://no-such-shop.example:${fixture.port}/`), 'upstream_unreachable', /no-such-shop\.example.*could not be found/);
    });
  });

  test('the User-Agent names the service and its contact', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await egress.fetchPage(`${fixture.origin}/ua`);
      assert.equal(fixture.userAgents.at(-1), TEST_USER_AGENT);
    });
  });
});
