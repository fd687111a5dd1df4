// The external services some suites need (PostgreSQL, Redis), from TEST_DATABASE_URL and
// TEST_REDIS_URL (set by .ci/run, or by `eval "$(scripts/services.sh start)"`). Without them
// those suites skip with the reason, except under CI=true, where a missing service fails the
// run: CI must never pass by skipping.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';

const START_HINT = 'start throwaway ones with: eval "$(scripts/services.sh start)"';

function serviceUrl(variable: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL', what: string): { url: string | undefined; skip: string | false } {
  const url = process.env[variable] || undefined;
  if (url) return { url, skip: false };
  if (process.env.CI === 'true') throw new Error(`${variable} is not set: CI=true requires ${what} (.ci/run starts it)`);
  return { url: undefined, skip: `${variable} is not set: ${what} suites skipped (${START_HINT})` };
}

export const postgres = serviceUrl('TEST_DATABASE_URL', 'PostgreSQL');
export const redis = serviceUrl('TEST_REDIS_URL', 'Redis');

/** A new, empty database on the test server; drop() removes it (and any connection left to it). */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = postgres.url!;
  const name = `dutyscout_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A key prefix no other test uses on the shared test Redis; cleanup() deletes its keys. */
export function freshRedisPrefix(): { prefix: string; cleanup(): Promise<void> } {
  const prefix = `dutyscout-test:${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    async cleanup() {
      const r = new Redis(redis.url!);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    },
  };
}
