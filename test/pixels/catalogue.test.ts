// The vendor catalogue as data: every row of src/pixels/catalogue/vendors.json finds its own
// fixture page with exactly the IDs it lists (evidence bytes the page's own) and stays silent on
// its look-alike; the schema refuses the rows a typo makes; the legacy list is the rules'
// metadata; and every rule a scan reports is one its family declares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { VENDOR_ROWS } from '../../src/pixels/catalogue/index.ts';
import { Catalogue } from '../../src/pixels/catalogue/schema.ts';
import { placePattern } from '../../src/pixels/catalogue/templates.ts';
import { CATALOGUE, JUDGES, LEGACY_RULE_IDS } from '../../src/pixels/rules/index.ts';
import { scanHtml } from '../../src/pixels/index.ts';
import { bytesAt, page } from './helpers.ts';

test('every catalogue row finds its fixture page with exactly its IDs, and not its look-alike', () => {
  // Every row is checked and every failure listed, so one run shows all the rows to fix.
  const failures: string[] = [];
  for (const row of VENDOR_ROWS) {
    const rule = `${row.family}.tag`;
    const html = page(row.fixtures.match);
    const found = scanHtml(html).findings.filter((f) => f.rule_id === rule);
    if (found.length !== 1) {
      failures.push(`${rule}: ${found.length} findings on its fixture`);
      continue;
    }
    const [f] = found;
    if (f.vendor !== row.vendor || f.reference !== row.docs) failures.push(`${rule}: vendor or reference is not the row's`);
    const ids = JSON.stringify(f.ids ?? []);
    if (ids !== JSON.stringify(row.fixtures.ids)) failures.push(`${rule}: IDs ${ids}, the row says ${JSON.stringify(row.fixtures.ids)}`);
    if ((f.evidence ?? []).length === 0) failures.push(`${rule}: no evidence`);
    for (const e of f.evidence ?? []) if (bytesAt(html, e.offset!, e.snippet) !== e.snippet) failures.push(`${rule}: evidence at ${e.offset} is not the page's bytes`);
    if (scanHtml(page(row.fixtures.miss)).findings.some((x) => x.rule_id === rule)) failures.push(`${rule}: its look-alike is found`);
  }
  assert.deepEqual(failures, []);
});

test('every row with an ID pattern shows an ID in its fixture (a vendor with an ID is never listed without it)', () => {
  for (const row of VENDOR_ROWS) {
    const hasId = row.id !== undefined || row.places.some((p) => p.id !== undefined);
    if (hasId) assert.ok(row.fixtures.ids.length > 0, `${row.family}: fixture names an ID`);
  }
});

test('the catalogue holds at least 110 vendor families, none named twice', () => {
  const families = CATALOGUE.map((f) => f.family);
  assert.equal(new Set(families).size, families.length, 'family names are unique across judges and rows');
  const vendorFamilies = CATALOGUE.filter((f) => f.family !== 'consent' && f.family !== 'platform');
  assert.ok(vendorFamilies.length >= 110, `${vendorFamilies.length} vendor families`);
});

const GOOD_ROW = {
  family: 'acme',
  vendor: 'Acme Pixel',
  category: 'advertising',
  docs: 'https://acme.example/docs/pixel',
  id: '\\d{4,8}',
  places: [{ url: 'px.acme.example/p.js?id={id}' }],
  fixtures: { match: '<script src="https://px.acme.example/p.js?id=1234"></script>', ids: ['1234'], miss: '<p>Acme</p>' },
};

test('the schema refuses the rows a typo makes, each with the row and the reason', () => {
  assert.ok(Catalogue.safeParse([GOOD_ROW]).success);
  const refused = (change: Record<string, unknown>, why: RegExp): void => {
    const r = Catalogue.safeParse([{ ...GOOD_ROW, ...change }]);
    assert.ok(!r.success, JSON.stringify(change));
    assert.match(r.error.issues.map((i) => i.message).join('\n'), why, JSON.stringify(change));
  };
  refused({ id: '(\\d+)' }, /capturing/);
  refused({ id: '[0-9' }, /valid regex/);
  refused({ docs: 'http://acme.example/docs' }, /.+/);
  refused({ category: 'adtech' }, /.+/);
  refused({ family: 'Acme Pixel' }, /.+/);
  refused({ places: [{ url: 'px.acme.example/p.js', call: 'acme(' }] }, /exactly one/);
  refused({ places: [{ src: 'px.acme.example/p.js' }] }, /.+/);
  refused({ id: undefined }, /needs an ID pattern/);
  const twice = Catalogue.safeParse([GOOD_ROW, { ...GOOD_ROW, vendor: 'Other' }]);
  assert.ok(!twice.success);
  assert.match(twice.error.issues[0].message, /family:acme repeats row 0/);
});

