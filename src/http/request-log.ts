import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps, AppEnv } from './context.ts';

/** One log line per request: id, method, route, status, latency and the key's display prefix. */
export function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const handler = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
    deps.logger.info(
      {
        request_id: c.get('requestId'),
        method: c.req.method,
        route: handler?.path ?? c.req.path,
        status: c.res.status,
        latency_ms: Math.round((performance.now() - started) * 100) / 100,
        key_prefix: c.get('apiKey')?.prefix,
      },
      'request',
    );
  };
}
