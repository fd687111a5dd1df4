// The service's own web pages, which the tools' calls to action point at: the landing page,
// one page per public tool (a form that calls the tool and shows its answer to a person, plus
// how to call it over HTTP or MCP), the Section 232 list browser and article pages, and the
// API reference. Server-rendered HTML; /assets/app.js adds the forms' calls and results.
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { toolPath, type PublicToolDefinition } from '../http/public-tool.ts';
import { escape, layout, pageHeaders } from './html.ts';
import { TOOL_FORMS } from './forms.ts';
import { mountAssets } from './assets.ts';
import { mountTariffPages } from './tariff-pages.ts';
import { docsPage } from './docs.ts';
import { exampleBody, type RequestSchema } from './request-example.ts';
import { todayUtc } from '../tariffs/as-of.ts';
import { fieldText } from './field-text.ts';


/** The tool's request schema as its OpenAPI operation documents it (the one source of the field texts). */
function requestSchema(doc: Record<string, unknown>, tool: PublicToolDefinition): RequestSchema {
  const paths = doc.paths as Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: RequestSchema }> } } }>;
  return paths[toolPath(tool)]?.post?.requestBody?.content?.['application/json']?.schema ?? {};
}

/**
 * The request's fields in a seller's words (field-text.ts), required or optional as the schema
 * says: the schema's descriptions are written for agents ("leave it out unless the user...")
 * and stay in /docs.
 */
function fieldList(tool: PublicToolDefinition, schema: RequestSchema): string {
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties ?? {})
    .map((name) => {
      const text = fieldText(tool.name, name);
      return `<li><code>${escape(name)}</code> (${required.has(name) ? 'required' : 'optional'})${text ? `: ${escape(text.label)}. ${escape(text.help)}` : ''}</li>`;
    })
    .join('\n');
}

function toolPage(tool: PublicToolDefinition, baseUrl: string, schema: RequestSchema, today: string): string {
  const example = exampleBody(schema);
  const form = TOOL_FORMS[tool.name];
  return layout(
    tool.title,
    `<h1>${escape(tool.title)}</h1>
<p>${escape(tool.pitch)}</p>
${form ? form.render(tool, schema, today) : ''}
<section aria-labelledby="call-it">
<h2 id="call-it">Call it</h2>
<p>No key is needed. Over HTTP:</p>
<pre>curl -X POST ${escape(baseUrl + toolPath(tool))} \\
  -H 'Content-Type: application/json' \\
  -d '${escape(example)}'</pre>
<p>Or as the MCP tool <code>${escape(tool.name)}</code> at <code>${escape(baseUrl)}/mcp</code> (Streamable HTTP).</p>
<h3>Request fields</h3>
<ul>
${fieldList(tool, schema)}
</ul>
<p>The full description is in the <a href="/docs">API reference</a> (from the <a href="/api/openapi.json">OpenAPI document of the public tools</a>). A soft per-client rate limit answers 429 with <code>Retry-After</code>; it is never a lockout.</p>
<p>Support: <a href="mailto:${escape(tool.honesty.support)}">${escape(tool.honesty.support)}</a></p>
</section>`,
    { script: Boolean(form), current: tool.cta.page },
  );
}

function landingPage(tools: PublicToolDefinition[]): string {
  const items = tools.map((t) => `<li><a href="${escape(t.cta.page)}">${escape(t.title)}</a>: ${escape(t.pitch)}</li>`).join('\n');
  return layout(
    'What your storefront and your imports expose you to',
    `<h1>dutyscout</h1>
<p>Free tools for online sellers and the AI agents that work for them. No account, no key: fill in a form and read the answer.</p>
<ul>
${items}
<li><a href="/tariffs">Browse the Section 232 lists</a>: search the listed provisions by code or words, one page per listed article.</li>
</ul>
<p>API: the <a href="/docs">API reference</a>, and its documents: <a href="/api/openapi.json">public tools (OpenAPI 3.1)</a>, <a href="/openapi.yaml">v1 closed beta (OpenAPI 3.0.3)</a>. MCP: <code>POST /mcp</code>.</p>
<p id="licence">dutyscout is proprietary software: all rights reserved.</p>`,
    { current: '/' },
  );
}

export function mountWebPages(
  app: Hono<AppEnv>,
  deps: AppDeps,
  tools: PublicToolDefinition[],
  documents: { v1: Record<string, unknown>; public: Record<string, unknown> },
): void {
  const base = deps.config.publicBaseUrl;
  mountAssets(app);
  // Rendered when first asked for: the pages depend only on the tool definitions, their
  // documents (generated on first use), the configuration and, for the tool pages, the day.
  const landing = landingPage(tools);
  app.get('/', pageHeaders, (c) => c.html(landing));
  for (const tool of tools) {
    // Again each UTC day: the letter form shows each known docket's window status that day.
    let page: { day: string; html: string } | undefined;
    app.get(tool.cta.page, pageHeaders, (c) => {
      const day = todayUtc(new Date(deps.clock()));
      if (page?.day !== day) page = { day, html: toolPage(tool, base, requestSchema(documents.public, tool), day) };
      return c.html(page.html);
    });
  }
  mountTariffPages(app, deps);
  let docs: string | undefined;
  app.get('/docs', pageHeaders, (c) => c.html((docs ??= docsPage(documents, base))));
}
