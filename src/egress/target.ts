// Checks a URL before anything is sent: the first address and every redirect hop alike.
// Literal IPs are judged here already (they also pass the connect-time check); hostnames
// are judged when they are resolved, at connect time (see connector.ts).
import type { AddressGate } from './address.ts';
import { isIpLiteral } from './address.ts';
import { EgressError } from './errors.ts';

const DEFAULT_PORT: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** The URL to request (fragment dropped), or an EgressError url_not_allowed saying why not. */
export function checkTarget(
  raw: string,
  base: URL | undefined,
  policy: { allowedPorts: number[] },
  gate: AddressGate,
): URL {
  const refuse = (reason: string): never => {
    const message = base ? `the page redirects to ${raw}, which is refused: ${reason}` : reason;
    throw new EgressError('url_not_allowed', message);
  };
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    if (base) throw new EgressError('upstream_error', `the page redirects to an invalid address (${JSON.stringify(raw)})`);
    return refuse(`${JSON.stringify(raw)} is not a valid URL`);
  }
  if (!(url.protocol in DEFAULT_PORT)) {
    return refuse(`only http and https pages can be scanned (this address uses ${url.protocol})`);
  }
  if (url.username !== '' || url.password !== '') {
    return refuse('addresses with a user name or password (user@host) cannot be scanned');
  }
  const port = portOf(url);
  if (!policy.allowedPorts.includes(port)) {
    return refuse(`port ${port} is not allowed; pages are fetched on port${policy.allowedPorts.length > 1 ? 's' : ''} ${policy.allowedPorts.join(', ')} only`);
  }
  // WHATWG parsing has already turned 2130706433 and 0x7f.1 into 127.0.0.1, so the gate sees the real address.
  const host = hostOf(url);
  if (isIpLiteral(host)) {
    const what = gate(host, port);
    if (what !== null) return refuse(`${base ? 'it' : raw} points to ${what}; only public addresses can be scanned`);
  }
  url.hash = '';
  return url;
}

function portOf(url: URL): number {
  return url.port === '' ? DEFAULT_PORT[url.protocol]! : Number(url.port);
}

/** The hostname without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}
