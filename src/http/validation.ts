// A request that breaks its schema, as the one `invalid_request` error every surface gives:
// the REST routes (through the OpenAPI hook) and the MCP tools alike.
import type { z } from '@hono/zod-openapi';
import { ApiError, type ErrorDetail } from './errors.ts';

export function invalidRequest(error: z.ZodError): ApiError {
  const details: ErrorDetail[] = error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
  const message = `Invalid request body: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`;
  return new ApiError('invalid_request', message, { details });
}

/** A body not declared as JSON: 415, whatever its fields would have said. */
export function notJson(): ApiError {
  return new ApiError('unsupported_media_type', 'Send the body as JSON, with `Content-Type: application/json`.');
}

export const isJsonContentType = (value: string | undefined): boolean => /^application\/(.+\+)?json\b/i.test(value ?? '');
