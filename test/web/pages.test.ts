// Every call to action lands on a real page of this service, and no page quotes a price or
// links to the v1 API as a place for cold callers to go.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { toolPath } from '../../src/http/public-tool.ts';
import { escape } from '../../src/web/html.ts';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

it('each public tool\'s call-to-action page answers 200 HTML describing that tool and how to call it', async () => {
  assert.equal(t.tools.length, 5);
  for (const tool of t.tools) {
    const res = await t.request(`${tool.cta.page}?utm_source=mcp&utm_medium=tool&utm_campaign=${tool.name}`);
    assert.equal(res.status, 200, tool.cta.page);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    assert.ok(html.includes(tool.title), `${tool.name} title`);
    assert.ok(html.includes(toolPath(tool)), `${tool.name} endpoint`);
    assert.ok(html.includes(`<code>${tool.name}</code>`), `${tool.name} MCP name`);
    // Written for sellers: the tool's pitch, not the agents' description (no backticks, no
    // field-name notes), and the disclaimer once, in the footer.
    assert.ok(html.includes(escape(tool.pitch)), `${tool.name} pitch`);
    assert.doesNotMatch(html.replace(/<pre>[\s\S]*?<\/pre>/g, ''), /`/);
    assert.equal(html.match(/not clearance, not legal advice/g)?.length, 1, `${tool.name}: one disclaimer`);
    assert.doesNotMatch(html, /\$\s?\d|\bprice\b|\/api\/v1/i);
    // Scripts only from this service, none inline.
    for (const tag of html.match(/<script[^>]*>[\s\S]*?<\/script>/gi) ?? []) assert.equal(tag, '<script src="/assets/app.js" defer></script>');
  }
});

it('the landing page links to every tool page and both API documents', async () => {
  const res = await t.request('/');
  assert.equal(res.status, 200);
  const html = await res.text();
  for (const tool of t.tools) assert.ok(html.includes(`href="${tool.cta.page}"`), tool.cta.page);
  for (const tool of t.tools) assert.ok(html.includes(escape(tool.pitch)), `${tool.name}: the seller's words, not the agents' description`);
  assert.doesNotMatch(html, /`/);
  assert.equal(html.match(/not clearance, not legal advice/g)?.length, 1, 'one disclaimer');
  assert.ok(html.includes('href="/api/openapi.json"'));
  assert.ok(html.includes('href="/openapi.yaml"'));
});

it('the request fields and the example on a page come from the tool\'s own documented schema, described in a seller\'s words', async () => {
  const html = await (await t.request('/tariffs/watchlist')).text();
  for (const field of ['htsCodes', 'annualImportValueUsd', 'countryOfOrigin', 'email']) assert.ok(html.includes(`<code>${field}</code>`), field);
  assert.match(html, /<code>htsCodes<\/code> \(required\)/);
  assert.match(html, /<code>annualImportValueUsd<\/code> \(required\): Annual import value \(US dollars\)\. What you import under these codes in a year/);
  assert.match(html, /<code>email<\/code> \(optional\): Email\. Not needed\./);
  // The example body is real: sent as is, the tool answers it.
  const example = /-d '([^']+)'/.exec(html)![1]!.replace(/&#34;/g, '"');
  const res = await t.post('/api/mcp/tariffs/duty_impact', example);
  assert.equal(res.status, 200, example);
});

it('every page carries the CSP (no inline script, nothing from elsewhere, never framed) and nosniff', async () => {
  for (const path of ['/', '/pixels', '/letters', '/tariffs', '/tariffs/articles/7326-90-8688-steel', '/docs', '/assets/app.js', '/assets/site.css']) {
    const res = await t.request(path);
    assert.equal(res.status, 200, path);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const d of ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"]) assert.ok(csp.includes(d), `${path}: ${d}`);
    assert.doesNotMatch(csp, /unsafe-inline|https?:/, path);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
  }
});

