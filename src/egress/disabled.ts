// An egress that fetches nothing, for instances that must make no outbound request (a
// tariffs-only deployment, a locked-down network, an API fuzzing run): every page is refused
// with url_not_allowed before any name is resolved.
import { EgressError } from './errors.ts';
import type { Egress } from './types.ts';

export function disabledEgress(reason = 'fetching third-party pages is disabled on this instance'): Egress {
  return {
    async fetchPage() {
      throw new EgressError('url_not_allowed', `${reason[0]!.toUpperCase()}${reason.slice(1)}.`);
    },
    async close() {},
  };
}
