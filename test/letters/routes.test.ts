// POST /api/letters/draft and the MCP tool draft_comment_letter: the same body on both, in
// the 3.1 document, soft-limited, and the signer's email in the answer only: in no log line
// and nowhere in the store's files.
import { it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';
import { mcpRequest } from '../support/mcp.ts';

const EMAIL = 'signer.x7q@letters-test.example';
const BODY = {
  company: 'Harbourlight Tools Ltd',
  contactName: 'Priya Nakamura',
  title: 'Head of Trade',
  email: EMAIL,
  position: 'oppose',
  htsCodes: ['7326.90.8688', '0101.21.0010'],
  annualImportValueUsd: 400000,
  countryOfOrigin: 'china',
  facts: { domesticAvailability: 'Nobody in the US makes the hinge.' },
};

let t: TestApp;
let dir: string;
const logs = captureLogs();
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'letters-'));
  t = await buildTestApp({ logs: logs.stream, env: { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, PUBLIC_RATE_BURST: '5', PUBLIC_RATE_PER_MINUTE: '5' } });
});
// The soft limit is 5 a minute here (to reach a 429 quickly): each test starts a fresh minute
// on the test clock, so no test spends another's quota.
beforeEach(() => t.clock.advance(60_000));
after(async () => {
  await t.dispose();
  rmSync(dir, { recursive: true, force: true });
});

