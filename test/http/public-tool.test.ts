// The public-tool plumbing, on a probe tool: envelope, CTA, honesty, email handling, soft
// limit, and the same body over REST and over the real MCP client.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { startTestServer } from '../support/server.ts';
import { toolFailureOf } from '../support/mcp.ts';
import { probeProduct, seenToolInputs } from '../support/probe-product.ts';

describe('public tool envelope (REST)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ products: [probeProduct], env: { PUBLIC_RATE_PER_MINUTE: '6', PUBLIC_RATE_BURST: '3' } });
  });
  after(() => t.dispose());

  it('answers the envelope fields, then the payload', async () => {
    const res = await t.post('/api/mcp/pixels/echo_tool', { word: 'hello' });
    assert.equal(res.status, 200);
    const body: any = await res.json();
    assert.deepEqual(Object.keys(body), ['ok', 'tool', 'source', 'wraps', 'citation', 'monitorCta', 'honesty', 'echoed']);
    assert.equal(body.ok, true);
    assert.equal(body.tool, 'echo_tool');
    assert.match(body.citation, /Informational only; not clearance, not legal advice\.$/);
    assert.deepEqual(body.honesty, { not_clearance: true, support: 'support@dutyscout.test' });
    const href = new URL(body.monitorCta.href);
    assert.equal(href.origin + href.pathname, 'https://dutyscout.test/tools/probe');
    assert.equal(href.searchParams.get('utm_source'), 'mcp');
    assert.equal(href.searchParams.get('utm_medium'), 'tool');
    assert.equal(href.searchParams.get('utm_campaign'), 'echo_tool');
    assert.doesNotMatch(JSON.stringify(body), /\/api\/v1|\$\d/);
  });

  it('accepts an email, validates it, and never hands it to the tool', async () => {
    seenToolInputs.length = 0;
    t.clock.advance(60_000);
    assert.equal((await t.post('/api/mcp/pixels/echo_tool', { word: 'x', email: 'a@b.example' })).status, 200);
    assert.deepEqual(seenToolInputs, [{ word: 'x' }]);
    const bad = await t.post('/api/mcp/pixels/echo_tool', { word: 'x', email: 'not-an-email' });
    assert.equal(bad.status, 400);
    const body: any = await bad.json();
    assert.deepEqual({ ok: body.ok, tool: body.tool, error: body.error }, { ok: false, tool: 'echo_tool', error: 'invalid_request' });
    assert.equal(body.details[0].path, 'email');
    assert.equal(body.contact, 'support@dutyscout.test');
  });

  it('the soft limit answers 429 with Retry-After, then lets the caller back in (never a lockout)', async () => {
    t.clock.advance(60_000); // a full bucket (burst 3)
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.post('/api/mcp/pixels/echo_tool', { word: 'x' })).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await t.post('/api/mcp/pixels/echo_tool', { word: 'x' });
    const body: any = await refused.json();
    assert.equal(body.error, 'rate_limited');
    const wait = Number(refused.headers.get('retry-after'));
    assert.ok(wait >= 1 && wait <= 10, `Retry-After ${wait}`); // 6 per minute: a token every 10 s
    t.clock.advance(wait * 1000);
    assert.equal((await t.post('/api/mcp/pixels/echo_tool', { word: 'x' })).status, 200);
  });

  it('calls refused for bad input (400, 415) spend none of the soft limit (issue 36)', async () => {
    t.clock.advance(60_000); // a full bucket (burst 3)
    const refusals = [];
    for (let i = 0; i < 5; i++) refusals.push((await t.post('/api/mcp/pixels/echo_tool', { word: '' })).status);
    refusals.push((await t.request('/api/mcp/pixels/echo_tool', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"word":' })).status);
    refusals.push((await t.request('/api/mcp/pixels/echo_tool', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"word":"x"}' })).status);
    assert.deepEqual(refusals, [400, 400, 400, 400, 400, 400, 415]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.post('/api/mcp/pixels/echo_tool', { word: 'x' })).status);
    assert.deepEqual(statuses, [200, 200, 200, 429], 'the whole burst is still there after the refusals');
  });

  it('a 429 says in words when to retry and what the limit is, as Retry-After does', async () => {
    t.clock.advance(60_000);
    let refused: Response | undefined;
    for (let i = 0; i < 4 && !refused; i++) {
      const res = await t.post('/api/mcp/pixels/echo_tool', { word: 'x' });
      if (res.status === 429) refused = res;
    }
    assert.ok(refused);
    const body: any = await refused.json();
    const wait = refused.headers.get('retry-after');
    assert.match(body.message, new RegExp(`Retry after ${wait} s\\.`));
    assert.match(body.message, /6 calls a minute per client address, in bursts of up to 3/);
  });

  it('answers CORS preflight for browser agents', async () => {
    const res = await t.request('/api/mcp/pixels/echo_tool', {
      method: 'OPTIONS',
      headers: { origin: 'https://agent.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });
});

// Both protocol eras: the client's default 2025 handshake, and the 2026-07-28 revision pinned
// (its own serving path in the SDK, handed the body the server already parsed).
for (const era of ['2025', '2026-07-28'] as const) {
describe(`MCP at /mcp, with the official client over real HTTP (${era} protocol)`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: Client;
  before(async () => {
    server = await startTestServer({ products: [probeProduct] });
    client = new Client(
      { name: 'dutyscout-test', version: '1.0.0' },
      era === '2025' ? {} : { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  });
  after(async () => {
    await client.close();
    await server.shutdown();
  });

  it('lists exactly the public tools with their input schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name), ['echo_tool']);
    const schema = tools[0]!.inputSchema as { properties: Record<string, unknown>; required: string[] };
    assert.deepEqual(Object.keys(schema.properties).sort(), ['email', 'word']);
    assert.deepEqual(schema.required, ['word']);
  });

  it('a tool call returns the same body as the REST tool, as structuredContent', async () => {
    const result = await client.callTool({ name: 'echo_tool', arguments: { word: 'same' } });
    const rest = await (await fetch(`${server.url}/api/mcp/pixels/echo_tool`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ word: 'same' }),
    })).json();
    assert.deepEqual(result.structuredContent, rest);
    assert.equal(result.isError, undefined);
  });

  it('a failing call is an MCP tool error carrying the failure body, with no internals', async () => {
    const result = await client.callTool({ name: 'echo_tool', arguments: { word: 'boom' } });
    const body = toolFailureOf(result);
    assert.deepEqual({ ok: body.ok, tool: body.tool, error: body.error }, { ok: false, tool: 'echo_tool', error: 'internal' });
    assert.doesNotMatch(JSON.stringify(result), /kaboom/);
  });
});
}
