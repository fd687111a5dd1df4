// A tool's input schema as the MCP SDK sees it: the real JSON Schema for tools/list, and a
// validator that lets every call through, so the tool itself validates with the same zod
// schema as the REST route and a bad call gets the same failure body on both surfaces.
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { z } from '@hono/zod-openapi';

export function acceptingJsonSchema(schema: z.ZodType): StandardSchemaWithJSON {
  const std = schema['~standard'] as unknown as StandardSchemaWithJSON['~standard'];
  return {
    '~standard': {
      version: 1,
      vendor: 'dutyscout',
      validate: (value: unknown) => ({ value }),
      jsonSchema: std.jsonSchema,
    },
  };
}
