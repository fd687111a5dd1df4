import type { Context } from 'hono';
import { rawHeader, socketAddress } from './raw-header.ts';

/**
 * The caller's address for per-client limits: the socket's, or the first X-Forwarded-For hop
 * only when TRUST_PROXY says a proxy in front of us sets it (otherwise anyone could pick a
 * fresh address per request and dodge the limit).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = rawHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'local';
}
