// Each client's models against the two OpenAPI documents the server serves: every object schema
// (named, inline in an operation, nested, array items) must have a model in each client, tagged
// with the schema's locator, whose fields are exactly the schema's properties. A field added to
// a zod schema in src/*/schemas.ts and missing from a client fails here.
//
// Locators: `v1:<Component>` or `public:<Component>` for component schemas, `public:<operationId>.request`
// and `public:<operationId>.response.<status>` for inline ones, then `.<property>` and `[]` (array items).
// A model's tag: TypeScript `/** @openapi LOC ... */` before `export interface`; Python
// `# openapi: LOC ...` before `class` (fields of base classes in the same file count); Go
// `// openapi: LOC ...` before `type X struct` (json tags).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { startTestServer } from '../support/server.ts';
import { CLIENTS } from './harness.ts';

type Schema = Record<string, any>;

/** Every object schema with properties, by locator; $ref targets are visited as their component. */
export function objectSchemas(doc: Schema, prefix: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (s: Schema | undefined, loc: string) => {
    if (!s || typeof s !== 'object' || s.$ref) return;
    const props = s.properties ? Object.keys(s.properties) : [];
    if (props.length > 0) out.set(`${prefix}:${loc}`, props);
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v as Schema, `${loc}.${k}`);
    if (s.items) walk(s.items, `${loc}[]`);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) (s[key] ?? []).forEach((x: Schema, i: number) => walk(x, `${loc}|${i}`));
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${loc}{}`);
  };
  for (const [name, s] of Object.entries(doc.components?.schemas ?? {})) walk(s as Schema, name);
  for (const ops of Object.values(doc.paths ?? {}) as Schema[]) {
    for (const op of Object.values(ops) as Schema[]) {
      walk(op.requestBody?.content?.['application/json']?.schema, `${op.operationId}.request`);
      for (const [status, r] of Object.entries(op.responses ?? {}) as [string, Schema][]) walk(r.content?.['application/json']?.schema, `${op.operationId}.response.${status}`);
    }
  }
  return out;
}

type Models = Map<string, { model: string; fields: string[] }>;

function add(models: Models, tags: string, model: string, fields: string[]) {
  for (const loc of tags.trim().split(/[\s,]+/)) {
    assert.ok(!models.has(loc), `${loc} is tagged on both ${models.get(loc)?.model} and ${model}`);
    models.set(loc, { model, fields });
  }
}

export const parsers: Record<string, { files: string[]; parse(source: string, models: Models): void }> = {
  node: {
    files: ['node/src/models.ts'],
    parse(src, models) {
      for (const m of src.matchAll(/\/\*\* @openapi ([^*]+)\*\/\nexport interface (\w+) \{\n([\s\S]*?)\n\}/g)) {
        add(models, m[1]!, m[2]!, [...m[3]!.matchAll(/^ {2}(\w+)\??:/gm)].map((f) => f[1]!));
      }
    },
  },
  python: {
    files: ['python/src/dutyscout/types.py'],
    parse(src, models) {
      const classes = new Map<string, { bases: string[]; fields: string[] }>();
      for (const m of src.matchAll(/^class (\w+)\(([^)]*)\):\n((?:(?: {4}.*)?\n)*)/gm)) {
        classes.set(m[1]!, { bases: m[2]!.split(',').map((b) => b.trim()), fields: [...m[3]!.matchAll(/^ {4}(\w+): /gm)].map((f) => f[1]!) });
      }
      const fieldsOf = (name: string): string[] => {
        const c = classes.get(name);
        return c ? [...c.bases.flatMap(fieldsOf), ...c.fields] : [];
      };
      for (const m of src.matchAll(/^# openapi: (.+)\nclass (\w+)\(/gm)) add(models, m[1]!, m[2]!, fieldsOf(m[2]!));
    },
  },
  go: {
    files: ['go/models.go'],
    parse(src, models) {
      for (const m of src.matchAll(/^\/\/ openapi: (.+)\ntype (\w+) struct \{\n([\s\S]*?)\n\}/gm)) {
        add(models, m[1]!, m[2]!, [...m[3]!.matchAll(/json:"(\w+)/g)].map((f) => f[1]!));
      }
    },
  },
};

let schemas: Map<string, string[]>;
before(async () => {
  const server = await startTestServer();
  try {
    const v1 = parseYaml(await (await fetch(`${server.url}/openapi.yaml`)).text());
    const pub = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Schema;
    schemas = new Map([...objectSchemas(v1, 'v1'), ...objectSchemas(pub, 'public')]);
  } finally {
    await server.shutdown();
  }
});

describe('client models cover both OpenAPI documents', () => {
  it('the documents have the schemas the clients call (the walk finds them)', () => {
    for (const loc of ['v1:HtsLookupResult', 'v1:HtsLookupDetail.notes[]', 'public:duty_impact.response.200.estimate_usd', 'public:readiness_check.request']) {
      assert.ok(schemas.has(loc), loc);
    }
  });

  for (const [client, { files, parse }] of Object.entries(parsers)) {
    it(`${client}: every schema has a model with exactly its fields`, () => {
      const paths = files.map((f) => join(CLIENTS, f));
      for (const p of paths) assert.ok(existsSync(p), `${p} exists`);
      const models: Models = new Map();
      for (const p of paths) parse(readFileSync(p, 'utf8'), models);
      const problems: string[] = [];
      for (const [loc, props] of schemas) {
        const model = models.get(loc);
        if (!model) {
          problems.push(`${loc}: no model (fields ${props.join(', ')})`);
          continue;
        }
        const missing = props.filter((p) => !model.fields.includes(p));
        const extra = model.fields.filter((f) => !props.includes(f));
        if (missing.length) problems.push(`${loc} (${model.model}): missing ${missing.join(', ')}`);
        if (extra.length) problems.push(`${loc} (${model.model}): not in the schema: ${extra.join(', ')}`);
      }
      for (const loc of models.keys()) if (!schemas.has(loc)) problems.push(`${loc} (${models.get(loc)!.model}): no such schema in the documents`);
      assert.deepEqual(problems, []);
      assert.ok(models.size >= schemas.size, 'models were found');
    });
  }
});
