// The tariffs domain's error: carries one of the service's closed error codes so the HTTP
// layer can map it without this module importing anything from src/http.

export type TariffErrorCode = 'invalid_request';

export class TariffError extends Error {
  override name = 'TariffError';
  readonly code: TariffErrorCode;

  constructor(message: string, code: TariffErrorCode = 'invalid_request') {
    super(message);
    this.code = code;
  }
}
