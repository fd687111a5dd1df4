// Shapes every route shares: the error envelope and the error responses, written once and
// spread into each operation.
import { z } from '@hono/zod-openapi';
import { ERROR_STATUS, type ErrorCode } from './errors.ts';

export const errorEnvelopeSchema = z
  .object({
    error: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).openapi({ description: 'Machine code; `beta` for the beta gate.' }),
    message: z.string().openapi({ description: 'Human-readable text.' }),
    contact: z.string().openapi({ description: 'Support contact address.' }),
    request_id: z.string().openapi({ example: 'req_0123456789abcdef0123' }),
    details: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: 'On 400: each offending field.' }),
  })
  .openapi('ErrorEnvelope');

const json = { 'application/json': { schema: errorEnvelopeSchema } };

const rateLimitResponseHeaders = {
  'RateLimit-Policy': { schema: { type: 'string' as const }, description: '"minute";q=100;w=60, "day";q=10000;w=86400' },
  RateLimit: { schema: { type: 'string' as const }, description: 'The policy nearest exhaustion: "<policy>";r=<remaining>;t=<seconds to reset>' },
};

function errorResponse(description: string, headers?: Record<string, { schema: { type: 'string' }; description: string }>) {
  return { description, content: json, ...(headers ? { headers } : {}) };
}

/** The error responses of every /api/v1 operation that runs a handler. */
export const v1ErrorResponses = {
  400: errorResponse('Invalid request body (`invalid_request`), with `details`.'),
  401: errorResponse('Missing, malformed, unknown or revoked key (`unauthorized`).', {
    'WWW-Authenticate': { schema: { type: 'string' }, description: 'Bearer' },
  }),
  403: errorResponse('`forbidden_scope`: the key is scoped to another product; `beta`: valid key not enrolled in delegate mode.'),
  413: errorResponse('Request body over 64 KiB (`payload_too_large`).'),
  415: errorResponse('The body is not declared as JSON, or is sent with a `Content-Encoding` (`unsupported_media_type`): send it uncoded, with `Content-Type: application/json`.'),
  429: errorResponse('Per-key rate limit exceeded, or too many failed authentications from this address (`rate_limited`).', {
    ...rateLimitResponseHeaders,
    'Retry-After': { schema: { type: 'string' }, description: 'Seconds to wait.' },
  }),
  500: errorResponse('Unexpected server error (`internal`).'),
  503: errorResponse('The service cannot reach its database just now, or is shutting down (`unavailable`); retry after `Retry-After` seconds.', {
    'Retry-After': { schema: { type: 'string' }, description: 'Seconds to wait.' },
  }),
} as const;

/** The extra error responses of a /api/v1 operation that fetches a third-party page. */
export const v1FetchErrorResponses = {
  422: errorResponse('`url_not_allowed` (not a public http(s) address), `not_html`, or `page_too_complex` (the page was fetched, but its analysis ran past the per-page budget).'),
  502: errorResponse('`upstream_unreachable`, `upstream_error` or `upstream_too_large`.'),
  503: errorResponse(
    'The service is shutting down, or every page slot stayed busy for 15 s while this page waited for its turn (`unavailable`, PAGE_SLOTS); retry after `Retry-After` seconds.',
    { 'Retry-After': { schema: { type: 'string' }, description: 'Seconds to wait.' } },
  ),
  504: errorResponse('`upstream_timeout`.'),
} as const;

export const v1RateLimitHeaders = rateLimitResponseHeaders;
