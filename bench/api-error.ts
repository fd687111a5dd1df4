// Why ApiError turns stack capture off while it is made (src/http/errors.ts): an ApiError is an
// expected answer (401, 403, 429...), its stack is never logged or shown. Measures making one
// 20 frames deep (about where the guards throw) with the stack captured, as a plain Error
// subclass would, against with it off, in the same run.
// Run: npm run bench -- api-error
import { ApiError } from '../src/http/errors.ts';
import { reportGoals } from './lib/goals.ts';

class PlainApiError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

function deep(n: number, make: () => Error): Error {
  return n === 0 ? make() : deep(n - 1, make);
}

function rate(label: string, make: () => Error): number {
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += deep(20, make).message.length;
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < 1500) {
    for (let i = 0; i < 1_000; i++) sink += deep(20, make).message.length;
    n += 1_000;
  }
  const perSecond = n / ((performance.now() - started) / 1000);
  console.log(`${label.padEnd(36)} ${Math.round(perSecond).toLocaleString('en-US').padStart(12)} a second (sink ${sink % 7})`);
  return perSecond;
}

const captured = rate('stack captured (plain Error subclass)', () => new PlainApiError('unauthorized', 'Unknown API key.'));
const off = rate('ApiError (capture off)', () => new ApiError('unauthorized', 'Unknown API key.'));
console.log(`made in ${(1e6 / captured).toFixed(2)} us with the stack, ${(1e6 / off).toFixed(2)} us without`);
reportGoals('api-error', [{ name: 'ApiError made without its stack / with it', measured: Number((off / captured).toFixed(2)), target: 1, kind: 'min' }]);
