// Hono answers what is not a JSON operation: health, /mcp, the OpenAPI documents, the web
// pages and the API docs, and the 404 or 405 for any other path. (The operations are answered
// before Hono sees them, by pipeline.ts.)
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { RequestError } from '@hono/node-server';
import type { IncomingMessage } from 'node:http';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, asApiError, errorEnvelope } from './errors.ts';
import { newRequestId } from './request-id.ts';
import { notJson } from './validation.ts';
import { requestContext } from './request-context.ts';
import { bodyLimit, isClientGone } from './request-body.ts';
import { setResponseHeader } from './raw-header.ts';
import type { McpCall, McpEndpoint } from './mcp.ts';
import { corsOriginFor, mcpOriginCheck } from './mcp-origin.ts';
import { allowedMethods } from './methods.ts';
import type { PublicToolDefinition } from './public-tool.ts';
import { failureBody, unexpectedError } from './failure.ts';
import { mountWebPages } from '../web/pages.ts';
import { notFoundPage, wantsNotFoundPage } from '../web/not-found.ts';
import { pageHeaders } from '../web/html.ts';
import { STORE_RETRY_AFTER_SECONDS, StoreUnavailableError } from '../store/outage.ts';
import pkg from '../../package.json' with { type: 'json' };

type Documents = { readonly v1: Record<string, unknown>; readonly public: Record<string, unknown> };

export interface Site {
  app: Hono<AppEnv>;
  /**
   * The answer to a request the Node adapter cannot make a web Request of (no Host or a bad
   * one, a target that is neither a path nor an absolute URL, such as `OPTIONS *`), or to a
   * throw it caught: its `errorHandler`, which otherwise answers an empty 400 or 500.
   */
  unreadable(err: unknown): Response;
  /** Releases what the site holds (the MCP handler). */
  close(): Promise<void>;
}

/** @hono/node-server's RequestError messages, in words a caller can act on. */
const TARGET_PROBLEMS: Record<string, string> = {
  'Missing host header': 'The request has no Host header.',
  'Invalid host header': 'The request\'s Host header is not a host name or address with an optional port.',
  'Backslash in request path': 'The request path has a backslash; use /.',
  'Invalid absolute URL': 'The request target is not a valid absolute http(s) URL.',
};
const BAD_TARGET = 'The request target and Host header do not make a URL: the target must be a path beginning with / (or an absolute http(s) URL; `OPTIONS *` is not served).';

