// How a Chapter 99 rate reads in words: '+25%' on top of the ordinary duty, or '15% all-in'
// (the total duty where the ordinary rate is lower; nothing added where it is not).

import type { RateBasis } from './dataset-types.ts';

export function describeRate(ratePct: number, basis: RateBasis = 'additional'): string {
  return basis === 'all_in' ? `${ratePct}% all-in` : `+${ratePct}%`;
}
