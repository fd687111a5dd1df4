// What MCP hosts read, on both SDK generations: the TypeScript SDK 1.x client (the MCP Inspector
// and most hosts) checks any structured content against the tool's output schema, so a failure
// body sent there reached agents as "-32602 Structured content does not match the tool's output
// schema", the real message lost. Every tool, a good call and a bad one, through the official 1.x
// and 2.x clients and the Python SDK over real HTTP.
import { describe, it, before, after } from 'node:test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startTestServer } from '../support/server.ts';
import { fixture, startSite } from '../support/site.ts';
import type { FixtureServer } from '../egress/fixture-server.ts';

type CallResult = { isError?: boolean; content?: unknown; structuredContent?: unknown };
interface Host {
  name: string;
  call(name: string, args: Record<string, unknown>): Promise<CallResult>;
  close(): Promise<void>;
}

let site: FixtureServer;
let server: Awaited<ReturnType<typeof startTestServer>>;
const hosts: Host[] = [];
let instructions = '';

before(async () => {
  site = await startSite({ '/products/rings': { body: fixture('entries/synthetic-toy-listing-not-ready.html') } });
  server = await startTestServer({ egressPorts: [site.port], env: { PUBLIC_RATE_BURST: '1000' } });
  const url = new URL(`${server.url}/mcp`);
  const v1 = new ClientV1({ name: 'host-sdk-1', version: '1.0.0' });
  await v1.connect(new TransportV1(url));
  instructions = v1.getInstructions() ?? '';
  hosts.push({ name: 'SDK 1.x', call: (name, args) => v1.callTool({ name, arguments: args }) as Promise<CallResult>, close: () => v1.close() });
  const v2 = new ClientV2({ name: 'host-sdk-2', version: '1.0.0' });
  await v2.connect(new TransportV2(url));
  hosts.push({ name: 'SDK 2.x', call: (name, args) => v2.callTool({ name, arguments: args }) as Promise<CallResult>, close: () => v2.close() });
});
after(async () => {
  for (const h of hosts) await h.close();
  await server.shutdown();
  await site.close();
});

const LETTER = { company: 'Tern Supply', contactName: 'Sam Roe', position: 'oppose', htsCodes: ['7326.90.8688'] };
const CALLS: Array<{ tool: string; good: () => Record<string, unknown>; bad: Record<string, unknown>; error: string; says: RegExp }> = [
  { tool: 'scan_storefront', good: () => ({ url: `${site.origin}/products/rings` }), bad: { url: 'not a url' }, error: 'invalid_request', says: /url/ },
  { tool: 'readiness_check', good: () => ({ storeUrl: `${site.origin}/products/rings`, htsCode: '9503.00.0073' }), bad: {}, error: 'invalid_request', says: /url|storeUrl/ },
  { tool: 'hts_lookup', good: () => ({ htsCodes: ['7326.90.8688', 'hooks'] }), bad: { htsCodes: [] }, error: 'invalid_request', says: /htsCodes/ },
  { tool: 'duty_impact', good: () => ({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 80_000, countryOfOrigin: 'mexico' }), bad: { htsCodes: ['7326.90.8688'], annualImportValueUsd: 80_000, countryOfOrigin: 'atlantis' }, error: 'invalid_request', says: /countryOfOrigin/ },
  { tool: 'draft_comment_letter', good: () => LETTER, bad: { ...LETTER, position: 'maybe' }, error: 'invalid_request', says: /position/ },
];

