// The page-analysis pool (src/analysis/pool.ts) with a stand-in worker whose page says what the
// analysis does: over budget or broken by its content, a page is page_too_complex and the pool
// goes on; the budget counts the task's run, not its wait; a caller's abort cancels the task.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { createAnalysisPool, type PageAnalysis } from '../../src/analysis/pool.ts';
import { PageAnalysisError } from '../../src/analysis/errors.ts';

const TRICK = new URL('./fixtures/trick-worker.ts', import.meta.url);

async function withPool(opts: { threads: number; budgetMs: number }, use: (pool: PageAnalysis) => Promise<void>): Promise<void> {
  const pool = createAnalysisPool({ ...opts, workerUrl: TRICK });
  try {
    await use(pool);
  } finally {
    await pool.close();
  }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  assert.fail('expected a rejection');
}

const echo = (r: unknown) => (r as { echo: string }).echo;

it('a page whose content breaks the analysis (stack overflow) is page_too_complex, and the pool goes on', async () => {
  await withPool({ threads: 1, budgetMs: 30_000 }, async (pool) => {
    const err = await rejection(pool.scan('recurse', {}));
    assert.ok(err instanceof PageAnalysisError, String(err));
    assert.equal(err.code, 'page_too_complex');
    assert.match(err.message, /RangeError: Maximum call stack size exceeded/);
    assert.equal(echo(await pool.scan('fine', {})), 'fine');
  });
});

it('a page over its budget is stopped and answered page_too_complex naming the budget; the next page is analysed', async () => {
  await withPool({ threads: 1, budgetMs: 200 }, async (pool) => {
    const started = performance.now();
    const err = await rejection(pool.readiness('forever', {}));
    const took = performance.now() - started;
    assert.ok(err instanceof PageAnalysisError, String(err));
    assert.equal(err.code, 'page_too_complex');
    assert.match(err.message, /200 ms budget/);
    // The worker's start (about 0.1-0.4 s) plus the budget, on a loaded machine: far from forever.
    assert.ok(took < 10_000, `stopped after ${took} ms`);
    // Its worker was terminated and replaced: the one thread analyses again.
    assert.equal(echo(await pool.readiness('after', {})), 'after');
  });
});

it('the budget counts a page\'s run in its worker, not its wait in the queue', async () => {
  // One thread, five pages of 150 ms each, budget 600 ms: the fifth finishes some 750 ms after
  // it was handed in, and must still be answered.
  await withPool({ threads: 1, budgetMs: 600 }, async (pool) => {
    await pool.scan('warm', {});
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => pool.scan('spin:150', { url: String(i) })));
    assert.deepEqual(
      results.map((r) => (r.status === 'fulfilled' ? echo(r.value) : String((r as PromiseRejectedResult).reason))),
      Array(5).fill('spin:150'),
    );
  });
});

it('a caller\'s abort cancels its task, running or queued, with the caller\'s reason', async () => {
  await withPool({ threads: 1, budgetMs: 60_000 }, async (pool) => {
    await pool.scan('warm', {});
    const running = new AbortController();
    const queued = new AbortController();
    const first = rejection(pool.scan('forever', {}, running.signal));
    const second = rejection(pool.scan('forever', {}, queued.signal));
    await new Promise((r) => setTimeout(r, 100));
    const reason = new Error('the caller left');
    queued.abort(reason);
    running.abort(reason);
    assert.equal(await second, reason);
    assert.equal(await first, reason);
    // The running one's worker was terminated, not left spinning: the thread is free again.
    assert.equal(echo(await pool.scan('next', {})), 'next');
  });
});

it('after close, a page is refused as unavailable', async () => {
  const pool = createAnalysisPool({ threads: 1, budgetMs: 1000, workerUrl: TRICK });
  await pool.close();
  const err = await rejection(pool.scan('late', {}));
  assert.ok(err instanceof PageAnalysisError);
  assert.equal(err.code, 'unavailable');
});