export function buildSite(deps: AppDeps, tools: PublicToolDefinition[], documents: Documents, operationPaths: ReadonlySet<string>): Site {
  const app = new Hono<AppEnv>();
  // The MCP SDK and the YAML printer are loaded when first asked for: many instances never
  // serve /mcp or /openapi.yaml. With undici (egress/agent.ts) they were about a third of the
  // time to listen and 22 MiB of memory (bench/startup.ts).
  let mcp: Promise<McpEndpoint> | undefined;
  const mcpEndpoint = () => (mcp ??= import('./mcp.ts').then(({ createMcpEndpoint }) => createMcpEndpoint(deps, tools, pkg.version)));

  app.use('*', requestContext(deps));
  app.use('/mcp', bodyLimit());
  app.use('/mcp', cors({ origin: corsOriginFor(deps.config.mcpAllowedOrigins), allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Mcp-Protocol-Version', 'Mcp-Session-Id'] }));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.store.ping();
    } catch (err) {
      // An outage is logged once by the store itself; anything else is logged here.
      if (!(err instanceof StoreUnavailableError)) deps.logger.error({ err }, 'store ping failed');
      throw new ApiError('unavailable', 'The store is not reachable.', { headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) } });
    }
    return c.json({ status: 'ready', store: deps.store.kind });
  });

  app.post('/mcp', mcpOriginCheck(deps.config.mcpAllowedOrigins), async (c) => {
    const call: McpCall = { client: c.get('clientAddress'), requestId: c.get('requestId') };
    const res = await (await mcpEndpoint()).fetch(c.req.raw, call);
    c.set('mcpCall', call);
    return res;
  });

  mountWebPages(app, deps, tools, documents);
  let v1Yaml: Promise<string> | undefined;
  app.get('/openapi.yaml', async (c) => {
    v1Yaml ??= import('yaml').then(({ stringify }) => stringify(documents.v1, { aliasDuplicateObjects: false }));
    return c.body(await v1Yaml, 200, { 'Content-Type': 'application/yaml; charset=utf-8' });
  });
  app.get('/api/openapi.json', (c) => c.json(documents.public));

  // A path under /api/mcp/ names a tool: its failures use the tool's failure body.
  const toolNameOf = (path: string) => (path.startsWith('/api/mcp/') ? (path.split('/').pop() ?? '') : undefined);
  const renderError = (c: Context<AppEnv>, api: ApiError) => {
    for (const [name, value] of Object.entries(api.headers)) setResponseHeader(c, name, value);
    return c.json(failureBody(api, toolNameOf(c.req.path), deps.config.supportContact, c.get('requestId')), api.status as 400);
  };

  app.notFound(async (c) => {
    const path = c.req.path;
    const allowed = allowedMethods(app.routes, path);
    if (allowed.length) {
      return renderError(
        c,
        new ApiError('method_not_allowed', `${c.req.method} is not allowed on ${path}; use ${allowed.join(' or ')}.`, { headers: { Allow: allowed.join(', ') } }),
      );
    }
    const trimmed = path.replace(/\/+$/, '');
    // A page asked for with a trailing slash: the page (a browser follows; a link stays good).
    if (trimmed !== path && trimmed !== '' && (c.req.method === 'GET' || c.req.method === 'HEAD') && allowedMethods(app.routes, trimmed).includes('GET')) {
      const query = c.req.url.indexOf('?');
      return c.redirect(trimmed + (query === -1 ? '' : c.req.url.slice(query)), 308);
    }
    if (wantsNotFoundPage(c.req.method, path, c.req.header('accept')) && !operationPaths.has(trimmed)) {
      // A person at a mistyped page address: a page with the way back, with the pages' headers.
      c.res = c.html(notFoundPage(path), 404);
      await pageHeaders(c, async () => {});
      return c.res;
    }
    const hint = trimmed !== path && (operationPaths.has(trimmed) || allowedMethods(app.routes, trimmed).length) ? ` Did you mean ${trimmed} (without the trailing slash)?` : ' See /openapi.yaml and /api/openapi.json.';
    return renderError(c, new ApiError('not_found', `No such endpoint: ${c.req.method} ${path}.${hint}`));
  });

  app.onError((err, c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (isClientGone(err, incoming)) {
      // The caller hung up (mid-body on /mcp): nobody to answer, nothing broken here. The
      // request's log line (request-context.ts) says 499, as proxies write it.
      return c.body(null, 499 as 400);
    }
    let api = asApiError(err);
    if (!api && err instanceof HTTPException) {
      // Hono's own refusals: a body that does not parse, or is not declared JSON.
      if (err.status === 400) api = new ApiError('invalid_request', 'Malformed JSON in request body.');
      if (err.status === 415) api = notJson();
    }
    return renderError(c, api ?? unexpectedError(deps.logger, err, c.get('requestId')));
  });

  const unreadable = (err: unknown): Response => {
    const requestId = newRequestId();
    const api =
      err instanceof RequestError
        ? new ApiError('invalid_request', Object.hasOwn(TARGET_PROBLEMS, err.message) ? TARGET_PROBLEMS[err.message]! : BAD_TARGET)
        : unexpectedError(deps.logger, err, requestId);
    // Closed, as Node closes after the parse errors it refuses: what follows on the connection is suspect too.
    return Response.json(errorEnvelope(api, deps.config.supportContact, requestId), { status: api.status, headers: { 'X-Request-Id': requestId, Connection: 'close' } });
  };

  return {
    app,
    unreadable,
    close: async () => {
      if (mcp) await (await mcp).close();
    },
  };
}
