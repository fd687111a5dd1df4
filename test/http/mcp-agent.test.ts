// What an agent meets at /mcp: one failure shape for every way a call can fail (with its
// request id), JSON answers, and the Origin check the MCP specification asks for.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { mcpRequest, toolFailureOf } from '../support/mcp.ts';
import { probeProduct } from '../support/probe-product.ts';

describe('one failure shape, JSON answers, Origin checks (probe tool)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ products: [probeProduct], env: { MCP_ALLOWED_ORIGINS: 'https://agent.example' } });
  });
  after(() => t.dispose());

  it('a call that breaks the input schema is isError with the REST failure body', async () => {
    const res = await mcpRequest(t, 'tools/call', { name: 'echo_tool', arguments: { word: 42 } });
    const result = ((await res.json()) as any).result;
    const body = toolFailureOf(result);
    assert.match(result.content[0].text, /^invalid_request: .*\n- word: /);
    const rest: any = await (await t.post('/api/mcp/pixels/echo_tool', { word: 42 })).json();
    assert.deepEqual(Object.keys(body), Object.keys(rest));
    assert.deepEqual([body.ok, body.tool, body.error, body.details], [rest.ok, rest.tool, rest.error, rest.details]);
    assert.equal(body.details[0].path, 'word');
  });

  it('a failure carries the request id, on MCP and on REST', async () => {
    const res = await mcpRequest(t, 'tools/call', { name: 'echo_tool', arguments: { word: 'boom' } }, { 'x-request-id': 'agent-trace-0042' });
    assert.equal(toolFailureOf(((await res.json()) as any).result).request_id, 'agent-trace-0042');
    const rest = await t.post('/api/mcp/pixels/echo_tool', { word: 42 });
    assert.equal(((await rest.json()) as any).request_id, rest.headers.get('x-request-id'));
  });

  it('initialize without params is a JSON-RPC invalid-params error', async () => {
    const res = await mcpRequest(t, 'initialize');
    const body: any = await res.json();
    assert.equal(body.error.code, -32602);
    assert.equal(body.id, 5);
    assert.doesNotMatch(body.error.message, /invalid_type|expected/);
  });

  it('a method named like an object property is method-not-found, not a 500', async () => {
    for (const method of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']) {
      for (const era of ['2025-06-18', '2026-07-28']) {
        const res = await mcpRequest(t, method, {}, { 'mcp-protocol-version': era });
        assert.ok(res.status < 500, `${method} (${era}): ${res.status}`);
        const body: any = await res.json();
        // The 2026 revision refuses the bare request for its missing envelope first; either way a JSON-RPC error.
        if (era === '2025-06-18') assert.equal(body.error?.code, -32601, `${method} (${era}): ${JSON.stringify(body)}`);
        else assert.ok(body.error?.code < 0, `${method} (${era}): ${JSON.stringify(body)}`);
      }
    }
  });

  it('answers JSON, not an event stream, when the client accepts JSON', async () => {
    const res = await mcpRequest(t, 'tools/list', {});
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.ok(Array.isArray(((await res.json()) as any).result.tools));
  });

  it('refuses a browser Origin it was not configured for with 403; allows none and configured ones', async () => {
    const evil = await mcpRequest(t, 'tools/list', {}, { origin: 'https://evil.example' });
    assert.equal(evil.status, 403);
    assert.match(((await evil.json()) as any).error.message, /Origin/);
    assert.equal((await mcpRequest(t, 'tools/list', {}, { origin: 'https://agent.example' })).status, 200);
    assert.equal((await mcpRequest(t, 'tools/list', {})).status, 200);
    assert.equal((await mcpRequest(t, 'tools/list', {}, { origin: 'https://dutyscout.test' })).status, 200, 'the service\'s own pages');
  });
});
