// Why a page could not be fetched. The codes are a subset of the service's closed list
// (src/http/errors.ts); the HTTP layer maps them to statuses, so this module stays free of HTTP.

export type EgressErrorCode =
  | 'url_not_allowed'
  | 'not_html'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'upstream_too_large'
  | 'upstream_error';

export class EgressError extends Error {
  override name = 'EgressError';
  readonly code: EgressErrorCode;

  constructor(code: EgressErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
