// Environment -> typed, validated Config. A bad value stops the process at boot with one
// line naming the variable (fail fast: a typo must not become a silently different service).
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseProxyTrust, type ProxyTrust } from './http/proxy-trust.ts';

const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const portList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of port numbers, e.g. 80,443')
  .transform((s) => s.split(',').map(Number))
  .refine((ports) => ports.every((p) => p >= 1 && p <= 65535), 'ports must be 1-65535');

const positiveInt = z.coerce.number().int().positive();

const schema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int({ message: 'must be a whole number from 0 to 65535' })
    .min(0, { message: 'must be a whole number from 0 to 65535' })
    .max(65535, { message: 'must be a whole number from 0 to 65535' })
    .default(8080),
  // Loopback unless told otherwise: a quick start on a laptop is not served to its network.
  // The container image sets HOST=0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:./var/dutyscout.sqlite'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_COMMAND_TIMEOUT_MS: positiveInt.max(60_000).default(500),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - (at most 64)').default('dutyscout:'),
  DATABASE_POOL_SIZE: positiveInt.max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.max(600_000).default(2_000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.max(600_000).default(2_000),
  KEY_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SUPPORT_CONTACT: z.email().default('support@dutyscout.example'),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      try {
        return parseProxyTrust(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .default({ kind: 'none' }),
  EGRESS_ENABLED: boolish.default(true),
  EGRESS_ALLOW_PRIVATE: boolish.default(false),
  EGRESS_ALLOWED_PORTS: portList.default([80, 443]),
  // Page analysis (src/analysis/pool.ts): worker threads, and the wall-clock time one page's
  // analysis may run in its worker before it is stopped (422 page_too_complex).
  PAGE_ANALYSIS_THREADS: positiveInt.max(256).optional(),
  PAGE_ANALYSIS_BUDGET_MS: positiveInt.max(600_000).default(2_000),
  // Pages fetched or analysed at once (src/analysis/slots.ts); by default 16 an analysis thread.
  PAGE_SLOTS: positiveInt.max(10_000).optional(),
  PUBLIC_RATE_PER_MINUTE: positiveInt.default(30),
  PUBLIC_RATE_BURST: positiveInt.default(10),
  MCP_ALLOWED_ORIGINS: z
    .string()
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
    .refine((list) => list.every((o) => o === '*' || /^https?:\/\/[^/\s]+$/.test(o)), 'a comma-separated list of origins like https://app.example (scheme and host, no path), or *')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key this service writes (several deployments may share one Redis). */
  redisKeyPrefix: string;
  /** How long a limiter call waits for Redis; a longer silence puts the instance on memory limits until Redis answers again. */
  redisCommandTimeoutMs: number;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** PostgreSQL: how long a call waits for a connection before the request is answered 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: how long a call waits for a statement's answer before the request is answered 503 (the server cancels it then too). */
  databaseStatementTimeoutMs: number;
  /**
   * PostgreSQL: how long an instance trusts a key it has looked up, so a key revoked through
   * the CLI or another instance is refused everywhere within this time. (SQLite sees a
   * revocation on the next request whatever this says.)
   */
  keyCacheSeconds: number;
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL was not set: the base URL is this server's own (http://localhost:PORT). */
  publicBaseUrlFollowsPort: boolean;
  supportContact: string;
  /** Which X-Forwarded-For hop is the client (none, a hop count, or the proxies' addresses). */
  trustProxy: ProxyTrust;
  egressEnabled: boolean;
  egressAllowPrivate: boolean;
  egressAllowedPorts: number[];
  /** Worker threads that analyse fetched pages (default: the machine's available parallelism less one, at least one). */
  pageAnalysisThreads: number;
  /** Wall-clock milliseconds one page's analysis may run in its worker. */
  pageAnalysisBudgetMs: number;
  /** Pages fetched or analysed at once; a page past them waits for its turn (src/analysis/slots.ts). */
  pageSlots: number;
  publicRatePerMinute: number;
  publicRateBurst: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Browser origins allowed on /mcp (a request without Origin always passes): the configured list plus this service's own. */
  mcpAllowedOrigins: string[];
}

/**
 * One analysis thread per core but one: the event loop keeps a core of its own (fetching pages,
 * answering every other request), so pages that take their whole budget on every analysis
 * thread still leave /healthz a core. Each thread costs memory too: under 50 concurrent scans
 * of a 300 KB page, 2 threads peaked at about 400 MiB against 320 with 1 (docs/performance.md).
 */
function defaultAnalysisThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment (empty strings count as unset) and returns the Config or throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value.trim();
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`invalid ${name}=${JSON.stringify(input[name] ?? '')}: ${issue.message}`);
  }
  const c = parsed.data;
  // Unset, the pages live on this very server: the links follow PORT (and, for PORT=0, the
  // port actually bound; see server.ts).
  const publicBaseUrl = (c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    redisCommandTimeoutMs: c.REDIS_COMMAND_TIMEOUT_MS,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: c.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
    keyCacheSeconds: c.KEY_CACHE_SECONDS,
    publicBaseUrl,
    publicBaseUrlFollowsPort: c.PUBLIC_BASE_URL === undefined,
    supportContact: c.SUPPORT_CONTACT,
    trustProxy: c.TRUST_PROXY,
    egressEnabled: c.EGRESS_ENABLED,
    egressAllowPrivate: c.EGRESS_ALLOW_PRIVATE,
    egressAllowedPorts: c.EGRESS_ALLOWED_PORTS,
    pageAnalysisThreads: c.PAGE_ANALYSIS_THREADS ?? defaultAnalysisThreads(),
    pageAnalysisBudgetMs: c.PAGE_ANALYSIS_BUDGET_MS,
    pageSlots: c.PAGE_SLOTS ?? 16 * (c.PAGE_ANALYSIS_THREADS ?? defaultAnalysisThreads()),
    publicRatePerMinute: c.PUBLIC_RATE_PER_MINUTE,
    publicRateBurst: c.PUBLIC_RATE_BURST,
    logLevel: c.LOG_LEVEL,
    mcpAllowedOrigins: [new URL(publicBaseUrl).origin, ...(c.MCP_ALLOWED_ORIGINS ?? [])],
  };
}

/** A URL fit for logs and messages: any password replaced by ***. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:@/]*):[^@/]*@/i, '$1:***@');
}