it('every listed article has its page, and every slug a lookup names resolves', async () => {
  const { articleSlugs } = await import('../../src/tariffs/articles.ts');
  const { lookupHtsCodes } = await import('../../src/tariffs/lookup.ts');
  const slugs = articleSlugs();
  assert.ok(slugs.length > 500);
  for (const slug of slugs) {
    const res = await t.request(`/tariffs/articles/${slug}`);
    assert.equal(res.status, 200, slug);
    const html = await res.text();
    assert.match(html, /Chapter 99 heading/, slug);
    assert.match(html, /\+\d+(\.\d+)?%|\d+(\.\d+)?% all-in/, slug);
  }
  // Codes next to listed provisions: their adjacent hits link to pages that exist.
  const named = lookupHtsCodes(['7326.90.1000', '7318.16.0010', '8302.41.9000', '9403.20.0090'], { asOf: '2026-07-01' }).flatMap((r) => r.adjacent_hits.map((h) => h.article_slug));
  assert.ok(named.length > 0, 'some adjacent hits to follow');
  for (const slug of named) assert.ok(slugs.includes(slug), slug);
  const missing = await t.request('/tariffs/articles/0000-00-00-steel');
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /No such listed article/);
});

it('the list search finds provisions by code prefix and by words, and looks codes up', async () => {
  const byCode = await (await t.request('/tariffs?q=7318.15')).text();
  assert.match(byCode, /href="\/tariffs\/articles\/7318-15-/);
  const byWords = await (await t.request('/tariffs?q=screws')).text();
  assert.match(byWords, /listed articles? for “screws”/);
  assert.doesNotMatch(byWords, /<h2 id="found">0 listed/);
  const lookup = await (await t.request('/tariffs?codes=7326.90.8688,0101.21.0010')).text();
  assert.match(lookup, /<th scope="row">7326\.90\.8688<\/th><td class="status-hit">/);
  assert.match(lookup, /<th scope="row">0101\.21\.0010<\/th><td class="status-clear">/);
});

it('a lookup on /tariffs links itself and downloads as CSV: the code as given, then the CLI\'s columns, a leading zero kept', async () => {
  const html = await (await t.request('/tariffs?codes=0101.21.0010,7326.90.8688')).text();
  assert.ok(html.includes('href="/tariffs.csv?codes=0101.21.0010%2C7326.90.8688" download'), 'the CSV link');
  const res = await t.request('/tariffs.csv?codes=0101.21.0010,7326.90.8688,hooks');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
  assert.match(res.headers.get('content-disposition') ?? '', /attachment; filename="section-232-lookup-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = (await res.text()).trim().split('\r\n');
  assert.match(lines[0]!, /^input,line,code,status,hit,in_scope,regime,as_of,/);
  assert.match(lines[1]!, /^0101\.21\.0010,1,0101\.21\.0010,clear,/);
  assert.match(lines[2]!, /^7326\.90\.8688,2,7326\.90\.8688,hit,/);
  assert.match(lines[3]!, /^hooks,3,,invalid,/);
  assert.equal((await t.request('/tariffs.csv')).status, 400);
});

it('/tariffs looks codes up for an origin country and answers given as query parameters; an unknown country is a 400 that says so', async () => {
  const open = await (await t.request('/tariffs?codes=8504.40.9580&origin_country=China')).text();
  assert.match(open, /For goods of China\./);
  assert.match(open, /<legend>Is the article for use in or with an unmanned aircraft system\?<\/legend>/);
  assert.match(open, /<input type="hidden" name="origin_country" value="China">/);
  const answered = await (await t.request('/tariffs?codes=8504.40.9580&origin_country=China&for_use_with_unmanned_aircraft=no')).text();
  assert.match(answered, /<td>\+0%<\/td><td>9903\.08\.20<\/td>/);
  assert.match(answered, /id="q-for_use_with_unmanned_aircraft-no" name="for_use_with_unmanned_aircraft" value="no" checked/);
  assert.ok(answered.includes('href="/tariffs.csv?codes=8504.40.9580&#38;origin_country=China&#38;for_use_with_unmanned_aircraft=no" download'), 'the CSV link keeps the country and answer');
  const csv = await (await t.request('/tariffs.csv?codes=8504.40.9580&origin_country=China&for_use_with_unmanned_aircraft=no')).text();
  assert.match(csv, /9903\.08\.20/);
  const bad = await t.request('/tariffs?codes=8504.40.9580&origin_country=Atlantis');
  assert.equal(bad.status, 400);
  assert.match(await bad.text(), /role="alert"><p>Origin country &#34;Atlantis&#34; is not a country dutyscout knows/);
  assert.equal((await t.request('/tariffs.csv?codes=8504.40.9580&origin_country=Atlantis')).status, 400);
});

it('/tariffs names the exclusion heading an answer rests on: 8708.40.3000, a tractor part by its own text, under 9903.74.11', async () => {
  const html = await (await t.request('/tariffs?codes=8708.40.3000&origin_country=China')).text();
  assert.match(html, /<li>8708\.40\.3000: 9903\.74\.11: not a part of a medium- or heavy-duty vehicle \(U\.S\. note 38\(l\), heading 9903\.74\.11\): no Section 232 duty under note 38<\/li>/);
});

it('the country lists offer only countries the tool takes: no "null" option (the letter\'s optional field has "Not given")', async () => {
  for (const path of ['/letters', '/tariffs/watchlist']) {
    const html = await (await t.request(path)).text();
    const select = /<select id="f-countryOfOrigin"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    const values = [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    assert.ok(values.includes('china'), path);
    assert.ok(!values.includes('null'), `${path}: ${values.join(',')}`);
  }
  const letters = await (await t.request('/letters')).text();
  assert.match(letters, /<option value=""[^>]*>Not given<\/option>/);
});

it('a browser asking for an unknown page gets an HTML 404 page with the way home; API paths and non-browsers keep the JSON envelope', async () => {
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  for (const path of ['/tarifs', '/letters/draft', '/pixels/x?y=1']) {
    const res = await t.request(path, { headers: browser });
    assert.equal(res.status, 404, path);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/, path);
    assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'self'/, path);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    const html = await res.text();
    assert.match(html, /<h1>No such page<\/h1>/, path);
    assert.ok(html.includes(`<code>${escape(path.split('?')[0]!)}</code>`), path);
    for (const href of ['/', '/tariffs', '/docs']) assert.ok(html.includes(`href="${href}"`), `${path}: ${href}`);
  }
  // API paths answer JSON whatever the Accept header says; without text/html, any path does.
  for (const [path, accept] of [['/api/v2/anything', browser.accept], ['/api/mcp/tariffs/nope', browser.accept], ['/mcp/x', browser.accept], ['/tarifs', 'application/json'], ['/tarifs', '*/*']] as const) {
    const res = await t.request(path, { headers: { accept } });
    assert.equal(res.status, 404, path);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/, `${path} (${accept})`);
    assert.equal(((await res.json()) as { error: string }).error, 'not_found');
  }
  // A page's wrong method stays the 405 envelope.
  assert.equal((await t.request('/letters', { method: 'POST', headers: browser })).status, 405);
});

it('/tariffs/lookup, where the home page and the hts_lookup tool send people, has the lookup form: codes and origin in, answered on /tariffs', async () => {
  const lookupTool = t.tools.find((tool) => tool.cta.page === '/tariffs/lookup');
  assert.ok(lookupTool, 'a tool points people at /tariffs/lookup');
  assert.ok((await (await t.request('/')).text()).includes('href="/tariffs/lookup"'));
  const html = await (await t.request('/tariffs/lookup')).text();
  const form = /<form method="get" action="\/tariffs"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  assert.ok(form, 'a form that looks codes up');
  assert.match(form[1]!, /<label for="codes">HTS codes to look up<\/label><input id="codes" name="codes"/);
  assert.match(form[1]!, /name="origin_country"/);
  assert.match(form[1]!, /<button type="submit">Look up<\/button>/);
});

it('every request field of every tool page has a label and help in a seller\'s words, and each form names its fields as its labels do', async () => {
  const { fieldText } = await import('../../src/web/field-text.ts');
  const doc: any = await (await t.request('/api/openapi.json')).json();
  for (const tool of t.tools) {
    const schema = doc.paths[toolPath(tool)].post.requestBody.content['application/json'].schema;
    for (const name of Object.keys(schema.properties)) assert.ok(fieldText(tool.name, name), `${tool.name}.${name} has no words on the page`);
    const html = await (await t.request(tool.cta.page)).text();
    const labels = /data-labels="([^"]*)"/.exec(html);
    if (!labels) continue; // the lookup's page: a plain GET form to /tariffs
    const map = JSON.parse(labels[1]!.replace(/&#34;/g, '"').replace(/&#39;/g, "'"));
    for (const [name, label] of Object.entries(map)) {
      if (html.includes(`<label for="f-${name.replace(/\./g, '-')}">`)) assert.match(html, new RegExp(`<label for="f-${name.replace(/\./g, '-')}">${String(label).replace(/[()]/g, '\\$&')}`), `${tool.name}.${name}`);
    }
  }
});
