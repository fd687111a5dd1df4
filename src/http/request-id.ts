import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { rawHeader } from './raw-header.ts';

// A caller's own id is kept when it is short and plain, so traces join up across services.
const CALLER_ID = /^[A-Za-z0-9._:-]{8,64}$/;

// randomUUID draws from a cached entropy pool, so an id costs well under a microsecond.
export function newRequestId(): string {
  return `req_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

export function requestIdFor(c: Context): string {
  const incoming = rawHeader(c, 'x-request-id');
  return incoming && CALLER_ID.test(incoming) ? incoming : newRequestId();
}
