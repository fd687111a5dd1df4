// The real tools as an agent reads them from tools/list: every property described, with an
// example; what is required said in words; annotations that tell a planner what a call does.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { mcpRequest } from '../support/mcp.ts';

describe('MCP tools an agent can use (the real tools)', () => {
  let t: TestApp;
  let tools: any[];
  before(async () => {
    t = await buildTestApp();
    const res = await mcpRequest(t, 'tools/list', {});
    tools = ((await res.json()) as any).result.tools;
  });
  after(() => t.dispose());

  it('every request lists the same schemas (they are made once per app; serving them changes nothing)', async () => {
    await mcpRequest(t, 'tools/call', { name: 'duty_impact', arguments: { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china' } });
    for (let i = 0; i < 2; i++) {
      const again = ((await (await mcpRequest(t, 'tools/list', {})).json()) as any).result.tools;
      assert.deepEqual(again, tools);
    }
  });

  // Output schemas are for the hosts that validate structured content: typed, without prose
  // (issue 36: tools/list was 85 KB, mostly output-schema prose an agent paid for on every
  // connection). What an answer's fields mean is in the tool's description and its text summary.
  it('every input property has a description and an example; every output property a type', () => {
    assert.deepEqual(tools.map((x) => x.name).sort(), ['draft_comment_letter', 'duty_impact', 'hts_lookup', 'readiness_check', 'scan_storefront']);
    const missing: string[] = [];
    for (const tool of tools) {
      for (const [name, prop] of Object.entries<any>(tool.inputSchema.properties)) {
        if (!prop.description) missing.push(`${tool.name} input ${name}: description`);
        if (!(prop.examples?.length || prop.example !== undefined)) missing.push(`${tool.name} input ${name}: example`);
      }
      for (const [name, prop] of Object.entries<any>(tool.outputSchema.properties)) {
        if (prop.type === undefined && prop.$ref === undefined && prop.anyOf === undefined) missing.push(`${tool.name} output ${name}: type`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('tools/list fits in 25 KB (issue 36): output prose, nested examples and repeated shapes are gone', async () => {
    const bytes = Buffer.byteLength(await (await mcpRequest(t, 'tools/list', {})).text());
    assert.ok(bytes <= 25_000, `tools/list is ${bytes} bytes`);
    for (const tool of tools) assert.doesNotMatch(JSON.stringify(tool.outputSchema), /"(description|examples)"/, tool.name);
  });

  it('says what is required: storeUrl (or its alias url) for readiness_check; email optional and never stored', () => {
    const readiness = tools.find((x) => x.name === 'readiness_check');
    assert.match(readiness.description, /storeUrl.*required|required.*storeUrl/i);
    assert.match(readiness.inputSchema.properties.url.description, /alias/i);
    for (const tool of tools) {
      assert.match(tool.inputSchema.properties.email.description, /never stored/i, tool.name);
      assert.ok(!(tool.inputSchema.required ?? []).includes('email'), `${tool.name}: email is optional`);
    }
  });

  it("an optional field reusing another tool's field is described in its own words", () => {
    const letter = tools.find((x) => x.name === 'draft_comment_letter');
    assert.match(letter.inputSchema.properties.annualImportValueUsd.description, /the letter states the duty-impact range/);
  });

  it('annotates every tool read-only and idempotent, and open-world only where it fetches pages', () => {
    const hints = Object.fromEntries(tools.map((x) => [x.name, x.annotations]));
    for (const name of ['scan_storefront', 'readiness_check', 'duty_impact', 'hts_lookup']) {
      assert.equal(hints[name].readOnlyHint, true, name);
      assert.equal(hints[name].idempotentHint, true, name);
    }
    assert.equal(hints.scan_storefront.openWorldHint, true);
    assert.equal(hints.readiness_check.openWorldHint, true);
    assert.equal(hints.duty_impact.openWorldHint, false);
    assert.equal(hints.hts_lookup.openWorldHint, false);
  });
});
