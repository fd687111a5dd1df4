// What the egress may reach and how long and how much it may read. One policy per Egress;
// createEgress resolves it once so the rest of the module works with complete values.

/** Resolves a hostname to every address it has (the shape of dns.promises.lookup with all: true). */
export type EgressLookup = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export interface EgressPolicy {
  /** Allow private and loopback targets (tests, on-premise). Link-local, multicast and the like stay refused. */
  allowPrivate: boolean;
  /** Names the service and a contact, so a storefront's operator knows who is fetching. */
  userAgent: string;
  /** Ports a target may use; default [80, 443]. */
  allowedPorts?: number[];
  /**
   * Exact non-public endpoints that stay reachable while allowPrivate is false: "127.0.0.1:41234",
   * "[::1]:8080", or an address alone for any allowed port. Meant for a test's own fixture server.
   */
  allowAddresses?: string[];
  connectTimeoutMs?: number;
  /** From the request being sent until the response headers have arrived. */
  headersTimeoutMs?: number;
  /** The whole fetch, every redirect and the body included. */
  totalTimeoutMs?: number;
  /** Body size after decompression. */
  maxBodyBytes?: number;
  /** Body size as it comes off the wire (compressed or not). */
  maxWireBytes?: number;
  maxRedirects?: number;
  /** How long a fetched page is served from memory; 0 disables the cache. */
  cacheTtlMs?: number;
  /** Upper bound on the memory the cached pages take (their bodies: cache.ts). */
  cacheMaxBytes?: number;
  /** DNS resolution; injectable so tests never depend on real DNS. */
  lookup?: EgressLookup;
}

export type ResolvedEgressPolicy = Required<Omit<EgressPolicy, 'lookup'>> & Pick<EgressPolicy, 'lookup'>;

const MiB = 1024 * 1024;

const DEFAULTS = {
  allowedPorts: [80, 443],
  allowAddresses: [],
  connectTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  totalTimeoutMs: 15_000,
  maxBodyBytes: 5 * MiB,
  maxWireBytes: 5 * MiB,
  maxRedirects: 5,
  cacheTtlMs: 300_000,
  // About 50 pages of 300 KB: as many as the 32 MiB held when it kept decoded text, at two
  // bytes a character for nearly every real page.
  cacheMaxBytes: 16 * MiB,
} as const;

/** The policy with every default filled in; throws a TypeError on values that cannot work. */
export function defaultEgressPolicy(policy: EgressPolicy): ResolvedEgressPolicy {
  const resolved: ResolvedEgressPolicy = {
    ...DEFAULTS,
    ...withoutUndefined(policy),
    allowedPorts: [...(policy.allowedPorts ?? DEFAULTS.allowedPorts)],
    allowAddresses: [...(policy.allowAddresses ?? DEFAULTS.allowAddresses)],
  };
  if (resolved.userAgent.trim() === '') throw new TypeError('egress policy: userAgent must name the service and a contact');
  for (const port of resolved.allowedPorts) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new TypeError(`egress policy: invalid port ${port}`);
  }
  const positive = ['connectTimeoutMs', 'headersTimeoutMs', 'totalTimeoutMs', 'maxBodyBytes', 'maxWireBytes'] as const;
  for (const key of positive) {
    if (!(resolved[key] > 0)) throw new TypeError(`egress policy: ${key} must be positive`);
  }
  const nonNegative = ['maxRedirects', 'cacheTtlMs', 'cacheMaxBytes'] as const;
  for (const key of nonNegative) {
    if (!(resolved[key] >= 0)) throw new TypeError(`egress policy: ${key} must be zero or more`);
  }
  return resolved;
}

/** "dutyscout (+https://dutyscout.example; support@dutyscout.example)": who fetches, and whom to ask. */
export function egressUserAgent(contact: string, infoUrl?: string): string {
  return infoUrl ? `dutyscout (+${infoUrl}; ${contact})` : `dutyscout (${contact})`;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
