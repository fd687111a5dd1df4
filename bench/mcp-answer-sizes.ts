// What an agent pays for each MCP answer: the bytes of tools/list and of each tool's answer
// (the whole JSON-RPC body a host receives, and its text and structured parts), for a typical
// and a maximal input, with an estimated token count. Tokens are estimated as bytes / 4 (the
// usual rule of thumb for English and JSON with a BPE tokenizer; no tokenizer is run).
// The baseline is the same answers at main 17ab349 (2026-11-27, before issue 36), measured
// with this benchmark and kept below: sizes do not vary from run to run, so they need no
// interleaving, and the ratio says what the change saved. Answers that depend on the day
// (as_of, notes) are asked for a fixed day.
// Run: npm run bench -- mcp-answer-sizes
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/child-server.ts';
import { reportGoals } from './lib/goals.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const AS_OF = '2026-11-27';

// The 50 codes whose lookup answers were largest at the baseline (at most three per
// subheading): every one a hit with ten adjacent hits, other treatments, notes and outcomes.
const LARGEST_50 = [
  '8415.83.0050', '8415.83.0060', '8415.83.0070', '8415.20.0000', '8544.30.0000', '8415.82.0105', '8415.82.0110', '8415.82.0115', '8415.81.0110', '8415.81.0120',
  '8415.81.0130', '8544.19.0000', '8504.33.0020', '8504.33.0040', '7615.10.9100', '7615.10.2015', '7615.10.2025', '7615.20.0000', '7321.12.0000', '7321.19.0020',
  '7321.19.0040', '7321.19.0060', '8418.10.0010', '8418.10.0020', '8418.10.0030', '8302.42.3010', '8302.42.3015', '8302.42.3065', '8302.20.0000', '8418.30.0000',
  '8418.40.0000', '8418.21.0010', '8418.21.0020', '8418.21.0030', '8418.29.2000', '8302.49.6035', '8302.49.6045', '8302.49.6055', '8708.80.6590', '7321.89.0010',
  '7321.89.0050', '8429.20.0000', '8429.30.0020', '8429.30.0040', '8429.30.0060', '8302.50.0000', '8716.39.0010', '8716.39.0020', '8716.39.0030', '8429.40.0020',
];
const TWO = ['7326.90.8688', '7318.15.2030'];
const LETTER = {
  company: 'Tern Supply LLC',
  contactName: 'Sam Roe',
  title: 'Owner',
  position: 'oppose',
  htsCodes: ['7326.90.8688', '7318.15.2030', '8302.42.3010'],
  annualImportValueUsd: 250_000,
  countryOfOrigin: 'china',
  asOf: AS_OF,
  facts: { domesticAvailability: 'No US mill makes the 0.3 mm strip these hinges need.', jobs: 'We employ 40 people in Ohio.' },
};

interface Case {
  name: string;
  /** The figure at the baseline: JSON-RPC body bytes (text part, structured part). */
  before: { bytes: number; text: number; structured: number };
  method: 'tools/list' | 'tools/call';
  params: unknown;
  /** A size goal from issue 36, in bytes. */
  goal?: number;
}

const call = (name: string, args: Record<string, unknown>) => ({ name, arguments: args });
const CASES = (site: string): Case[] => [
  { name: 'tools/list', method: 'tools/list', params: {}, goal: 25_000, before: { bytes: 85132, text: 0, structured: 0 } },
  { name: 'hts_lookup, 2 codes', method: 'tools/call', params: call('hts_lookup', { htsCodes: TWO, asOf: AS_OF }), before: { bytes: 16474, text: 8442, structured: 7940 } },
  { name: 'hts_lookup, 50 codes (largest)', method: 'tools/call', params: call('hts_lookup', { htsCodes: LARGEST_50, asOf: AS_OF }), goal: 60_000, before: { bytes: 655808, text: 335216, structured: 320500 } },
  { name: 'duty_impact, 2 codes', method: 'tools/call', params: call('duty_impact', { htsCodes: TWO, annualImportValueUsd: 250_000, countryOfOrigin: 'china', asOf: AS_OF }), before: { bytes: 24860, text: 12789, structured: 11979 } },
  { name: 'duty_impact, 50 codes (largest)', method: 'tools/call', params: call('duty_impact', { htsCodes: LARGEST_50, annualImportValueUsd: 5_000_000, countryOfOrigin: 'china', asOf: AS_OF }), before: { bytes: 465028, text: 240724, structured: 224212 } },
  { name: 'draft_comment_letter, 3 codes', method: 'tools/call', params: call('draft_comment_letter', LETTER), goal: 12_000, before: { bytes: 63258, text: 32248, structured: 30918 } },
  { name: 'draft_comment_letter, 50 codes', method: 'tools/call', params: call('draft_comment_letter', { ...LETTER, htsCodes: LARGEST_50 }), before: { bytes: 829582, text: 422680, structured: 406810 } },
  { name: 'readiness_check', method: 'tools/call', params: call('readiness_check', { storeUrl: `${site}/products/toy`, htsCode: '9503.00.0073' }), before: { bytes: 21168, text: 10952, structured: 10124 } },
  { name: 'scan_storefront', method: 'tools/call', params: call('scan_storefront', { url: `${site}/` }), before: { bytes: 9495, text: 4913, structured: 4490 } },
];

