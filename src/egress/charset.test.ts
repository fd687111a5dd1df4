import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeHtml, isHtmlType, parseContentType } from './charset.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

test('Content-Type: essence lower-cased, charset unquoted', () => {
  assert.deepEqual(parseContentType('Text/HTML; Charset="ISO-8859-1"'), { mimeType: 'text/html', charset: 'ISO-8859-1' });
  assert.deepEqual(parseContentType('text/html;charset=utf-8;foo=bar'), { mimeType: 'text/html', charset: 'utf-8' });
  assert.deepEqual(parseContentType(undefined), { mimeType: '', charset: undefined });
});

test('HTML and XHTML are pages; the rest are not', () => {
  assert.ok(isHtmlType('text/html'));
  assert.ok(isHtmlType('application/xhtml+xml'));
  for (const t of ['application/pdf', 'text/plain', 'application/json', 'image/svg+xml', '']) assert.ok(!isHtmlType(t), t);
});

test('the header charset wins over <meta>', () => {
  const page = bytes('<meta charset="utf-8"><p>', [0xe9], '</p>');
  assert.deepEqual(decodeHtml(page, 'iso-8859-1'), { html: '<meta charset="utf-8"><p>é</p>', charset: 'windows-1252' });
});

test('<meta charset> is used when the header has none, in either attribute form', () => {
  assert.equal(decodeHtml(bytes("<meta charset='latin1'>", [0x80]), undefined).html, "<meta charset='latin1'>€");
  const httpEquiv = bytes('<META CONTENT="text/html; charset=windows-1252" HTTP-EQUIV="Content-Type">', [0x93, 0x94]);
  assert.equal(decodeHtml(httpEquiv, undefined).html.slice(-2), '\u201c\u201d');
});

test('a <meta> beyond the first 1024 bytes is not looked for', () => {
  const late = bytes(' '.repeat(1100), '<meta charset="windows-1252">');
  assert.equal(decodeHtml(late, undefined).charset, 'utf-8');
});

test('an unknown charset label falls through to the next source', () => {
  assert.equal(decodeHtml(bytes('<meta charset="windows-1252">'), 'no-such-charset').charset, 'windows-1252');
  assert.equal(decodeHtml(bytes('<p>'), 'no-such-charset').charset, 'utf-8');
});

test('a <meta> claiming UTF-16 on ASCII-readable bytes means UTF-8', () => {
  assert.equal(decodeHtml(bytes('<meta charset="utf-16">'), undefined).charset, 'utf-8');
});

test('a byte-order mark decides before anything else, and is not part of the text', () => {
  const page = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>café</p>')]);
  assert.deepEqual(decodeHtml(page, 'iso-8859-1'), { html: '<p>café</p>', charset: 'utf-8' });
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>é</p>', 'utf16le')]);
  assert.equal(decodeHtml(utf16, undefined).html, '<p>é</p>');
});
