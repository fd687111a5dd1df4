// The score formula, the inventory, drift between inventories and the history key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countSeverities, diffInventory, normaliseScanUrl, scoreFindings, withDriftFindings, type Finding, type TagInventoryEntry } from '../../src/pixels/index.ts';
import { page, scan } from './helpers.ts';

const f = (rule_id: string, severity: Finding['severity'], ids?: string[]): Finding => ({ rule_id, severity, message: rule_id, ...(ids ? { ids } : {}) });

test('score: 20 per error, 8 per warn, info free', () => {
  assert.equal(scoreFindings([]), 100);
  assert.equal(scoreFindings([f('ga.urchin_js', 'error'), f('meta.duplicate_init', 'warn', ['1']), f('gtm.container', 'info', ['GTM-X'])]), 100 - 20 - 8);
});

test('score: distinct by rule and vendor ID', () => {
  assert.equal(scoreFindings([f('gads.legacy_conversion_js', 'warn', ['1']), f('gads.legacy_conversion_js', 'warn', ['1'])]), 92);
  assert.equal(scoreFindings([f('gads.legacy_conversion_js', 'warn', ['1']), f('gads.legacy_conversion_js', 'warn', ['2'])]), 84);
});

test('score: at most 30 deducted per vendor family, never below 0', () => {
  const ga = [f('ga.urchin_js', 'error'), f('ga.classic_ga_js', 'error'), f('ga.ua_property_id', 'error', ['UA-1111-1'])];
  assert.equal(scoreFindings(ga), 70);
  const many = ['ga', 'gtag', 'meta', 'shopify'].flatMap((family) => [f(`${family}.a`, 'error'), f(`${family}.b`, 'error')]);
  assert.equal(scoreFindings(many), 0);
});

test('scan result: score and counts are those of its findings', () => {
  const html = page(`<script src="http://www.google-analytics.com/urchin.js"></script><script>_gaq.push(['_setAccount', 'UA-1234567-1']); ga('create', 'UA-7654321-1');</script>
<script src="//www.googleadservices.com/pagead/conversion.js"></script>`);
  const r = scan(html);
  assert.equal(r.score, scoreFindings(r.findings));
  assert.deepEqual(r.severity_counts, countSeverities(r.findings));
  assert.equal(r.score, 100 - 30 - 8); // ga family capped at 30, one gads warning
  assert.equal(r.bytes, Buffer.byteLength(html));
});

test('inventory: vendor, IDs and rule ids from the findings; consent and platform are not tags', () => {
  const r = scan(page(`<script src="//cdn.shopify.com/s/a.js"></script><script>fbq('init', '111111111111111'); fbq('init', '111111111111111');</script><script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234"></script>`));
  assert.deepEqual(r.inventory, [
    { vendor: 'Meta Pixel', ids: ['111111111111111'], rule_ids: ['meta.duplicate_init', 'meta.tag'] },
    { vendor: 'Google tag', ids: ['G-ABCDEF1234'], rule_ids: ['gtag.inventory'] },
  ]);
});

const entry = (vendor: string, ids: string[], rule_ids: string[]): TagInventoryEntry => ({ vendor, ids, rule_ids });

test('diffInventory: added (warn), legacy back (error), removed (info), IDs changed (warn)', () => {
  const previous = [entry('Meta Pixel', ['1'], ['meta.tag']), entry('Hotjar', ['9'], ['hotjar.tag']), entry('Google Analytics', ['UA-1111-1'], ['ga.ua_property_id'])];
  const current = [
    entry('Meta Pixel', ['2'], ['meta.tag']),
    entry('TikTok Pixel', ['C1'], ['tiktok.tag']),
    entry('Google Analytics', ['UA-1111-1'], ['ga.ua_property_id']),
    entry('Klaviyo', ['AbC123'], ['klaviyo.legacy_learnq', 'klaviyo.tag']),
  ];
  const drift = diffInventory(previous, current);
  const by = (rule: string) => drift.filter((d) => d.rule_id === rule).map((d) => [d.vendor, d.severity, d.ids]);
  assert.deepEqual(by('drift.id_changed'), [['Meta Pixel', 'warn', ['2', '1']]]);
  assert.deepEqual(by('drift.tag_added'), [['TikTok Pixel', 'warn', ['C1']], ['Klaviyo', 'error', ['AbC123']]]);
  assert.deepEqual(by('drift.tag_removed'), [['Hotjar', 'info', ['9']]]);
  for (const d of drift) {
    assert.equal(d.evidence!.length, 1);
    assert.equal(d.evidence![0].offset, null);
    assert.ok(d.evidence![0].snippet.includes(d.vendor!), d.evidence![0].snippet);
  }
  assert.deepEqual(diffInventory(current, current), []);
});

test('diffInventory: a legacy rule returning to a vendor still present is an error', () => {
  const drift = diffInventory([entry('Google Analytics', ['UA-1111-1'], ['ga.ua_property_id'])], [entry('Google Analytics', ['UA-1111-1'], ['ga.ua_property_id', 'ga.urchin_js'])]);
  assert.deepEqual(drift.map((d) => [d.rule_id, d.severity]), [['drift.tag_added', 'error']]);
  assert.match(drift[0].message, /ga\.urchin_js/);
});

test('normaliseScanUrl: host case, fragment, default port, trailing slash, utm_* parameters', () => {
  assert.equal(normaliseScanUrl('HTTPS://Shop.Example.COM:443/Products/Hat/?utm_source=x&variant=2&UTM_Medium=y#reviews'), 'https://shop.example.com/Products/Hat?variant=2');
  assert.equal(normaliseScanUrl('http://shop.example.com:80'), 'http://shop.example.com/');
  assert.equal(normaliseScanUrl('https://shop.example.com/?utm_campaign=z'), 'https://shop.example.com/');
  assert.equal(normaliseScanUrl('https://shop.example.com:8443/a/'), 'https://shop.example.com:8443/a');
  assert.equal(normaliseScanUrl('https://shop.example.com/a?b=1'), normaliseScanUrl('https://SHOP.example.com/a/?b=1#top'));
  assert.throws(() => normaliseScanUrl('not a url'), TypeError);
});

test('withDriftFindings: drift findings added after the scan findings, score and counts redone from all of them', () => {
  const r = scan(page(`<script>fbq('init', '111111111111111');</script>`));
  const drifted = withDriftFindings(r, [entry('Hotjar', ['9'], ['hotjar.tag'])]);
  assert.deepEqual(drifted.findings.slice(0, r.findings.length), r.findings);
  assert.deepEqual(drifted.findings.slice(r.findings.length).map((d) => d.rule_id).sort(), ['drift.tag_added', 'drift.tag_removed']);
  assert.equal(drifted.score, scoreFindings(drifted.findings));
  assert.equal(drifted.score, r.score - 8); // Meta Pixel appeared: one drift warning
  assert.deepEqual(drifted.severity_counts, countSeverities(drifted.findings));
  assert.deepEqual(drifted.inventory, r.inventory);
});

test('drift: a Google Optimize container coming back after a fix is an error; the scan names it with its ID', () => {
  const fixed = scan(page('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345"></script>'));
  const regressed = scan(page(`<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345"></script><script>gtag('config', 'G-ABCDE12345', { optimize_id: 'OPT-ABCD123' });</script>`));
  const back = diffInventory(fixed.inventory, regressed.inventory).filter((f) => f.vendor === 'Google Optimize');
  assert.deepEqual(back.map((f) => [f.rule_id, f.severity, f.ids]), [['drift.tag_added', 'error', ['OPT-ABCD123']]]);
});
