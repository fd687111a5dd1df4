// Page admission (src/analysis/slots.ts): at most `slots` pages in work at once, the rest waiting
// in arrival order; a waiting caller who leaves gives up its place at once, a wait has a bound
// (503 unavailable), and shutting down refuses whoever still waits.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { createPageSlots } from '../../src/analysis/slots.ts';
import { PageAnalysisError } from '../../src/analysis/errors.ts';

/** Work that runs until its `finish` is called, recording that it started. */
function gated(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A one-slot admission whose slot is taken by work that runs until `finish`, and a second page waiting behind it. */
function oneBusySlot(maxWaitMs: number) {
  const slots = createPageSlots({ slots: 1, maxWaitMs });
  const busy = gated([], 'busy');
  return { slots, busy, running: slots.hold(undefined, busy.work), waiting: slots.hold(undefined, async () => 'never') };
}

it('runs at most `slots` pages at once and admits the waiting ones in arrival order', async () => {
  const slots = createPageSlots({ slots: 2, maxWaitMs: 60_000 });
  const started: string[] = [];
  const pages = ['a', 'b', 'c', 'd'].map((name) => gated(started, name));
  const answers = pages.map((p) => slots.hold(undefined, p.work));
  await tick();
  assert.deepEqual(started, ['a', 'b']);
  pages[1]!.finish();
  await tick();
  assert.deepEqual(started, ['a', 'b', 'c']);
  pages[0]!.finish();
  await tick();
  assert.deepEqual(started, ['a', 'b', 'c', 'd']);
  pages[2]!.finish();
  pages[3]!.finish();
  assert.deepEqual(await Promise.all(answers), ['a', 'b', 'c', 'd']);
});

it('gives the slot back when the work fails', async () => {
  const slots = createPageSlots({ slots: 1, maxWaitMs: 60_000 });
  await assert.rejects(slots.hold(undefined, () => Promise.reject(new Error('fetch failed'))), /fetch failed/);
  assert.equal(await slots.hold(undefined, async () => 'next'), 'next');
});

it('a caller who leaves while waiting is answered with its abort at once, and its place goes to the next', async () => {
  const slots = createPageSlots({ slots: 1, maxWaitMs: 60_000 });
  const started: string[] = [];
  const first = gated(started, 'first');
  const running = slots.hold(undefined, first.work);
  const leaving = new AbortController();
  const left = slots.hold(leaving.signal, async () => 'never');
  const after = gated(started, 'after');
  const next = slots.hold(undefined, after.work);
  await tick();
  leaving.abort(new DOMException('The client left.', 'AbortError'));
  await assert.rejects(left, { name: 'AbortError' });
  first.finish();
  await running;
  await tick();
  assert.deepEqual(started, ['first', 'after']);
  after.finish();
  assert.equal(await next, 'after');
  // Every slot came back: one more runs at once.
  assert.equal(await slots.hold(undefined, async () => 'free'), 'free');
});

it('an aborted caller is refused before it takes a slot', async () => {
  const slots = createPageSlots({ slots: 1, maxWaitMs: 60_000 });
  const gone = AbortSignal.abort(new DOMException('gone', 'AbortError'));
  let ran = false;
  await assert.rejects(
    slots.hold(gone, async () => void (ran = true)),
    { name: 'AbortError' },
  );
  assert.equal(ran, false);
  assert.equal(await slots.hold(undefined, async () => 'free'), 'free');
});

it('a page that finds no slot within the bound is answered unavailable (503), naming the bound', async () => {
  const { slots, busy, running, waiting } = oneBusySlot(50);
  await assert.rejects(waiting, (err: unknown) => {
    assert.ok(err instanceof PageAnalysisError);
    assert.equal(err.code, 'unavailable');
    assert.match(err.message, /1 pages at once .* within 50 ms/);
    assert.equal(err.retryAfterSeconds, 5);
    return true;
  });
  busy.finish();
  await running;
  assert.equal(await slots.hold(undefined, async () => 'free'), 'free');
});

it('closing refuses every waiting page and every later one (unavailable); running work finishes', async () => {
  const { slots, busy, running, waiting } = oneBusySlot(60_000);
  await tick();
  slots.close();
  await assert.rejects(waiting, { code: 'unavailable' });
  await assert.rejects(slots.hold(undefined, async () => 'later'), { code: 'unavailable' });
  busy.finish();
  assert.equal(await running, 'busy');
});
