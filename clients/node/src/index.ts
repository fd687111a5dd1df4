export { Dutyscout, type HtsLookupOptions, type ScanOptions } from './client.ts';
export { DEFAULT_BASE_URL, DEFAULT_MAX_RETRIES, DEFAULT_MAX_RETRY_WAIT_MS, DEFAULT_TIMEOUT_MS, type ClientOptions, type RequestOptions, type ResponseInfo, type RetryInfo } from './core.ts';
export * from './errors.ts';
export type * from './models.ts';
export { VERSION } from './version.ts';
export { Dutyscout as default } from './client.ts';
