// The second source for a country note's headings: each heading's text and General rate as the
// revision the file uses printed it (hts-hero's rendering of that revision's tariff pages),
// against Revision 21's chapter 99 headings (USITC's JSON, another transcription, a later
// revision). Every difference must carry a reason the project wrote after reading both; one
// without a reason is reported as unexplained and fails test/tariffs/stacking-data.test.ts.

import type { HeadingRow } from '../hts-revision/headings.ts';
import type { HeadingDisagreement, Rev21Check } from '../../../src/tariffs/stacking/types.ts';

export const UNEXPLAINED = 'UNEXPLAINED: read both texts and give the reason, or fix the data';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `reasons` is keyed "heading:field" (field: description or general). */
export function compareWithRev21(printed: ReadonlyArray<HeadingRow & { revision: string }>, rev21: ReadonlyMap<string, HeadingRow>, reasons: Readonly<Record<string, string>>): Rev21Check {
  const out: Rev21Check = { compared: 0, same: 0, disagreements: [] };
  for (const row of printed) {
    const now = rev21.get(row.heading);
    out.compared++;
    const differ: HeadingDisagreement[] = [];
    for (const field of ['description', 'general'] as const) {
      const a = norm(row[field]);
      const b = now ? norm(now[field]) : '(not printed in Revision 21)';
      if (a !== b) differ.push({ heading: row.heading, field, printed: `${row.revision}: ${a}`, rev21: b, reason: reasons[`${row.heading}:${field}`] ?? UNEXPLAINED });
    }
    if (differ.length === 0) out.same++;
    out.disagreements.push(...differ);
  }
  return out;
}
