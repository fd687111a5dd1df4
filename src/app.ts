// buildApp(deps): the whole HTTP surface as a function of its dependencies. Importing this
// file opens nothing; src/cli/serve.ts wires real dependencies, tests wire their own.
import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './http/context.ts';
import { ApiError, asApiError } from './http/errors.ts';
import { invalidRequest, isJsonContentType, notJson } from './http/validation.ts';
import { requestContext } from './http/request-context.ts';
import { bodyLimit } from './http/body-limit.ts';
import { setResponseHeader } from './http/raw-header.ts';
import { authenticate, authorize, keyCheck } from './http/auth.ts';
import { mountPublicTool, spendPublicToken } from './http/public-routes.ts';
import type { McpCall, McpEndpoint } from './http/mcp.ts';
import { corsOriginFor, mcpOriginCheck } from './http/mcp-origin.ts';
import { allowedMethods } from './http/methods.ts';
import { buildDocuments } from './http/openapi.ts';
import type { ProductModule } from './http/product.ts';
import { toolPath, type PublicToolDefinition } from './http/public-tool.ts';
import { failureBody, unexpectedError } from './http/failure.ts';
import { jsonOperationsOf } from './http/json-route.ts';
import { directLane, type DirectLane, type DirectRoute } from './http/direct-lane.ts';
import type { Product } from './keys/api-key.ts';
import { PRODUCTS } from './products.ts';
import { mountWebPages } from './web/pages.ts';
import pkg from '../package.json' with { type: 'json' };

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuiltApp {
  app: Hono<AppEnv>;
  tools: PublicToolDefinition[];
  documents: { v1: Record<string, unknown>; public: Record<string, unknown> };
  /** The JSON operations on Node's request and response (src/server.ts puts it before Hono). */
  direct: DirectLane;
  /** Releases what the app holds (MCP handler); the store belongs to the caller. */
  close(): Promise<void>;
}

// For a module that mounts a route with zod-openapi's own `.openapi(route, handler)` (the
// products here use mountJsonRoute, which gives the same answers): its failed checks become
// the service's 415 or 400.
const defaultHook = (result: { success: boolean; error?: z.ZodError }, c: Context) => {
  if (!result.success && result.error) {
    throw isJsonContentType(c.req.header('content-type')) ? invalidRequest(result.error) : notJson();
  }
};

