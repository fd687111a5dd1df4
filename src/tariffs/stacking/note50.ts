// U.S. note 50's Brazil duty (9903.05.01) for one 10-digit line and day, given the Section 232
// headings the line's outcome is provided for in: 50(a)(ii) lists the provisions it does not
// reach (9903.05.03), 50(a)(vi) the Section 232 headings whose goods owe none (9903.05.07).
// Pure over the committed data/stacking/note50.json.

import { lazy } from '../../lazy.ts';
import { countryPart } from './country-part.ts';
import { note50File } from './data.ts';
import type { Note52Input } from './note52.ts';
import { exemptingHeading, listedUnder, provisionSet, section232Index } from './provisions.ts';
import type { StackedPart, StackingAnswer } from './types.ts';

const AUTHORITY = 'U.S. note 50 to subchapter III of chapter 99 (Brazil; Notice)';
const EXEMPT_II = lazy(() => provisionSet(note50File().exempt_a_ii));
const EXEMPT_VI = lazy(() => section232Index(note50File().exempt_a_vi));

// The exemptions whose texts are not held, or that are facts of the entry: named, never assumed.
const OPEN = lazy(() => {
  const unheld = note50File().exemptions.filter((e) => e.held === 'no' && e.chapter99_heading !== '9903.05.02');
  return `Whether a note 50 exemption not modelled applies: ${unheld.map((e) => e.chapter99_heading).join(', ')} (note 50(a)(iii); (a)(iv) civil aircraft; (a)(v) articles for use in pharmaceutical applications: their texts are not held; donations; informational materials).`;
});

const PART = lazy((): StackedPart => {
  const file = note50File();
  const h = file.heading;
  return countryPart({
    part: 'note50',
    chapter99_heading: h.chapter99_heading,
    rate_pct: h.rate_pct,
    rate_basis: 'additional',
    added_pct: h.rate_pct,
    authority: AUTHORITY,
    effective_from: file.effective_from,
    when: null,
    citations: [`Heading ${h.chapter99_heading} (Brazil): "${h.rate_text}" (HTS 2026 ${h.printed_in}; the same in Revision 21)`, file.effective_from_source],
  });
});

/** The note 50 part for a line from an origin (ISO2) on a day, or why there is none. */
export function note50Parts(input: Note52Input): StackingAnswer {
  const answer: StackingAnswer = { parts: [], choices: [], open_questions: [], notes: [] };
  if (input.origin !== 'BR') return answer;
  const file = note50File();
  if (input.day < file.effective_from) {
    answer.notes.push(`U.S. note 50's Brazil duty (9903.05.01) is in force from ${file.effective_from}.`);
    return answer;
  }
  const ii = listedUnder(EXEMPT_II(), input.code);
  if (ii) {
    answer.notes.push(`No Brazil duty: exempt under 9903.05.03, U.S. note 50(a)(ii) lists ${ii}.`);
    return answer;
  }
  const vi = exemptingHeading(EXEMPT_VI(), input.section232Headings, input.day);
  if (vi) {
    answer.notes.push(`No Brazil duty: exempt under 9903.05.07, U.S. note ${vi.by.subdivision} (from ${vi.by.effective_from}) exempts goods provided for in ${vi.heading}.`);
    return answer;
  }
  answer.parts.push(PART());
  if (input.day < file.in_transit_entered_before) answer.open_questions.push(`Whether the goods were in transit before 2026-07-22 and entered before ${file.in_transit_entered_before} (9903.05.02: no Brazil duty).`);
  answer.open_questions.push(OPEN());
  return answer;
}
