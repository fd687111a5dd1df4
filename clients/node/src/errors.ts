// One error class per failure kind. Every error carries the HTTP status (0 when no response
// came back), the machine code, the message, the request id and the support contact, and its
// message starts with status and code: `403 beta: ...`.
import type { ErrorDetail } from './models.ts';

export interface ErrorInit {
  status: number;
  code: string;
  message: string;
  requestId?: string | null;
  contact?: string | null;
  details?: ErrorDetail[];
  headers?: Headers;
  retryAfter?: number | null;
  cause?: unknown;
}

/** Base class of every error the client throws. */
export class APIError extends Error {
  /** HTTP status; 0 for a connection error or a timeout (no response). */
  readonly status: number;
  /** The API's machine code (`beta`, `unauthorized`, ...), or `connection_error` / `timeout`. */
  readonly code: string;
  /** The API's message, without the status and code prefix. */
  readonly apiMessage: string;
  readonly requestId: string | null;
  readonly contact: string | null;
  /** On 400: each offending field. */
  readonly details: ErrorDetail[];
  readonly headers: Headers | null;

  constructor(init: ErrorInit) {
    super(`${init.status} ${init.code}: ${init.message}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.apiMessage = init.message;
    this.requestId = init.requestId ?? null;
    this.contact = init.contact ?? null;
    this.details = init.details ?? [];
    this.headers = init.headers ?? null;
  }
}

/** 400 `invalid_request`: the body does not match the schema; `details` lists each path. */
export class BadRequestError extends APIError {}
/** 401 `unauthorized`: key missing, malformed, unknown or revoked. */
export class AuthenticationError extends APIError {}
/** 403 `forbidden_scope`: the key's scope does not cover this product. */
export class PermissionDeniedError extends APIError {}
/** 403 `beta`: the key is valid but not enrolled in delegate mode; `contact` is for enrolment. */
export class BetaError extends PermissionDeniedError {}
/** 404 `not_found`. */
export class NotFoundError extends APIError {}
/** 422 `url_not_allowed` or `not_html`: the page cannot be scanned; `page_too_complex`: it was fetched, but its analysis ran past the server's budget. */
export class UnprocessableEntityError extends APIError {}
/** 429 `rate_limited`; `retryAfter` is the server's Retry-After in seconds. */
export class RateLimitError extends APIError {
  readonly retryAfter: number | null;
  constructor(init: ErrorInit) {
    super(init);
    this.retryAfter = init.retryAfter ?? null;
  }
}
/** Any other 5xx (`internal`, `unavailable`). */
export class InternalServerError extends APIError {}
/** 502 or 504: the scanned page could not be fetched (`upstream_*`). */
export class UpstreamError extends InternalServerError {}
/** The caller aborted the call (its `signal`); never retried. `cause` is the signal's reason. */
export class APIUserAbortError extends APIError {
  constructor(cause?: unknown) {
    super({ status: 0, code: 'aborted', message: 'request aborted', cause });
  }
}
/** No response: the connection failed. */
export class APIConnectionError extends APIError {}
/** No response within the timeout. */
export class APITimeoutError extends APIConnectionError {}

/** The error class for an HTTP status and API code. */
export function errorClassFor(status: number, code: string): new (init: ErrorInit) => APIError {
  if (status === 400) return BadRequestError;
  if (status === 401) return AuthenticationError;
  if (status === 403) return code === 'beta' ? BetaError : PermissionDeniedError;
  if (status === 404) return NotFoundError;
  if (status === 422) return UnprocessableEntityError;
  if (status === 429) return RateLimitError;
  if (status === 502 || status === 504) return UpstreamError;
  if (status >= 500) return InternalServerError;
  return APIError;
}
