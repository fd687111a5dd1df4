// Conditions a line's own text settles (issue 35, Why 2): the USITC description of the
// statistical line says what the article is, so the question is not asked. Each entry quotes
// that text; test/tariffs/questions.test.ts holds the quotes against
// shared/data/hts/usitc-json/chapters/87.json.

import type { Requirement } from './questions.ts';

export interface SettledByText {
  /** Bare-digit prefix of the lines whose text settles it. */
  prefix: string;
  /** The line's description as USITC prints it. */
  quote: string;
  answers: readonly Requirement[];
  why: string;
}

// A part "for" or "of" tractors suitable for agricultural use (8701.91-.95, not a road tractor)
// is neither a part of a passenger vehicle or light truck (note 33(h)(ii): 9903.94.06) nor of a
// medium- or heavy-duty vehicle (note 38(l): 9903.74.11).
const AG_TRACTOR: Requirement[] = [['part_of_passenger_vehicle', false], ['part_of_mhd_vehicle', false]];
const AG_WHY = 'a part of an agricultural tractor is not a part of a passenger vehicle, light truck or medium- or heavy-duty vehicle (U.S. notes 33(h)(ii), 38(l))';

export const SETTLED_BY_TEXT: readonly SettledByText[] = [
  { prefix: '8708403000', quote: 'For tractors suitable for agricultural use', answers: AG_TRACTOR, why: AG_WHY },
  { prefix: '8708406000', quote: 'Of tractors suitable for agricultural use', answers: AG_TRACTOR, why: AG_WHY },
  { prefix: '87085011', quote: 'For tractors suitable for agricultural use', answers: AG_TRACTOR, why: AG_WHY },
  { prefix: '8708507000', quote: 'For tractors suitable for agricultural use', answers: AG_TRACTOR, why: AG_WHY },
  // The rest of 8708's agricultural-tractor lines, found by reading chapter 87's descriptions.
  ...[
    ['87082921', 'For tractors suitable for agricultural use'],
    ['87083010', 'For tractors suitable for agricultural use'],
    ['8708805100', 'Of tractors suitable for agricultural use'],
    ['8708911000', 'For tractors suitable for agricultural use'],
    ['8708916000', 'For tractors suitable for agricultural use'],
    ['8708921000', 'For tractors suitable for agricultural use'],
    ['8708926000', 'For tractors suitable for agricultural use'],
    ['8708941000', 'For tractors suitable for agricultural use'],
    ['8708946000', 'For tractors suitable for agricultural use'],
    ['8708951000', 'For tractors suitable for agricultural use'],
  ].map(([prefix, quote]) => ({ prefix: prefix!, quote: quote!, answers: AG_TRACTOR, why: AG_WHY })),
];

/** The entry whose line text settles questions for this code, if any. */
export function settledFor(digits: string): SettledByText | null {
  for (const s of SETTLED_BY_TEXT) if (digits.startsWith(s.prefix)) return s;
  return null;
}