export function buildApp(deps: AppDeps, products: ProductModule[] = PRODUCTS): BuiltApp {
  const app = new Hono<AppEnv>();
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook });
  const pub = new OpenAPIHono<AppEnv>({ defaultHook });
  const tools = products.flatMap((p) => p.publicTools?.(deps) ?? []);
  // The MCP SDK and the YAML printer are loaded when first asked for: many instances never
  // serve /mcp or /openapi.yaml. With undici (egress/agent.ts) they were about a third of the
  // time to listen and 22 MiB of memory (bench/startup.ts).
  let mcp: Promise<McpEndpoint> | undefined;
  const mcpEndpoint = () => (mcp ??= import('./http/mcp.ts').then(({ createMcpEndpoint }) => createMcpEndpoint(deps, tools, pkg.version)));
  // Public tools outside /api/mcp/ (the letter draft): the same CORS, limit and failure body.
  const ownPathTools = new Map(tools.filter((t) => t.path).map((t) => [toolPath(t), t.name]));
  const publicToolName = (path: string) => ownPathTools.get(path) ?? (path.startsWith('/api/mcp/') ? (path.split('/').pop() ?? '') : undefined);

  app.use('*', requestContext(deps));
  const limitBody = bodyLimit(BODY_LIMIT_BYTES);
  app.use('/api/*', limitBody);
  app.use('/mcp', limitBody);
  // hono/cors touches the response before the route runs, so every answer was rebuilt as a
  // new web Response (about a tenth of a public call's server time). A call from any origin
  // needs only its one header, set on Node's response; a preflight goes through cors.
  const preflight = cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['Content-Type'] });
  const publicCors: MiddlewareHandler<AppEnv> = (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    setResponseHeader(c, 'Access-Control-Allow-Origin', '*');
    return next();
  };
  app.use('/api/mcp/*', publicCors);
  for (const path of ownPathTools.keys()) app.use(path, publicCors);
  app.use('/mcp', cors({ origin: corsOriginFor(deps.config.mcpAllowedOrigins), allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Mcp-Protocol-Version', 'Mcp-Session-Id'] }));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await deps.store.ping();
    } catch (err) {
      deps.logger.error({ err }, 'store ping failed');
      throw new ApiError('unavailable', 'The store is not reachable.');
    }
    return c.json({ status: 'ready', store: deps.store.kind });
  });

  // /api/v1: authenticate -> (locked stubs) -> authorize per product -> routes.
  const checkKey = keyCheck(deps);
  v1.use('/api/v1/*', authenticate(checkKey));
  for (const product of products) product.mountLocked?.(v1, deps);
  // Once per key scope that has v1 routes (a public-only module such as letters shares a scope).
  const v1Scopes = new Set(products.filter((p) => p.mountV1 || p.mountLocked).map((p) => p.name));
  for (const scope of v1Scopes) v1.use(`/api/v1/${scope}/*`, authorize(deps, scope));
  for (const product of products) product.mountV1?.(v1, deps);

  // /api/mcp: soft per-client limit -> validation -> tool.
  const softLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === 'POST') await spendPublicToken(deps, c.get('clientAddress'));
    await next();
  };
  pub.use('/api/mcp/*', softLimit);
  for (const path of ownPathTools.keys()) pub.use(path, softLimit);
  for (const tool of tools) mountPublicTool(pub, tool, deps);

  app.route('/', v1);
  app.route('/', pub);

  app.post('/mcp', mcpOriginCheck(deps.config.mcpAllowedOrigins), async (c) => {
    const call: McpCall = { client: c.get('clientAddress'), requestId: c.get('requestId') };
    const res = await (await mcpEndpoint()).fetch(c.req.raw, call);
    c.set('mcpCall', call);
    return res;
  });

  // Generated when first asked for (a page of the docs or a tool, a document): generating
  // both took about a tenth of the time to listen (bench/startup.ts).
  let built: { v1: Record<string, unknown>; public: Record<string, unknown> } | undefined;
  const generated = () => (built ??= buildDocuments(v1, pub, deps.config, pkg.version));
  const documents = {
    get v1() {
      return generated().v1;
    },
    get public() {
      return generated().public;
    },
  };
  mountWebPages(app, deps, tools, documents);
  let v1Yaml: Promise<string> | undefined;
  app.get('/openapi.yaml', async (c) => {
    v1Yaml ??= import('yaml').then(({ stringify }) => stringify(documents.v1, { aliasDuplicateObjects: false }));
    return c.body(await v1Yaml, 200, { 'Content-Type': 'application/yaml; charset=utf-8' });
  });
  app.get('/api/openapi.json', (c) => c.json(documents.public));

  const renderError = (c: Context<AppEnv>, api: ApiError) => {
    for (const [name, value] of Object.entries(api.headers)) setResponseHeader(c, name, value);
    return c.json(failureBody(api, publicToolName(c.req.path), deps.config.supportContact, c.get('requestId')), api.status as 400);
  };

  app.notFound((c) => {
    const allowed = allowedMethods(app.routes, c.req.path);
    if (allowed.length) {
      return renderError(
        c,
        new ApiError('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(' or ')}.`, {
          headers: { Allow: allowed.join(', ') },
        }),
      );
    }
    return renderError(c, new ApiError('not_found', `No such endpoint: ${c.req.method} ${c.req.path}. See /openapi.yaml and /api/openapi.json.`));
  });

  app.onError((err, c) => {
    let api = asApiError(err);
    if (!api && err instanceof HTTPException) {
      // The JSON validator's own refusals: a body that does not parse, or is not declared JSON.
      if (err.status === 400) api = new ApiError('invalid_request', 'Malformed JSON in request body.');
      if (err.status === 415) api = notJson();
    }
    return renderError(c, api ?? unexpectedError(deps.logger, err, c.get('requestId')));
  });

  // The same operations, for the direct lane: each v1 route under its product's scope, each
  // public tool under its name.
  const toolByPath = new Map(tools.map((t) => [toolPath(t), t.name]));
  const directRoutes: DirectRoute[] = [
    ...jsonOperationsOf(v1).map((op): DirectRoute => ('locked' in op ? { op, access: 'locked' } : { op, access: 'v1', product: op.path.split('/')[3] as Product })),
    ...jsonOperationsOf(pub).flatMap((op): DirectRoute[] => {
      const toolName = toolByPath.get(op.path);
      return toolName === undefined || 'locked' in op ? [] : [{ op, access: 'public', toolName }];
    }),
  ];
  const direct = directLane(deps, { routes: directRoutes, keyCheck: checkKey, bodyLimitBytes: BODY_LIMIT_BYTES });

  return {
    app,
    tools,
    documents,
    direct,
    close: async () => {
      if (mcp) await (await mcp).close();
    },
  };
}
