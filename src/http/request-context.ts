// The one middleware every request Hono answers passes first: its id (X-Request-Id), the
// client address for per-client limits, and its log line once answered. One middleware
// rather than three, because each async hop is paid on every request.
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from './context.ts';
import { clientAddress } from './client-address.ts';
import { requestIdFor } from './request-id.ts';
import { setResponseHeader } from './raw-header.ts';
import { logRequest } from './request-log.ts';

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
    const handler = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
    const mcp = c.get('mcpCall');
    logRequest(logger, {
      request_id: id,
      method: c.req.method,
      route: handler?.path ?? c.req.path,
      status: c.res.status,
      started,
      key_prefix: c.get('apiKey')?.prefix,
      tool: mcp?.tool,
      tool_failed: mcp?.tool ? mcp.failed : undefined,
    });
  };
}
