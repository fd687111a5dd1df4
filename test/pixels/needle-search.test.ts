// The needle search that gates every catalogue pattern: it must report exactly the needles a
// text contains (a missed needle is a missed tag), whatever their length, wherever they sit, in
// a slice of a page or in the page itself, and never one that only continues past the slice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { needleSearch } from '../../src/pixels/needle-search.ts';
import { VENDOR_ROWS } from '../../src/pixels/catalogue/index.ts';
import { CATALOGUE } from '../../src/pixels/rules/index.ts';
import { scanHtml } from '../../src/pixels/index.ts';
import { page } from './helpers.ts';

const exactly = (needles: string[], text: string) => new Set(needles.filter((n) => text.includes(n)));

test('finds every needle a text holds and nothing else: short, long, at either end, overlapping, repeated', () => {
  const needles = ['{{', 'UA-', 'fbq(', 'gtag(', 'gtag(\'config', 'connect.facebook.net', 'facebook', 'net/en_US', 'x'];
  const search = needleSearch(needles);
  const texts = [
    '',
    'fb',
    'fbq(',
    'gtag(\'config\', \'UA-1\')',
    'a connect.facebook.net/en_US/fbevents.js b',
    'xyz {{ shop }}',
    'facebooknet/en_Ugtag',
    'ggtag(gtag(gtag(',
  ];
  for (const text of texts) assert.deepEqual(search.find(text), exactly(needles, text), JSON.stringify(text));
});

test('every catalogue needle is found in a text made of all of them, and none in look-alike text', () => {
  const needles = [...new Set(CATALOGUE.flatMap((f) => f.patterns.map((p) => p.needle)))].filter((n) => n !== '');
  const search = needleSearch(needles);
  const all = needles.join(' ');
  assert.deepEqual(search.find(all), new Set(needles));
  // Each needle with its last character changed: only needles that are whole parts of it count.
  for (const n of needles) {
    const changed = n.slice(0, -1) + (n.endsWith('~') ? '^' : '~');
    assert.deepEqual(search.find(changed), exactly(needles, changed), n);
  }
});

test('characters outside Latin-1 neither hide a needle nor make one up', () => {
  const needles = ['snap.licdn.com', 'pixel_id', 'ab'];
  const search = needleSearch(needles);
  for (const text of ['日本語snap.licdn.com日本語', 'pixel😀_id', '\u{1F600}ab', 'a\u0462b', 'pixel_\u4e00id']) {
    assert.deepEqual(search.find(text), exactly(needles, text), text);
  }
});

test('searched in place, a slice of the page finds only what lies inside it', () => {
  const search = needleSearch(['fbevents.js', 'gtm.js', '{{']);
  const source = 'xx fbevents.js yy gtm.js {{ zz';
  const at = source.indexOf('fbevents');
  const text = source.slice(at, at + 'fbevents.js yy gtm.j'.length);
  // gtm.js continues past the slice's end, so it is not in the slice.
  assert.deepEqual(search.find(text, source, at), new Set(['fbevents.js']));
  assert.deepEqual(search.find(source.slice(at), source, at), new Set(['fbevents.js', 'gtm.js', '{{']));
});

test('a scan finds the Hotjar fixture in place, and not a needle split across two scripts', () => {
  const row = VENDOR_ROWS.find((r) => r.family === 'hotjar')!;
  assert.ok(row, 'the catalogue has a Hotjar row');
  const found = scanHtml(page(row.fixtures.match));
  assert.ok(found.inventory.some((e) => e.vendor === row.vendor), 'the fixture page is found');
  const cut = scanHtml(page('<script>var s = "static.hotj</script><script>ar.com/c/hotjar-1234567.js"</script>'));
  assert.ok(!cut.inventory.some((e) => e.vendor === row.vendor), 'a needle split across two scripts is not a tag');
});
