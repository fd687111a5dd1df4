// Why a page's analysis gave no report. The codes are from the service's closed list
// (src/http/errors.ts); the HTTP layer lifts them by their code, so this module stays free of HTTP.

export type PageAnalysisErrorCode = 'page_too_complex' | 'invalid_request' | 'unavailable';

export class PageAnalysisError extends Error {
  override name = 'PageAnalysisError';
  readonly code: PageAnalysisErrorCode;
  readonly details: Array<{ path: string; message: string }> | undefined;
  /** How long the caller should wait before retrying (the HTTP layer sends it as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: PageAnalysisErrorCode, message: string, details?: Array<{ path: string; message: string }>, retryAfterSeconds?: number) {
    super(message);
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A duration for an error message: "2 s", or "1500 ms" when it is not whole seconds. */
export const describeMs = (ms: number): string => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);
