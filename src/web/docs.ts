// /docs: the API reference, rendered on the server from both OpenAPI documents (the v1 3.0.3
// one and the public tools' 3.1 one), so it needs no script, no viewer bundle and nothing from
// elsewhere: every operation with its request fields and responses, and every named schema.
import { escape, layout } from './html.ts';
import { CLIENT_EXAMPLES } from './client-examples.ts';
import { exampleBody } from './request-example.ts';

type Doc = Record<string, any>;
type Schema = Record<string, any>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 3;

const anchor = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-');

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function resolve(doc: Doc, schema: Schema | undefined): Schema {
  if (schema?.$ref) return doc.components?.schemas?.[refName(schema.$ref)] ?? {};
  return schema ?? {};
}

function typeOf(doc: Doc, prefix: string, schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return `<a href="#${prefix}-schema-${anchor(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`;
  if (schema.enum) return `one of ${schema.enum.map((v: unknown) => `<code>${escape(JSON.stringify(v))}</code>`).join(', ')}`;
  if ('const' in schema) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((v: Schema) => typeOf(doc, prefix, v)).join(' or ');
  const base: string = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  let t = base === 'array' ? `array of ${typeOf(doc, prefix, schema.items) || 'any'}` : escape(base);
  if (schema.nullable) t += ' or null';
  if (schema.format) t += ` (${escape(schema.format)})`;
  return t;
}

/** A table of an object schema's properties, nested objects inline up to MAX_DEPTH. */
function propertiesTable(doc: Doc, prefix: string, given: Schema | undefined, depth = 0): string {
  const schema = resolve(doc, given);
  const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  if (!props.length) return given?.$ref ? `<p>${typeOf(doc, prefix, given)}</p>` : '';
  const required = new Set<string>(schema.required ?? []);
  const rows = props
    .map(([name, p]) => {
      const nested = !p.$ref && depth < MAX_DEPTH && (p.properties || p.items?.properties) ? propertiesTable(doc, prefix, p.properties ? p : p.items, depth + 1) : '';
      const example = p.example !== undefined ? `<br><span class="example">Example: <code>${escape(JSON.stringify(p.example))}</code></span>` : '';
      return `<tr><th scope="row"><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</th><td>${typeOf(doc, prefix, p)}</td><td>${escape(p.description ?? '')}${example}${nested}</td></tr>`;
    })
    .join('\n');
  return `<div class="table-wrap"><table class="props"><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>
${rows}
</tbody></table></div>`;
}

/** The call in curl (from the documented examples) and in each client library. */
function examples(doc: Doc, baseUrl: string, path: string, op: Doc, body: Schema | undefined): string {
  const auth = op.security?.length ? `  -H "Authorization: Bearer $DUTYSCOUT_API_KEY" \\\n` : '';
  const curl = `curl -X POST ${baseUrl}${path} \\\n${auth}  -H 'Content-Type: application/json' \\\n  -d '${exampleBody(resolve(doc, body))}'`;
  const clients = CLIENT_EXAMPLES[op.operationId];
  const block = (label: string, code: string) => `<h6>${label}</h6><pre><code>${escape(code)}</code></pre>`;
  return `<h5>Example</h5>
<div class="examples">${block('curl', curl)}${clients ? block('Node.js', clients.node) + block('Python', clients.python) + block('Go', clients.go) : ''}</div>`;
}

function operation(doc: Doc, prefix: string, path: string, method: string, op: Doc, baseUrl: string): string {
  const id = `${prefix}-op-${anchor(op.operationId ?? `${method}-${path}`)}`;
  const params = (op.parameters ?? []) as Schema[];
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries((op.responses ?? {}) as Record<string, Doc>)
    .map(([status, r]) => `<li><code>${escape(status)}</code>: ${escape(r.description ?? '')}</li>`)
    .join('\n');
  return `<section class="operation" aria-labelledby="${id}">
<h4 id="${id}"><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h4>
${op.summary ? `<p><strong>${escape(op.summary)}</strong></p>` : ''}
${op.description ? `<p>${escape(op.description)}</p>` : ''}
${op.security?.length ? '<p>Needs a bearer key (<code>Authorization: Bearer de_...</code>).</p>' : ''}
${params.length ? `<h5>Parameters</h5><ul>${params.map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)})${p.required ? ' required' : ''}: ${escape(p.description ?? '')}</li>`).join('')}</ul>` : ''}
${body ? `<h5>Request body (JSON)</h5>${propertiesTable(doc, prefix, body)}` : ''}
${method === 'post' ? examples(doc, baseUrl, path, op, body) : ''}
<h5>Responses</h5>
<ul>${responses}</ul>
</section>`;
}

function documentSection(doc: Doc, prefix: string, source: string, heading: string, baseUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Doc>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(doc, prefix, path, method, op, baseUrl)]);
    }
  }
  const tags = [...byTag.entries()].map(([tag, ops]) => `<h3>${escape(tag)}</h3>\n${ops.join('\n')}`).join('\n');
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Record<string, Schema>)
    .map(([name, s]) => `<section class="schema" aria-labelledby="${prefix}-schema-${anchor(name)}"><h4 id="${prefix}-schema-${anchor(name)}">${escape(name)}</h4>${s.description ? `<p>${escape(s.description)}</p>` : ''}${propertiesTable(doc, prefix, s) || `<p>${typeOf(doc, prefix, s)}</p>`}</section>`)
    .join('\n');
  return `<section aria-labelledby="${prefix}">
<h2 id="${prefix}">${escape(heading)}</h2>
<p>${escape(doc.info?.title ?? '')} ${escape(doc.info?.version ?? '')}, OpenAPI ${escape(doc.openapi ?? '')}: <a href="${escape(source)}">${escape(source)}</a></p>
${doc.info?.description ? `<p>${escape(doc.info.description)}</p>` : ''}
${tags}
${schemas ? `<h3>Schemas</h3>\n${schemas}` : ''}
</section>`;
}

export function docsPage(documents: { v1: Doc; public: Doc }, baseUrl: string): string {
  return layout(
    'API reference',
    `<h1>API reference</h1>
<p>Rendered from the service's own OpenAPI documents. Jump to <a href="#public">the public tools</a> (no key) or <a href="#v1">/api/v1</a> (closed beta, bearer key).</p>
${documentSection(documents.public, 'public', '/api/openapi.json', 'Public tools (no key)', baseUrl)}
${documentSection(documents.v1, 'v1', '/openapi.yaml', '/api/v1 (closed beta)', baseUrl)}`,
    { current: '/docs' },
  );
}