it('drafts the letter over REST: the envelope, the lookups it used, the range, the default docket', async () => {
  const res = await t.post('/api/letters/draft', BODY);
  assert.equal(res.status, 200);
  const body: any = await res.json();
  assert.equal(body.ok, true);
  assert.equal(body.tool, 'draft_comment_letter');
  assert.equal(body.docket_id, 'BIS-2025-0023');
  assert.equal(body.inclusion_request_id, null);
  // No asOf: the letter is for today (the test clock's 2026-11-21), when round 3 of the
  // inclusions process could be open but is not dated in the texts held: unknown, said at the top.
  assert.equal(body.as_of, '2026-11-21');
  assert.deepEqual(
    { id: body.docket.id, known: body.docket.known, as_of: body.docket.as_of, status: body.docket.window.status, round: body.docket.window.round },
    { id: 'BIS-2025-0023', known: true, as_of: '2026-11-21', status: 'unknown', round: 3 },
  );
  assert.ok(body.letter.text.startsWith(`Before filing (remove this paragraph from the letter): ${body.docket.notice}`));
  assert.deepEqual(body.lookups.map((l: any) => [l.code, l.status]), [['7326.90.8688', 'hit'], ['0101.21.0010', 'clear']]);
  assert.ok(body.duty_impact.estimate_usd.mid > 0);
  assert.equal(body.honesty.not_legal_advice, true);
  assert.equal(body.honesty.not_filed, true);
  assert.match(body.watchlistCta.href, /^https:\/\/dutyscout\.test\/letters\?utm_source=mcp/);
  for (const s of [BODY.company, BODY.contactName, EMAIL, 'Nobody in the US makes the hinge.', body.lookups[0].detail.list]) {
    assert.ok(body.letter.text.includes(s), s);
    assert.ok(body.letter.markdown.includes(s.replace(/[_*[\]]/g, '\\$&')), `markdown ${s}`);
  }
  // The 3.1 document describes it; the MCP tool list offers it, read-only.
  const op = (t.documents.public as any).paths['/api/letters/draft'].post;
  assert.equal(op.operationId, 'draft_comment_letter');
  assert.deepEqual(op.requestBody.content['application/json'].schema.required.sort(), ['company', 'contactName', 'htsCodes', 'position']);
  // The one schema lists the known dockets, in the operation and its docketId field.
  assert.match(op.description, /Known dockets: BIS-2025-0023 \(Section 232 Steel and Aluminum Tariff Inclusions Process/);
  assert.match(op.requestBody.content['application/json'].schema.properties.docketId.description, /Known dockets: BIS-2025-0023/);
  assert.deepEqual(op.responses['200'].content['application/json'].schema.properties.docket.properties.window.properties.status.enum, ['open', 'closed', 'unknown']);
});

// The dates are passed in (asOf), so these hold whatever today is.
it('a closed window, on the letter\'s date, is said plainly in the answer and at the top of the letter', async () => {
  const res = await t.post('/api/letters/draft', { ...BODY, asOf: '2025-04-15', email: undefined });
  assert.equal(res.status, 200);
  const body: any = await res.json();
  assert.equal(body.as_of, '2025-04-15');
  assert.deepEqual(body.docket.window, {
    status: 'closed',
    round: null,
    opens: null,
    closes: null,
    next_opens: '2025-05-01',
    source: 'FR 2025-15819 (90 FR 40326), which cites the interim final rule, 90 FR 18780',
  });
  assert.match(body.docket.notice, /^On 2025-04-15, the window of docket BIS-2025-0023 \(Section 232 Steel and Aluminum Tariff Inclusions Process\) is closed\./);
  assert.match(body.letter.text, /^Before filing \(remove this paragraph from the letter\): On 2025-04-15, the window of docket BIS-2025-0023 .* is closed\./);
  // The lookups are for that day too: the 2025 lists.
  assert.equal(body.lookups[0].detail.as_of, '2025-04-15');
});

it('an open window says open, with its round, dates and source', async () => {
  const body: any = await (await t.post('/api/letters/draft', { ...BODY, asOf: '2025-09-20', email: undefined })).json();
  assert.equal(body.docket.window.status, 'open');
  assert.deepEqual([body.docket.window.round, body.docket.window.opens, body.docket.window.closes, body.docket.window.next_opens], [2, '2025-09-15', '2025-09-29', null]);
  assert.match(body.docket.window.source, /FR 2025-18008/);
  assert.match(body.letter.text, /^Before filing[^\n]* is open: round 2 runs from 2025-09-15 to 2025-09-29/);
});

it('a docket the service does not know: accepted, known false, unknown window, check regulations.gov', async () => {
  const body: any = await (await t.post('/api/letters/draft', { ...BODY, docketId: 'XYZ-2030-0001', asOf: '2025-09-20', email: undefined })).json();
  assert.equal(body.ok, true);
  assert.equal(body.docket_id, 'XYZ-2030-0001');
  assert.deepEqual(
    { ...body.docket, notice: undefined },
    {
      id: 'XYZ-2030-0001',
      known: false,
      title: null,
      action: null,
      takes: null,
      as_of: '2025-09-20',
      window: { status: 'unknown', round: null, opens: null, closes: null, next_opens: null, source: null },
      notice: undefined,
    },
  );
  assert.match(body.letter.text, /^Before filing[^\n]*Docket XYZ-2030-0001 is not one this service knows[^\n]*regulations\.gov/);
});


it('the MCP tool answers the same letter', async () => {
  const rpc: any = await (await mcpRequest(t, 'tools/call', { name: 'draft_comment_letter', arguments: BODY })).json();
  const sc = rpc.result.structuredContent;
  assert.equal(rpc.result.isError, undefined);
  assert.equal(sc.tool, 'draft_comment_letter');
  assert.ok(sc.letter.text.includes(EMAIL));
  const list: any = await (await mcpRequest(t, 'tools/list')).json();
  const tool = list.result.tools.find((x: any) => x.name === 'draft_comment_letter');
  assert.equal(tool.annotations.readOnlyHint, true);
  assert.equal(tool.annotations.openWorldHint, false);
});

it('refuses bad input with the tool failure body and is soft-limited', async () => {
  const bad = await t.post('/api/letters/draft', { ...BODY, countryOfOrigin: undefined, email: 'not-an-email' });
  assert.equal(bad.status, 400);
  const failure: any = await bad.json();
  assert.equal(failure.tool, 'draft_comment_letter');
  assert.deepEqual(failure.details.map((d: any) => d.path), ['email']);
  assert.ok(!JSON.stringify(failure).includes('not-an-email'), 'the refused value is not echoed');
  // A letter date that is not a day, or one the lists do not cover, is the asOf field's fault.
  for (const asOf of ['2025-13-01', 'tomorrow', '2020-01-01']) {
    const res = await t.post('/api/letters/draft', { ...BODY, asOf });
    assert.equal(res.status, 400, asOf);
    assert.deepEqual(((await res.json()) as any).details.map((d: any) => d.path), ['asOf'], asOf);
  }
  const half = await t.post('/api/letters/draft', { ...BODY, countryOfOrigin: undefined });
  assert.equal(half.status, 400);
  assert.deepEqual(((await half.json()) as any).details.map((d: any) => d.path), ['countryOfOrigin']);
  let limited: Response | undefined;
  for (let i = 0; i < 6 && !limited; i++) {
    const r = await t.post('/api/letters/draft', BODY);
    if (r.status === 429) limited = r;
  }
  assert.ok(limited, 'a 429 within the burst');
  assert.ok(limited.headers.get('retry-after'));
  assert.equal(((await limited.json()) as any).tool, 'draft_comment_letter');
});

it('the email is in no log line and nowhere in the store\'s files', async () => {
  await t.deps.store.ping();
  assert.ok(logs.lines.some((l) => l.includes('/api/letters/draft')), 'the requests were logged');
  for (const line of logs.lines) assert.ok(!line.includes(EMAIL) && !line.includes('Priya'), line);
  const files = readdirSync(dir);
  assert.ok(files.length > 0, 'the store wrote its files');
  for (const f of files) {
    const bytes = readFileSync(join(dir, f));
    assert.equal(bytes.indexOf(EMAIL), -1, f);
    assert.equal(bytes.indexOf(Buffer.from(EMAIL, 'utf16le')), -1, f);
  }
});
