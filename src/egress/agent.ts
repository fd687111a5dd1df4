// The undici Agent every fetch of an Egress goes through, its connections opened by the
// guarded connector. Imported by fetch-page.ts when the first page is fetched: undici costs
// about a tenth of the service's start-up and 12 MiB, which instances that never scan
// (tariffs only, EGRESS_ENABLED=false) need not pay.
import { Agent } from 'undici';
import type { AddressGate } from './address.ts';
import { createGuardedConnector } from './connector.ts';
import type { ResolvedEgressPolicy } from './policy.ts';

export function createAgent(rules: ResolvedEgressPolicy, gate: AddressGate): Agent {
  return new Agent({
    connect: createGuardedConnector({ gate, lookup: rules.lookup, connectTimeoutMs: rules.connectTimeoutMs }),
    headersTimeout: rules.headersTimeoutMs,
    bodyTimeout: rules.totalTimeoutMs,
  });
}