test('url templates: the parameter anywhere in the query, optional parts, alternatives, a boundary after the ID', () => {
  const re = (template: string, id = '\\d{3,8}') => placePattern('t.tag', { url: template }, id).re;
  const first = (r: RegExp, s: string) => {
    r.lastIndex = 0;
    return r.exec(s)?.[1] ?? null;
  };
  const q = re('px.acme.example/collect[/]?pid={id}');
  assert.equal(first(q, 'https://px.acme.example/collect/?pid=1234&fmt=gif'), '1234');
  assert.equal(first(q, '//px.acme.example/collect?fmt=gif&amp;pid=1234'), '1234');
  assert.equal(first(q, 'px.acme.example/collect?pid=123456789'), null, 'an ID longer than its shape is not cut short');
  const alt = re('cdn.(acme|acmecdn).example/{id}/tag.js');
  assert.equal(first(alt, 'cdn.acmecdn.example/5555/tag.js'), '5555');
  assert.equal(first(alt, 'cdn.other.example/5555/tag.js'), null);
  assert.equal(placePattern('t.tag', { url: 'cdn.(acme|acmecdn).example/{id}/tag.js' }, '\\d+').needle, '.example/');
});

test('call and key templates: any quote, escaped or not, any spacing; a bare {id} quoted or not', () => {
  const call = placePattern('t.tag', { call: "acme('init', '{id}'" }, '\\d{4,8}').re;
  for (const s of ["acme('init','1234')", 'acme( "init" , "1234" )', 'acme(\\"init\\", \\"1234\\")']) {
    call.lastIndex = 0;
    assert.equal(call.exec(s)?.[1], '1234', s);
  }
  const bare = placePattern('t.tag', { call: 'acme_id = {id}' }, '\\d{4,8}').re;
  for (const s of ['acme_id=1234;', "acme_id = '1234';"]) {
    bare.lastIndex = 0;
    assert.equal(bare.exec(s)?.[1], '1234', s);
  }
  const key = placePattern('t.tag', { key: 'pixelId' }, '\\d{4,8}').re;
  for (const s of ['{"pixelId":"1234"}', '{pixelId: 1234}', '"{\\\\\\"pixelId\\\\\\":\\\\\\"1234\\\\\\"}"']) {
    key.lastIndex = 0;
    assert.equal(key.exec(s)?.[1], '1234', s);
  }
});

test('the legacy list is derived from the rules: each legacy rule says when it was retired and what was announced', () => {
  const declared = CATALOGUE.flatMap((f) => f.rules);
  assert.deepEqual([...LEGACY_RULE_IDS].sort(), declared.filter((r) => r.legacy).map((r) => r.id).sort());
  for (const r of declared.filter((x) => x.legacy)) {
    assert.match(String(r.legacy!.retired ?? 'null'), /^(?:\d{4}-\d{2}(?:-\d{2})?|null)$/, r.id);
    assert.ok(r.legacy!.notice.length > 20, r.id);
  }
  for (const id of ['ga.ua_property_id', 'meta.legacy_fbds', 'shopify.scripttag_asyncload', 'optimize.sunset_container']) assert.ok(LEGACY_RULE_IDS.has(id), id);
  assert.ok(!LEGACY_RULE_IDS.has('gtm.container'));
});

test('every rule a scan reports is declared by its family (so the derived lists cannot miss one)', () => {
  const declared = new Set(CATALOGUE.flatMap((f) => f.rules.map((r) => r.id)));
  const fixtureDir = new URL('../fixtures/pixels/', import.meta.url);
  const pages = [
    ...readdirSync(fixtureDir).filter((n) => n.endsWith('.html')).map((n) => readFileSync(new URL(n, fixtureDir), 'utf8')),
    ...VENDOR_ROWS.map((r) => page(r.fixtures.match)),
  ];
  let reported = 0;
  for (const html of pages) {
    for (const f of scanHtml(html).findings) {
      reported++;
      assert.ok(declared.has(f.rule_id), `${f.rule_id} is declared`);
    }
  }
  assert.ok(reported > VENDOR_ROWS.length);
  assert.ok(JUDGES.every((j) => j.rules.length > 0));
});
