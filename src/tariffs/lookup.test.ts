// Lookup statuses on real codes and dates (design note "Lookup statuses").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lookupHtsCode, lookupHtsCodes } from './lookup.ts';
import { resolveArticleSlug } from './articles.ts';
import { TariffError } from './errors.ts';

const BEFORE_ROUND_1 = '2025-08-01';
const AFTER_ROUND_1 = '2025-09-01';
const S232_2026 = '2026-05-01';
const AFTER_11032 = '2026-07-01';

test('a code on the FR 2025-15819 round-1 list is hit from 2025-08-18, not before', () => {
  for (const code of ['0402.99.6800', '2106.90.9998']) {
    const before = lookupHtsCode(code, { asOf: BEFORE_ROUND_1 });
    const after = lookupHtsCode(code, { asOf: AFTER_ROUND_1 });
    assert.equal(before.status === 'hit', false, `${code} before round 1`);
    assert.equal(after.status, 'hit', `${code} after round 1`);
    assert.equal(after.hit, true);
    assert.equal(after.in_scope, true);
    assert.match(after.detail?.list_id ?? '', /bis-round-1$/);
    assert.ok(after.detail?.citations.some((c) => c.includes('FR 2025-15819')));
  }
});

test('a provision listed at 8 digits hits every 10-digit line under it', () => {
  const lines = ['05', '10', '30', '35', '45', '60', '75', '76', '77', '88'].map((s) => `7326.90.86${s}`);
  for (const r of lookupHtsCodes(lines, { asOf: AFTER_ROUND_1 })) {
    assert.equal(r.status, 'hit', r.code);
    assert.equal(r.detail?.matching_provision, '7326.90.86');
    assert.equal(r.detail?.chapter99_heading, '9903.81.90');
    assert.equal(r.detail?.rate_pct, 50);
    assert.equal(r.detail?.value_base, 'full_value');
  }
});

test('the rate follows the date: 25% before Proclamation 10947, 50% from 2025-06-04', () => {
  assert.equal(lookupHtsCode('7326.90.8688', { asOf: '2025-06-03' }).detail?.rate_pct, 25);
  assert.equal(lookupHtsCode('7326.90.8688', { asOf: '2025-06-04' }).detail?.rate_pct, 50);
});

test('metal-chapter codes without a covering provision are in_scope_no_bis14', () => {
  for (const code of ['7204.30.0000', '7323.91.5020', '7616.10.3000']) {
    const r = lookupHtsCode(code, { asOf: AFTER_ROUND_1 });
    assert.equal(r.status, 'in_scope_no_bis14', code);
    assert.equal(r.hit, false);
    assert.equal(r.in_scope, true);
    assert.deepEqual(r.detail?.in_scope_by[0], { kind: 'metal_chapter', chapter: code.slice(0, 2) });
  }
});

test('another Section 232 action puts a code in scope, and says which', () => {
  const r = lookupHtsCode('8703.22.0110', { asOf: AFTER_ROUND_1 });
  assert.equal(r.status, 'in_scope_no_bis14');
  assert.ok(r.detail?.in_scope_by.some((s) => s.kind === 'action' && s.action_id === 'autos' && s.chapter99_heading === '9903.94.01'));
  // Copper articles: another action before 2026-04-06, a listed (note 16) hit after.
  assert.equal(lookupHtsCode('7419.80.5050', { asOf: AFTER_ROUND_1 }).status, 'in_scope_no_bis14');
  assert.equal(lookupHtsCode('7419.80.5050', { asOf: S232_2026 }).status, 'hit');
});

test('a sibling of a listed code in the same subheading is adjacent, with that provision nearest first', () => {
  const r = lookupHtsCode('9031.90.5400', { asOf: AFTER_ROUND_1 });
  assert.equal(r.status, 'adjacent');
  assert.equal(r.hit, false);
  assert.equal(r.in_scope, false);
  assert.ok(r.adjacent_hits.length >= 1 && r.adjacent_hits.length <= 10);
  assert.ok(r.adjacent_hits.every((a) => a.code_heading.startsWith('9031.90')));
  const first = r.adjacent_hits[0];
  assert.equal(first.code_heading, '9031.90.9195');
  assert.equal(first.proposed_rate, 50);
  assert.match(first.article_slug, /^9031-90-9195-(steel|aluminum)$/);
  assert.ok(first.article_name.length > 10);
  assert.equal(resolveArticleSlug(first.article_slug)?.code_heading, '9031.90.9195');
});

test('adjacent hits are nearest first and at most 10', () => {
  const r = lookupHtsCode('7326.90.8699', { asOf: S232_2026 });
  assert.ok(r.adjacent_hits.length <= 10);
  assert.equal(r.adjacent_hits[0].code_heading, '7326.90.8688');
});

