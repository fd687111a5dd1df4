// The public tools' soft limit as a caller meets it, including a wall clock that steps back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryClientBucket } from './memory.ts';

test('a burst is allowed, then the caller waits for the refill', async () => {
  const bucket = new MemoryClientBucket({ perMinute: 30, burst: 2 });
  const t0 = Date.UTC(2026, 5, 8);
  assert.equal((await bucket.take('a', t0)).allowed, true);
  assert.equal((await bucket.take('a', t0)).allowed, true);
  const refused = await bucket.take('a', t0);
  assert.deepEqual(refused, { allowed: false, retryAfterSeconds: 2 });
  assert.equal((await bucket.take('b', t0)).allowed, true, 'another caller has its own bucket');
  assert.equal((await bucket.take('a', t0 + 2_000)).allowed, true);
});

test('a clock stepped back a day does not lock a caller out', async () => {
  const bucket = new MemoryClientBucket({ perMinute: 30, burst: 10 });
  const t0 = Date.UTC(2026, 5, 8);
  assert.equal((await bucket.take('a', t0)).allowed, true);
  const back = await bucket.take('a', t0 - 86_400_000);
  assert.equal(back.allowed, true);
  assert.equal((await bucket.take('a', t0 - 86_400_000 + 1)).allowed, true);
});

test('after a clock steps back, the refill runs from the new time', async () => {
  const bucket = new MemoryClientBucket({ perMinute: 30, burst: 1 });
  const t0 = Date.UTC(2026, 5, 8);
  const back = t0 - 86_400_000;
  assert.equal((await bucket.take('a', t0)).allowed, true);
  assert.equal((await bucket.take('a', back)).allowed, false);
  assert.equal((await bucket.take('a', back + 2_000)).allowed, true);
});
