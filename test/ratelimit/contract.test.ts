// The limiter contract, run against the in-process limits and against Redis (when
// TEST_REDIS_URL is set): the same calls give the same decisions. Redis adds what memory
// cannot: counts shared between connections (instances) and kept across restarts.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import type { ClientBucket, FailureCounter, KeyQuota } from '../../src/ratelimit/limiter.ts';
import { MemoryClientBucket, MemoryFailureCounter, MemoryKeyQuota } from '../../src/ratelimit/memory.ts';
import { RedisClientBucket, RedisFailureCounter, RedisKeyQuota } from '../../src/ratelimit/redis.ts';
import { V1_WINDOWS, type WindowSpec } from '../../src/ratelimit/windows.ts';
import { freshRedisPrefix, redis } from '../support/services.ts';

interface LimiterBackend {
  name: string;
  skip: string | false;
  /** A limiter as one instance sees it; `instance` > 0 gives another instance's view (own connection) where the backend shares state. */
  quota(windows?: WindowSpec[], instance?: number): KeyQuota;
  bucket(opts: { perMinute: number; burst: number }): ClientBucket;
  failures(opts: { limit: number; windowSeconds: number }): FailureCounter;
  close(): Promise<void>;
}

function memoryBackend(): LimiterBackend {
  return {
    name: 'memory',
    skip: false,
    quota: (windows = V1_WINDOWS) => new MemoryKeyQuota(windows),
    bucket: (opts) => new MemoryClientBucket(opts),
    failures: (opts) => new MemoryFailureCounter(opts),
    async close() {},
  };
}

function redisBackend(): LimiterBackend {
  const connections: Redis[] = [];
  const space = redis.url ? freshRedisPrefix() : undefined;
  const connection = (n: number) => (connections[n] ??= new Redis(redis.url!));
  return {
    name: 'redis',
    skip: redis.skip,
    quota: (windows = V1_WINDOWS, instance = 0) => new RedisKeyQuota(connection(instance), space!.prefix, windows),
    bucket: (opts) => new RedisClientBucket(connection(0), space!.prefix, opts),
    failures: (opts) => new RedisFailureCounter(connection(0), space!.prefix, opts),
    async close() {
      await space?.cleanup();
      for (const c of connections) c?.disconnect();
    },
  };
}

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0); // the start of a UTC minute
let keySerial = 0;
const newKey = () => `key_contract_${process.pid}_${++keySerial}`;
const dayRemaining = async (q: KeyQuota, key: string, now: number) => (await q.peek(key, now)).windows.find((w) => w.name === 'day')!.remaining;

