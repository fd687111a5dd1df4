// A bare JSON-RPC request to /mcp in the 2025-era form most agents send today (stateless,
// no session), for tests that look at the wire rather than through the official client.
import type { TestApp } from './app.ts';

export function mcpRequest(t: TestApp, method: string, params?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    t.app.request('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 5, method, ...(params === undefined ? {} : { params }) }),
    }),
  );
}
