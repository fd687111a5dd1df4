// The egress module's public face: the SSRF-safe fetch of third-party pages.
export { createEgress } from './fetch-page.ts';
export { disabledEgress } from './disabled.ts';
export { EgressError } from './errors.ts';
export type { EgressErrorCode } from './errors.ts';
export { defaultEgressPolicy, egressUserAgent } from './policy.ts';
export type { EgressLookup, EgressPolicy, ResolvedEgressPolicy } from './policy.ts';
export type { Egress, FetchedPage, FetchOptions } from './types.ts';
