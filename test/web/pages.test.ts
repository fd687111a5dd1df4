// Every call to action lands on a real page of this service, and no page quotes a price or
// links to the v1 API as a place for cold callers to go.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { toolPath } from '../../src/http/public-tool.ts';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

it('each public tool\'s call-to-action page answers 200 HTML describing that tool and how to call it', async () => {
  assert.equal(t.tools.length, 4);
  for (const tool of t.tools) {
    const res = await t.app.request(`${tool.cta.page}?utm_source=mcp&utm_medium=tool&utm_campaign=${tool.name}`);
    assert.equal(res.status, 200, tool.cta.page);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    assert.ok(html.includes(tool.title), `${tool.name} title`);
    assert.ok(html.includes(toolPath(tool)), `${tool.name} endpoint`);
    assert.ok(html.includes(`<code>${tool.name}</code>`), `${tool.name} MCP name`);
    assert.match(html, /not clearance, not legal advice/);
    assert.doesNotMatch(html, /\$\s?\d|\bprice\b|\/api\/v1/i);
    // Scripts only from this service, none inline.
    for (const tag of html.match(/<script[^>]*>[\s\S]*?<\/script>/gi) ?? []) assert.equal(tag, '<script src="/assets/app.js" defer></script>');
  }
});

it('the landing page links to every tool page and both API documents', async () => {
  const res = await t.app.request('/');
  assert.equal(res.status, 200);
  const html = await res.text();
  for (const tool of t.tools) assert.ok(html.includes(`href="${tool.cta.page}"`), tool.cta.page);
  assert.ok(html.includes('href="/api/openapi.json"'));
  assert.ok(html.includes('href="/openapi.yaml"'));
});

it('the request fields and the example on a page come from the tool\'s own documented schema', async () => {
  const html = await (await t.app.request('/tariffs/watchlist')).text();
  for (const field of ['htsCodes', 'annualImportValueUsd', 'countryOfOrigin', 'email']) assert.ok(html.includes(`<code>${field}</code>`), field);
  assert.match(html, /<code>htsCodes<\/code> \(required\)/);
  assert.match(html, /<code>annualImportValueUsd<\/code> \(required\): US dollars per year/);
  assert.doesNotMatch(html, /<code>email<\/code> \(required\)/);
  // The example body is real: sent as is, the tool answers it.
  const example = /-d '([^']+)'/.exec(html)![1]!.replace(/&#34;/g, '"');
  const res = await t.post('/api/mcp/tariffs/duty_impact', example);
  assert.equal(res.status, 200, example);
});
