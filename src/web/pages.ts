// The service's own web pages that calls to action point at: one page per public tool (what
// it answers, what it cannot, how to call it over HTTP or MCP) and a landing page. Plain
// server-rendered HTML with no script, so any agent or browser can read it.
import { secureHeaders } from 'hono/secure-headers';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { DISCLAIMER, toolPath, type PublicToolDefinition } from '../http/public-tool.ts';

interface FieldSchema {
  type?: string;
  description?: string;
  example?: unknown;
  enum?: unknown[];
  items?: FieldSchema;
}

interface RequestSchema {
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · dutyscout</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; }
code, pre { font: 14px/1.4 ui-monospace, monospace; background: #f4f4f6; }
pre { padding: .75rem; overflow-x: auto; }
.note { border-left: 3px solid #c9a227; padding-left: .75rem; }
</style>
</head>
<body>
${body}
<p class="note">${escape(DISCLAIMER)} dutyscout files nothing with any agency, is not a customs broker, and never issues, signs, certifies or files a certificate.</p>
</body>
</html>`;
}

/** The tool's request schema as its OpenAPI operation documents it (the one source of the field texts). */
function requestSchema(doc: Record<string, unknown>, tool: PublicToolDefinition): RequestSchema {
  const paths = doc.paths as Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: RequestSchema }> } } }>;
  return paths[toolPath(tool)]?.post?.requestBody?.content?.['application/json']?.schema ?? {};
}

function fieldList(schema: RequestSchema): string {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([name, p]) => `<li><code>${escape(name)}</code>${required.has(name) ? ' (required)' : ''}${p.description ? `: ${escape(p.description)}` : ''}</li>`)
    .join('\n');
}

/** An example body from the documented examples (email left out: nobody needs to send one). */
function exampleBody(schema: RequestSchema): string {
  const body: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties ?? {})) {
    if (name === 'email') continue;
    const value = p.example ?? p.enum?.[0] ?? (p.items?.example !== undefined ? [p.items.example] : undefined);
    if (value !== undefined) body[name] = value;
  }
  return JSON.stringify(body);
}

function toolPage(tool: PublicToolDefinition, baseUrl: string, schema: RequestSchema): string {
  const example = exampleBody(schema);
  return layout(
    tool.title,
    `<h1>${escape(tool.title)}</h1>
<p>${escape(tool.description)}</p>
<p>${escape(tool.cta.honesty)}</p>
<h2>Call it</h2>
<p>No key is needed. Over HTTP:</p>
<pre>curl -X POST ${escape(baseUrl + toolPath(tool))} \\
  -H 'Content-Type: application/json' \\
  -d '${escape(example)}'</pre>
<p>Or as the MCP tool <code>${escape(tool.name)}</code> at <code>${escape(baseUrl)}/mcp</code> (Streamable HTTP).</p>
<h2>Request fields</h2>
<ul>
${fieldList(schema)}
</ul>
<p>The full description is in the <a href="/api/openapi.json">OpenAPI document of the public tools</a>. A soft per-client rate limit answers 429 with <code>Retry-After</code>; it is never a lockout.</p>
<p><a href="/">All tools</a> · support: <a href="mailto:${escape(tool.honesty.support)}">${escape(tool.honesty.support)}</a></p>`,
  );
}

function landingPage(tools: PublicToolDefinition[]): string {
  const items = tools.map((t) => `<li><a href="${escape(t.cta.page)}">${escape(t.title)}</a>: ${escape(t.description)}</li>`).join('\n');
  return layout(
    'What your storefront and your imports expose you to',
    `<h1>dutyscout</h1>
<p>Free tools for online sellers and the AI agents that work for them.</p>
<ul>
${items}
</ul>
<p>API documents: <a href="/api/openapi.json">public tools (OpenAPI 3.1)</a>, <a href="/openapi.yaml">v1 closed beta (OpenAPI 3.0.3)</a>. MCP: <code>POST /mcp</code>.</p>
<p id="licence">dutyscout is proprietary software: all rights reserved. Its answers are informational, not clearance, not legal advice.</p>`,
  );
}

// The pages are static HTML with one inline <style> and links: nothing else may load, run or
// frame them.
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
});

export function mountWebPages(app: Hono<AppEnv>, deps: AppDeps, tools: PublicToolDefinition[], publicDoc: Record<string, unknown>): void {
  const base = deps.config.publicBaseUrl;
  // Rendered once: the pages depend only on the tool definitions, their document and the configuration.
  const landing = landingPage(tools);
  app.get('/', pageHeaders, (c) => c.html(landing));
  for (const tool of tools) {
    const html = toolPage(tool, base, requestSchema(publicDoc, tool));
    app.get(tool.cta.page, pageHeaders, (c) => c.html(html));
  }
}
