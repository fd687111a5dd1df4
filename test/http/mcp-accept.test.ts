// What docs/api.md says about /mcp and Accept, pinned: every answer is JSON (never an event
// stream); a 2025-era request must accept both application/json and text/event-stream (as that
// revision of the MCP specification requires of clients), and `Accept: application/json` alone
// is a 406 JSON-RPC error; a 2026-07-28 request may accept application/json alone.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startTestServer } from '../support/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
before(async () => {
  server = await startTestServer();
});
after(() => server.shutdown());

const BOTH = 'application/json, text/event-stream';

/** The tools/list request an official client of this era sends (headers and body), captured off the wire. */
async function toolsListRequest(era: '2025' | '2026-07-28'): Promise<{ headers: Record<string, string>; body: string }> {
  const sent: Array<{ headers: Record<string, string>; body: string }> = [];
  const spy: typeof fetch = (input, init) => {
    sent.push({ headers: Object.fromEntries(new Headers(init?.headers)), body: typeof init?.body === 'string' ? init.body : '' });
    return fetch(input, init);
  };
  const client = new Client({ name: 'accept-test', version: '1' }, era === '2025' ? {} : ({ versionNegotiation: { mode: { pin: era } } } as never));
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { fetch: spy }));
  await client.listTools();
  await client.close();
  return sent.filter((r) => r.body.includes('"tools/list"')).pop()!;
}

async function post(request: { headers: Record<string, string>; body: string }, accept: string) {
  const res = await fetch(`${server.url}/mcp`, { method: 'POST', headers: { ...request.headers, accept }, body: request.body });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as { result?: { tools: unknown[] }; error?: { message: string } } };
}

it('2025 era: JSON when the client accepts both types; Accept: application/json alone is 406 with a JSON-RPC error', async () => {
  const request = await toolsListRequest('2025');
  const ok = await post(request, BOTH);
  assert.equal(ok.status, 200);
  assert.match(ok.type, /^application\/json/);
  assert.ok(ok.body.result!.tools.length > 0);
  const refused = await post(request, 'application/json');
  assert.equal(refused.status, 406);
  assert.match(refused.type, /^application\/json/);
  assert.match(refused.body.error!.message, /must accept both application\/json and text\/event-stream/);
});

it('2026-07-28: JSON with Accept: application/json alone, and with both', async () => {
  const request = await toolsListRequest('2026-07-28');
  for (const accept of ['application/json', BOTH]) {
    const ok = await post(request, accept);
    assert.equal(ok.status, 200, accept);
    assert.match(ok.type, /^application\/json/, accept);
    assert.ok(ok.body.result!.tools.length > 0);
  }
});

it('docs/api.md says so, and has no stray line', () => {
  const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  assert.ok(doc.includes('`Accept: application/json` alone is answered 406'), 'the 2025-era rule is documented');
  assert.doesNotMatch(doc, /JSON responses whenever the client accepts\s+`application\/json`, for both/);
  assert.doesNotMatch(doc, /failed inside the tool\. A\n/);
});
