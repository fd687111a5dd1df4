// The web pages in a real browser (Debian's Chromium driven by playwright-core) against the
// real server in a child process on 127.0.0.1, with local fixture pages for the scans: a person
// with no key scans a storefront, checks a listing, estimates duty impact, browses the lists,
// drafts and downloads a letter, all from the pages, with nothing fetched from elsewhere, no
// console errors, no serious or critical axe violations, and a screenshot of each page saved
// under var/screenshots/.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../support/spawn.ts';
import { fixture, startSite } from '../support/site.ts';
import type { FixtureServer } from '../egress/fixture-server.ts';
import { lookupHtsCodes } from '../../src/tariffs/lookup.ts';
import { lookupOrigin } from '../../src/tariffs/origin.ts';

// The callbacks passed to page.evaluate run in the page, where `document` exists.
declare const document: any;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = fileURLToPath(new URL('../../var/screenshots/', import.meta.url));
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const missing = !existsSync(CHROMIUM);

if (missing && process.env.CI === 'true') {
  it(`Chromium is installed at ${CHROMIUM} (CI=true: the browser tests must run; .ci/run installs it with apt-get install chromium)`, () => {
    assert.fail(`${CHROMIUM} is missing`);
  });
}

describe('the web pages in Chromium', { skip: missing && process.env.CI !== 'true' ? `skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)` : missing }, () => {
  let site: FixtureServer;
  let server: ServerProcess;
  let dir: string;
  let browser: Browser;
  let context: BrowserContext;
  const problems: string[] = [];
  const outside: string[] = [];

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    site = await startSite({
      '/': { body: fixture('pixels/shopify-trekkie-asyncload.html') },
      '/listing': { body: fixture('entries/synthetic-toy-listing-ready.html') },
      '/pajamas': { body: fixture('entries/synthetic-kids-pajamas-not-flame-resistant.html') },
      '/products/rings-with-a-very-long-address-that-a-phone-must-wrap-rather-than-widen-the-page-0123456789': { body: fixture('entries/synthetic-toy-listing-not-ready.html') },
    });
    dir = mkdtempSync(join(tmpdir(), 'dutyscout-browser-'));
    server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
      EGRESS_ALLOW_PRIVATE: '1',
      EGRESS_ALLOWED_PORTS: String(site.port),
      PUBLIC_RATE_PER_MINUTE: '1000',
      PUBLIC_RATE_BURST: '1000',
      PUBLIC_BASE_URL: '',
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
    context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    context.on('page', (page) => watch(page));
  });

  after(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await site?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function watch(page: Page): void {
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${page.url()}: console: ${m.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`${page.url()}: ${err.message}`));
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(server.url) && !url.startsWith('blob:') && !url.startsWith('data:')) outside.push(url);
    });
  }

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    const res = await page.goto(`${server.url}${path}`);
    assert.equal(res?.status(), 200, path);
    const csp = res!.headers()['content-security-policy'] ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    assert.equal(res!.headers()['x-content-type-options'], 'nosniff');
    return page;
  }

  async function axe(page: Page): Promise<void> {
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const result = await (globalThis as any).axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v: any) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
    });
    const serious = violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(serious, [], `${page.url()}: ${JSON.stringify(serious)}`);
  }

  /** Takes an expected console line out of the problems (the console event can come a moment late). */
  async function expectLogged(line: string): Promise<void> {
    for (let waited = 0; !problems.includes(line) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    assert.ok(problems.includes(line), `${line} not logged; logged: ${problems.join('\n')}`);
    problems.splice(problems.indexOf(line), 1);
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

  it('the landing page links every tool, the lists, the letter and the docs', async () => {
    const page = await open('/');
    for (const href of ['/pixels', '/entries/readiness', '/tariffs/lookup', '/tariffs/watchlist', '/letters', '/tariffs', '/docs']) {
      assert.ok(await page.locator(`main a[href="${href}"]`).count(), href);
    }
    await axe(page);
    await shot(page, '01-home');
    // The hts_lookup tool's page: what it answers and how to call it.
    const lookup = await open('/tariffs/lookup');
    assert.match(await lookup.locator('h1').innerText(), /Section 232 status of HTS codes/);
    await axe(lookup);
    await shot(lookup, '01b-hts-lookup');
    // Its form looks codes up: the answer is the /tariffs lookup, with its own link.
    await lookup.getByLabel('HTS codes to look up').fill('7326.90.8688 0101.21.0010');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await lookup.locator('#lookup-results').waitFor();
    assert.match(lookup.url(), /\/tariffs\?codes=7326\.90\.8688\+0101\.21\.0010/);
    assert.match(await lookup.locator('#lookup-results').innerText(), /7326\.90\.8688\s+Subject to Section 232 duties[\s\S]*0101\.21\.0010\s+Not covered/);
    // A link to share that answers the same, and the answers as a CSV file.
    const share = await lookup.getByRole('link', { name: 'Link to this lookup' }).getAttribute('href');
    assert.equal(share, '/tariffs?codes=7326.90.8688%2C0101.21.0010');
    const [csv] = await Promise.all([lookup.waitForEvent('download'), lookup.getByRole('link', { name: 'Download these answers as CSV' }).click()]);
    const rows = readFileSync((await csv.path())!, 'utf8').trim().split(/\r?\n/);
    assert.equal(rows.length, 3);
    assert.match(rows[1]!, /^7326\.90\.8688,.*,hit,/);
    assert.match(rows[2]!, /^0101\.21\.0010,.*,clear,/);
    // The home page's entry for it names it as the tool's page does.
    assert.equal(await page.locator('main a[href="/tariffs/lookup"]').innerText(), 'Section 232 status of HTS codes');
  });

  it('scans a local storefront: the gauge, the findings by severity with their evidence', async () => {
    const page = await open('/pixels');
    await page.getByLabel('Storefront page address').fill(`${site.origin}/`);
    await page.getByRole('button', { name: 'Scan the page' }).click();
    await page.locator('.gauge svg').waitFor();
    const label = await page.locator('.gauge svg').getAttribute('aria-label');
    assert.match(label ?? '', /Tag health score: \d+ out of 100/);
    const groups = await page.locator('.result .group h3').allTextContents();
    assert.ok(groups.some((g) => /^(Errors|Warnings) \(\d+\)$/.test(g)), await page.locator('.result').innerText());
    assert.ok(await page.locator('.finding .evidence code').count(), 'evidence snippets shown');
    assert.match(await page.locator('.result').innerText(), /shopify\.legacy_ua_preference/);
    assert.match(await page.locator('.honesty').innerText(), /cannot see checkout pages/);
    await axe(page);
    await shot(page, '02-pixels-scan');
  });

  it('a bare domain typed into the scan form is sent as https://: the form does not refuse it', async () => {
    const page = await open('/pixels');
    // The service is not asked to fetch shop.example: the call is answered here, and its body kept.
    let sent: any;
    await page.route('**/api/mcp/**', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ ok: false, error: { code: 'invalid_request', message: 'answered by the test' }, message: 'answered by the test' }) });
    });
    await page.getByLabel('Storefront page address').fill('shop.example');
    await page.getByRole('button', { name: 'Scan the page' }).click();
    await page.locator('.result').getByText('answered by the test').waitFor();
    assert.deepEqual(sent, { url: 'https://shop.example' });
    // Chromium logs the 400 the test answered: that one is expected.
    await expectLogged(`${server.url}/pixels: console: Failed to load resource: the server responded with a status of 400 (Bad Request)`);
    assert.equal(await page.getByLabel('Storefront page address').inputValue(), 'https://shop.example', 'the field shows what was sent');
    await page.close();
  });

  it('a mistyped page address shows a 404 page with the way home, not JSON', async () => {
    const page = await context.newPage();
    const res = await page.goto(`${server.url}/tarifs`);
    assert.equal(res?.status(), 404);
    // Chromium logs the 404 of the address itself: that one is expected.
    await expectLogged(`${server.url}/tarifs: console: Failed to load resource: the server responded with a status of 404 (Not Found)`);
    assert.match(res!.headers()['content-type'] ?? '', /^text\/html/);
    assert.equal(await page.locator('h1').innerText(), 'No such page');
    await axe(page);
    await shot(page, '19-not-found');
    await page.locator('main a[href="/"]').click();
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });

  it('checks a local listing: the band and the checklist with evidence', async () => {
    const page = await open('/entries/readiness');
    await page.getByLabel('Product listing address').fill(`${site.origin}/listing`);
    await page.getByLabel('HTS code').fill('9503.00.0073');
    await page.getByRole('button', { name: 'Check the listing' }).click();
    await page.locator('.checklist').waitFor();
    assert.match(await page.locator('.band').innerText(), /^(Ready|Gaps to close|Not ready)$/);
    assert.ok((await page.locator('.checklist li').count()) >= 5);
    assert.ok(await page.locator('.checklist li code').count(), 'evidence shown');
    assert.match(await page.locator('.result').innerText(), /not a certificate/i);
    // The eFiling elements numbered once, by the list, with the law's numbers.
    const elements = page.locator('ol.efiling > li');
    assert.equal(await elements.count(), 7);
    for (let i = 0; i < 7; i++) {
      assert.equal(await elements.nth(i).getAttribute('value'), String(i + 1));
      assert.doesNotMatch(await elements.nth(i).innerText(), /^\d/, 'the number is not written again');
    }
    // "Ready" with an element not shown says which, beside the band, as the API's report lists them.
    const api: any = await (await fetch(`${server.url}/api/mcp/entries/readiness_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ storeUrl: `${site.origin}/listing`, htsCode: '9503.00.0073' }) })).json();
    const gaps = api.efiling_elements.filter((e: any) => e.status !== 'shown');
    assert.equal(api.band, 'ready', 'the fixture is a listing the verdict calls ready');
    assert.ok(gaps.length > 0, 'with an eFiling element not shown');
    const note = await page.locator('.efiling-gaps').innerText();
    assert.match(note, /^Ready, but the page does not show eFiling elements? /);
    for (const e of gaps) assert.ok(note.includes(`${e.element} (${e.name}`), `${note} names element ${e.element}`);
    assert.equal(await page.locator('.band').innerText(), 'Ready');
    await axe(page);
    await shot(page, '03-readiness-check');
  });

  it('estimates the duty impact with the keyboard only: the low/mid/high range, assumptions, citations', async () => {
    const page = await open('/tariffs/watchlist');
    const codes = page.getByLabel('HTS codes');
    for (let i = 0; i < 40 && !(await codes.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    assert.ok(await codes.evaluate((el) => el === document.activeElement), 'the codes field is reachable with Tab');
    await page.keyboard.type('7326.90.8688');
    await page.keyboard.press('Tab'); // the optional CSV file
    await page.keyboard.press('Tab');
    await page.keyboard.type('250000');
    await page.keyboard.press('Tab'); // the country of origin (China by default)
    await page.keyboard.press('Tab'); // the optional origin country: Enter there submits the form
    await page.keyboard.press('Enter');
    await page.locator('.range').waitFor();
    const figures = await page.locator('.range .figure').allTextContents();
    assert.equal(figures.length, 3);
    for (const f of figures) assert.match(f, /^\$\d[\d,]*$/);
    const text = await page.locator('.result').innerText();
    assert.match(text, /Assumptions/);
    assert.match(text, /Citations/);
    assert.match(text, /7326\.90\.8688/);
    assert.ok(await page.locator('.result').evaluate((el) => el === document.activeElement), 'focus moves to the answer');
    assert.match(await page.locator('.signup').innerText(), /not open yet/);
    await axe(page);
    await shot(page, '04-duty-impact');
  });

  it('a shared link answers at once and links itself; codes come from a CSV file; the answer downloads as CSV', async () => {
    // A link with the inputs in its query string runs the tool on load and shows the same link.
    const page = await open('/tariffs/watchlist?htsCodes=7326.90.8688,0101.21.0010&annualImportValueUsd=250000&countryOfOrigin=china');
    await page.locator('.range').waitFor();
    assert.equal(await page.getByLabel('HTS codes').inputValue(), '7326.90.8688\n0101.21.0010');
    assert.match(await page.locator('.share a').innerText(), /\/tariffs\/watchlist\?htsCodes=7326\.90\.8688%2C0101\.21\.0010&annualImportValueUsd=250000&countryOfOrigin=china$/);
    // One headline: the page leads with the API's total for the same request, then its parts.
    const api: any = await (await fetch(`${server.url}/api/mcp/tariffs/duty_impact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ htsCodes: ['7326.90.8688', '0101.21.0010'], annualImportValueUsd: 250000, countryOfOrigin: 'china' }) })).json();
    const dollars = (s: string) => Number(s.replace(/[$,]/g, ''));
    assert.deepEqual((await page.locator('.range .figure').allTextContents()).map(dollars), [api.total_duty_usd.low, api.total_duty_usd.mid, api.total_duty_usd.high]);
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    // Every part the total adds up from, as the API lists them: here China's Section 301 stacks on Section 232.
    assert.ok(api.parts.some((p: any) => p.part === 'section301'), 'a stacked part');
    const span = (r: { low: number; mid: number; high: number }) => (r.low === r.high ? usd(r.mid) : `${usd(r.low)} to ${usd(r.high)}`);
    assert.equal(await page.locator('.duty-parts').innerText(), `Of which ${api.parts.map((p: any) => `${p.label}: ${span(p.usd)}`).join('; ')}.`);
    assert.match(await page.locator('.not-included').innerText(), /^Not included: antidumping and countervailing duties/);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the codes as CSV' }).click()]);
    const text = readFileSync(await csv.path(), 'utf8');
    assert.match(text, /^code,status,section_232_rate_pct,rate_basis,basis,section_232_mid_usd,total_mid_usd\n7326\.90\.8688,hit,50,additional,/);
    assert.match(text, /\n0101\.21\.0010,clear,/);
    // A CSV file read in the browser fills the codes (the column named hts; a leading zero kept).
    const fresh = await open('/tariffs/watchlist');
    await fresh.getByLabel('Or read the codes from a CSV file').setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from('sku,hts\nA-1,0101.21.0010\nB-2,7326.90.8688\n') });
    await fresh.getByText('2 codes read from codes.csv').waitFor();
    assert.equal(await fresh.getByLabel('HTS codes').inputValue(), '0101.21.0010\n7326.90.8688');
    // Bad input is an error, not an answer of $0.
    await fresh.getByLabel('HTS codes').fill('hooks 7326.90');
    await fresh.getByLabel('Annual import value (US dollars)').fill('1000');
    const before = problems.length;
    await fresh.getByRole('button', { name: 'Estimate the duty impact' }).click();
    await fresh.locator('.error').waitFor();
    // The browser logs the 400 it was meant to get; nothing else may appear.
    const logged = problems.splice(before);
    assert.ok(logged.every((p) => /status of 400/.test(p)), logged.join('\n'));
    assert.match(await fresh.locator('.error').innerText(), /none of the HTS codes is valid/i);
    assert.equal(await fresh.locator('.range').count(), 0);
    await shot(fresh, '04b-duty-bad-input');
  });

  it('the duty page reads a CSV as spreadsheets export it ("HTS Code" header, semicolons, a BOM), keeps the seller\'s columns in the download, neutralises formulas', async () => {
    const page = await open('/tariffs/watchlist');
    const upload = page.getByLabel('Or read the codes from a CSV file');
    const codes = page.getByLabel('HTS codes');
    // "HTS Code" in the second column: the product names are not taken for codes.
    await upload.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from('Product name,HTS Code\n"Hook, steel",7326.90.8688\nHorse,0101.21.0010\nBolts,7318.15.2095\n') });
    await page.getByText('3 codes read from products.csv (column “HTS Code”)').waitFor();
    assert.equal(await codes.inputValue(), '7326.90.8688\n0101.21.0010\n7318.15.2095');
    // A file with no column of codes says so, and names the columns it found.
    await upload.setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('Product name,Price\nHook,12.50\nHorse,900\n') });
    await page.getByText(/^prices\.csv: no column holds HTS codes \(the first row reads: Product name, Price\)/).waitFor();
    // A semicolon export with a BOM, a decimal comma, a quoted cell and formula-like cells.
    const semicolons = '\ufeffSKU;Description;HTS Code;Value\r\n' +
      'A-1;"=HYPERLINK(""http://evil.test"";""click"")";7326.90.8688;1234,56\r\n' +
      '@SUM(A1);+1-1;0101.21.0010;12\r\n';
    await upload.setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(semicolons) });
    await page.getByText('2 codes read from export.csv (column “HTS Code”)').waitFor();
    assert.equal(await codes.inputValue(), '7326.90.8688\n0101.21.0010');
    await page.getByLabel('Annual import value (US dollars)').fill('100000');
    await page.getByRole('button', { name: 'Estimate the duty impact' }).click();
    await page.locator('.range').waitFor();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the codes as CSV' }).click()]);
    const text = readFileSync(await csv.path(), 'utf8');
    const lines = text.trimEnd().split('\n');
    // The seller's columns first, as they were, then the answer's.
    assert.equal(lines[0], 'SKU,Description,HTS Code,Value,code,status,section_232_rate_pct,rate_basis,basis,section_232_mid_usd,total_mid_usd');
    assert.match(lines[1], /^A-1,"'=HYPERLINK\(""http:\/\/evil\.test"";""click""\)",7326\.90\.8688,"1234,56",7326\.90\.8688,hit,/);
    assert.match(lines[2], /^"'@SUM\(A1\)","'\+1-1",0101\.21\.0010,12,0101\.21\.0010,clear,/);
    await shot(page, '04c-duty-csv-export');
  });

  it('drafts a letter end to end: the lookups, the company and the codes\' statuses, copy and download', async () => {
    const page = await open('/letters');
    assert.equal(await page.getByLabel('Docket id').inputValue(), 'BIS-2025-0023');
    await page.getByLabel('HTS codes').fill('7326.90.8688, 0101.21.0010');
    await page.getByRole('button', { name: 'Look the codes up' }).click();
    await page.locator('#lookups table').waitFor();
    assert.match(await page.locator('#lookups').innerText(), /Subject to Section 232 duties[\s\S]*Not covered/);
    await page.getByLabel('Company').fill('Brightwater Hinge Co.');
    await page.getByLabel('Contact name').fill('Morgan Ellis');
    await page.getByLabel('Title').fill('Trade Counsel');
    await page.getByLabel('Email').fill('morgan@brightwater.example');
    await page.getByLabel('Support the inclusion').check();
    await page.getByLabel('Annual import value (US dollars)').fill('120000');
    await page.getByLabel('Country of origin').selectOption('mexico');
    await page.getByLabel('Domestic availability').fill('Three US mills make this hinge steel.');
    await page.getByRole('button', { name: 'Draft the letter' }).click();
    await page.locator('#letter-text').waitFor();
    const letter = await page.locator('#letter-text').inputValue();
    for (const s of ['Brightwater Hinge Co. supports', 'Morgan Ellis', 'Trade Counsel', 'morgan@brightwater.example', 'Three US mills make this hinge steel.', 'BIS-2025-0023', 'Mexico']) {
      assert.ok(letter.includes(s), s);
    }
    assert.match(letter, /7326\.90\.8688: subject to Section 232 duties \(regime s232-\d{4}, as of \d{4}-\d{2}-\d{2}\)/);
    assert.match(letter, /0101\.21\.0010: not subject to Section 232 duties/);
    // The letter and the line under it state the same total as the duty tool, with its parts.
    const duty: any = await (await fetch(`${server.url}/api/mcp/tariffs/duty_impact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ htsCodes: ['7326.90.8688', '0101.21.0010'], annualImportValueUsd: 120000, countryOfOrigin: 'mexico' }) })).json();
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    assert.ok(letter.includes(`(mid ${usd(duty.total_duty_usd.mid)};`), `the letter states the total ${usd(duty.total_duty_usd.mid)}`);
    const span = (r: { low: number; high: number }) => (r.low === r.high ? usd(r.low) : `${usd(r.low)} to ${usd(r.high)}`);
    assert.ok((await page.locator('.duty-stated').innerText()).startsWith(`Duty impact stated: ${span(duty.total_duty_usd)} a year`));
    assert.match(letter, /not legal advice/);
    await page.locator('#letter-lookups table').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .txt' }).click()]);
    assert.match(download.suggestedFilename(), /^comment-bis-2025-0023-brightwater-hinge-co\.txt$/);
    assert.equal(readFileSync((await download.path())!, 'utf8'), letter);
    const [md] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .md' }).click()]);
    assert.match(readFileSync((await md.path())!, 'utf8'), /^## Re: Comment on docket BIS-2025-0023$/m);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: 'Copy the letter' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    await axe(page);
    await shot(page, '05-letter-drafted');
  });

  it('browses the lists: a code-prefix search, then an article page with its rates and citations', async () => {
    const page = await open('/tariffs');
    await page.getByLabel('Code prefix or words').fill('7318.15');
    await page.getByRole('button', { name: 'Search the lists' }).click();
    await page.locator('ul.articles a').first().waitFor();
    assert.match(await page.locator('#found').innerText(), /^\d+ listed articles? for “7318\.15”$/);
    await axe(page);
    await shot(page, '06-tariffs-search');
    await page.locator('ul.articles a').first().click();
    await page.waitForURL(/\/tariffs\/articles\/7318-15/);
    const text = await page.locator('main').innerText();
    assert.match(text, /Chapter 99 heading/);
    assert.match(text, /(\+\d+%|\d+% all-in)/);
    assert.match(text, /Value base/);
    assert.match(text, /Citations: /);
    await axe(page);
    await shot(page, '07-tariffs-article');
  });

  it('the API reference renders both documents from this service', async () => {
    const page = await open('/docs');
    const text = await page.locator('main').innerText();
    for (const s of ['/api/letters/draft', '/api/mcp/tariffs/duty_impact', '/api/v1/tariffs/hts/lookup', 'htsCodes', 'HtsLookupResult']) assert.ok(text.includes(s), s);
    await axe(page);
    await shot(page, '08-docs');
  });

  it('the duty page takes any origin country and asks the open questions; answered, it shows the API\'s total for the same request', async () => {
    const page = await open('/tariffs/watchlist');
    await page.getByLabel('HTS codes').fill('3004.20.0010\n8504.40.9580');
    await page.getByLabel('Annual import value (US dollars)').fill('1000000');
    // Picking a country sets the contract's group it belongs to (Switzerland: other).
    await page.getByLabel('Origin country').fill('Switzerland');
    assert.equal(await page.getByLabel('Country of origin').inputValue(), 'other');
    await page.getByRole('button', { name: 'Estimate the duty impact' }).click();
    const drone = page.locator('fieldset[data-question="for_use_with_unmanned_aircraft"]');
    await drone.waitFor();
    assert.match(await drone.locator('legend').innerText(), /for use in or with an unmanned aircraft system/);
    assert.match(await drone.innerText(), /Decides 8504\.40\.9580/);
    assert.match(await page.locator('fieldset[data-question="patented"]').innerText(), /Decides 3004\.20\.0010/);
    await axe(page);
    // Answer both with the keyboard-reachable radios, then run again.
    await drone.getByLabel('No', { exact: true }).check();
    await page.locator('fieldset[data-question="patented"]').getByLabel('Yes', { exact: true }).check();
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/duty_impact')), page.getByRole('button', { name: 'Estimate again with these answers' }).click()]);
    await page.locator('fieldset[data-question="patented"] .hint', { hasText: 'Answered.' }).waitFor();
    const request = { htsCodes: ['3004.20.0010', '8504.40.9580'], annualImportValueUsd: 1000000, countryOfOrigin: 'other', originCountry: 'Switzerland', answers: { patented: true, for_use_with_unmanned_aircraft: false } };
    const api: any = await (await fetch(`${server.url}/api/mcp/tariffs/duty_impact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) })).json();
    assert.equal(api.ok, true, JSON.stringify(api));
    const dollars = (s: string) => Number(s.replace(/[$,]/g, ''));
    assert.deepEqual((await page.locator('.range .figure').allTextContents()).map(dollars), [api.total_duty_usd.low, api.total_duty_usd.mid, api.total_duty_usd.high]);
    // The answers narrowed the range: patented 15% all-in on $500,000, the converter not for drones.
    assert.equal(api.estimate_usd.low, api.estimate_usd.high);
    assert.equal(api.estimate_usd.mid, 75000);
    assert.equal(await drone.getByLabel('No', { exact: true }).isChecked(), true, 'the answer given stays shown, to be changed');
    // The share link carries the country and the answers, and answers the same at once.
    const link = await page.locator('.share a').innerText();
    assert.match(link, /originCountry=Switzerland&answers=patented%3Dyes%2Cfor_use_with_unmanned_aircraft%3Dno$/);
    const shared = await open(new URL(link).pathname + new URL(link).search);
    await shared.locator('.range').waitFor();
    assert.deepEqual((await shared.locator('.range .figure').allTextContents()).map(dollars), [api.total_duty_usd.low, api.total_duty_usd.mid, api.total_duty_usd.high]);
    await axe(page);
    await shot(page, '19-duty-origin-answers');
  });

  it('the lookup page takes an origin country and asks the open questions in a form that looks the codes up again', async () => {
    const page = await open('/tariffs?codes=8504.40.9580&origin_country=CN');
    assert.match(await page.locator('#looked-up + p').innerText(), /For goods of China/);
    const drone = page.getByRole('group', { name: /unmanned aircraft system/ });
    await drone.getByLabel('No', { exact: true }).check();
    await Promise.all([page.waitForURL(/for_use_with_unmanned_aircraft=no/), page.getByRole('button', { name: 'Look up again with these answers' }).click()]);
    const row = await page.locator('#lookup-results tbody tr').innerText();
    assert.match(row, /\+0%/);
    // The v1 lookup's answer for the same origin and answer (in-process: the v1 route needs a key).
    const [api] = lookupHtsCodes(['8504.40.9580'], { origin: lookupOrigin(undefined, 'CN', { group: 'country_of_origin', country: 'origin_country' }), answers: { for_use_with_unmanned_aircraft: false } });
    assert.equal(api.detail?.chapter99_heading, '9903.08.20');
    assert.match(row, /9903\.08\.20/);
    assert.equal(await page.getByLabel('Origin country').inputValue(), 'CN');
    await axe(page);
    await shot(page, '20-lookup-origin-answers');
  });

  it('errors on the pages name the fields as the page shows them, in plain words, not the wire\'s paths', async () => {
    const wire = /Invalid request body|htsCodes|annualImportValueUsd|countryOfOrigin|originCountry|origin_country|Invalid input|expected \w+, received/;
    const before = problems.length;
    // The letter: a value without its country (the API says "countryOfOrigin: give annualImportValueUsd and countryOfOrigin together").
    const letter = await open('/letters');
    await letter.getByLabel('Company').fill('Brightwater Hinge Co.');
    await letter.getByLabel('Contact name').fill('Morgan Ellis');
    await letter.getByLabel('HTS codes').fill('7326.90.8688');
    await letter.getByLabel('Annual import value (US dollars)').fill('120000');
    await letter.getByRole('button', { name: 'Draft the letter' }).click();
    const said = await letter.locator('.error').innerText();
    assert.doesNotMatch(said, wire, said);
    assert.match(said, /Country of origin/);
    assert.match(said, /Annual import value \(US dollars\)/);
    await shot(letter, '21-letter-error');
    assert.equal(await letter.getByLabel('Country of origin').getAttribute('aria-invalid'), 'true', 'the field is marked');
    // Put right, the mark goes with the error.
    await letter.getByLabel('Country of origin').selectOption('mexico');
    await letter.getByRole('button', { name: 'Draft the letter' }).click();
    await letter.locator('#letter-text').waitFor();
    assert.equal(await letter.getByLabel('Country of origin').getAttribute('aria-invalid'), null);
    // The duty page: two codes that are not codes (details at htsCodes.0 and htsCodes.1), then a country it does not know.
    const duty = await open('/tariffs/watchlist');
    await duty.getByLabel('HTS codes').fill('hooks 7326.90');
    await duty.getByLabel('Annual import value (US dollars)').fill('1000');
    await duty.getByRole('button', { name: 'Estimate the duty impact' }).click();
    let text = await duty.locator('.error').innerText();
    assert.doesNotMatch(text, wire, text);
    assert.match(text, /HTS codes \(entry 1\): "hooks" is not an HTS code/);
    await duty.getByLabel('HTS codes').fill('7326.90.8688');
    await duty.getByLabel('Origin country').fill('Narnia');
    await duty.getByRole('button', { name: 'Estimate the duty impact' }).click();
    await duty.locator('.error', { hasText: 'Narnia' }).waitFor();
    text = await duty.locator('.error').innerText();
    assert.doesNotMatch(text, wire, text);
    assert.match(text, /“Origin country” "Narnia" is not a country/);
    // The lookup page's own error, for an origin country it does not know.
    const page = await context.newPage();
    const res = await page.goto(`${server.url}/tariffs?codes=7326.90.8688&origin_country=Narnia`);
    assert.equal(res?.status(), 400);
    text = await page.locator('.error').innerText();
    assert.doesNotMatch(text, wire, text);
    assert.match(text, /^Origin country "Narnia" is not a country/);
    // The browser logs each 400 it was meant to get; nothing else may appear.
    const logged = problems.splice(before);
    assert.ok(logged.length > 0 && logged.every((p) => /status of 400/.test(p)), logged.join('\n'));
    for (const p of [letter, duty, page]) await p.close();
  });

  it('the tool pages speak to sellers: no field text meant for agents, no "required unless ... Optional", /docs without "cold callers"', async () => {
    for (const path of ['/pixels', '/entries/readiness', '/tariffs/watchlist', '/tariffs/lookup', '/letters']) {
      const page = await open(path);
      const text = await page.locator('main').innerText();
      assert.doesNotMatch(text, /unless the user|cold callers?|Required unless[^.]*\.[^.]*Optional|null counts as not given/i, path);
      await page.close();
    }
    // The API reference keeps the fields' own descriptions (they are the API's), but not the word for the people it serves.
    const docs = await open('/docs');
    assert.doesNotMatch(await docs.locator('main').innerText(), /cold callers?/i);
    await docs.close();
  });


  /**
   * Nothing on the page is wider than the screen (the page never scrolls sideways), and every
   * table sits in its own scrolling box; one wider than its box shows the scroll cue (shadows at
   * the edges with more columns: backgrounds fixed to the box and to its content).
   */
  async function assertFits(page: Page, what: string): Promise<void> {
    const fit = await page.evaluate(() => {
      const root = document.documentElement;
      const tables = [...document.querySelectorAll('main table')].map((t: any) => {
        const wrap = t.closest('.table-wrap');
        const style = wrap ? (globalThis as any).getComputedStyle(wrap) : null;
        return {
          wrapped: Boolean(wrap),
          scrolls: style?.overflowX === 'auto',
          wider: wrap ? wrap.scrollWidth > wrap.clientWidth + 1 : false,
          cue: style ? /radial-gradient/.test(style.backgroundImage) && /local/.test(style.backgroundAttachment) : false,
          caption: t.caption?.textContent ?? t.querySelector('th')?.textContent ?? '',
        };
      });
      return { overflow: root.scrollWidth - (globalThis as any).innerWidth, tables };
    });
    assert.ok(fit.overflow <= 0, `${what} is ${fit.overflow}px wider than the screen`);
    for (const t of fit.tables) {
      assert.ok(t.wrapped && t.scrolls, `${what}: the table "${t.caption}" scrolls inside its own box`);
      if (t.wider) assert.ok(t.cue, `${what}: the table "${t.caption}" is wider than its box and shows no scroll cue`);
    }
  }

  for (const width of [375, 1280]) {
    it(`at ${width} px every page fits the screen and its tables scroll in their own box with a cue`, async () => {
      const small = width < 600;
      const ctx = await browser.newContext({ viewport: { width, height: 800 }, ...(small ? { isMobile: true, hasTouch: true } : {}) });
      const tag = small ? 'phone' : 'wide';
      const pages: Array<[string, string]> = [
        ['/', '09-home'], ['/pixels', '10-pixels'], ['/entries/readiness', '11-readiness'], ['/tariffs/watchlist', '12-duty'],
        ['/tariffs/lookup', '13-lookup'], ['/tariffs?codes=7326.90.8688,0101.21.0010', '14-lists'], ['/tariffs?codes=3004.20.0010,8504.40.9580&origin_country=Switzerland', '14b-lists-questions'],
        ['/tariffs?q=7318.15', '14c-lists-search'],
        ['/tariffs/watchlist?htsCodes=3004.20.0010,8504.40.9580&annualImportValueUsd=1000000&countryOfOrigin=other&originCountry=Switzerland', '12b-duty-questions'], ['/tariffs/articles/7326-90-8688-steel', '15-article'],
        ['/letters', '16-letters'], ['/docs', '17-docs'],
      ];
      try {
        for (const [path, name] of pages) {
          const page = await ctx.newPage();
          watch(page);
          await page.goto(`${server.url}${path}`);
          // A link with a tool's inputs answers at once: measured with the answer (and its questions) shown.
          if (path.includes('watchlist?')) await page.locator('.questions').waitFor();
          await assertFits(page, path);
          await shot(page, `${name}-${tag}`);
          await page.close();
        }
        // The letter form's lookups: the table they show stays inside the form, which stays on screen.
        const letters = await ctx.newPage();
        watch(letters);
        await letters.goto(`${server.url}/letters`);
        await letters.getByLabel('HTS codes').fill('7326.90.8688, 0101.21.0010, 8504.40.9580');
        await letters.getByRole('button', { name: 'Look the codes up' }).click();
        await letters.locator('#lookups table').waitFor();
        await assertFits(letters, '/letters after "Look the codes up"');
        const fieldRight = await letters.getByLabel('Annual import value (US dollars)').evaluate((el: any) => el.getBoundingClientRect().right);
        assert.ok(fieldRight <= width, `the value field ends at ${fieldRight}px, off a ${width}px screen`);
        await shot(letters, `16b-letters-lookups-${tag}`);
        // The answers: a scan and a listing check (from their share links), and a drafted letter.
        for (const [path, shown, name] of [
          [`/pixels?url=${encodeURIComponent(`${site.origin}/`)}`, '.gauge', '10b-pixels-answer'],
          [`/entries/readiness?storeUrl=${encodeURIComponent(`${site.origin}/listing`)}&htsCode=9503.00.0073`, 'ol.efiling', '11b-readiness-answer'],
        ] as const) {
          const page = await ctx.newPage();
          watch(page);
          await page.goto(`${server.url}${path}`);
          await page.locator(shown).waitFor();
          await assertFits(page, `${path} answered`);
          await shot(page, `${name}-${tag}`);
          await page.close();
        }
        await letters.getByLabel('Company').fill('Brightwater Hinge Co.');
        await letters.getByLabel('Contact name').fill('Morgan Ellis');
        await letters.getByLabel('Annual import value (US dollars)').fill('120000');
        await letters.getByLabel('Country of origin').selectOption('mexico');
        await letters.getByRole('button', { name: 'Draft the letter' }).click();
        await letters.locator('#letter-lookups table').waitFor();
        await assertFits(letters, '/letters drafted');
        await shot(letters, `16c-letters-drafted-${tag}`);
        await letters.close();
        // The 404 page for a mistyped address, and the one for an unknown listed article.
        for (const [path, status] of [['/tarifs', 404], ['/tariffs/articles/no-such-article', 404]] as const) {
          const page = await ctx.newPage();
          watch(page);
          const res = await page.goto(`${server.url}${path}`);
          assert.equal(res?.status(), status, path);
          await expectLogged(`${server.url}${path}: console: Failed to load resource: the server responded with a status of 404 (Not Found)`);
          await assertFits(page, path);
          await page.close();
        }
      } finally {
        await ctx.close();
      }
    });
  }


  it('on a phone, a listing check with a long address reads cleanly: no overflow, no stray "null", no doubled label', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const page = await phone.newPage();
      watch(page);
      await page.goto(`${server.url}/entries/readiness`);
      await page.getByLabel('Product listing address').fill(`${site.origin}/products/rings-with-a-very-long-address-that-a-phone-must-wrap-rather-than-widen-the-page-0123456789`);
      await page.getByLabel('HTS code').fill('9503.00.0073');
      await page.getByRole('button', { name: 'Check the listing' }).click();
      await page.locator('.checklist').waitFor();
      const text = await page.locator('.result').innerText();
      assert.doesNotMatch(text, /\bnull\b|\bundefined\b/);
      assert.doesNotMatch(text, /(Missing|Not applicable|Partial|Pass): \1:/);
      assert.doesNotMatch(text, /(Missing|Not applicable): (Missing|Not applicable|Required but missing)\b/, 'the status word is not repeated by the message');
      assert.match(text, /no age grade.*HTS code 9503\.00\.0073/i, 'the HTS suffix is named beside the missing age grade');
      assert.match(text, /What decides the verdict\s+Statutory violation \(15 U\.S\.C\. 1278\(b\)\(1\)\): [^\n]*small-ball warning/, 'the statute behind the verdict comes before the checklist');
      assert.ok(text.indexOf('What decides the verdict') < text.indexOf('Checklist'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the answer is ${overflow}px wider than the screen`);
      await shot(page, '18-phone-readiness-answer');
    } finally {
      await phone.close();
    }
  });

  it('a children\'s pajama listing shows the verdict the API gives, the provision behind it and the rules for the product (issue 39)', async () => {
    const page = await context.newPage();
    watch(page);
    try {
      await page.goto(`${server.url}/entries/readiness`);
      await page.getByLabel('Product listing address').fill(`${site.origin}/pajamas`);
      await page.getByRole('button', { name: 'Check the listing' }).click();
      await page.locator('.checklist').waitFor();
      const text = await page.locator('.result').innerText();
      assert.match(text, /Not ready/);
      assert.match(text, /What decides the verdict\s+Statutory violation \(16 CFR 1615, 1616[^)]*\)\): Children's sleepwear that the listing calls "not flame resistant"/);
      assert.match(text, /The rules for this product[\s\S]*Certificate cites: 16 CFR 1615[\s\S]*On the product: 15 U\.S\.C\. 2063\(a\)\(5\)/);
      assert.match(text, /Who files, and from when\s+the importer[^\n]*required from 2026-07-08 \(entries from a foreign-trade zone from 2027-01-08\)/);
      assert.match(await page.locator('ol.efiling li[value="3"]').innerText(), /^the certifier: the importer, or the domestic manufacturer/);
      const api: any = await (await fetch(`${server.url}/api/mcp/entries/readiness_check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ storeUrl: `${site.origin}/pajamas` }) })).json();
      assert.equal(api.band, 'not_ready');
      assert.ok(text.includes(api.blockers[0].provision), 'the page names the provision the API gives');
    } finally {
      await page.close();
    }
  });

  it('no page logged a console error or fetched anything from outside the service', () => {
    assert.deepEqual(problems, []);
    assert.deepEqual(outside, []);
  });
});