for (const host of ['SDK 1.x', 'SDK 2.x']) {
  describe(`an MCP host on the TypeScript ${host}`, () => {
    const use = () => hosts.find((h) => h.name === host)!;
    for (const c of CALLS) {
      it(`${c.tool}: a good call is the success body as structured content`, async () => {
        const result = await use().call(c.tool, c.good());
        assert.ok(!result.isError, JSON.stringify(result.content));
        assert.deepEqual([(result.structuredContent as any).ok, (result.structuredContent as any).tool], [true, c.tool]);
        // Issue 36: the text is a short summary ending with the citation, not the JSON a second time.
        const texts = result.content as Array<{ type: string; text: string }>;
        assert.equal(texts.length, 1);
        assert.throws(() => JSON.parse(texts[0]!.text));
        assert.ok(texts[0]!.text.includes((result.structuredContent as any).citation), texts[0]!.text);
        assert.ok(texts[0]!.text.length < JSON.stringify(result.structuredContent).length, texts[0]!.text);
      });

      it(`${c.tool}: a bad call is a tool error whose text says what is wrong`, async () => {
        const result = await use().call(c.tool, c.bad);
        assert.equal(result.isError, true);
        const [words, json] = result.content as Array<{ type: string; text: string }>;
        assert.ok(words.text.startsWith(`${c.error}: `), words.text);
        assert.match(words.text, c.says);
        assert.match(words.text, /request id \S+/);
        const body = JSON.parse(json.text);
        assert.deepEqual([body.ok, body.tool, body.error], [false, c.tool, c.error]);
      });
    }

    it('a tool that does not exist is "not found", whatever its name, Object.prototype\'s included', async () => {
      for (const name of ['no_such_tool', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
        await assert.rejects(use().call(name, {}), (err: Error) => {
          assert.match(err.message, new RegExp(`Tool ${name} not found`), `${name}: ${err.message}`);
          return true;
        });
      }
    });
  });
}

// The Python SDK (`mcp` 2.x) as a host: it checks structured content against the output schema
// with jsonschema, `$defs` included. Python comes from .venv (bash .ci/run installs `mcp` there),
// else python3; without `mcp` the suite is skipped, except under CI=true.
const hasMcp = (python: string) => spawnSync(python, ['-c', 'import mcp'], { stdio: 'ignore' }).status === 0;
const venvPython = fileURLToPath(new URL('../../.venv/bin/python', import.meta.url));
const python = [venvPython, 'python3'].find((p) => (p === 'python3' || existsSync(p)) && hasMcp(p));
if (!python && process.env.CI === 'true') throw new Error('the Python MCP SDK is not installed (bash .ci/run installs it into .venv), and CI=true');

describe('an MCP host on the Python SDK', { skip: python ? false : 'python3 with the mcp package was not found (bash .ci/run installs it into .venv)' }, () => {
  let lines: any[] = [];
  before(async () => {
    const input = CALLS.flatMap((c) => [{ tool: c.tool, arguments: c.good() }, { tool: c.tool, arguments: c.bad }]).map((x) => JSON.stringify(x)).join('\n');
    const child = spawn(python!, [fileURLToPath(new URL('./hosts/python_host.py', import.meta.url)), `${server.url}/mcp`], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.stdin.end(input);
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    assert.equal(code, 0, err);
    lines = out.trim().split('\n').map((l) => JSON.parse(l));
  });

  it('lists every tool', () => {
    assert.deepEqual(lines[0].tools, CALLS.map((c) => c.tool).sort());
  });

  CALLS.forEach((c, i) => {
    it(`${c.tool}: a good call validates against the output schema; a bad one is a tool error that says what is wrong`, () => {
      const good = lines[1 + 2 * i];
      const bad = lines[2 + 2 * i];
      assert.equal(good.raised, undefined, good.raised);
      assert.deepEqual([good.isError, good.structured], [false, { ok: true, tool: c.tool }]);
      assert.equal(good.texts.length, 1);
      assert.equal(bad.isError, true, JSON.stringify(bad));
      assert.ok(bad.texts[0].startsWith(`${c.error}: `), bad.texts[0]);
      assert.match(bad.texts[0], c.says);
    });
  });
});

it('the server tells an agent on initialize which tool answers what', () => {
  for (const c of CALLS) assert.match(instructions, new RegExp(`^- ${c.tool}: \\S`, 'm'));
  assert.match(instructions, /not customs clearance, not legal advice/);
});
