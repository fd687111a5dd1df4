import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import { rawHeader, socketAddress } from './raw-header.ts';
import { resolveClient, type ProxyTrust } from './proxy-trust.ts';

/**
 * The caller's address for per-client limits: the socket's, or, when TRUST_PROXY says which
 * proxies front us, the address the outermost of them saw (see proxy-trust.ts). Never the
 * left-most X-Forwarded-For hop: the caller writes that one.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  return resolveClient(trust, socketAddress(c), trust.kind === 'none' ? undefined : rawHeader(c, 'x-forwarded-for'));
}

/**
 * Which soft-limit bucket an address spends from. An IPv4 caller is its address. An IPv6 caller
 * is its /64: that is the block one subscriber (one home, one VM) is given, and every address in
 * it is the caller's to pick, so a bucket per address would give one caller 2^64 buckets. An
 * IPv4-mapped IPv6 address (::ffff:198.51.100.7, a dual-stack socket's view of an IPv4 peer) is
 * the IPv4 address it carries. Anything that does not parse (an X-Forwarded-For hop that is no
 * address, the in-process 'local') is a bucket of its own, as it was.
 */
export function limitBucketOf(address: string): string {
  // IPv4 (the common case) needs no parsing: only IPv6 text has a colon.
  if (!address.includes(':')) return address;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts;
  return `${a!.toString(16)}:${b!.toString(16)}:${c!.toString(16)}:${d!.toString(16)}::/64`;
}