// A loopback storefront: a product page for readiness_check, a storefront for scan_storefront.
const pages: Record<string, Buffer> = {
  '/products/toy': readFileSync(here('../test/fixtures/entries/synthetic-toy-listing-not-ready.html')),
  '/': readFileSync(here('../test/fixtures/pixels/shopify-trekkie-asyncload.html')),
};
const site = createServer((req, res) => {
  const body = pages[req.url ?? ''];
  if (!body) res.writeHead(404).end();
  else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
});
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const sitePort = (site.address() as AddressInfo).port;

const app = await startChild<{ url: string }>(here('./servers/app-server.ts'), {
  PUBLIC_RATE_PER_MINUTE: '1000000',
  PUBLIC_RATE_BURST: '1000000',
  EGRESS_ALLOW_PRIVATE: '1',
  EGRESS_ALLOWED_PORTS: String(sitePort),
});
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const tokens = (n: number) => Math.round(n / 4);
try {
  const rows = [];
  const goals = [];
  for (const c of CASES(`http://127.0.0.1:${sitePort}`)) {
    const res = await fetch(`${app.info.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: c.method, params: c.params }),
    });
    const raw = await res.text();
    const rpc = JSON.parse(raw) as { result?: { isError?: boolean; content?: Array<{ text: string }>; structuredContent?: unknown } };
    if (!res.ok || !rpc.result || rpc.result.isError) throw new Error(`${c.name}: HTTP ${res.status} ${raw.slice(0, 400)}`);
    const bytes = Buffer.byteLength(raw);
    const text = (rpc.result.content ?? []).reduce((n, item) => n + Buffer.byteLength(JSON.stringify(item.text ?? '')), 0);
    const structured = rpc.result.structuredContent === undefined ? 0 : Buffer.byteLength(JSON.stringify(rpc.result.structuredContent));
    const row = { case: c.name, bytes, tokens_est: tokens(bytes), text_bytes: text, structured_bytes: structured, before_bytes: c.before.bytes, before_tokens_est: tokens(c.before.bytes), ratio: c.before.bytes ? +(bytes / c.before.bytes).toFixed(3) : null };
    rows.push(row);
    if (c.goal) goals.push({ name: `${c.name}: JSON-RPC answer bytes (${kb(c.before.bytes)} at 17ab349)`, measured: bytes, target: c.goal, kind: 'max' as const, unit: 'B' });
  }
  console.log(JSON.stringify({ bench: 'mcp-answer-sizes', as_of: AS_OF, tokens: 'estimated as bytes / 4', rows }, null, 2));
  for (const r of rows) {
    console.log(
      `${r.case.padEnd(34)} ${kb(r.bytes).padStart(9)} ~${String(r.tokens_est).padStart(6)} tokens (text ${kb(r.text_bytes)}, structured ${kb(r.structured_bytes)})` +
        (r.before_bytes ? `; at 17ab349 ${kb(r.before_bytes)} ~${r.before_tokens_est} tokens, ratio ${r.ratio}` : ''),
    );
  }
  reportGoals('mcp-answer-sizes', goals);
} finally {
  await app.stop();
  site.close();
}
