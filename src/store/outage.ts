// A store that cannot be reached is an outage, not a bug: every request that needs it is
// answered 503 `unavailable` with Retry-After (the caller may retry; a client library does), and
// the outage is logged once when it starts and once when it ends, not once per request (with
// PostgreSQL down, a busy instance wrote a stack for each of 16,000 requests in 11 s).
import type { Logger } from 'pino';

/** The store did not answer; carries the closed error code the HTTP layer answers with (503). */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
  readonly code = 'unavailable';
  /** Seconds a caller should wait before retrying (Retry-After). */
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('The service cannot reach its database just now; retry shortly.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// Node's socket errors and PostgreSQL's connection-exception (08xxx) and operator-intervention
// (57014: a statement cancelled, by its statement_timeout or an operator; 57P01-57P03: shut
// down, crash, not yet accepting) classes; pg's own words for a dropped connection, a pool
// that could not connect in time, and a statement the server never answered (query_timeout).
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57014', '57P01', '57P02', '57P03']);
const CONNECTION_WORDS = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|the database system is (starting up|shutting down)/i;

/** Whether `err` says the database could not be reached or did not answer in time (as opposed to a query that failed). */
function isConnectionFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  if (err instanceof AggregateError) return err.errors.some(isConnectionFailure);
  return CONNECTION_WORDS.test(err.message);
}

/** Seconds a caller is told to wait (Retry-After) while the store is unreachable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Runs a store call: a connection failure becomes StoreUnavailableError, and the outage's start and end are logged once each. */
export type OutageWatch = <T>(call: () => Promise<T>) => Promise<T>;

export function watchOutage(logger: Logger | undefined, what: string): OutageWatch {
  let down = false;
  let probing = false;
  const reachable = () => {
    if (!down) return;
    down = false;
    logger?.info({ store: what }, 'store reachable again');
  };
  return async <T>(call: () => Promise<T>): Promise<T> => {
    // While it is down, one call at a time finds out whether it is back; the others are
    // answered at once instead of each waiting out a timeout on a database that does not answer.
    if (down && probing) throw new StoreUnavailableError(STORE_RETRY_AFTER_SECONDS);
    const probe = down;
    if (probe) probing = true;
    try {
      const result = await call();
      reachable();
      return result;
    } catch (err) {
      if (!isConnectionFailure(err)) {
        reachable(); // it answered, if only with an error
        throw err;
      }
      if (!down) {
        down = true;
        logger?.error({ store: what, err: (err as Error).message }, 'store unreachable: requests that need it are answered 503 until it is back');
      }
      throw new StoreUnavailableError(STORE_RETRY_AFTER_SECONDS);
    } finally {
      if (probe) probing = false;
    }
  };
}
