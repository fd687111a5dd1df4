// The one middleware every request passes first: its id (X-Request-Id), the client address
// for per-client limits, and its log line once answered. One middleware rather than three,
// because each async hop is paid on every request.
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from './context.ts';
import { clientAddress } from './client-address.ts';
import { requestIdFor } from './request-id.ts';
import { setResponseHeader } from './raw-header.ts';

export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { logger } = deps;
  const trustProxy = deps.config.trustProxy;
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdFor(c);
    c.set('requestId', id);
    setResponseHeader(c, 'X-Request-Id', id);
    c.set('clientAddress', clientAddress(c, trustProxy));
    await next();
    if (!logger.isLevelEnabled('info')) return;
    // One line per request: id, method, route, status, latency and the key's display prefix
    // (never the key, never a body).
    const handler = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
    const mcp = c.get('mcpCall');
    logger.info(
      {
        request_id: id,
        method: c.req.method,
        route: handler?.path ?? c.req.path,
        status: c.res.status,
        latency_ms: Math.round((performance.now() - started) * 100) / 100,
        key_prefix: c.get('apiKey')?.prefix,
        tool: mcp?.tool,
        tool_failed: mcp?.tool ? mcp.failed : undefined,
      },
      'request',
    );
  };
}
