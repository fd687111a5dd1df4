// Redis stopped under a running instance: no request fails because of it (the limits fall
// back to this instance's memory, with a warning), and the shared limits return with Redis.
// The test runs its own redis-server, so stopping it disturbs no other suite.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { redis } from '../support/services.ts';
import { startServerProcess, type ServerProcess } from '../support/spawn.ts';
import { createKeyWithCli, freePort, lookup, roomInMinute } from './helpers.ts';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => {}); // refused until the server listens
  for (let i = 0; i < 100; i++) {
    try {
      await probe.connect();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await probe.ping();
  probe.disconnect();
  return child;
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe('Redis stopped mid-run', { skip: redis.skip }, () => {
  let dir: string;
  let port: number;
  let redisServer: ChildProcess;
  let server: ServerProcess;
  let logs = '';
  let env: Record<string, string>;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dutyscout-redis-down-'));
    port = await freePort();
    redisServer = await startRedis(port);
    env = { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'warn' };
    server = await startServerProcess(env);
    server.child.stdout!.on('data', (d) => (logs += d));
  });
  after(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    redisServer.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request while Redis is down (memory limits, a warning), then counts in Redis again once it is back', async () => {
    const { key, id } = await createKeyWithCli(env);
    await roomInMinute(25);
    const counted = new Redis({ port, host: '127.0.0.1' });
    const minuteCount = async () => Number((await counted.get(`dutyscout:quota:{${id}}:minute:${Math.floor(Date.now() / 60_000) * 60_000}`)) ?? 0);
    for (let i = 0; i < 3; i++) assert.equal((await lookup(server, key)).status, 200);
    assert.equal(await minuteCount(), 3, 'counted in Redis');
    counted.disconnect();

    redisServer.kill('SIGKILL');
    const statuses: number[] = [];
    const publicStatuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await lookup(server, key);
      statuses.push(r.status);
      if (i === 0) assert.match(r.headers.get('ratelimit') ?? '', /^"minute";r=99;/, 'the fallback counts from zero in memory');
      await r.arrayBuffer();
      const p = await fetch(`${server.url}/api/mcp/tariffs/duty_impact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china' }),
      });
      publicStatuses.push(p.status);
      await p.arrayBuffer();
      // A bad key: the lockout counter falls back too.
      const bad = await lookup(server, 'de_' + 'Z'.repeat(24));
      assert.equal(bad.status, 401);
      await bad.arrayBuffer();
    }
    assert.deepEqual(statuses, Array(10).fill(200));
    assert.ok(publicStatuses.every((s) => s === 200 || s === 429), `public tool: ${publicStatuses.join(',')}`);
    assert.ok(await waitFor(() => /Redis is unreachable/.test(logs), 2000), `no warning logged: ${logs}`);

    redisServer = await startRedis(port);
    assert.ok(await waitFor(() => /Redis answers again/.test(logs), 8000), `no recovery logged: ${logs}`);
    const back = new Redis({ port, host: '127.0.0.1' });
    assert.equal((await lookup(server, key)).status, 200);
    assert.equal(Number((await back.get(`dutyscout:quota:{${id}}:minute:${Math.floor(Date.now() / 60_000) * 60_000}`)) ?? 0), 1, 'counted in the new Redis');
    back.disconnect();
    assert.doesNotMatch(logs, /unhandled error/, 'no request failed');
  });
});
