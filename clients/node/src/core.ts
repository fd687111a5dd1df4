// The HTTP core: one POST with JSON in and out, the bearer key, the User-Agent, a timeout per
// attempt, and retries of what can succeed on a retry (see isRetriable) with exponential backoff.
import { APIConnectionError, APIError, APITimeoutError, APIUserAbortError, errorClassFor } from './errors.ts';
import { VERSION } from './version.ts';

export interface ClientOptions {
  /** Bearer key for /api/v1 (`de_...`). Default: the DUTYSCOUT_API_KEY environment variable; null or '' is no key. The public tools need none. */
  apiKey?: string | null;
  /** Default: DUTYSCOUT_BASE_URL, else http://localhost:8080. */
  baseUrl?: string;
  /** Per attempt, in milliseconds. Default 60000. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 2. */
  maxRetries?: number;
  /** Replaces the global fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** The longest Retry-After the client waits out, in milliseconds (default 60000); a longer one is thrown at once. */
  maxRetryWaitMs?: number;
  /** Called before every wait between attempts (to log it, or count it). */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  /** The attempt that failed (0 is the first). */
  attempt: number;
  /** How long the client waits before the next one. */
  delayMs: number;
  error: APIError;
}

/** The final answer's status and headers (RateLimit, RateLimit-Policy, X-Request-Id...), success or not. */
export interface ResponseInfo {
  status: number;
  headers: Headers;
  requestId: string | null;
}

/** Per-call overrides, accepted as the last argument of every method. */
export interface RequestOptions {
  timeoutMs?: number;
  maxRetries?: number;
  /** Aborts the call (not retried): it then throws APIUserAbortError. */
  signal?: AbortSignal;
  maxRetryWaitMs?: number;
  onRetry?: (info: RetryInfo) => void;
  /** Called with the final answer's status and headers: the rate-limit headers of a success too. */
  onResponse?: (info: ResponseInfo) => void;
}

export const DEFAULT_BASE_URL = 'http://localhost:8080';
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
const INITIAL_RETRY_DELAY_S = 0.5;
const MAX_RETRY_DELAY_S = 8;
export const DEFAULT_MAX_RETRY_WAIT_MS = 60_000;

const env = (name: string): string | undefined => {
  const v = typeof process === 'undefined' ? undefined : process.env[name];
  return v ? v : undefined;
};

const userAgent = `dutyscout-node/${VERSION} node/${typeof process === 'undefined' ? 'unknown' : process.version}`;

export class Core {
  readonly apiKey: string | null;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly maxRetryWaitMs: number;
  private readonly onRetry: ((info: RetryInfo) => void) | undefined;
  private readonly fetchImpl: typeof fetch;

  constructor(opts: ClientOptions = {}) {
    // Not given (undefined): the environment's key. No key: null or '' (the Python client's api_key="").
    this.apiKey = (opts.apiKey === undefined ? env('DUTYSCOUT_API_KEY') : opts.apiKey) || null;
    this.baseUrl = (opts.baseUrl ?? env('DUTYSCOUT_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.maxRetryWaitMs = opts.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS;
    this.onRetry = opts.onRetry;
    if (!Number.isInteger(this.maxRetries) || this.maxRetries < 0) throw new TypeError(`maxRetries must be a whole number >= 0, got ${opts.maxRetries}`);
    if (!(this.timeoutMs > 0)) throw new TypeError(`timeoutMs must be > 0, got ${opts.timeoutMs}`);
    this.fetchImpl = opts.fetch ?? globalThis.fetch;
    if (typeof this.fetchImpl !== 'function') throw new TypeError('no global fetch: use Node.js 18 or later, or pass { fetch }');
  }

  async post<T>(path: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
    const maxRetries = opts.maxRetries ?? this.maxRetries;
    const timeoutMs = opts.timeoutMs ?? this.timeoutMs;
    const maxWaitMs = opts.maxRetryWaitMs ?? this.maxRetryWaitMs;
    const onRetry = opts.onRetry ?? this.onRetry;
    /** Waits before the next attempt, or says no (a Retry-After beyond the cap). */
    const waitBefore = async (attempt: number, error: APIError, headers: Headers | null): Promise<boolean> => {
      const delayMs = retryDelay(attempt, headers);
      if (delayMs > maxWaitMs) return false;
      onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, opts.signal).catch((reason) => {
        throw new APIUserAbortError(reason);
      });
      return true;
    };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': userAgent,
    };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    const payload = JSON.stringify(body);
    for (let attempt = 0; ; attempt++) {
      const retriesLeft = attempt < maxRetries;
      let res: Response;
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        res = await this.fetchImpl(`${this.baseUrl}${path}`, { method: 'POST', headers, body: payload, signal: controller.signal });
        const text = await res.text();
        clearTimeout(timer);
        if (res.ok) {
          opts.onResponse?.({ status: res.status, headers: res.headers, requestId: res.headers.get('x-request-id') });
          return parseAnswer<T>(res, text);
        }
        const err = apiErrorFrom(res, text);
        if (retriesLeft && isRetriable(err) && (await waitBefore(attempt, err, res.headers))) continue;
        opts.onResponse?.({ status: res.status, headers: res.headers, requestId: err.requestId });
        throw err;
      } catch (e) {
        clearTimeout(timer);
        if (e instanceof APIUserAbortError) throw e;
        if (isAPIErrorWithResponse(e)) throw e;
        if (opts.signal?.aborted) throw new APIUserAbortError(opts.signal.reason);
        const err = timedOut
          ? new APITimeoutError({ status: 0, code: 'timeout', message: `no response within ${timeoutMs} ms from ${this.baseUrl}${path}`, cause: e })
          : new APIConnectionError({ status: 0, code: 'connection_error', message: `cannot reach ${this.baseUrl}${path}: ${describe(e)}`, cause: e });
        if (retriesLeft && !unresolvable(e) && (await waitBefore(attempt, err, null))) continue;
        throw err;
      } finally {
        opts.signal?.removeEventListener('abort', onAbort);
      }
    }
  }
}

