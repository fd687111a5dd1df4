// JSON Schemas an agent can afford to read in tools/list. The conversion from zod repeats
// itself: an optional field (null counts as absent) carries its description and example both on
// the field and inside its non-null branch, and a shape used in several places (a rate basis,
// a dollar range, a lookup result) is written out whole each time. tools/list was 85 KB, most
// of it such repetition in output schemas, which hosts validate and models rarely read.
// Pure functions over plain JSON; nothing here knows about zod or MCP.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys whose value is one subschema, and keys whose value is a list or a map of them. */
const ONE = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs'];

/** Calls `visit` on every subschema below `schema` (not on the schema itself), children first. */
function eachChild(schema: Json, visit: (child: Json, replace: (next: Json) => void, key: string) => void): void {
  for (const k of ONE) {
    const v = schema[k];
    if (isObject(v)) visit(v, (n) => (schema[k] = n), k);
  }
  for (const k of LIST) {
    const v = schema[k];
    if (Array.isArray(v)) v.forEach((c, i) => isObject(c) && visit(c, (n) => (v[i] = n), k));
  }
  for (const k of MAP) {
    const v = schema[k];
    if (isObject(v)) for (const name of Object.keys(v)) if (isObject(v[name])) visit(v[name], (n) => (v[name] = n), name);
  }
}

/**
 * Removes the prose an optional field repeats: inside `anyOf: [X, {type: 'null'}]`, X's
 * description and examples when the field itself says the same, and a trailing sentence every
 * optional field carries (`strip`), which the caller says once elsewhere.
 */
function dropRepeatedProse(schema: Json, strip: string | undefined): void {
  if (strip && typeof schema.description === 'string' && schema.description.endsWith(strip)) {
    const rest = schema.description.slice(0, -strip.length).trim();
    if (rest) schema.description = rest;
    else delete schema.description;
  }
  const branches = schema.anyOf;
  if (Array.isArray(branches)) {
    for (const b of branches) {
      if (!isObject(b)) continue;
      if (b.description !== undefined && (schema.description === undefined || String(schema.description).startsWith(String(b.description)))) {
        schema.description ??= b.description;
        delete b.description;
      }
      if (b.examples !== undefined) {
        schema.examples ??= b.examples;
        delete b.examples;
      }
    }
  }
  eachChild(schema, (child) => dropRepeatedProse(child, strip));
}

/**
 * `anyOf: [{type: 'boolean'}, {type: 'null'}]` as `type: ['boolean', 'null']` (branches that
 * say nothing but a type), and a date's regular expression dropped where `format: 'date'`
 * says the same in two words, any pattern the caller leaves to the server (`serverPatterns`),
 * and a record's `propertyNames: {type: 'string'}` (every JSON key is a string).
 */
function plainTypes(schema: Json, serverPatterns: ReadonlySet<string>): void {
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.every((b) => isObject(b) && Object.keys(b).length === 1 && typeof b.type === 'string')) {
    schema.type = branches.map((b) => (b as Json).type);
    delete schema.anyOf;
  }
  if (schema.format === 'date' && typeof schema.pattern === 'string') delete schema.pattern;
  if (typeof schema.pattern === 'string' && serverPatterns.has(schema.pattern)) delete schema.pattern;
  if (isObject(schema.propertyNames) && Object.keys(schema.propertyNames).length === 1 && schema.propertyNames.type === 'string') delete schema.propertyNames;
  eachChild(schema, (child) => plainTypes(child, serverPatterns));
}

function dropClosed(schema: Json): void {
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  eachChild(schema, dropClosed);
}

function dropKeys(schema: Json, keys: readonly string[], depth: number, keepDepth: number): void {
  if (depth > keepDepth) for (const k of keys) delete schema[k];
  eachChild(schema, (child, _r, key) => dropKeys(child, keys, key === 'anyOf' || key === 'oneOf' ? depth : depth + 1, keepDepth));
}

/** The JSON type(s) a subschema allows, without its structure ({} when it cannot say). */
function typeOnly(schema: Json): Json {
  if (schema.type !== undefined) return { type: schema.type };
  if (schema.const !== undefined) return { const: schema.const };
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) {
    const types = new Set<unknown>();
    for (const b of branches) {
      const t = isObject(b) ? typeOnly(b).type : undefined;
      if (t === undefined) return {};
      for (const one of Array.isArray(t) ? t : [t]) types.add(one);
    }
    return { type: types.size === 1 ? [...types][0] : [...types] };
  }
  return {};
}

