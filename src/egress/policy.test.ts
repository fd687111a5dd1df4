import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultEgressPolicy, egressUserAgent } from './policy.ts';

test('defaults fill what the caller leaves out', () => {
  const policy = defaultEgressPolicy({ allowPrivate: false, userAgent: 'ua', maxRedirects: undefined, cacheTtlMs: 0 });
  assert.deepEqual(policy.allowedPorts, [80, 443]);
  assert.equal(policy.connectTimeoutMs, 5_000);
  assert.equal(policy.headersTimeoutMs, 10_000);
  assert.equal(policy.totalTimeoutMs, 15_000);
  assert.equal(policy.maxBodyBytes, 5 * 1024 * 1024);
  assert.equal(policy.maxRedirects, 5);
  assert.equal(policy.cacheTtlMs, 0);
});

test('values that cannot work are refused when the egress is made', () => {
  assert.throws(() => defaultEgressPolicy({ allowPrivate: false, userAgent: ' ' }), /userAgent/);
  assert.throws(() => defaultEgressPolicy({ allowPrivate: false, userAgent: 'ua', allowedPorts: [0] }), /invalid port 0/);
  assert.throws(() => defaultEgressPolicy({ allowPrivate: false, userAgent: 'ua', totalTimeoutMs: 0 }), /totalTimeoutMs/);
  assert.throws(() => defaultEgressPolicy({ allowPrivate: false, userAgent: 'ua', maxRedirects: -1 }), /maxRedirects/);
});

test('the User-Agent names the service, where to read about it, and whom to contact', () => {
  assert.equal(egressUserAgent('support@dutyscout.example', 'https://dutyscout.example'), 'dutyscout (+https://dutyscout.example; support@dutyscout.example)');
});
