import { it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveAsOf, todayUtc } from './as-of.ts';
import { TariffError } from './errors.ts';

it('todayUtc is the UTC day of the instant given, one day after another (remembered days never stick)', () => {
  assert.equal(todayUtc(new Date(Date.UTC(2026, 10, 24, 23, 59, 59, 999))), '2026-11-24');
  assert.equal(todayUtc(new Date(Date.UTC(2026, 10, 25, 0, 0, 0))), '2026-11-25');
  assert.equal(todayUtc(new Date(Date.UTC(2026, 10, 24, 0, 0, 0))), '2026-11-24');
  assert.equal(todayUtc(new Date(Date.UTC(1969, 11, 31, 12))), '1969-12-31');
  assert.throws(() => todayUtc(new Date(NaN)), RangeError);
});

it('resolveAsOf checks every date, also after a valid one was remembered', () => {
  assert.equal(resolveAsOf('2026-09-01'), '2026-09-01');
  assert.equal(resolveAsOf('2026-09-01'), '2026-09-01');
  assert.equal(resolveAsOf(' 2026-09-02 '), '2026-09-02');
  assert.throws(() => resolveAsOf('2026-02-30'), TariffError);
  assert.throws(() => resolveAsOf('2026-9-1'), TariffError);
  assert.equal(resolveAsOf('2026-09-02'), '2026-09-02');
  assert.equal(resolveAsOf(undefined), todayUtc());
});
