// Both OpenAPI documents: valid under swagger-parser and redocly lint, and in parity with the
// routes the app really mounts (both directions).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { parse as parseYaml } from 'yaml';
import { buildTestApp, type TestApp } from '../support/app.ts';

const run = promisify(execFile);
let t: TestApp;
let v1: Record<string, any>;
let pub: Record<string, any>;
let dir: string;

before(async () => {
  t = await buildTestApp(); // the real products
  const yamlRes = await t.request('/openapi.yaml');
  assert.match(yamlRes.headers.get('content-type') ?? '', /yaml/);
  v1 = parseYaml(await yamlRes.text());
  pub = (await (await t.request("/api/openapi.json")).json()) as Record<string, any>;
  dir = mkdtempSync(join(tmpdir(), 'dutyscout-openapi-'));
  writeFileSync(join(dir, 'v1.yaml'), JSON.stringify(v1));
  writeFileSync(join(dir, 'public.json'), JSON.stringify(pub));
});
after(async () => {
  await t.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function documented(doc: Record<string, any>): string[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
    Object.keys(ops as object).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m)).map((m) => `${m.toUpperCase()} ${path}`),
  ).sort();
}

/** The operations the app answers under a prefix (what its listener serves), as METHOD path. */
function mounted(prefix: string): string[] {
  return t.operations.filter((op) => op.path.startsWith(prefix)).map((op) => `POST ${op.path}`).sort();
}

describe('/openapi.yaml (v1, OpenAPI 3.0.3)', () => {
  it('is a valid 3.0.3 document with the bearer scheme', async () => {
    assert.equal(v1.openapi, '3.0.3');
    await SwaggerParser.validate(structuredClone(v1) as never);
    assert.deepEqual(v1.components.securitySchemes.bearerAuth, {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'de_ followed by 24 base62 characters',
      description: 'Keys are issued on request during the closed beta.',
    });
  });
  it('documents every mounted /api/v1 route and nothing else', () => {
    assert.deepEqual(documented(v1), mounted('/api/v1/'));
    assert.ok(documented(v1).length >= 1);
  });
  it('every operation has its 401 and 403 error responses in the envelope', () => {
    for (const [path, ops] of Object.entries(v1.paths as Record<string, any>)) {
      for (const op of Object.values(ops as Record<string, any>)) {
        for (const status of ['401', '403', '429']) {
          assert.ok(op.responses[status], `${path} ${status}`);
          assert.equal(op.responses[status].content['application/json'].schema.$ref, '#/components/schemas/ErrorEnvelope');
        }
      }
    }
  });
  it('the GCC request schema is the contract\'s, with no sub-field required', () => {
    const gcc = v1.components.schemas.GccGenerateRequest;
    assert.deepEqual(gcc.required.sort(), ['manufacturer', 'product_info', 'testing_lab']);
    for (const part of ['product_info', 'manufacturer', 'testing_lab']) assert.equal(gcc.properties[part].required, undefined);
    assert.equal(gcc.properties.product_info.properties.date_of_manufacture.format, 'date');
    assert.equal(gcc.properties.manufacturer.properties.contact_email.format, 'email');
  });
});

describe('/api/openapi.json (public tools, OpenAPI 3.1)', () => {
  it('is a valid 3.1 document', async () => {
    assert.match(pub.openapi, /^3\.1\./);
    await SwaggerParser.validate(structuredClone(pub) as never);
  });
  it('documents every mounted public tool route and nothing else', () => {
    // The public tools live under /api/mcp/, and the letter draft at /api/letters/draft.
    assert.deepEqual(documented(pub), [...mounted('/api/letters/'), ...mounted('/api/mcp/')].sort());
  });
  it('lists only the responses an operation can give: no fetch failures for duty_impact, which fetches nothing', () => {
    const codes = (path: string) => Object.keys(pub.paths[path].post.responses).sort();
    for (const fetchFailure of ['422', '502', '504']) {
      assert.ok(!codes('/api/mcp/tariffs/duty_impact').includes(fetchFailure), fetchFailure);
      assert.ok(codes('/api/mcp/pixels/scan_storefront').includes(fetchFailure), fetchFailure);
      assert.ok(codes('/api/mcp/entries/readiness_check').includes(fetchFailure), fetchFailure);
    }
  });
});

describe('redocly lint', () => {
  for (const file of ['v1.yaml', 'public.json']) {
    it(`${file} has no errors`, async () => {
      const res = await run(join(process.cwd(), 'node_modules/.bin/redocly'), ['lint', '--format=json', join(dir, file)], {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((err: { stdout: string; stderr: string }) => err);
      const report = JSON.parse(res.stdout);
      // Every problem, warnings included, except the one the contract makes: the GCC stub has
      // no success response by design (every call is 403 beta).
      const problems = report.problems.filter((p: { ruleId: string }) => !(file === 'v1.yaml' && p.ruleId === 'operation-2xx-response'));
      assert.deepEqual(problems.map((p: { ruleId: string; message: string }) => `${p.ruleId}: ${p.message}`), []);
      assert.ok(report.totals, 'redocly produced a report');
    });
  }
});
