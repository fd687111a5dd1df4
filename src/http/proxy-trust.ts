// TRUST_PROXY: which X-Forwarded-For hop is the caller. Each proxy appends the address it saw,
// so only the right-hand hops were written by proxies we run; everything left of them is
// whatever the caller sent. The setting says how many of those right-hand hops to trust.
import ipaddr from 'ipaddr.js';

export type ProxyTrust =
  /** X-Forwarded-For is ignored: the socket's peer is the client. */
  | { kind: 'none' }
  /** This many proxies in front: the client is the `hops`-th X-Forwarded-For entry from the right. */
  | { kind: 'hops'; hops: number }
  /** Proxies at these addresses: from the right, skip them; the first other address is the client. */
  | { kind: 'proxies'; ranges: Range[] };

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

const FALSE = new Set(['0', 'false', 'no', 'off']);
const TRUE = new Set(['true', 'yes', 'on']);

/** Parses TRUST_PROXY; throws an Error whose message says what is accepted. */
export function parseProxyTrust(value: string): ProxyTrust {
  const v = value.trim().toLowerCase();
  if (v === '' || FALSE.has(v)) return { kind: 'none' };
  if (TRUE.has(v)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(v)) return { kind: 'hops', hops: Number(v) };
  const ranges = v.split(',').map((entry) => {
    const item = entry.trim();
    try {
      // One form for every range (IPv4-mapped IPv6 as IPv4), matched against peers that
      // ipaddr.process() has normalised the same way.
      const [address, bits] = item.includes('/') ? ipaddr.parseCIDR(item) : [ipaddr.parse(item), -1];
      const plain = ipaddr.process(address.toString());
      const width = plain.kind() === 'ipv4' ? 32 : 128;
      return [plain, bits < 0 ? width : plain.kind() === address.kind() ? bits : bits - 96] as Range;
    } catch {
      throw new Error(`expected false, true, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs; '${item}' is none of these`);
    }
  });
  return { kind: 'proxies', ranges };
}

function isTrustedProxy(address: string, ranges: Range[]): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

/**
 * The caller's address from the socket peer and the X-Forwarded-For header (raw value).
 * `peer` is undefined in-process (no socket): then there is no peer to check.
 */
export function resolveClient(trust: ProxyTrust, peer: string | undefined, forwardedFor: string | undefined): string {
  const fallback = peer ?? 'local';
  if (trust.kind === 'none' || !forwardedFor) return fallback;
  const hops = forwardedFor.split(',').map((h) => h.trim()).filter(Boolean);
  if (hops.length === 0) return fallback;
  if (trust.kind === 'hops') {
    if (trust.hops === 0) return fallback;
    // Fewer hops than proxies: the header is shorter than our own chain writes, so the
    // left-most entry is the best we have (and it was still written by a proxy of ours).
    return hops[Math.max(0, hops.length - trust.hops)]!;
  }
  // A peer that is not one of our proxies sent the header itself: it is the client.
  if (peer !== undefined && !isTrustedProxy(peer, trust.ranges)) return peer;
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrustedProxy(hops[i]!, trust.ranges)) return hops[i]!;
  return hops[0]!;
}
