// Turns what undici, node:net, node:dns and node:tls throw into an EgressError a person can read.
// A message names the host and what went wrong in our words, plus at most an error code: never
// the thrown error's own text, which can carry what the upstream sent (llhttp quotes the bytes
// it choked on, OpenSSL its internals) into a 502 a caller reads.
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
    case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
      return fail('upstream_error', `${ctx.host} sent a page whose length does not match its Content-Length`);
  }
  // undici's HTTPParserError often has no code; its message quotes the reason and the bytes.
  if (inChain(err, (e) => (e as { name?: unknown }).name === 'HTTPParserError')) {
    return fail('upstream_error', `${ctx.host} answered with something that is not valid HTTP/1.1`);
  }
  // zlib reports Z_DATA_ERROR and friends; brotli reports ERR__ERROR_FORMAT_* and the like.
  if (code !== undefined && /^(Z_|ERR__ERROR|ERR_BROTLI)/.test(code)) {
    return fail('upstream_error', `${ctx.host} sent a compressed page that could not be decompressed`);
  }
  if (code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|EPROTO/.test(code)) {
    return fail('upstream_unreachable', `a secure connection to ${ctx.host} could not be made (${code})`);
  }
  return fail('upstream_error', `fetching from ${ctx.host} failed${code === undefined ? '' : ` (${code})`}`);
}

/** Whether `test` holds for the error or one along its cause chain (undici wraps socket errors). */
function inChain(err: unknown, test: (e: object) => boolean): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) if (test(e)) return true;
  return false;
}

/** The first error code along the cause chain. */
function errorCode(err: unknown): string | undefined {
  let code: string | undefined;
  inChain(err, (e) => {
    const found = (e as { code?: unknown }).code;
    if (typeof found === 'string' && /^[A-Z0-9_]{1,64}$/i.test(found)) code = found;
    return code !== undefined;
  });
  return code;
}
