// The undici connect function: the one place every connection is opened, so the address
// check here cannot be skipped. A hostname is resolved here, every address it resolves to
// is judged, and the socket is dialled to a judged address (never re-resolved), so DNS
// rebinding cannot swap in another one. The connected socket's peer is judged once more.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { Socket } from 'node:net';
import { buildConnector } from 'undici';
import type { AddressGate } from './address.ts';
import { isIpLiteral } from './address.ts';
import { EgressError } from './errors.ts';
import type { EgressLookup } from './policy.ts';

interface ConnectorOptions {
  gate: AddressGate;
  lookup: EgressLookup | undefined;
  connectTimeoutMs: number;
  /** Extra trusted certificate authorities; only tests with their own certificate set this. */
  ca?: string | Buffer;
}

// Addresses are dialled one after another (no happy eyeballs), so IPv4 first: a server
// without IPv6 routing then does not wait out a connect timeout on every dual-stack store.
const systemLookup: EgressLookup = (hostname) => dnsLookup(hostname, { all: true, order: 'ipv4first' });

export function createGuardedConnector({ gate, lookup = systemLookup, connectTimeoutMs, ca }: ConnectorOptions): buildConnector.connector {
  const dial = buildConnector({ timeout: connectTimeoutMs, ...(ca ? { ca } : {}) });
  const connectTo = (options: buildConnector.Options) =>
    new Promise<Socket>((resolve, reject) => {
      dial(options, (err, socket) => (err ? reject(err) : resolve(socket!)));
    });

  async function connectChecked(options: buildConnector.Options): Promise<Socket> {
    const host = options.hostname;
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    const literal = isIpLiteral(host);
    const addresses = literal ? [host] : await resolveWithin(lookup, host, connectTimeoutMs);
    for (const address of addresses) {
      const what = gate(address, port);
      if (what !== null) throw refusal(host, literal, what);
    }
    let lastError: unknown;
    for (const address of addresses) {
      let socket: Socket;
      try {
        // servername keeps TLS SNI and certificate checks on the hostname, not the address.
        socket = await connectTo({ ...options, hostname: address, servername: options.servername || (literal ? undefined : host) });
      } catch (err) {
        lastError = err;
        continue;
      }
      const peer = socket.remoteAddress;
      const what = peer === undefined ? 'an unknown address' : gate(peer, port);
      if (what !== null) {
        socket.destroy();
        throw refusal(host, literal, what);
      }
      return socket;
    }
    throw lastError;
  }

  return (options, callback) => {
    connectChecked(options).then(
      (socket) => callback(null, socket),
      (err: Error) => callback(err, null),
    );
  };
}

function refusal(host: string, literal: boolean, what: string): EgressError {
  return new EgressError('url_not_allowed', `${host} ${literal ? 'points to' : 'resolves to'} ${what}; only public addresses can be scanned`);
}

/** DNS is part of connecting, so it shares the connect timeout. */
async function resolveWithin(lookup: EgressLookup, host: string, timeoutMs: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EgressError('upstream_timeout', `looking up ${host} took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    const found = await Promise.race([lookup(host), timeout]);
    if (found.length === 0) throw new EgressError('upstream_unreachable', `${host} could not be found (it has no address)`);
    return found.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
}
