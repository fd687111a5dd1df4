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

  it('every input and output property has a description and an example', () => {
    assert.deepEqual(tools.map((x) => x.name).sort(), ['draft_comment_letter', 'duty_impact', 'hts_lookup', 'readiness_check', 'scan_storefront']);
    const missing: string[] = [];
    for (const tool of tools) {
      for (const [side, schema] of [['input', tool.inputSchema], ['output', tool.outputSchema]] as const) {
        for (const [name, prop] of Object.entries<any>(schema.properties)) {
          if (!prop.description) missing.push(`${tool.name} ${side} ${name}: description`);
          if (side === 'input' && !(prop.examples?.length || prop.example !== undefined)) missing.push(`${tool.name} ${side} ${name}: example`);
        }
      }
    }
    assert.deepEqual(missing, []);
  });

  it('says what is required: storeUrl (or its alias url) for readiness_check; email optional and never stored', () => {
    const readiness = tools.find((x) => x.name === 'readiness_check');
    assert.match(readiness.description, /storeUrl.*required|required.*storeUrl/i);
    assert.match(readiness.inputSchema.properties.url.description, /alias/i);
    for (const tool of tools) assert.match(tool.inputSchema.properties.email.description, /optional.*never stored|never stored.*optional/i, tool.name);
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