for (const backend of [memoryBackend(), redisBackend()]) {
  describe(`limiter contract: ${backend.name}`, { skip: backend.skip }, () => {
    after(() => backend.close());

    it('101 requests in a minute: 100 pass, the 101st is refused until the next minute and spends no daily quota', async () => {
      const q = backend.quota();
      const key = newKey();
      const decisions = [];
      for (let i = 0; i < 101; i++) decisions.push(await q.consume(key, T0 + i * 100));
      assert.equal(decisions.filter((d) => d.allowed).length, 100);
      const refused = decisions[100]!;
      assert.equal(refused.allowed, false);
      assert.equal(refused.retryAfterSeconds, 50); // at 12:00:10 the minute resets in 50 s
      assert.deepEqual(refused.windows.map((w) => [w.name, w.remaining]), [['minute', 0], ['day', 9_900]]);
      assert.equal(await dayRemaining(q, key, T0 + 10_100), 9_900);
      const next = await q.consume(key, T0 + 60_000);
      assert.equal(next.allowed, true);
      assert.deepEqual(next.windows.map((w) => [w.name, w.remaining, w.resetSeconds]), [['minute', 99, 60], ['day', 9_899, 86_400 - 12 * 3600 - 60]]);
    });

    it("the housekeeping that drops idle keys keeps a key whose day is still running; every decision names the policy", async () => {
      const q = backend.quota();
      const key = newKey();
      for (let i = 0; i < 3; i++) await q.consume(key, T0 + i);
      // Later minutes, 2,100 other keys' requests: more than a sweep's worth of operations.
      for (let i = 0; i < 2_100; i++) await q.consume(newKey(), T0 + 120_000 + i);
      const later = await q.peek(key, T0 + 180_000);
      assert.deepEqual(later.windows.map((w) => [w.name, w.remaining]), [['minute', 100], ['day', 9_997]]);
      assert.equal(later.policy, '"minute";q=100;w=60, "day";q=10000;w=86400');
    });

    it('the daily window refuses once spent, until the next UTC day; peek spends nothing; keys count apart', async () => {
      const windows = [{ name: 'minute', limit: 3, windowSeconds: 60 }, { name: 'day', limit: 5, windowSeconds: 86_400 }];
      const q = backend.quota(windows);
      const key = newKey();
      const other = newKey();
      for (let i = 0; i < 3; i++) assert.equal((await q.consume(key, T0)).allowed, true);
      assert.equal((await q.peek(key, T0)).allowed, false);
      assert.equal((await q.peek(key, T0)).windows[1]!.remaining, 2, 'peeking spends nothing');
      assert.equal((await q.consume(other, T0)).allowed, true, 'another key has its own counts');
      for (let i = 0; i < 2; i++) assert.equal((await q.consume(key, T0 + 60_000)).allowed, true);
      const refused = await q.consume(key, Date.UTC(2026, 10, 21, 23, 0, 0));
      assert.equal(refused.allowed, false);
      assert.equal(refused.retryAfterSeconds, 3600);
      assert.equal((await q.consume(key, Date.UTC(2026, 10, 22, 0, 0, 1))).allowed, true);
    });

    it('300 concurrent requests of one key (over two instances where shared): exactly 100 pass', async () => {
      const a = backend.quota(V1_WINDOWS, 0);
      const b = backend.name === 'memory' ? a : backend.quota(V1_WINDOWS, 1);
      const key = newKey();
      const now = Date.now();
      const results = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? a : b).consume(key, now)));
      assert.equal(results.filter((r) => r.allowed).length, 100);
      assert.equal(await dayRemaining(a, key, now), 9_900);
    });

    it('the public bucket allows a burst, then makes the caller wait for the refill', async () => {
      const bucket = backend.bucket({ perMinute: 30, burst: 2 });
      const client = newKey();
      assert.equal((await bucket.take(client, T0)).allowed, true);
      assert.equal((await bucket.take(client, T0)).allowed, true);
      assert.deepEqual(await bucket.take(client, T0), { allowed: false, retryAfterSeconds: 2 });
      assert.equal((await bucket.take(newKey(), T0)).allowed, true, 'another caller has its own bucket');
      assert.equal((await bucket.take(client, T0 + 2_000)).allowed, true);
    });

    it('a token given back (a call refused for its input) can be spent again, never past the burst', async () => {
      const bucket = backend.bucket({ perMinute: 30, burst: 2 });
      const client = newKey();
      await bucket.giveBack(client, T0);
      assert.equal((await bucket.take(client, T0)).allowed, true);
      assert.equal((await bucket.take(client, T0)).allowed, true);
      assert.equal((await bucket.take(client, T0)).allowed, false, 'a full bucket given a token stays at its burst');
      await bucket.giveBack(client, T0);
      assert.equal((await bucket.take(client, T0)).allowed, true);
      assert.equal((await bucket.take(client, T0)).allowed, false);
    });

    it('a clock stepped back a day does not lock a caller out, and the refill runs from the new time', async () => {
      const wide = backend.bucket({ perMinute: 30, burst: 10 });
      const a = newKey();
      assert.equal((await wide.take(a, T0)).allowed, true);
      assert.equal((await wide.take(a, T0 - 86_400_000)).allowed, true);
      assert.equal((await wide.take(a, T0 - 86_400_000 + 1)).allowed, true);
      const narrow = backend.bucket({ perMinute: 30, burst: 1 });
      const b = newKey();
      const back = T0 - 86_400_000;
      assert.equal((await narrow.take(b, T0)).allowed, true);
      assert.equal((await narrow.take(b, back)).allowed, false);
      assert.equal((await narrow.take(b, back + 2_000)).allowed, true);
    });

    it('failed authentications lock an address out for the rest of the window, and only that address', async () => {
      const failures = backend.failures({ limit: 3, windowSeconds: 60 });
      const client = newKey();
      for (let i = 0; i < 3; i++) {
        assert.equal((await failures.isBlocked(client, T0 + 1000)).allowed, true);
        await failures.record(client, T0 + 1000);
      }
      assert.deepEqual(await failures.isBlocked(client, T0 + 1000), { allowed: false, retryAfterSeconds: 59 });
      assert.equal((await failures.isBlocked(newKey(), T0 + 1000)).allowed, true);
      assert.equal((await failures.isBlocked(client, T0 + 60_000)).allowed, true);
    });
  });
}

describe('limiter contract: redis only', { skip: redis.skip }, () => {
  const backend = redisBackend();
  after(() => backend.close());

  it('counts survive a new connection (an instance restarted) and stay per window', async () => {
    const key = newKey();
    const first = backend.quota(V1_WINDOWS, 0);
    for (let i = 0; i < 100; i++) await first.consume(key, T0);
    const restarted = backend.quota(V1_WINDOWS, 2);
    const refused = await restarted.consume(key, T0 + 1000);
    assert.equal(refused.allowed, false);
    assert.equal(await dayRemaining(restarted, key, T0 + 1000), 9_900);
  });
});
