// The one log line per request, written by whichever lane answered it: id, method, route,
// status, latency and the key's display prefix (never the key, never a body).
import type { Logger } from 'pino';

export interface RequestLogLine {
  request_id: string;
  method: string;
  /** The route pattern that answered (e.g. /api/v1/tariffs/hts/lookup), else the path. */
  route: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
  key_prefix: string | undefined;
  /** On /mcp: the tool the call ran and whether it failed. */
  tool?: string | undefined;
  tool_failed?: boolean | undefined;
}

export function logRequest(logger: Logger, line: RequestLogLine): void {
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      request_id: line.request_id,
      method: line.method,
      route: line.route,
      status: line.status,
      latency_ms: Math.round((performance.now() - line.started) * 100) / 100,
      key_prefix: line.key_prefix,
      tool: line.tool,
      tool_failed: line.tool_failed,
    },
    'request',
  );
}
