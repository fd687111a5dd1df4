// The /letters form offers the known dockets (a datalist: any id can still be typed) and shows
// each one's window status on the day the page is served, re-rendered when the UTC day turns.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { KNOWN_DOCKETS } from '../../src/letters/dockets.ts';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

const page = async () => (await t.request('/letters')).text();
const statusItem = (html: string, id: string) => new RegExp(`<li><code>${id}</code>[^<]*<strong>([^<]+)</strong> on (\\d{4}-\\d{2}-\\d{2})`).exec(html);

it('the docket field is free text with the known dockets offered in a datalist', async () => {
  const html = await page();
  assert.match(html, /<input type="text" id="f-docketId" name="docketId"[^>]* list="known-dockets" value="BIS-2025-0023">/);
  assert.doesNotMatch(html, /<select[^>]*name="docketId"/, 'not a select: other ids can be typed');
  for (const d of KNOWN_DOCKETS) assert.match(html, new RegExp(`<datalist id="known-dockets">.*<option value="${d.id}" label="[^"]+: window [^"]+ on 2026-11-21">`, 's'), d.id);
});

it('each known docket shows its window status for the day served, and the page follows the day', async () => {
  // The test clock starts on 2026-11-21: round 3 could be open but is not dated.
  assert.deepEqual(statusItem(await page(), 'BIS-2025-0023')?.slice(1), ['window status unknown', '2026-11-21']);
  t.clock.set(Date.UTC(2025, 8, 20, 9));
  assert.deepEqual(statusItem(await page(), 'BIS-2025-0023')?.slice(1), ['window open', '2025-09-20']);
  t.clock.set(Date.UTC(2025, 3, 15, 9));
  const closed = await page();
  assert.deepEqual(statusItem(closed, 'BIS-2025-0023')?.slice(1), ['window closed', '2025-04-15']);
  assert.match(closed, /round 1, opens on 2025-05-01/);
  assert.match(closed, /Any other docket id is accepted/);
});
