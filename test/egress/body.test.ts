// Bodies: decompression, the decoded and wire caps (counted while reading, so bombs and
// endless bodies stop), the HTML-only rule, and charset decoding.
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { egressFor, html, rejectsWith, startFixture, withEgress } from './fixture-server.ts';
import type { FixtureServer } from './fixture-server.ts';

const PAGE = '<!doctype html><html><head><title>Store</title></head><body>' + '<p>product</p>'.repeat(500) + '</body></html>';
const MiB = 1024 * 1024;
// 50 MB of zeros: about 50 KB gzipped, 5 MiB is the cap.
const GZIP_BOMB = zlib.gzipSync(Buffer.alloc(50 * 1000 * 1000));
const BROTLI_BOMB = zlib.brotliCompressSync(Buffer.alloc(50 * 1000 * 1000), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });

/** Writes chunks until the client goes away: a body with no end. */
function endless(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/html' });
  const chunk = Buffer.alloc(16 * 1024, 'a');
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', pump);
  pump();
}

// "café €" in windows-1252: é is 0xE9, € is 0x80 (where ISO-8859-1 has a control character).
const CAFE_1252 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80]);

describe('bodies', () => {
  let fixture: FixtureServer;
  before(async () => {
    fixture = await startFixture((req, res) => {
      const path = req.url ?? '/';
      switch (path) {
        case '/gzip':
          return html(res, zlib.gzipSync(PAGE), { 'content-encoding': 'gzip' });
        case '/deflate':
          return html(res, zlib.deflateSync(PAGE), { 'content-encoding': 'deflate' });
        case '/br':
          return html(res, zlib.brotliCompressSync(PAGE), { 'content-encoding': 'br' });
        case '/gzip-then-br':
          return html(res, zlib.brotliCompressSync(zlib.gzipSync(PAGE)), { 'content-encoding': 'gzip, br' });
        case '/zstd':
          return html(res, 'whatever', { 'content-encoding': 'zstd' });
        case '/corrupt-gzip':
          return html(res, Buffer.from('this is not gzip at all'), { 'content-encoding': 'gzip' });
        // The bombs never finish: a reader that measured only after the body ended would time out instead.
        case '/gzip-bomb':
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
          return void res.write(GZIP_BOMB);
        case '/br-bomb':
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
          return void res.write(BROTLI_BOMB);
        case '/endless':
          return endless(res);
        case '/big-declared':
          res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * MiB) });
          return res.end();
        case '/pdf':
          res.writeHead(200, { 'content-type': 'application/pdf' });
          return res.end('%PDF-1.7');
        case '/untyped':
          res.writeHead(200);
          return res.end('<p>no type</p>');
        case '/xhtml':
          res.writeHead(200, { 'content-type': 'application/xhtml+xml' });
          return res.end('<html xmlns="http://www.w3.org/1999/xhtml"/>');
        case '/latin1-header':
          return html(res, Buffer.concat([Buffer.from('<p>'), CAFE_1252, Buffer.from('</p>')]), { 'content-type': 'text/html; charset="ISO-8859-1"' });
        case '/latin1-meta':
          return html(res, Buffer.concat([Buffer.from('<html><head><meta charset="iso-8859-1"></head><p>'), CAFE_1252]), { 'content-type': 'text/html' });
        case '/latin1-http-equiv':
          return html(
            res,
            Buffer.concat([Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><p>'), CAFE_1252]),
            { 'content-type': 'text/html' },
          );
        case '/utf8-default':
          return html(res, Buffer.from('<p>café €</p>'), { 'content-type': 'text/html' });
        default:
          res.writeHead(404).end();
      }
    });
  });
  after(() => fixture.close());

  for (const encoding of ['gzip', 'deflate', 'br', 'gzip-then-br']) {
    test(`a ${encoding} page is decoded, its size counted after decompression`, async () => {
      await withEgress(egressFor(fixture), async (egress) => {
        const page = await egress.fetchPage(`${fixture.origin}/${encoding}`);
        assert.equal(page.html, PAGE);
        assert.equal(page.bytes, Buffer.byteLength(PAGE));
      });
    });
  }

  test('an unknown content coding is an upstream error', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/zstd`), 'upstream_error', /"zstd", which cannot be read/);
    });
  });

  test('a corrupt gzip body is an upstream error', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/corrupt-gzip`), 'upstream_error', /could not be decompressed/);
    });
  });

  for (const bomb of ['gzip-bomb', 'br-bomb']) {
    test(`a ${bomb} (50 MB of zeros) stops at the 5 MiB decoded cap`, async () => {
      await withEgress(egressFor(fixture, { maxWireBytes: 5 * MiB }), async (egress) => {
        await rejectsWith(egress.fetchPage(`${fixture.origin}/${bomb}`), 'upstream_too_large', /larger than 5 MiB once decompressed/);
      });
    });
  }

  test('an endless body stops at the cap', async () => {
    await withEgress(egressFor(fixture, { maxBodyBytes: 256 * 1024, maxWireBytes: 10 * MiB }), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/endless`), 'upstream_too_large', /larger than 256 KiB/);
    });
  });

  test('the wire cap applies to compressed bytes too', async () => {
    const wire = zlib.gzipSync(PAGE).length;
    await withEgress(egressFor(fixture, { maxWireBytes: wire - 1 }), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/gzip`), 'upstream_too_large', /compressed/);
    });
    await withEgress(egressFor(fixture, { maxWireBytes: wire }), async (egress) => {
      assert.equal((await egress.fetchPage(`${fixture.origin}/gzip`)).html, PAGE);
    });
  });

  test('a declared Content-Length over the wire cap is refused before reading', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/big-declared`), 'upstream_too_large', /is 6 MiB, more than the 5 MiB/);
    });
  });

  test('a PDF is not_html', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/pdf`), 'not_html', /is application\/pdf, not an HTML page/);
    });
  });

  test('a response without a Content-Type is not_html', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      await rejectsWith(egress.fetchPage(`${fixture.origin}/untyped`), 'not_html', /not labelled/);
    });
  });

  test('XHTML is accepted', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      const page = await egress.fetchPage(`${fixture.origin}/xhtml`);
      assert.equal(page.contentType, 'application/xhtml+xml');
    });
  });

  const latin1: [string, string][] = [
    ['the header charset', '/latin1-header'],
    ['<meta charset>', '/latin1-meta'],
    ['<meta http-equiv>', '/latin1-http-equiv'],
  ];
  for (const [how, path] of latin1) {
    test(`a latin-1 page declared by ${how} is decoded as windows-1252`, async () => {
      await withEgress(egressFor(fixture), async (egress) => {
        const page = await egress.fetchPage(`${fixture.origin}${path}`);
        assert.match(page.html, /café €/);
        assert.equal(page.charset, 'windows-1252');
      });
    });
  }

  test('a page with no charset anywhere is read as UTF-8', async () => {
    await withEgress(egressFor(fixture), async (egress) => {
      const page = await egress.fetchPage(`${fixture.origin}/utf8-default`);
      assert.equal(page.html, '<p>café €</p>');
      assert.equal(page.charset, 'utf-8');
    });
  });
});
