// The connector dials a checked IP address, never the hostname; TLS must still present the
// hostname (SNI) and verify the certificate against it, not against the IP.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { after, before, describe, test } from 'node:test';
import { createAddressGate } from '../../src/egress/address.ts';
import { createGuardedConnector } from '../../src/egress/connector.ts';

const cert = readFileSync(new URL('./fixtures/shop-example.crt', import.meta.url));
const key = readFileSync(new URL('./fixtures/shop-example.key', import.meta.url));

describe('TLS through the guarded connector', () => {
  let port: number;
  let server: ReturnType<typeof createServer>;
  // What the server saw as SNI, per connection, in arrival order.
  let sniSeen: (name: string | false | null) => void = () => {};
  before(async () => {
    server = createServer({ cert, key }, (_req, res) => res.end('ok'));
    server.on('secureConnection', (socket: TLSSocket) => sniSeen(socket.servername));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  const connect = (hostname: string) => {
    const connector = createGuardedConnector({
      gate: createAddressGate({ allowPrivate: false, allowAddresses: [`127.0.0.1:${port}`] }),
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
      connectTimeoutMs: 2_000,
      ca: cert,
    });
    return new Promise<TLSSocket>((resolve, reject) => {
      connector({ hostname, host: `${hostname}:${port}`, protocol: 'https:', port: String(port) }, (...args) =>
        args[0] ? reject(args[0]) : resolve(args[1] as TLSSocket),
      );
    });
  };

  test('the hostname is sent as SNI and its certificate verifies, while the checked IP is dialled', async () => {
    const sni = new Promise((resolve) => (sniSeen = resolve));
    const socket = await connect('shop.example');
    try {
      assert.equal(socket.authorized, true);
      assert.equal(socket.remoteAddress, '127.0.0.1');
      assert.equal(await sni, 'shop.example');
    } finally {
      socket.destroy();
    }
  });

  test('a certificate for another name is rejected', async () => {
    await assert.rejects(connect('other.example'), (err: { code?: string }) => err.code === 'ERR_TLS_CERT_ALTNAME_INVALID');
  });
});
