// /healthz polled while something else runs: the tests of issue 34 hold it to a hard bound.
import assert from 'node:assert/strict';
import type { TestApp } from './app.ts';

/** Polls /healthz every 20 ms until `done` settles; the slowest answer's time and the polls made. */
export async function slowestHealthz(t: TestApp, done: Promise<unknown>): Promise<{ slowest: number; polls: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowest = 0;
  let polls = 0;
  while (!finished) {
    const started = performance.now();
    const res = await t.request('/healthz');
    await res.text();
    assert.equal(res.status, 200);
    slowest = Math.max(slowest, performance.now() - started);
    polls++;
    await new Promise((r) => setTimeout(r, 20));
  }
  return { slowest, polls };
}
