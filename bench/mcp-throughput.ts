// A public tool called over MCP (POST /mcp, tools/call, JSON answer) against the same call
// over REST (POST /api/mcp/tariffs/duty_impact) on the same server, same load generator,
// interleaved: what the MCP layer costs on top of the tool. Also tools/list, which an agent
// sends first. The soft per-client limit is lifted (same code path, larger numbers).
// Run: npm run bench -- mcp-throughput
import { fileURLToPath } from 'node:url';
import { compare } from './lib/compare.ts';
import { SERVICE_NODE_ARGS, startChild } from './lib/child-server.ts';
import { load } from './lib/load.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const args = { htsCodes: ['7326.90.8688', '7318.15.2030'], annualImportValueUsd: 250000, countryOfOrigin: 'china' };
const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
const rpc = (method: string, params: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });

const app = await startChild<{ url: string }>(here('./servers/app-server.ts'), { PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000' }, SERVICE_NODE_ARGS);
try {
  const cpuSeconds = app.cpuSeconds;
  const rest = { url: `${app.info.url}/api/mcp/tariffs/duty_impact`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(args), seconds, cpuSeconds };
  const call = { url: `${app.info.url}/mcp`, headers: mcpHeaders, body: rpc('tools/call', { name: 'duty_impact', arguments: args }), seconds, cpuSeconds };
  const list = { ...call, body: rpc('tools/list', {}) };
  for (const target of [rest, call, list]) {
    const res = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
    const text = await res.text();
    if (!res.ok || text.includes('"isError":true')) throw new Error(`${target.url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  }
  const tool = await compare(call, rest);
  await load({ ...list, seconds: 2 });
  const before = cpuSeconds();
  const listed = await load(list);
  const listCpu = Math.round(((cpuSeconds() - before) * 1e6) / Math.max(1, listed.total));
  console.log(JSON.stringify({ bench: 'mcp-throughput', seconds, tools_call_vs_rest: tool, tools_list: { ...listed, cpuMicrosPerRequest: listCpu } }, null, 2));
  console.log(
    `MCP tools/call duty_impact: ${tool.app.requestsPerSecond.toFixed(0)} req/s (p99 ${tool.app.p99Ms} ms), server CPU ${tool.app.cpuMicrosPerRequest} us a call; ` +
      `the same call over REST: ${tool.baseline.requestsPerSecond.toFixed(0)} req/s, ${tool.baseline.cpuMicrosPerRequest} us; ratio ${tool.ratio} (CPU ratio ${tool.cpuRatio})\n` +
      `MCP tools/list: ${listed.requestsPerSecond.toFixed(0)} req/s, server CPU ${listCpu} us a call`,
  );
} finally {
  await app.stop();
}
