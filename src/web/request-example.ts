// A request body made of an operation's documented examples: the curl on a tool page and on
// /docs, sent as is, is a call the service answers (test/web/pages.test.ts sends one).

export interface FieldSchema {
  type?: string;
  description?: string;
  example?: unknown;
  enum?: unknown[];
  items?: FieldSchema;
}

export interface RequestSchema {
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

/** An example body from the documented examples (email left out: nobody needs to send one). */
export function exampleBody(schema: RequestSchema): string {
  const body: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties ?? {})) {
    if (name === 'email') continue;
    const value = p.example ?? p.enum?.[0] ?? (p.items?.example !== undefined ? [p.items.example] : undefined);
    if (value !== undefined) body[name] = value;
  }
  return JSON.stringify(body);
}
