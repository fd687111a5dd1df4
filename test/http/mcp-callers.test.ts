// Each MCP call is its own caller: its client address feeds the soft limit and its request id
// joins its log line, whatever protocol era the SDK serves it in. One agent spending its
// bucket must not lock /mcp for everyone else.
import { describe, it, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { buildTestApp, captureLogs, type TestApp } from '../support/app.ts';
import { mcpRequest, toolFailureOf } from '../support/mcp.ts';
import { startTestServer } from '../support/server.ts';
import { probeProduct } from '../support/probe-product.ts';

const ENV = { PUBLIC_RATE_BURST: '2', TRUST_PROXY: 'true' };

/** A tools/call from one client address (behind the proxy), optionally with its own request id. */
function legacyCall(t: TestApp, client: string, word: string, requestId?: string) {
  return mcpRequest(t, 'tools/call', { name: 'echo_tool', arguments: { word } }, { 'x-forwarded-for': client, ...(requestId ? { 'x-request-id': requestId } : {}) });
}

async function errorOf(res: Response): Promise<string | undefined> {
  const text = await res.text();
  const json = JSON.parse(text.startsWith('event:') ? text.split('\ndata: ')[1]! : text);
  return json.result?.isError ? toolFailureOf(json.result).error : undefined;
}

describe('MCP callers (2025-era requests)', () => {
  let t: TestApp;
  let logLines: string[];
  beforeEach(async () => {
    const logs = captureLogs();
    logLines = logs.lines;
    t = await buildTestApp({ products: [probeProduct], env: ENV, logs: logs.stream });
  });
  afterEach(() => t.dispose());

  it('one agent spending its bucket leaves another agent served', async () => {
    const a = [];
    for (let i = 0; i < 3; i++) a.push(await errorOf(await legacyCall(t, '203.0.113.1', 'x')));
    assert.deepEqual(a, [undefined, undefined, 'rate_limited']);
    assert.equal(await errorOf(await legacyCall(t, '203.0.113.2', 'x')), undefined);
  });

  it('tool calls refused for bad input spend none of the bucket (issue 36)', async () => {
    const bad = [];
    for (let i = 0; i < 4; i++) bad.push(await errorOf(await mcpRequest(t, 'tools/call', { name: 'echo_tool', arguments: { word: '' } }, { 'x-forwarded-for': '203.0.113.9' })));
    assert.deepEqual(bad, ['invalid_request', 'invalid_request', 'invalid_request', 'invalid_request']);
    const a = [];
    for (let i = 0; i < 3; i++) a.push(await errorOf(await legacyCall(t, '203.0.113.9', 'x')));
    assert.deepEqual(a, [undefined, undefined, 'rate_limited']);
  });

  it('the addresses of one IPv6 /64 are one caller, as on REST', async () => {
    const a = [];
    for (let i = 1; i <= 3; i++) a.push(await errorOf(await legacyCall(t, `2001:db8:77:1::${i}`, 'x')));
    assert.deepEqual(a, [undefined, undefined, 'rate_limited']);
    assert.equal(await errorOf(await legacyCall(t, '2001:db8:77:2::1', 'x')), undefined, 'the next /64 is another caller');
  });

  it('the log line of an MCP call carries its request id, the tool and whether it failed', async () => {
    await legacyCall(t, '203.0.113.3', 'fine', 'trace-ok-0001');
    await legacyCall(t, '203.0.113.3', 'boom', 'trace-boom-0001');
    const lines = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request' && l.route === '/mcp');
    const ok = lines.find((l) => l.request_id === 'trace-ok-0001');
    const failed = lines.find((l) => l.request_id === 'trace-boom-0001');
    assert.ok(ok && failed, JSON.stringify(lines));
    assert.deepEqual([ok.tool, ok.tool_failed], ['echo_tool', false]);
    assert.deepEqual([failed.tool, failed.tool_failed], ['echo_tool', true]);
    // The unexpected error's own line names the same request.
    assert.ok(logLines.some((l) => /"request_id":"trace-boom-0001"/.test(l) && /mcp tool failed/.test(l)));
  });
});

describe('MCP callers (the official client over real HTTP)', () => {
  it('two clients behind the proxy have separate buckets', async () => {
    const server = await startTestServer({ products: [probeProduct], env: ENV });
    const connect = async (address: string) => {
      const client = new Client({ name: 'callers-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { 'x-forwarded-for': address } } }));
      return client;
    };
    const [a, b] = [await connect('198.51.100.1'), await connect('198.51.100.2')];
    try {
      const errors = [];
      for (let i = 0; i < 4; i++) errors.push((await a.callTool({ name: 'echo_tool', arguments: { word: 'x' } })).isError ?? false);
      assert.equal(errors.at(-1), true, 'the first agent is limited');
      const other = await b.callTool({ name: 'echo_tool', arguments: { word: 'x' } });
      assert.equal(other.isError, undefined, JSON.stringify(other.structuredContent));
    } finally {
      await a.close();
      await b.close();
      await server.shutdown();
    }
  });
});
