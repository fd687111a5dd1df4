// The MCP specification asks a Streamable HTTP server to validate Origin (against DNS
// rebinding: a page in a browser calling a server it should not reach). A request with no
// Origin is a non-browser client and passes; a browser's must name an allowed origin.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { rawHeader } from './raw-header.ts';

export function mcpOriginCheck(allowed: readonly string[]): MiddlewareHandler<AppEnv> {
  const any = allowed.includes('*');
  const origins = new Set(allowed);
  return async (c, next) => {
    const origin = rawHeader(c, 'origin');
    if (origin === undefined || any || origins.has(origin)) return next();
    return c.json(
      {
        jsonrpc: '2.0',
        error: { code: -32000, message: `Origin ${origin} is not allowed on /mcp; the operator lists allowed origins in MCP_ALLOWED_ORIGINS.` },
        id: null,
      },
      403,
    );
  };
}

/** Whether a browser page at this origin may read /mcp's answers (CORS), by the same rule. */
export function corsOriginFor(allowed: readonly string[]): (origin: string) => string | null {
  const any = allowed.includes('*');
  return (origin) => (any || allowed.includes(origin) ? origin : null);
}
