// Which IP addresses a fetch may connect to. Only public unicast by default: ipaddr.js's
// process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1) so it is judged as the IPv4 it is.
// The other IPv6 forms that carry an IPv4 address are refused here too (embeddedIpv4Problem):
// ipaddr.js files the IPv4-compatible ::/96 and ISATAP interface ids under unicast, and a
// host with a tunnel or a translator reaches the IPv4 inside them.
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
    const embedded = ip.kind() === 'ipv6' ? embeddedIpv4Problem(ip as ipaddr.IPv6) : null;
    if (embedded) return `${embedded} (${canonical})`;
    if (range === 'unicast') return null;
    if (policy.allowPrivate && PRIVATE_RANGES.has(range)) return null;
    if (allowed.some((e) => e.address === canonical && (e.port === undefined || e.port === port))) return null;
    return `${RANGE_WORDS[range] ?? `a non-public range (${range})`} (${canonical})`;
  };
}

/**
 * What is wrong with an IPv6 address that carries an IPv4 one, or null. The forms ipaddr.js
 * gives a range of their own (NAT64 64:ff9b::/96 and its local-use 64:ff9b:1::/48, both
 * 'rfc6052'; 6to4 2002::/16, Teredo 2001::/32, the IPv4-translated ::ffff:0:0:0/96) are refused
 * by that range; these two it calls unicast:
 * - IPv4-compatible ::/96 (::7f00:1 is 127.0.0.1 to a host that still honours it), deprecated
 *   since RFC 4291 2.5.5.1: refused whatever the IPv4, as no public site is reached that way;
 * - an ISATAP interface id (RFC 5214: ...:0:5efe:a.b.c.d or ...:200:5efe:a.b.c.d): refused
 *   when its IPv4 is not public.
 * Local-use NAT64 (RFC 8215) is named here too, only so its refusal says what it is.
 */
function embeddedIpv4Problem(ip: ipaddr.IPv6): string | null {
  const p = ip.parts;
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1)) return 'an IPv4-compatible IPv6 address, deprecated';
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1) return 'a local-use NAT64 address';
  if ((p[4] === 0 || p[4] === 0x200) && p[5] === 0x5efe) {
    const v4 = ipaddr.IPv4.parse(`${p[6] >> 8}.${p[6] & 0xff}.${p[7] >> 8}.${p[7] & 0xff}`);
    if (v4.range() !== 'unicast') return `an ISATAP address around ${v4.toString()}, not a public IPv4`;
  }
  return null;
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
