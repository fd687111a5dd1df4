// China Section 301 for one 10-digit line, origin group and day: which 9903.88 list and which
// note 31 increase apply, each a part with its heading, rate, authority and dates. Pure over the
// committed data/stacking/section301.json. Not wired into duty_impact yet.

import { lazy } from '../../lazy.ts';
import type { CountryOfOrigin } from '../dataset-types.ts';
import { section301File } from './data.ts';
import type { Section301List, StackedPart, StackingAnswer } from './types.ts';

/** The note 20 lists (9903.88): a line is on one of them; the note 31 increases (9903.91) are kept apart. */
const NOTE20 = /^9903\.88\./;

const BY_HTS8 = lazy(() => {
  const map = new Map<string, Section301List[]>();
  for (const list of section301File().lists) for (const hts8 of list.hts8) map.set(hts8, [...(map.get(hts8) ?? []), list]);
  return map;
});

const inForce = (l: Section301List, day: string) => (l.effective_from === null || l.effective_from <= day) && (l.effective_to === null || day <= l.effective_to);

const DERIVED = lazy(() => section301File().sources.find((s) => s.authority === 'secondary')?.path ?? 'the derived Section 301 list');

function part(l: Section301List, hts8: string, when: string | null): StackedPart {
  return {
    part: 'section301',
    chapter99_heading: l.chapter99_heading,
    rate_pct: l.rate_pct ?? 0,
    rate_basis: 'additional',
    added_pct: l.rate_pct,
    value_base: 'full_value',
    authority: l.authority,
    effective_from: l.effective_from,
    effective_to: l.effective_to,
    when,
    secondary: true,
    citations: [
      `HTS 2026 Revision 21, heading ${l.chapter99_heading}: "${l.rate_text}"`,
      `${hts8.slice(0, 4)}.${hts8.slice(4, 6)}.${hts8.slice(6)} on ${l.list.replace(/@.*/, '')} (${l.chapter99_heading}) per ${DERIVED()} (secondary)`,
    ],
  };
}

export const SECTION_301_EXCLUSIONS = 'USTR exclusions (9903.88.05-.70, U.S. note 20(h) on) are not modelled: an article covered by one pays no Section 301 duty under its list, which the importer must show.';

/** The Section 301 parts for a line (NNNN.NN.NNNN or 10 digits) from an origin group on a day. */
export function section301Parts(code: string, origin: CountryOfOrigin, day: string): StackingAnswer {
  const answer: StackingAnswer = { parts: [], choices: [], open_questions: [], notes: [] };
  if (origin !== 'china') return answer;
  const hts8 = code.replace(/\./g, '').slice(0, 8);
  const lists = BY_HTS8().get(hts8) ?? [];
  const listed: Section301List[] = [];
  const increases: Section301List[] = [];
  for (const l of lists) {
    if (l.suspended) answer.notes.push(`${l.chapter99_heading} (${l.list}) is suspended in Revision 21: no duty is collected under it.`);
    else if (!inForce(l, day)) answer.notes.push(`${l.chapter99_heading} is in force ${l.effective_from ?? ''}${l.effective_to ? ` to ${l.effective_to}` : ' on'}, not on ${day}.`);
    else (NOTE20.test(l.chapter99_heading) ? listed : increases).push(l);
  }
  if (listed.length === 1) answer.parts.push(part(listed[0]!, hts8, null));
  if (listed.length > 1) {
    answer.choices.push({
      question: `Which list the line is on: the derived list puts ${hts8.slice(0, 4)}.${hts8.slice(4, 6)}.${hts8.slice(6)} on ${listed.map((l) => `${l.list} (${l.chapter99_heading})`).join(' and ')} at 8 digits; U.S. note 20 (not held) settles which 10-digit lines each covers.`,
      options: listed.map((l) => part(l, hts8, `the line is on ${l.list} (${l.chapter99_heading})`)),
    });
  }
  for (const l of increases) {
    if (listed.length === 0) {
      answer.parts.push(part(l, hts8, null));
      continue;
    }
    // Whether a note 31 increase adds to the 9903.88 duty or takes its place is in note 31, not held.
    const when = `if the U.S. note 31 increase (${l.chapter99_heading}) is owed on top of the 9903.88 duty rather than in its place`;
    answer.parts.push(part(l, hts8, when));
    answer.open_questions.push(`How ${l.chapter99_heading} (${l.authority.replace(/^.*: /, '')}) stacks with ${listed.map((x) => x.chapter99_heading).join('/')}: not settled by any text held (U.S. note 31 is not held).`);
  }
  if (listed.length + increases.length > 0) answer.notes.push(SECTION_301_EXCLUSIONS);
  return answer;
}
