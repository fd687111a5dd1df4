import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

// A caller's own id is kept when it is short and plain, so traces join up across services.
const CALLER_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function newRequestId(): string {
  return `req_${randomBytes(10).toString('hex')}`;
}

export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const id = incoming && CALLER_ID.test(incoming) ? incoming : newRequestId();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  await next();
  c.header('X-Request-Id', id);
};
