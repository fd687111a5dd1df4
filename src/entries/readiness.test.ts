import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assessReadiness, ReadinessError, type ReadinessReport } from './readiness.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/entries/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2025-09-01T00:00:00Z');
const check = (r: ReadinessReport, id: string) => r.checks.find((c) => c.id === id)!;

test('the synthetic ready toy listing scores in the "ready" band with every check evidenced', () => {
  const r = assessReadiness(fixture('synthetic-toy-listing-ready.html'), { now: NOW });
  assert.equal(r.band, 'ready');
  assert.ok(r.score >= 80, `score ${r.score}`);
  assert.deepEqual(r.caps, []);
  assert.equal(r.classification.childrens_product, true);
  assert.equal(r.classification.certificate_expected, 'CPC');
  assert.equal(r.classification.category, 'toys');
  assert.equal(r.checks.reduce((s, c) => s + c.points_possible, 0), 100);
  const choking = check(r, 'choking_warnings');
  assert.equal(choking.status, 'pass');
  assert.ok(r.facts.choking_warnings.length > 0);
  assert.ok(r.facts.choking_warnings.every((w) => w.near_buy_control));
  assert.match(check(r, 'age_grade').message, /^Age grade: 4-12 years\./);
  assert.equal(check(r, 'product_identity').points_earned, 15);
  assert.equal(check(r, 'lab_evidence').points_earned, 10);
  assert.ok(check(r, 'certificate').evidence.some((e) => e.source === 'json-ld'));
});

test('a test date more than a year before the assessment loses points, not the band', () => {
  const r = assessReadiness(fixture('synthetic-toy-listing-ready.html'), { now: new Date('2026-11-21T00:00:00Z') });
  assert.ok(check(r, 'lab_evidence').points_earned < 10);
  assert.match(check(r, 'lab_evidence').message, /more than a year old/);
  assert.equal(r.band, 'ready');
});

test('the not-ready listing is below 50, capped for the missing small-ball warning', () => {
  const r = assessReadiness(fixture('synthetic-toy-listing-not-ready.html'), { now: NOW, htsCode: '9503.00.0073' });
  assert.equal(r.band, 'not_ready');
  assert.ok(r.score < 50);
  const cap = r.caps.find((c) => c.limit === 49);
  assert.ok(cap, JSON.stringify(r.caps));
  assert.match(cap.reason, /small-ball warning/);
  assert.ok(r.caps.some((c) => c.limit === 69 && /third-party lab/.test(c.reason)));
  const choking = check(r, 'choking_warnings');
  assert.equal(choking.status, 'fail');
  assert.match(choking.evidence[0].snippet, /1\.2 inches/);
  assert.match(check(r, 'cited_rules').message, /"CPSIA compliant" is a claim, not evidence/);
  assert.match(check(r, 'product_identity').message, /W00123456/);
  assert.equal(r.efiling_elements_missing.length, 7);
});

test('an under-3 toy line (9503.00.0071) on a listing with a small-parts warning is a contradiction', () => {
  const html = fixture('synthetic-toy-listing-ready.html');
  const under3 = assessReadiness(html, { now: NOW, htsCode: '9503.00.0071' });
  const older = assessReadiness(html, { now: NOW, htsCode: '9503.00.0073' });
  assert.equal(under3.contradictions.length, 1);
  assert.equal(under3.contradictions[0].id, 'under_3_hts_with_choking_warning');
  assert.ok(under3.contradictions[0].evidence.some((e) => e.source === 'hts'));
  assert.deepEqual(older.contradictions, []);
  // The 4-12 grade also disagrees with the under-3 line; with the penalty the score drops.
  assert.ok(under3.score <= older.score - 5);
  assert.match(check(under3, 'age_grade').message, /Disagrees with the HTS statistical suffix/);
});

test('an adult product (no age signals, non-toy HTS) is not penalised for missing choking warnings', () => {
  const html = `<html><head><meta property="og:type" content="product">
    <script type="application/ld+json">{"@type":"Product","name":"Cordless drill with two small balls of grease","sku":"DR-18","brand":"Acme"}</script>
    </head><body><h1>Cordless drill</h1><button>Add to cart</button></body></html>`;
  const r = assessReadiness(html, { now: NOW, htsCode: '8467.21.0010' });
  assert.equal(r.classification.childrens_product, false);
  const choking = check(r, 'choking_warnings');
  assert.equal(choking.status, 'not_applicable');
  assert.equal(choking.points_earned, 15);
  assert.equal(check(r, 'age_grade').status, 'not_applicable');
  assert.ok(!r.caps.some((c) => c.limit === 49));
});

test('the same balls marketed for kids without a warning are capped', () => {
  const html = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Bouncy balls for kids, 12 pack"}</script></head>
    <body><p>Each ball is 30 mm across.</p><button>Add to cart</button></body></html>`;
  const r = assessReadiness(html, { now: NOW });
  assert.ok(r.caps.some((c) => c.limit === 49 && /small-ball/.test(c.reason)));
});

test('the answer always says it is not a certificate', () => {
  const r = assessReadiness('<p>nothing</p>', { now: NOW });
  assert.match(r.statement, /not a certificate/);
  assert.match(r.statement, /does not issue, sign, certify or file/);
  assert.match(r.statement, /16 CFR 1110/);
  assert.equal(r.classification.childrens_product, null);
});

test('an invalid HTS code is refused with a domain error', () => {
  assert.throws(() => assessReadiness('<p></p>', { htsCode: '9503' }), (err: unknown) => err instanceof ReadinessError && err.code === 'invalid_request');
});

test('a relative certificate link is resolved against the listing URL', () => {
  const r = assessReadiness(fixture('synthetic-toy-listing-ready.html'), { now: NOW, url: 'https://shop.example/products/marble-run' });
  assert.ok(r.facts.certificates.some((c) => c.value.url === 'https://shop.example/compliance/cpc/EXT-MR60-v3.pdf'));
});
