// The outage watch every PostgreSQL call goes through: which failures are an outage (a 503),
// that one is logged once at each end, and that while it lasts one call at a time waits on the
// database while the others are answered at once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Logger } from 'pino';
import { StoreUnavailableError, watchOutage } from '../../src/store/outage.ts';

function recordingLogger() {
  const lines: Array<[string, string]> = [];
  const logger = {
    error: (_o: unknown, msg: string) => void lines.push(['error', msg]),
    info: (_o: unknown, msg: string) => void lines.push(['info', msg]),
  } as unknown as Logger;
  return { logger, lines };
}

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
const fail = (err: Error) => () => Promise.reject(err);

describe('store outage watch', () => {
  it('a database that does not answer is an outage: a refused connection, a pool that could not connect in time, a statement never answered or cancelled by its timeout', async () => {
    for (const err of [coded('ECONNREFUSED'), new Error('timeout exceeded when trying to connect'), new Error('Query read timeout'), coded('57014', 'canceling statement due to statement timeout')]) {
      const watch = watchOutage(undefined, 'postgres');
      await assert.rejects(watch(fail(err)), (e: unknown) => e instanceof StoreUnavailableError && e.retryAfterSeconds === 5, err.message);
    }
  });

  it('a query that fails is not an outage: its error passes through, and it ends one', async () => {
    const { logger, lines } = recordingLogger();
    const watch = watchOutage(logger, 'postgres');
    await assert.rejects(watch(fail(coded('ECONNRESET'))), StoreUnavailableError);
    const unique = coded('23505', 'duplicate key value violates unique constraint');
    await assert.rejects(watch(fail(unique)), (e) => e === unique);
    assert.deepEqual(lines.map(([level]) => level), ['error', 'info'], 'the database answered: reachable again');
  });

  it('logs an outage once when it starts and once when it ends', async () => {
    const { logger, lines } = recordingLogger();
    const watch = watchOutage(logger, 'postgres');
    for (let i = 0; i < 5; i++) await assert.rejects(watch(fail(coded('ECONNREFUSED'))), StoreUnavailableError);
    assert.equal(await watch(async () => 'row'), 'row');
    assert.equal(await watch(async () => 'row'), 'row');
    assert.deepEqual(lines, [
      ['error', 'store unreachable: requests that need it are answered 503 until it is back'],
      ['info', 'store reachable again'],
    ]);
  });

  it('while it is down, one call at a time waits on the database; the others are answered 503 at once without asking it', async () => {
    const watch = watchOutage(undefined, 'postgres');
    await assert.rejects(watch(fail(new Error('Query read timeout'))), StoreUnavailableError);
    let answer!: (v: string) => void;
    const probe = watch(() => new Promise<string>((resolve) => (answer = resolve)));
    let asked = 0;
    for (let i = 0; i < 3; i++) {
      await assert.rejects(
        watch(async () => {
          asked++;
          return 'row';
        }),
        StoreUnavailableError,
      );
    }
    assert.equal(asked, 0, 'the database was not asked while a probe was waiting');
    answer('row');
    assert.equal(await probe, 'row');
    assert.equal(await watch(async () => 'next'), 'next', 'back: every call goes through again');
  });
});
