// What the app is built from (its dependencies) and what each request carries.
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Store, ApiKeyRecord } from '../store/store.ts';
import type { Limits } from '../ratelimit/limiter.ts';
import type { Egress } from '../egress/index.ts';
import type { PageAnalysis } from '../analysis/pool.ts';

export type { Limits };

export interface AppDeps {
  config: Config;
  store: Store;
  logger: Logger;
  limits: Limits;
  /** The SSRF-safe fetcher of third-party pages (pixels and entries). */
  egress: Egress;
  /** Scans and readiness checks of fetched pages, run off the event loop (worker threads). */
  analysis: PageAnalysis;
  /** Milliseconds since the epoch; injected so tests can move time. */
  clock: () => number;
}

export interface AppVariables {
  requestId: string;
  clientAddress: string;
  apiKey: ApiKeyRecord | undefined;
  /** The route pattern that answered, for logs (e.g. /api/v1/tariffs/hts/lookup). */
  route: string | undefined;
  /** On /mcp: which tool the call ran and whether it failed, for the request's log line. */
  mcpCall: { tool?: string; failed?: boolean } | undefined;
}

export interface AppEnv {
  Variables: AppVariables;
}