/** A 2xx body that is not JSON (a proxy's page) is an APIError `invalid_response`, never retried. */
function parseAnswer<T>(res: Response, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (e) {
    const message = `cannot decode the answer: ${e instanceof Error ? e.message : String(e)}`;
    throw new APIError({ status: res.status, code: 'invalid_response', message, requestId: res.headers.get('x-request-id'), headers: res.headers });
  }
}

/**
 * A failure a retry cannot change: the base URL's host name does not resolve (ENOTFOUND, a
 * typo or a name that does not exist) or the URL is malformed. A temporary DNS failure
 * (EAI_AGAIN) and a refused or reset connection are still retried.
 */
function unresolvable(e: unknown): boolean {
  for (let c: unknown = e, depth = 0; c instanceof Error && depth < 5; c = (c as { cause?: unknown }).cause, depth++) {
    const code = (c as { code?: unknown }).code;
    if (code === 'ENOTFOUND' || code === 'ERR_INVALID_URL') return true;
  }
  return false;
}

function isAPIErrorWithResponse(e: unknown): e is APIError {
  return e instanceof Error && 'status' in e && typeof (e as APIError).status === 'number' && (e as APIError).status > 0;
}

// What a retry can change: the limit's window passing (429), a service or a storefront that is
// down or slow for now (503 unavailable, 502 upstream_unreachable, 504 upstream_timeout), a
// proxy's own 502/503/504 page (no JSON code). Not a bug (500 internal), nor a storefront's own
// answer (502 upstream_error: its 404 stays a 404), nor a page too large.
const RETRIED_CODES = new Set(['rate_limited', 'unavailable', 'upstream_unreachable', 'upstream_timeout', 'http_502', 'http_503', 'http_504']);
const isRetriable = (err: APIError) => RETRIED_CODES.has(err.code);

/** Retry-After when the server sends one, else 0.5 s x 2^attempt (at most 8 s) less up to 25% jitter. */
export function retryDelay(attempt: number, headers: Headers | null): number {
  const retryAfter = parseRetryAfter(headers?.get('retry-after') ?? null);
  if (retryAfter !== null && retryAfter >= 0) return retryAfter * 1000;
  const base = Math.min(INITIAL_RETRY_DELAY_S * 2 ** attempt, MAX_RETRY_DELAY_S);
  return base * (1 - 0.25 * Math.random()) * 1000;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  const when = Date.parse(value);
  return Number.isNaN(when) ? null : Math.max(0, (when - Date.now()) / 1000);
}

function apiErrorFrom(res: Response, text: string): APIError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // not JSON (a proxy's page): keep the text as the message
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const code = str(body.error) ?? `http_${res.status}`;
  const message = str(body.message) ?? (text.slice(0, 200) || res.statusText || 'no message');
  const Cls = errorClassFor(res.status, code);
  return new Cls({
    status: res.status,
    code,
    message,
    requestId: str(body.request_id) ?? res.headers.get('x-request-id'),
    contact: str(body.contact),
    details: Array.isArray(body.details) ? (body.details as never) : [],
    headers: res.headers,
    retryAfter: parseRetryAfter(res.headers.get('retry-after')),
  });
}

function describe(e: unknown): string {
  if (e instanceof Error) {
    const cause = (e as { cause?: unknown }).cause;
    return cause instanceof Error ? `${e.message} (${cause.message})` : e.message;
  }
  return String(e);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
