// Turns what undici, node:net, node:dns and node:tls throw into an EgressError a person can read.
import { EgressError } from './errors.ts';

interface FailureContext {
  host: string;
  signal: AbortSignal;
  totalTimeoutMs: number;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
}

const seconds = (ms: number) => `${ms / 1000} s`;

export function toEgressError(err: unknown, ctx: FailureContext): EgressError {
  if (err instanceof EgressError) return err;
  if (ctx.signal.aborted) {
    return new EgressError('upstream_timeout', `${ctx.host} did not deliver the page within ${seconds(ctx.totalTimeoutMs)}`, { cause: err });
  }
  const code = errorCode(err);
  const detail = err instanceof Error ? err.message : String(err);
  const fail = (c: EgressError['code'], message: string) => new EgressError(c, message, { cause: err });
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return fail('upstream_timeout', `could not connect to ${ctx.host} within ${seconds(ctx.connectTimeoutMs)}`);
    case 'UND_ERR_HEADERS_TIMEOUT':
      return fail('upstream_timeout', `${ctx.host} accepted the connection but did not answer within ${seconds(ctx.headersTimeoutMs)}`);
    case 'UND_ERR_BODY_TIMEOUT':
      return fail('upstream_timeout', `${ctx.host} stopped sending the page part-way`);
    case 'ENOTFOUND':
    case 'EAI_NONAME':
    case 'EAI_NODATA':
    case 'EAI_FAIL':
      return fail('upstream_unreachable', `${ctx.host} could not be found (no such host in DNS)`);
    case 'EAI_AGAIN':
      return fail('upstream_unreachable', `${ctx.host} could not be looked up right now (DNS did not answer)`);
    case 'ECONNREFUSED':
      return fail('upstream_unreachable', `${ctx.host} refused the connection`);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return fail('upstream_unreachable', `${ctx.host} cannot be reached from here`);
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return fail('upstream_error', `${ctx.host} closed the connection before the page was complete`);
    case 'UND_ERR_HEADERS_OVERFLOW':
      return fail('upstream_error', `${ctx.host} sent response headers too large to read`);
  }
  // zlib reports Z_DATA_ERROR and friends; brotli reports ERR__ERROR_FORMAT_* and the like.
  if (code !== undefined && /^(Z_|ERR__ERROR|ERR_BROTLI)/.test(code)) {
    return fail('upstream_error', `${ctx.host} sent a compressed page that could not be decompressed`);
  }
  if (code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|EPROTO/.test(code)) {
    return fail('upstream_unreachable', `a secure connection to ${ctx.host} could not be made (${detail})`);
  }
  return fail('upstream_error', `fetching from ${ctx.host} failed (${detail})`);
}

/** The first error code along the cause chain (undici wraps socket errors). */
function errorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
