import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAddressGate } from './address.ts';

const publicOnly = createAddressGate({ allowPrivate: false, allowAddresses: [] });

test('public unicast addresses pass', () => {
  for (const address of ['93.184.215.14', '2606:4700::6810:85e5', '::ffff:93.184.215.14']) {
    assert.equal(publicOnly(address, 443), null, address);
  }
});

test('every non-public range is refused, IPv4-mapped IPv6 judged as its IPv4', () => {
  const refused: [string, RegExp][] = [
    ['10.1.2.3', /private network \(10\.1\.2\.3\)/],
    ['172.16.0.1', /private network/],
    ['192.168.0.1', /private network/],
    ['127.0.0.2', /loopback/],
    ['::1', /loopback/],
    ['::ffff:127.0.0.1', /loopback address \(127\.0\.0\.1\)/],
    ['169.254.169.254', /link-local/],
    ['fe80::1', /link-local/],
    ['fd12:3456::1', /private network/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['0.0.0.0', /unspecified/],
    ['::', /unspecified/],
    ['224.0.0.1', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['64:ff9b::a00:1', /non-public range \(rfc6052\)/],
    ['2002:a00:1::', /non-public range \(6to4\)/],
  ];
  for (const [address, words] of refused) assert.match(publicOnly(address, 80) ?? 'allowed', words, address);
});

test('every IPv6 form that carries an IPv4 address is refused unless that IPv4 is public', () => {
  const refused: [string, RegExp][] = [
    ['::7f00:1', /IPv4-compatible IPv6 address, deprecated \(::7f00:1\)/],
    ['::a9fe:a9fe', /IPv4-compatible/],
    ['::808:808', /IPv4-compatible/], // even around a public IPv4: the form is deprecated
    ['::ffff:0:7f00:1', /non-public range \(rfc6145\)/],
    ['64:ff9b::7f00:1', /non-public range \(rfc6052\)/],
    ['64:ff9b:1::7f00:1', /local-use NAT64/],
    ['2002:7f00:1::1', /non-public range \(6to4\)/],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', /non-public range \(teredo\)/],
    ['2001:db9::5efe:7f00:1', /ISATAP address around 127\.0\.0\.1/],
    ['2001:db9::200:5efe:a9fe:a9fe', /ISATAP address around 169\.254\.169\.254/],
    ['fe80::5efe:7f00:1', /ISATAP address around 127\.0\.0\.1/],
  ];
  for (const [address, words] of refused) assert.match(publicOnly(address, 80) ?? 'allowed', words, address);
  for (const address of ['2001:db9::5efe:808:808', '2606:4700::1111', '2a00:1450:4001:80b::200e']) assert.equal(publicOnly(address, 80), null, address);
  // allowPrivate opens loopback, not a loopback smuggled inside another form.
  const gate = createAddressGate({ allowPrivate: true, allowAddresses: [] });
  for (const address of ['::7f00:1', '2001:db9::5efe:7f00:1']) assert.notEqual(gate(address, 80), null, address);
});

test('only strict dotted IPv4 counts as an address (no 0x7f.1 or 2130706433 here)', () => {
  assert.match(publicOnly('2130706433', 80)!, /not an IP address/);
  assert.match(publicOnly('0x7f.1', 80)!, /not an IP address/);
});

test('allowPrivate opens private and loopback, never link-local, unspecified or multicast', () => {
  const gate = createAddressGate({ allowPrivate: true, allowAddresses: [] });
  for (const address of ['10.0.0.1', '127.0.0.1', '::1', 'fd00::1']) assert.equal(gate(address, 80), null, address);
  for (const address of ['169.254.169.254', '0.0.0.0', '224.0.0.1']) assert.notEqual(gate(address, 80), null, address);
});

test('allowAddresses opens exactly the endpoints listed', () => {
  const gate = createAddressGate({ allowPrivate: false, allowAddresses: ['127.0.0.1:4000', '[::1]:5000', '10.0.0.9'] });
  assert.equal(gate('127.0.0.1', 4000), null);
  assert.equal(gate('::ffff:127.0.0.1', 4000), null);
  assert.notEqual(gate('127.0.0.1', 4001), null);
  assert.notEqual(gate('127.0.0.2', 4000), null);
  assert.equal(gate('::1', 5000), null);
  assert.notEqual(gate('::1', 4000), null);
  assert.equal(gate('10.0.0.9', 8443), null);
  assert.notEqual(gate('10.0.0.8', 8443), null);
});

test('a malformed allowAddresses entry is a configuration error', () => {
  assert.throws(() => createAddressGate({ allowPrivate: false, allowAddresses: ['localhost:80'] }), /not an IP address/);
});