/** Below `maxDepth`, each subschema keeps only its type: the structure there is documented elsewhere. */
function cutStructure(schema: Json, depth: number, maxDepth: number): void {
  eachChild(schema, (child, replace, key) => {
    const d = key === 'anyOf' || key === 'oneOf' ? depth : depth + 1;
    if (d > maxDepth && key !== 'anyOf' && key !== 'oneOf') {
      const keep = typeOnly(child);
      if (typeof child.description === 'string') keep.description = child.description;
      replace(keep);
    } else cutStructure(child, d, maxDepth);
  });
}

/** A canonical text of a schema (object keys sorted), to find repeated ones. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObject(v)) return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/**
 * Moves each subschema written out more than once into `$defs` and refers to it by `$ref`,
 * largest saving first, until no repeat saves more than `minSaving` characters. Names come from
 * the property (or `items` of the property) where the shape first appears.
 */
function shareRepeats(root: Json, minSaving: number): void {
  const defs: Json = {};
  const taken = new Set<string>();
  for (;;) {
    const seen = new Map<string, { count: number; size: number; name: string }>();
    const count = (schema: Json, name: string) =>
      eachChild(schema, (child, _r, key) => {
        const text = canonical(child);
        const entry = seen.get(text);
        if (entry) entry.count++;
        else seen.set(text, { count: 1, size: text.length, name: key === 'items' ? `${name}_item` : LIST.includes(key) ? name : key });
        count(child, key === 'items' || LIST.includes(key) ? name : key);
      });
    count(root, 'root');
    for (const d of Object.values(defs)) count(d as Json, 'def');
    let best: [string, { count: number; size: number; name: string }] | undefined;
    for (const e of seen) {
      const saving = (e[1].count - 1) * e[1].size - e[1].count * 30;
      if (saving > minSaving && (!best || saving > (best[1].count - 1) * best[1].size - best[1].count * 30)) best = e;
    }
    if (!best) break;
    let name = best[1].name.replace(/[^A-Za-z0-9_]/g, '_') || 'shape';
    for (let i = 2; taken.has(name); i++) name = `${best[1].name}_${i}`;
    taken.add(name);
    const [text] = best;
    const shape = JSON.parse(JSON.stringify(JSON.parse(text))) as Json;
    const replaceIn = (schema: Json) =>
      eachChild(schema, (child, replace) => {
        if (canonical(child) === text) replace({ $ref: `#/$defs/${name}` });
        else replaceIn(child);
      });
    replaceIn(root);
    for (const d of Object.values(defs)) replaceIn(d as Json);
    defs[name] = shape;
  }
  if (Object.keys(defs).length) root.$defs = { ...(isObject(root.$defs) ? root.$defs : {}), ...defs };
}

export interface CompactOptions {
  /** A sentence every optional field's description ends with, said once elsewhere. */
  stripSentence?: string;
  /** Drop `examples` below this depth (0: the root's own properties keep theirs; -1: all of them). */
  examplesDepth?: number;
  /** Drop descriptions below this depth (Infinity: keep them all). */
  descriptionsDepth?: number;
  /** Below this depth a subschema keeps only its type (1: the root's own properties are typed, their insides are not). */
  structureDepth?: number;
  /** Drop `additionalProperties: false` (an output schema need not refuse more than the answer has). */
  openObjects?: boolean;
  /** Patterns (regex sources) left to the server: dropped from the schema, the server still refuses with its message. */
  serverPatterns?: readonly string[];
  /** Share repeated subschemas through `$defs` (for output schemas: hosts validate them). */
  shareRepeats?: boolean;
}

/** A compact copy of a JSON Schema (the input is not changed). */
export function compactJsonSchema(schema: Json, opts: CompactOptions = {}): Json {
  const copy = JSON.parse(JSON.stringify(schema)) as Json;
  dropRepeatedProse(copy, opts.stripSentence);
  if (opts.examplesDepth !== undefined) dropKeys(copy, ['examples'], 0, opts.examplesDepth + 1);
  if (opts.descriptionsDepth !== undefined && opts.descriptionsDepth !== Infinity) dropKeys(copy, ['description'], 0, opts.descriptionsDepth + 1);
  // Every tool's schemas are 2020-12, the dialect MCP assumes when none is named.
  delete copy.$schema;
  plainTypes(copy, new Set(opts.serverPatterns));
  if (opts.structureDepth !== undefined) cutStructure(copy, 0, opts.structureDepth);
  if (opts.openObjects) dropClosed(copy);
  if (opts.shareRepeats) shareRepeats(copy, 60);
  return copy;
}
