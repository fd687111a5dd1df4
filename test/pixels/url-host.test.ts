// hostOf reads the common URL in place and the rest the long way; both must give what the long
// way gives for any string a page can hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostOf } from '../../src/pixels/url-host.ts';

/** The long way alone: trim, lower-case, after `//` (or past `../`), up to `/ ? # :`. */
function reference(url: string): string | null {
  const u = url.trim().toLowerCase();
  const slashes = u.indexOf('//');
  const rest = slashes !== -1 ? u.slice(slashes + 2) : u.replace(/^(?:\.\.\/)+/, '');
  const host = rest.split(/[/?#:]/, 1)[0]!;
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(host) && /[a-z]/.test(host.slice(host.lastIndexOf('.') + 1)) ? host : null;
}

test('hostOf: the hosts pages write, absolute, protocol-relative, escaped-then-unescaped and mirrored', () => {
  assert.equal(hostOf('https://App1.Apps.Example/loader.js?shop=x'), 'app1.apps.example');
  assert.equal(hostOf('//cdn.shopify.com:443/s/x.js'), 'cdn.shopify.com');
  assert.equal(hostOf('../../cdn.shopify.com/s/x.js'), 'cdn.shopify.com');
  assert.equal(hostOf('cart.html//static.klaviyo.com/onsite.js'), 'static.klaviyo.com');
  assert.equal(hostOf(' https://a.example/ '), 'a.example');
  assert.equal(hostOf('https://a.example '), 'a.example');
  assert.equal(hostOf('https://localhost/x'), null);
  assert.equal(hostOf('https://10.0.0.1/x'), null);
  assert.equal(hostOf('https://a\r.example/x'), null);
  assert.equal(hostOf('https://a\u0131.example/x'), null);
});

test('hostOf agrees with the long way on random URL-ish strings', () => {
  const pieces = ['https:', '//', '/', 'a', 'B', '1', '-', '.', 'example', 'COM', '?', '#', ':', '443', ' ', '\t', '\r', '\u0130', '\u212a', '../', '@', '_', '%2F'];
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 5000; round++) {
    const url = Array.from({ length: 1 + Math.floor(random() * 10) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    assert.equal(hostOf(url), reference(url), JSON.stringify(url));
  }
});
