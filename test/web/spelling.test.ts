// The site writes "aluminum", as the US tariff texts do. The one exception is quoted text: an
// article's Harmonized System description is the HS nomenclature's own words (UN Comtrade),
// which spell it "aluminium", and is shown as published.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { articleSlugs, resolveArticleSlug } from '../../src/tariffs/articles.ts';
import { escape } from '../../src/web/html.ts';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

it('every page says "aluminum" in its own words; only quoted HS descriptions say "aluminium"', async () => {
  const aluminum = articleSlugs().map((slug) => resolveArticleSlug(slug)!).filter((a) => a.metal === 'aluminum');
  assert.ok(aluminum.length > 0);
  const quoted = new Set(aluminum.map((a) => escape(a.hs_description)));
  const pages = ['/', '/tariffs', '/tariffs?q=7601', '/tariffs?q=aluminum', '/tariffs?codes=7601.10.6030', '/tariffs/lookup', '/tariffs/watchlist', '/letters', '/pixels', '/entries/readiness', '/docs', `/tariffs/articles/${aluminum[0]!.slug}`];
  for (const path of pages) {
    const res = await t.request(path);
    assert.equal(res.status, 200, path);
    let html = await res.text();
    for (const q of quoted) html = html.split(q).join('');
    assert.doesNotMatch(html, /aluminium/i, path);
  }
  // The lists page's own sentence, which said "aluminium".
  assert.match(await (await t.request('/tariffs')).text(), /Section 232 steel, aluminum and copper lists name/);
});
