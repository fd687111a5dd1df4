// Extraction and evidence: what is read (and what is not), byte offsets that point at the
// page's own bytes, snippet length, and the position map of unescaped text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractItems } from '../../src/pixels/extract.ts';
import { toRawPosition, unescapeForMatching } from '../../src/pixels/normalise.ts';
import { bytesAt, page, scan } from './helpers.ts';

test('extract: the items rules read, each at its offset', () => {
  const html = page(
    '<script src="https://a.example/x.js?a=1&amp;b=2"></script><script>var a = 1 < 2;</script><link rel="preconnect" href="https://b.example"><link rel="stylesheet" href="/s.css"><meta name="generator" content="Shop &amp; Co"><meta property="og:title" content="T">',
    '<noscript><img src="https://c.example/p.gif"><iframe src="https://d.example/ns.html"></iframe></noscript><img src="/photo.jpg" width="600"><img src="https://e.example/t.gif" width="1" height="1"><iframe src="https://f.example/embed"></iframe><!-- <script src="https://commented.example/x.js"></script> -->',
  );
  const items = extractItems(html);
  assert.deepEqual(items.map((i) => [i.element, i.text]), [
    ['script[src]', 'https://a.example/x.js?a=1&b=2'],
    ['script', 'var a = 1 < 2;'],
    ['link[rel=preconnect]', 'https://b.example'],
    ['meta[name=generator]', 'Shop & Co'],
    ['meta[property=og:title]', 'T'],
    ['noscript > img[src]', 'https://c.example/p.gif'],
    ['noscript > iframe[src]', 'https://d.example/ns.html'],
    ['img[src] (1x1)', 'https://e.example/t.gif'],
    ['iframe[src]', 'https://f.example/embed'],
  ]);
  for (const item of items.filter((i) => i.exact)) assert.equal(html.slice(item.start, item.start + item.rawLength), item.text);
});

test('evidence: UTF-8 byte offsets of the page bytes, snippets at most 160 chars', () => {
  const long = 'x'.repeat(300);
  const html = page(`<title>Café ☕ 🛒</title><script>/* ünïcödé ${'é'.repeat(50)} */ var u = "https:\\/\\/www.google-analytics.com\\/ga.js"; _gaq.push(['_setAccount', 'UA-1234567-1']);</script>`, `<p>€€€</p><script src="//www.googleadservices.com/pagead/conversion.js?${long}"></script>`);
  const r = scan(html);
  assert.ok(r.findings.length >= 3);
  for (const finding of r.findings) {
    assert.ok(finding.evidence && finding.evidence.length > 0, `${finding.rule_id} has evidence`);
    for (const e of finding.evidence) {
      assert.ok(e.snippet.length <= 160, `${finding.rule_id} snippet length ${e.snippet.length}`);
      assert.equal(bytesAt(html, e.offset!, e.snippet), e.snippet, `${finding.rule_id} at ${e.offset}`);
    }
  }
  const classic = r.findings.find((f) => f.rule_id === 'ga.classic_ga_js')!;
  assert.ok(classic.evidence!.some((e) => e.snippet === 'google-analytics.com\\/ga.js'));
});

test('unescapeForMatching maps positions back to the raw text', () => {
  const raw = 'a\\/b\\u0026c\\/d';
  const n = unescapeForMatching(raw);
  assert.equal(n.text, 'a/b&c/d');
  for (const [norm, expected] of [[0, 0], [1, 1], [2, 3], [3, 4], [4, 10], [5, 11], [7, raw.length]] as const) {
    assert.equal(toRawPosition(n, norm), expected, `position ${norm}`);
  }
  assert.equal(unescapeForMatching('no escapes').anchors, null);
  assert.equal(unescapeForMatching('\\u4e2d stays').text, '\\u4e2d stays');
});

test('unescapeForMatching on random escape soups reads as the escape grammar says: the text, and every position maps back', () => {
  // The grammar as a regex (the function walks the text by hand for speed): a run of
  // backslashes, then `/` or `u00XX` with XX ASCII.
  const ESCAPE = /\\+(?:\/|u00([0-7][0-9a-fA-F]))/g;
  const pieces = ['\\', '\\\\', '/', 'u', 'u00', 'u0026', 'u007f', 'u0080', 'u00g1', 'a', '"', 'x/y', '\\u00', '\\\\/', ''];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 2000; round++) {
    const raw = Array.from({ length: Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    const n = unescapeForMatching(raw);
    const expected = raw.replace(ESCAPE, (_m, hex?: string) => (hex === undefined ? '/' : String.fromCharCode(parseInt(hex, 16))));
    assert.equal(n.text, expected, JSON.stringify(raw));
    assert.equal(n.anchors === null, expected === raw && !ESCAPE.test(raw), JSON.stringify(raw));
    ESCAPE.lastIndex = 0;
    // Each escape's replacement maps to the raw character right after its backslashes.
    for (const m of raw.matchAll(ESCAPE)) {
      const before = raw.slice(0, m.index).replace(ESCAPE, (x) => (x.endsWith('/') ? '/' : 'c')).length;
      assert.equal(toRawPosition(n, before + 1), m.index + m[0].length, `${JSON.stringify(raw)} at ${m.index}`);
    }
  }
});

test('overlapping needles in one script are all seen (stats.g.doubleclick.net and doubleclick.net)', () => {
  const r = scan(page(`<script>var a = 'https://stats.g.doubleclick.net/dc.js'; var b = 'https://ad.doubleclick.net/activity;src=1234567;type=x';</script>`));
  const rules = r.findings.map((f) => f.rule_id);
  assert.ok(rules.includes('ga.classic_ga_js'), rules.join(' '));
  assert.ok(rules.includes('floodlight.legacy_activity_tag'), rules.join(' '));
});
