// An optional request field that also takes null as "not given": clients that serialise every
// field (a pydantic model_dump(), many JSON encoders) send `"as_of": null`, and that is not a
// mistake to refuse. The documents say so in the field's description.
import { getOpenApiMetadata } from '@asteasolutions/zod-to-openapi';
import { z } from '@hono/zod-openapi';

export const NULL_IS_ABSENT = 'Optional; null counts as not given.';

export function optionalField<T extends z.ZodType>(schema: T, meta: { description?: string; example?: unknown } = {}) {
  const inner = getOpenApiMetadata(schema as never) as { description?: string; example?: unknown };
  const description = meta.description ?? inner.description;
  const example = meta.example ?? inner.example;
  return schema
    .nullish()
    .transform((value): z.output<T> | undefined => value ?? undefined)
    .openapi({ description: description ? `${description} ${NULL_IS_ABSENT}` : NULL_IS_ABSENT, ...(example === undefined ? {} : { example }) });
}
