// A JSON Schema for a response serializer (fast-json-stringify, as Fastify uses it), read off
// sample answers: every property seen, in the order the samples write them, so the serializer
// makes the same bytes as JSON.stringify of the same answer. Where samples disagree on a value's
// kind beyond primitives or null, the schema says nothing ({}), and the serializer falls back to
// JSON.stringify for that value. Not declared `integer` anywhere: fast-json-stringify truncates
// integers, and the answers' dollar figures have cents.
type Schema = Record<string, unknown>;

const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? 'object' : typeof v);

function merge(a: Schema | undefined, b: Schema): Schema {
  if (!a) return b;
  if (Object.keys(a).length === 0 || Object.keys(b).length === 0) return {};
  if (a.type === 'object' && b.type === 'object') {
    const props = { ...(a.properties as Record<string, Schema>) };
    for (const [k, s] of Object.entries(b.properties as Record<string, Schema>)) props[k] = merge(props[k], s);
    return { type: 'object', properties: props };
  }
  if (a.type === 'array' && b.type === 'array') {
    if (!a.items) return b;
    if (!b.items) return a;
    return { type: 'array', items: merge(a.items as Schema, b.items as Schema) };
  }
  const types = new Set([a.type, b.type].flat() as string[]);
  if (types.has('object') || types.has('array')) return {};
  return { type: types.size === 1 ? [...types][0] : [...types] };
}

function schemaOf(v: unknown): Schema {
  const kind = kindOf(v);
  if (kind === 'object') {
    const properties: Record<string, Schema> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) properties[k] = schemaOf(x);
    return { type: 'object', properties };
  }
  if (kind === 'array') {
    let items: Schema | undefined;
    for (const x of v as unknown[]) items = merge(items, schemaOf(x));
    return items ? { type: 'array', items } : { type: 'array' };
  }
  if (kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'null') return { type: kind };
  return {};
}

export function responseSchemaOf(samples: readonly unknown[]): Schema {
  let schema: Schema | undefined;
  for (const s of samples) schema = merge(schema, schemaOf(s));
  return schema ?? {};
}
