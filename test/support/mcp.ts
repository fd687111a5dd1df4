// A bare JSON-RPC request to /mcp in the 2025-era form most agents send today (stateless,
// no session), for tests that look at the wire rather than through the official client.
import assert from 'node:assert/strict';
import type { TestApp } from './app.ts';

export function mcpRequest(t: TestApp, method: string, params?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    t.request('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 5, method, ...(params === undefined ? {} : { params }) }),
    }),
  );
}

/**
 * The failure body of an MCP tool error. A failed call is `isError` with two text items (the
 * failure in words, then the /api/mcp failure body as JSON) and no structuredContent, which every
 * host reads (SDK 1.x clients check structured content against the success schema).
 */
export function toolFailureOf(result: { isError?: unknown; content?: unknown; structuredContent?: unknown }): Record<string, any> {
  assert.equal(result.isError, true, JSON.stringify(result));
  assert.equal(result.structuredContent, undefined, 'no structured content on a failure');
  const items = result.content as Array<{ type: string; text: string }>;
  assert.equal(items[0].type, 'text');
  return JSON.parse(items[1].text);
}
