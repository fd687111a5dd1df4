// Which IP addresses a fetch may connect to. Only public unicast by default: ipaddr.js's
// process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1) so it is judged as the IPv4 it is.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Returns null when the endpoint may be reached, else what the address is: "a private network (10.0.0.5)". */
export type AddressGate = (address: string, port: number) => string | null;

interface AllowedEndpoint {
  address: string;
  port: number | undefined;
}

// With allowPrivate these are reachable too; link-local (cloud metadata at 169.254.169.254),
// unspecified (0.0.0.0 reaches this machine), multicast and reserved ranges never are.
const PRIVATE_RANGES = new Set(['private', 'loopback', 'uniqueLocal']);

// Read as "... points to <words> (<address>)".
const RANGE_WORDS: Record<string, string> = {
  private: 'a private network',
  uniqueLocal: 'a private network',
  loopback: "this machine's loopback address",
  linkLocal: 'a link-local network', // where cloud metadata services answer
  unspecified: 'the unspecified address',
  multicast: 'a multicast group',
  broadcast: 'the broadcast address',
  carrierGradeNat: 'a carrier-grade NAT network',
  reserved: 'a reserved range',
};

export function createAddressGate(policy: { allowPrivate: boolean; allowAddresses: string[] }): AddressGate {
  const allowed = policy.allowAddresses.map(parseEndpoint);
  return (address, port) => {
    // net.isIP is strict (dotted IPv4 only); ipaddr.js would also read 0x7f.1 or 2130706433.
    if (!isIP(address)) return `not an IP address (${address})`;
    const ip = ipaddr.process(address);
    const canonical = ip.toString();
    const range = ip.range();
    if (range === 'unicast') return null;
    if (policy.allowPrivate && PRIVATE_RANGES.has(range)) return null;
    if (allowed.some((e) => e.address === canonical && (e.port === undefined || e.port === port))) return null;
    return `${RANGE_WORDS[range] ?? `a non-public range (${range})`} (${canonical})`;
  };
}

/** True for a literal IPv4 or IPv6 address (brackets already removed). */
export function isIpLiteral(host: string): boolean {
  return isIP(host) !== 0;
}

function parseEndpoint(entry: string): AllowedEndpoint {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  const withPort = /^([^:]+):(\d+)$/.exec(entry);
  const [address, port] = isIP(entry)
    ? [entry, undefined]
    : bracketed
      ? [bracketed[1], bracketed[2]]
      : withPort
        ? [withPort[1], withPort[2]]
        : [entry, undefined];
  if (!isIP(address)) throw new TypeError(`egress policy: allowAddresses entry ${JSON.stringify(entry)} is not an IP address`);
  return { address: ipaddr.process(address).toString(), port: port === undefined ? undefined : Number(port) };
}
