// A request that breaks its schema, as the one `invalid_request` error every surface gives:
// the REST routes (through the OpenAPI hook) and the MCP tools alike.
import type { z } from '@hono/zod-openapi';
import { ApiError, type ErrorDetail } from './errors.ts';

/** `declaredJson: false` says the body was not sent as JSON, which is the likelier cause. */
export function invalidRequest(error: z.ZodError, declaredJson = true): ApiError {
  const details: ErrorDetail[] = error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
  const message = declaredJson
    ? `Invalid request body: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`
    : 'Send a JSON body with `Content-Type: application/json`.';
  return new ApiError('invalid_request', message, { details });
}
