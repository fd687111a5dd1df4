// U.S. note 51's Canada duties (9903.03.12-.14, +50% on the products 51(b) lists) for one
// 10-digit line and day, given the Section 232 headings the line's outcome is provided for in.
// 51(c) relieves Section 232 goods: of all three duties until 2026-09-14, of 9903.03.13's alone
// from 2026-09-15 (Revision 19), so from then a Section 232 good on 51(b)(1) or (b)(3) owes both.
// 51(d) (civil aircraft meeting General Note 6) is a fact of the article, asked where its list
// (held up to the source's cut) prints the line. Pure over data/stacking/note51.json.

import { lazy } from '../../lazy.ts';
import { countryPart } from './country-part.ts';
import { note51File } from './data.ts';
import type { Note52Input } from './note52.ts';
import { exemptingHeading, listedUnder, provisionSet, section232Index } from './provisions.ts';
import { QUESTIONS } from '../questions.ts';
import type { Note51Version, StackedPart, StackingAnswer } from './types.ts';

const AUTHORITY = 'U.S. note 51 to subchapter III of chapter 99 (Canada; Proclamations 11046-11048, 11056, 11064, 11065)';

interface Indexed {
  version: Note51Version;
  lists: Array<[string, ReadonlySet<string>]>;
  exemptC: ReturnType<typeof section232Index>;
}

const VERSIONS = lazy((): Indexed[] => note51File().versions.map((version) => ({
  version,
  lists: Object.entries(version.lists).map(([h, printed]) => [h, provisionSet(printed)] as [string, ReadonlySet<string>]),
  exemptC: section232Index(version.exempt_c),
})));
const CIVIL_AIRCRAFT = lazy(() => provisionSet(note51File().civil_aircraft_d.provisions_seen));

const inForce = (v: Note51Version, day: string) => v.effective_from <= day && (v.effective_to === null || day <= v.effective_to);

function part(heading: string, version: Note51Version, provision: string, when: string | null): StackedPart {
  const file = note51File();
  const h = file.headings.find((x) => x.chapter99_heading === heading)!;
  return countryPart({
    part: 'note51',
    chapter99_heading: heading,
    rate_pct: h.rate_pct,
    rate_basis: 'additional',
    added_pct: h.rate_pct,
    authority: AUTHORITY,
    effective_from: file.effective_from,
    when,
    citations: [
      `Heading ${heading} (Canada, note ${h.subdivision}): "${h.rate_text}" (HTS 2026 ${h.printed_in}; the same in Revision 21)`,
      `U.S. note ${h.subdivision} as ${version.revision} prints it lists ${provision}`,
      file.effective_from_source,
    ],
  });
}

/** The note 51 part for a line from an origin (ISO2) on a day, or why there is none; `civilAircraft` answers 51(d)'s condition. */
export function note51Parts(input: Note52Input, civilAircraft?: boolean): StackingAnswer {
  const answer: StackingAnswer = { parts: [], choices: [], open_questions: [], notes: [] };
  if (input.origin !== 'CA') return answer;
  const file = note51File();
  if (input.day < file.effective_from) return answer;
  const v = VERSIONS().find((x) => inForce(x.version, input.day));
  if (!v) return answer;
  const hit = v.lists.map(([heading, set]) => [heading, listedUnder(set, input.code)] as const).find(([, p]) => p !== null);
  if (!hit) {
    answer.notes.push(`No Canada duty under U.S. note 51: none of its 51(b) lists (${v.version.revision}) names the line.`);
    return answer;
  }
  const [heading, provision] = hit as readonly [string, string];
  const c = v.version.exempt_c_relieves.includes(heading) ? exemptingHeading(v.exemptC, input.section232Headings, input.day) : null;
  if (c) {
    answer.notes.push(`No Canada duty under ${heading}: exempt under 9903.03.15, U.S. note ${c.by.subdivision} (${v.version.revision}) exempts goods provided for in ${c.heading} from ${v.version.exempt_c_relieves.join(', ')}.`);
    return answer;
  }
  if (input.section232Headings.length > 0 && !v.version.exempt_c_relieves.includes(heading)) {
    answer.notes.push(`${heading} is owed whatever the Section 232 outcome: from ${v.version.effective_from} U.S. note 51(c) relieves only ${v.version.exempt_c_relieves.join(', ')} (${v.version.revision}), and 51(a) makes these goods "also subject to any additional duty provided for in this subchapter".`);
  }
  const d = file.civil_aircraft_d;
  const digits8 = input.code.replace(/\./g, '').slice(0, 8);
  const civil = listedUnder(CIVIL_AIRCRAFT(), input.code);
  if (civil && civilAircraft === true) {
    answer.notes.push(`No Canada duty: exempt under 9903.03.16, U.S. note 51(d) lists ${civil} and the article is answered one of civil aircraft meeting General Note 6.`);
  } else if (civil && civilAircraft === undefined) {
    answer.parts.push(part(heading, v.version, provision, 'unless the article is of civil aircraft and meets General Note 6 (U.S. note 51(d), heading 9903.03.16: no Canada duty)'));
    answer.open_questions.push(`${QUESTIONS.civil_aircraft_article.question} U.S. note 51(d) lists ${civil}, and such articles owe no Canada duty (9903.03.16).`);
    answer.questions = ['civil_aircraft_article'];
  } else {
    answer.parts.push(part(heading, v.version, provision, null));
    if (!civil && civilAircraft !== false && digits8 >= d.unknown_from.replace(/\./g, '').slice(0, 8)) {
      answer.open_questions.push(`Whether U.S. note 51(d) (9903.03.16: articles of civil aircraft meeting General Note 6, no Canada duty) lists the line: the held text of its list stops at ${d.unknown_from}.`);
    }
  }
  return answer;
}