test('codes in unrelated chapters are clear', () => {
  for (const r of lookupHtsCodes(['1001.11.0000', '6107.21.0020', '9101.11.4030'], { asOf: AFTER_ROUND_1 })) {
    assert.equal(r.status, 'clear', r.code);
    assert.deepEqual(r.adjacent_hits, []);
    assert.equal(r.hit || r.in_scope, false);
  }
});

test('codes keep their leading zero and are normalised to NNNN.NN.NNNN', () => {
  assert.equal(lookupHtsCode('0101.21.0010').code, '0101.21.0010');
  assert.equal(lookupHtsCode(' 0101210010 ').code, '0101.21.0010');
  assert.equal(lookupHtsCode('0101.21.00.10').code, '0101.21.0010');
  assert.equal(lookupHtsCode('101.21.0010').status, 'invalid');
});

test('malformed codes and Chapter 99 headings are invalid and echoed as given', () => {
  for (const code of ['9903.81.91', '7326.90', '7326.90.86.88.1', 'ABCD.EF.GHIJ', '', '9903.81.9100', '7700.00.0000']) {
    const r = lookupHtsCode(code, { asOf: AFTER_ROUND_1 });
    assert.equal(r.status, 'invalid', JSON.stringify(code));
    assert.equal(r.code, code);
    assert.deepEqual(r.adjacent_hits, []);
    assert.equal(r.hit || r.in_scope, false);
  }
});

test('a well-formed code missing from the shipped lines is still looked up, with a note', () => {
  const r = lookupHtsCode('7326.90.8699', { asOf: AFTER_ROUND_1 });
  assert.equal(r.status, 'hit');
  assert.ok(r.detail?.notes.some((n) => n.code === 'unknown_statistical_line'));
  assert.equal(lookupHtsCode('7326.90.8688', { asOf: AFTER_ROUND_1 }).detail?.notes.length, 0);
});

test('from 2026-06-08 a 16(c)(vi)-(viii) article of chapter 84 lists note 16(k)\'s heading as an outcome and asks its use; no 16(k) gap remains', () => {
  const d = lookupHtsCode('8418.10.0010', { asOf: AFTER_11032 }).detail!;
  assert.ok(d.outcomes?.some((o) => o.chapter99_heading === '9903.82.25'));
  assert.ok(d.questions?.includes('exclusively_for_ag_or_industrial_equipment'));
  assert.ok(!d.notes.some((n) => n.code === 'data_gap' && n.message.includes('16(k)')));
  assert.equal(lookupHtsCode('8418.10.0010', { asOf: S232_2026 }).detail?.outcomes, undefined);
});

test('a motorcycle-parts code of 16(c)(vi)-(viii) in chapters 84/85/87 carries the note 16(g) exemption; chapter 73 does not', () => {
  const r = lookupHtsCode('8708.10.3050', { asOf: S232_2026 });
  assert.equal(r.status, 'hit');
  assert.ok(r.detail?.notes.some((n) => n.code === 'conditional_exemption' && n.message.includes('9903.82.13')));
  assert.ok(!lookupHtsCode('7323.10.0000', { asOf: S232_2026 }).detail?.notes.some((n) => n.code === 'conditional_exemption'));
});

test('s232-2026 hits outside the metal chapters carry the 15%-by-weight condition', () => {
  const r = lookupHtsCode('8708.29.5160', { asOf: S232_2026 });
  assert.equal(r.status, 'hit');
  assert.equal(r.detail?.regime, 's232-2026');
  assert.ok(r.detail?.notes.some((n) => n.code === 'weight_15pct_condition'));
  assert.ok(!lookupHtsCode('7326.90.8688', { asOf: S232_2026 }).detail?.notes.some((n) => n.code === 'weight_15pct_condition'));
});

test('results keep exactly the contract fields (plus optional detail) and as_of defaults to today', () => {
  const [r] = lookupHtsCodes(['7326.90.8688'], { detail: false });
  assert.deepEqual(Object.keys(r).sort(), ['adjacent_hits', 'code', 'hit', 'in_scope', 'status']);
  assert.equal(lookupHtsCode('7326.90.8688').detail?.as_of, new Date().toISOString().slice(0, 10));
});

test('a bad or uncovered as_of is an invalid_request', () => {
  for (const asOf of ['2025-02-30', 'yesterday', '2024-01-01']) {
    assert.throws(() => lookupHtsCodes(['7326.90.8688'], { asOf }), (e: unknown) => e instanceof TariffError && e.code === 'invalid_request');
  }
});

test('article slugs resolve to the article and its dated listings; unknown slugs to null', () => {
  const a = resolveArticleSlug('7326-90-86-steel');
  assert.equal(a?.code_heading, '7326.90.86');
  assert.ok(a?.listings.some((l) => l.chapter99_heading === '9903.81.90' && l.regime === 's232-2025'));
  assert.equal(resolveArticleSlug('7326-90-86-unobtainium'), null);
});
