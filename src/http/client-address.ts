import type { Context } from 'hono';
import { rawHeader, socketAddress } from './raw-header.ts';
import { resolveClient, type ProxyTrust } from './proxy-trust.ts';

/**
 * The caller's address for per-client limits: the socket's, or, when TRUST_PROXY says which
 * proxies front us, the address the outermost of them saw (see proxy-trust.ts). Never the
 * left-most X-Forwarded-For hop: the caller writes that one.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  return resolveClient(trust, socketAddress(c), trust.kind === 'none' ? undefined : rawHeader(c, 'x-forwarded-for'));
}
