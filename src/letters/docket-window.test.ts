// The window status on made-up windows, so every case is reachable whatever the real data
// holds: open only inside a fully dated window, closed only where no window with a missing date
// could reach, unknown everywhere else.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { windowOn } from './docket-window.ts';
import type { DocketWindow } from './dockets.ts';

const window = (round: number, opens: string | null, closes: string | null): DocketWindow => ({
  round,
  what: `round ${round}`,
  opens,
  closes,
  not_stated: opens && closes ? null : 'not stated in the texts we hold',
  stated_by: `notice ${round}`,
  evidence: [],
  checked: '',
});

const DATED = [window(1, '2025-05-01', '2025-05-15'), window(2, '2025-09-15', '2025-09-29')];

it('open inside a dated window, both ends included', () => {
  for (const day of ['2025-05-01', '2025-05-08', '2025-05-15']) {
    const on = windowOn(DATED, day);
    assert.equal(on.status, 'open', day);
    assert.equal(on.window?.round, 1, day);
  }
  assert.equal(windowOn(DATED, '2025-09-29').window?.round, 2);
});

it('closed between windows, with the last one closed and the next opening', () => {
  const on = windowOn(DATED, '2025-06-01');
  assert.equal(on.status, 'closed');
  assert.equal(on.window?.closes, '2025-05-15');
  assert.equal(on.next?.opens, '2025-09-15');
});

it('closed before the first window (no last one) and after the last (no next one)', () => {
  const before = windowOn(DATED, '2025-04-30');
  assert.deepEqual([before.status, before.window, before.next?.round], ['closed', null, 1]);
  const after = windowOn(DATED, '2025-09-30');
  assert.deepEqual([after.status, after.window?.round, after.next], ['closed', 2, null]);
});

it('a window with no stated close is unknown from its opening until the next stated opening', () => {
  const windows = [window(1, '2025-05-01', null), window(2, '2025-09-15', '2025-09-29')];
  assert.equal(windowOn(windows, '2025-04-30').status, 'closed');
  for (const day of ['2025-05-01', '2025-07-01', '2025-09-14']) assert.equal(windowOn(windows, day).status, 'unknown', day);
  assert.equal(windowOn(windows, '2025-09-15').status, 'open');
});

it('an undated later round makes every day after the last stated date unknown, not closed', () => {
  const windows = [...DATED, window(3, null, null)];
  const on = windowOn(windows, '2026-11-21');
  assert.equal(on.status, 'unknown');
  assert.equal(on.window?.round, 3);
  // Before it, the stated windows still answer.
  assert.equal(windowOn(windows, '2025-06-01').status, 'closed');
  assert.equal(windowOn(windows, '2025-09-20').status, 'open');
});

it('an undated round between dated ones could be anywhere between them', () => {
  const windows = [window(1, '2025-05-01', '2025-05-15'), window(2, null, null), window(3, '2026-01-05', '2026-01-19')];
  assert.equal(windowOn(windows, '2025-05-16').status, 'unknown');
  assert.equal(windowOn(windows, '2026-01-04').status, 'unknown');
  assert.equal(windowOn(windows, '2026-01-10').status, 'open');
  assert.equal(windowOn(windows, '2026-02-01').status, 'closed');
});

it('no windows on record: unknown', () => {
  assert.deepEqual(windowOn([], '2025-06-01'), { status: 'unknown', window: null, next: null });
});
