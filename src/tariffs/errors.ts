// The tariffs domain's error: carries one of the service's closed error codes (and, when one
// input field is at fault, its name) so the HTTP layer can map it without this module
// importing anything from src/http.

export type TariffErrorCode = 'invalid_request';

export class TariffError extends Error {
  override name = 'TariffError';
  readonly code: TariffErrorCode;
  /** The offending input field, for the 400's `details`. */
  readonly details: Array<{ path: string; message: string }> | undefined;

  constructor(message: string, opts: { field?: string; details?: Array<{ path: string; message: string }> } = {}) {
    super(message);
    this.code = 'invalid_request';
    this.details = opts.details ?? (opts.field ? [{ path: opts.field, message }] : undefined);
  }
}
