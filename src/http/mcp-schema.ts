// A tool's schemas as the MCP SDK sees them. The JSON Schema an agent reads in tools/list is
// made from the same zod schema as the REST route and the OpenAPI document, carrying the
// descriptions and examples given with `.openapi({...})` (zod's own JSON Schema conversion
// does not see those, so the MCP schemas had no descriptions at all).
import { getOpenApiMetadata } from '@asteasolutions/zod-to-openapi';
import { z } from '@hono/zod-openapi';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { NULL_IS_ABSENT } from '../optional-field.ts';
import { compactJsonSchema, type CompactOptions } from './json-schema-compact.ts';
import { NO_CONTROL_CHARACTERS } from '../letters/schemas.ts';

type JsonObject = Record<string, unknown>;

export function documentedJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  return z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const meta = getOpenApiMetadata(zodSchema as never) as { description?: string; example?: unknown; examples?: unknown[] };
      // The metadata given on this very schema wins over a description zod carried up from the
      // one it wraps (an optional field reusing another tool's field showed that tool's words).
      if (meta.description) jsonSchema.description = meta.description;
      if (jsonSchema.examples === undefined) {
        if (meta.examples?.length) jsonSchema.examples = meta.examples;
        else if (meta.example !== undefined) jsonSchema.examples = [meta.example];
      }
    },
  }) as JsonObject;
}

/**
 * How each side is cut down for tools/list. Inputs are what a model reads to call the tool:
 * every description stays, examples stay on the tool's own fields, and "null counts as not
 * given" is said once in the server's instructions rather than on every optional field.
 * Outputs are what hosts validate structured content with: descriptions of the answer's own
 * fields stay, nested prose and examples go (the tool description and /api/openapi.json say
 * them), and a shape used twice is written once under `$defs` (SDK 1.x's Ajv, SDK 2.x and
 * Python's jsonschema all resolve local `$ref`s: test/http/mcp-hosts.test.ts).
 */
const COMPACT: Record<'input' | 'output', CompactOptions> = {
  // The letter fields' "no control characters" rule, on each of eight fields (600 bytes of
  // tools/list): no agent writes them, and the server refuses them naming the field.
  input: { stripSentence: NULL_IS_ABSENT, examplesDepth: 0, descriptionsDepth: 0, serverPatterns: [NO_CONTROL_CHARACTERS.source] },
  output: { stripSentence: NULL_IS_ABSENT, examplesDepth: -1, descriptionsDepth: -1, structureDepth: 1, openObjects: true, shareRepeats: true },
};

/**
 * `validate: 'tool'` lets every call through the SDK, so the tool validates with the REST
 * route's schema and a bad call gets the same failure body on both surfaces; `'sdk'` keeps
 * zod's own check (the output schema, which guards our own answers).
 */
export function mcpSchema(schema: z.ZodType, io: 'input' | 'output', validate: 'tool' | 'sdk'): StandardSchemaWithJSON {
  const std = schema['~standard'] as unknown as StandardSchemaWithJSON['~standard'];
  // Converted once and frozen: every request's new server reads it again (and the SDK only
  // ever copies it, which freezing makes certain).
  let converted: JsonObject | undefined;
  const json = () => (converted ??= deepFreeze(compactJsonSchema(documentedJsonSchema(schema, io), COMPACT[io])));
  return {
    '~standard': {
      version: 1,
      vendor: 'dutyscout',
      validate: validate === 'tool' ? (value: unknown) => ({ value }) : std.validate,
      jsonSchema: { input: json, output: json },
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
