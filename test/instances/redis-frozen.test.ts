// Redis frozen under a running instance (SIGSTOP: the connection stays open, nothing answers).
// The documented unreachable mode must apply as it does when Redis refuses connections: the
// limits are decided by this instance's memory, one warning is logged for the outage, requests
// answer promptly (they waited 0.5 s for every limiter call, 1 s a v1 request, with an error
// and its stack logged for each), and the shared limits come back when Redis resumes. The Redis
// is a throwaway server of this test's own (frozen-services.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redis } from '../support/services.ts';
import { appOnFrozenServices, timedRequest, type Timed } from './frozen-services.ts';

/** A request answered later than this is not prompt, whatever the machine's load. */
const BOUND_MS = 3_000;

describe('Redis frozen', { skip: redis.skip }, () => {
  // Default timeouts (what an operator gets); the app's clock stands still, so every request
  // of the test falls in one minute window.
  const suite = appOnFrozenServices((services) => ({ REDIS_URL: services.redisUrl, PUBLIC_RATE_BURST: '100' }));
  const timed = (send: (signal: AbortSignal) => Promise<Response>) => timedRequest(BOUND_MS, send);
  const json = (body: unknown, key?: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  const lookup = (key: string) => timed((signal) => suite.t.request('/api/v1/tariffs/hts/lookup', { ...json({ codes: ['7326.90.8688'] }, key), signal }));
  const dutyImpact = () => timed((signal) => suite.t.request('/api/mcp/tariffs/duty_impact', { ...json({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china' }), signal }));
  const lines = () => suite.logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg !== 'request');

  it('decides with memory limits at once, logs one warning, answers promptly, and shares the limits again once Redis resumes', async () => {
    const { t, services, logs } = suite;
    const key = await t.key('all');
    const before = await lookup(key);
    assert.equal(before.status, 200);
    assert.match(before.headers.get('ratelimit') ?? '', /^"minute";r=99;/, 'counted in Redis');
    logs.lines.length = 0;

    services.freezeRedis();
    const started = performance.now();
    const answers: Timed[] = [];
    const later: typeof answers = [];
    let frozenFor = 0;
    try {
      for (let i = 0; i < 10; i++) {
        answers.push(await lookup(key), await dutyImpact(), await lookup('de_' + 'Z'.repeat(24)));
      }
      frozenFor = performance.now() - started;
      // Still frozen a while later, after attempts to connect afresh have gone unanswered too.
      await new Promise((r) => setTimeout(r, 3_000));
      later.push(await lookup(key), await dutyImpact(), await lookup(key));
    } finally {
      services.thaw();
    }

    assert.deepEqual(answers.map((a) => a.status), Array.from({ length: 10 }, () => [200, 200, 401]).flat());
    assert.match(answers[0]!.headers.get('ratelimit') ?? '', /^"minute";r=99;/, 'the fallback counts in memory, from zero');
    assert.match(answers[27]!.headers.get('ratelimit') ?? '', /^"minute";r=90;/, 'every lookup counted in memory');
    for (const a of [...answers, ...later]) assert.ok(a.ms < BOUND_MS, `answered after ${Math.round(a.ms)} ms`);
    assert.deepEqual(later.map((a) => a.status), [200, 200, 200]);
    // 30 requests: 1 s for each lookup and bad key and 0.5 s for each public call (25 s) before;
    // now one command timeout (0.5 s) for the first, then memory.
    assert.ok(frozenFor < 8_000, `30 requests took ${Math.round(frozenFor)} ms with Redis frozen`);

    // Back: the warning that it answers again, and the key counted in Redis where it left off.
    let back = false;
    for (let i = 0; i < 60 && !back; i++) {
      await new Promise((r) => setTimeout(r, 250));
      back = lines().some((l) => l.msg === 'Redis answers again: limits are shared between instances again');
    }
    assert.ok(back, JSON.stringify(lines()));
    assert.match((await lookup(key)).headers.get('ratelimit') ?? '', /^"minute";r=98;/, 'counted in Redis again');

    assert.deepEqual(lines().map((l) => [l.level, l.msg]), [
      [40, 'Redis is unreachable: limits are per instance (memory) until it answers again'],
      [40, 'Redis answers again: limits are shared between instances again'],
    ]);
    assert.ok(!logs.lines.join('\n').includes('"stack"'), 'no stack logged');
  });
});
