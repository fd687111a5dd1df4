// POST /api/letters/draft and the MCP tool draft_comment_letter: the same body on both, in
// the 3.1 document, soft-limited, and the signer's email in the answer only: in no log line
// and nowhere in the store's files.
import { it, before, after } from 'node:test';
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
