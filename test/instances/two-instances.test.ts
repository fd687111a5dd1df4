// Two `dutyscout serve` processes on one PostgreSQL database and one Redis, as behind a load
// balancer: one key's limits are exact across both and survive a restart of both; a key
// revoked through the CLI is refused by both within KEY_CACHE_SECONDS.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { RedisKeyQuota } from '../../src/ratelimit/redis.ts';
import { freshPostgresDatabase, freshRedisPrefix, postgres, redis } from '../support/services.ts';
import { runCli, type ServerProcess } from '../support/spawn.ts';
import { createKeyWithCli, lookup, roomInMinute, startInstances, stopInstances } from './helpers.ts';

const KEY_CACHE_SECONDS = 1;

describe('two instances on PostgreSQL and Redis', { skip: postgres.skip || redis.skip }, () => {
  let db: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let space: ReturnType<typeof freshRedisPrefix>;
  let env: Record<string, string>;
  let servers: ServerProcess[] = [];
  let probe: Redis;

  before(async () => {
    db = await freshPostgresDatabase();
    space = freshRedisPrefix();
    env = { DATABASE_URL: db.url, REDIS_URL: redis.url!, REDIS_KEY_PREFIX: space.prefix, KEY_CACHE_SECONDS: String(KEY_CACHE_SECONDS) };
    servers = await startInstances(2, env);
    probe = new Redis(redis.url!);
  });
  after(async () => {
    await stopInstances(servers);
    probe.disconnect();
    await space.cleanup();
    await db.drop();
  });

  it('300 concurrent requests of one key over both: exactly 100 answers, 200 429s with Retry-After; the day is shared; a restart of both keeps the counts', async (t) => {
    const { key, id } = await createKeyWithCli(env);
    await roomInMinute(30);
    const responses = await Promise.all(Array.from({ length: 300 }, (_, i) => lookup(servers[i % 2]!, key)));
    const byStatus = new Map<number, number>();
    for (const r of responses) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    t.diagnostic(`statuses: ${JSON.stringify(Object.fromEntries(byStatus))}`);
    assert.deepEqual([...byStatus].sort(), [[200, 100], [429, 200]]);
    for (const r of responses.filter((x) => x.status === 429)) {
      const retry = Number(r.headers.get('retry-after'));
      assert.ok(retry >= 1 && retry <= 60, `Retry-After ${r.headers.get('retry-after')}`);
    }
    // Both instances answered some of each: the split really went over both.
    const answeredBy = (n: number) => responses.filter((r, i) => i % 2 === n && r.status === 200).length;
    assert.ok(answeredBy(0) > 0 && answeredBy(1) > 0, `answers per instance: ${answeredBy(0)}, ${answeredBy(1)}`);
    await Promise.all(responses.map((r) => r.arrayBuffer()));

    const quota = new RedisKeyQuota(probe, space.prefix);
    const day = async () => (await quota.peek(id, Date.now())).windows.find((w) => w.name === 'day')!.remaining;
    assert.equal(await day(), 9_900, 'one daily count for both instances; the 200 refusals spent none');

    await stopInstances(servers);
    servers = await startInstances(2, env);
    for (const s of servers) {
      const again = await lookup(s, key);
      assert.equal(again.status, 429, 'the minute is still spent after a restart of both');
      assert.match(again.headers.get('ratelimit') ?? '', /^"minute";r=0;/);
      await again.arrayBuffer();
    }
    assert.equal(await day(), 9_900);
  });

  it(`a key revoked through the CLI is refused by both instances within KEY_CACHE_SECONDS (${KEY_CACHE_SECONDS} s)`, async () => {
    const { key, id } = await createKeyWithCli(env);
    for (const s of servers) assert.equal((await lookup(s, key)).status, 200); // now cached by both
    const res = await runCli(['keys', 'revoke', id], env);
    assert.equal(res.code, 0, res.stderr);
    const revokedAt = Date.now();
    const refusedAfter: number[] = [];
    for (const s of servers) {
      let status = 0;
      while (status !== 401 && Date.now() - revokedAt < KEY_CACHE_SECONDS * 1000 + 3000) {
        const r = await lookup(s, key);
        status = r.status;
        await r.arrayBuffer();
        if (status !== 401) await new Promise((r) => setTimeout(r, 50));
      }
      assert.equal(status, 401);
      refusedAfter.push(Date.now() - revokedAt);
    }
    assert.ok(Math.max(...refusedAfter) <= KEY_CACHE_SECONDS * 1000 + 500, `refused after ${refusedAfter.join(', ')} ms`);
  });
});
