// U.S. note 51 (Canada) as data/stacking/note51.json holds it: headings 9903.03.12-.14 (+50% on
// the products 51(b)(1)-(3) list) as Revision 17 established them, the lists and 51(c) as
// Revisions 18 and 19 print them (Revision 19, 2026-09-15, narrowed 51(c)'s Section 232
// exemption to 9903.03.13 alone), and 51(d)'s civil-aircraft list as far as the held text prints
// it. Only USITC text is read; nothing it does not print is filled in.

import { headingRate, type HeadingRow } from '../hts-revision/headings.ts';
import { expandHeadings } from '../../../src/tariffs/stacking/heading-ranges.ts';
import type { CountryNoteHeading, HeadingDisagreement, Note51File, Note51Version } from '../../../src/tariffs/stacking/types.ts';
import { note52b, numberedExemptions } from './note52.ts';
import { compareWithRev21, UNEXPLAINED } from './rev21-check.ts';

export interface Note51Texts {
  rev17Headings: HeadingRow[];
  rev17Record: string;
  /** Revision 19's CR-3 file: its change-record row and note 51 in full as Revisions 18 and 19 print it. */
  cr3: string;
  rev18Note: string;
  rev19Note: string;
  /** Revision 19's CR-1 file: 51(b) as Revisions 18 and 19 print it (the lists in full). */
  rev18b: string;
  rev19b: string;
}

const US_DATE = (d: string) => new Date(`${d} UTC`).toISOString().slice(0, 10);
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The text of one lettered subdivision of the note ("  (c) ..." up to the next "  (x) "). */
function subdivision(note: string, letter: string): string {
  const m = new RegExp(`^  \\(${letter}\\) [\\s\\S]*?(?=^  \\([a-z]\\) |$(?![\\s\\S]))`, 'm').exec(note);
  if (!m) throw new Error(`note 51: no subdivision (${letter})`);
  return m[0].trim();
}

/** 51(b)'s lists by heading: "(n) Heading 9903.03.1x applies to ..." followed by its table. */
function lists(b: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const parts = b.split(/^\s*\(\d\) (?=Heading )/m).slice(1);
  for (const p of parts) {
    const heading = /^Heading (9903\.03\.\d\d) applies to articles/.exec(p);
    if (!heading) throw new Error(`51(b): a list without its heading: ${p.slice(0, 60)}`);
    out[heading[1]!] = note52b(p);
  }
  if (Object.keys(out).length !== 3) throw new Error(`51(b): ${Object.keys(out).length} lists, not 3`);
  return out;
}

function version(revision: string, note: string, b: string, from: string, to: string | null): Note51Version {
  const c = subdivision(note, 'c');
  const lead = /^\(c\) (As provided in heading 9903\.03\.15, the additional duties imposed by headings? [^:]+) shall not apply to:/.exec(c);
  if (!lead) throw new Error(`${revision} 51(c): no "As provided in heading 9903.03.15 ... shall not apply to:"`);
  return {
    revision,
    effective_from: from,
    effective_to: to,
    lists: lists(b),
    exempt_c_relieves: expandHeadings(lead[1]!).filter((h) => h !== '9903.03.15'),
    exempt_c_text: lead[0],
    exempt_c: numberedExemptions(c, '51(c)', from, null, []),
  };
}

/** Why a Revision 17 heading text, or what the note says of a heading, differs from Revision 21's, found by reading both. */
export const NOTE51_REV21_REASONS: Readonly<Record<string, string>> = {
  '9903.03.15:note': 'Revision 21 prints 9903.03.15 as Revision 17 did, naming every Section 232 good "as provided in subdivision (c)"; 51(c) as Revision 19 amended it (PP 11064, 11065; 2026-09-15) relieves only the duty of 9903.03.13. The heading defers to the note, so the note decides: from 2026-09-15 Section 232 goods on the 51(b)(1) and (b)(3) lists owe the +50% too.',
};

export function buildNote51(t: Note51Texts, rev21: ReadonlyMap<string, HeadingRow>, sources: Note51File['sources']): Note51File {
  const established = /^\| U\.S\. note 51\(a\), subch III, ch 99\s*\| Established\s*\| (\d{1,2})\/(\d{1,2})\/(\d{4})\s*\| ([^|]+?)\s*\|/m.exec(t.rev17Record);
  if (!established) throw new Error('Revision 17 change record: no "U.S. note 51(a) ... Established | M/D/YYYY" row');
  const from = `${established[3]}-${established[1]!.padStart(2, '0')}-${established[2]!.padStart(2, '0')}`;
  const narrowed = /^\| U\.S\. note 51\(c\), subch III, ch 99\s*\| Modified\s*\| ([A-Z][a-z]+ \d{1,2}, \d{4})\s*\| ([^|]+?)\s*\|/m.exec(t.cr3);
  if (!narrowed) throw new Error('CR-3: no "U.S. note 51(c) ... Modified | <date>" row');
  const rev19From = US_DATE(narrowed[1]!);
  const rows = t.rev17Headings.filter((r) => r.heading >= '9903.03.12' && r.heading <= '9903.03.16').map((r) => ({ ...r, revision: 'Revision 17' }));
  const headings: CountryNoteHeading[] = rows.filter((r) => r.heading <= '9903.03.14').map((r) => {
    const rate = headingRate(r.general);
    const sub = /subdivision \((b)\)\((\d)\) of U\.S\. note 51/.exec(r.description);
    if (rate.kind !== 'additional' || !sub) throw new Error(`${r.heading}: not "+ N%" on a 51(b)(n) list: ${r.general} / ${r.description}`);
    return { chapter99_heading: r.heading, subdivision: `51(b)(${sub[2]})`, rate_basis: 'additional', rate_pct: rate.pct, rate_text: r.general, description: r.description, printed_in: r.revision };
  });
  const v18 = version('Revision 18 (as Revision 17 established it)', t.rev18Note, t.rev18b, from, dayBefore(rev19From));
  const v19 = version('Revision 19', t.rev19Note, t.rev19b, rev19From, null);
  // 51(d): the list is cut in the source ("… [truncated, N more characters]"); what is printed before the cut is sorted, so a line below the cut is known.
  const d = subdivision(t.rev18Note, 'd');
  const cut = /\|\s*(\d{4}\.\d{2}\.\d{2}(?:\d{2})?)\s*\n… \[truncated, \d+ more characters\]/.exec(d);
  if (!cut) throw new Error('51(d): the held text is expected to be cut after a provision');
  const seen = note52b(d);
  if (seen.join() !== [...seen].sort().join()) throw new Error('51(d): the printed provisions are not sorted, so the cut does not bound the list');
  const check = compareWithRev21(rows, rev21, NOTE51_REV21_REASONS);
  // What the note's text says of a heading and the heading's own text must agree; where they do not, say why.
  const noteSays: HeadingDisagreement[] = [];
  const r15 = rev21.get('9903.03.15');
  if (r15 && v19.exempt_c_relieves.join() !== '9903.03.12,9903.03.13,9903.03.14') {
    noteSays.push({ heading: '9903.03.15', field: 'note', printed: `Revision 19 51(c): "${v19.exempt_c_text}"`, rev21: r15.description, reason: NOTE51_REV21_REASONS['9903.03.15:note'] ?? UNEXPLAINED });
  }
  for (const h of headings) {
    const inNote = Object.keys(v19.lists).includes(h.chapter99_heading);
    if (!inNote) noteSays.push({ heading: h.chapter99_heading, field: 'note', printed: 'no 51(b) list names it', rev21: rev21.get(h.chapter99_heading)?.description ?? '', reason: UNEXPLAINED });
  }
  check.disagreements.push(...noteSays);
  return {
    what: 'U.S. note 51 to subchapter III of chapter 99 (Canada): additional ad valorem duties on the products of Canada its subdivision (b) lists (headings 9903.03.12-.14), with the exemptions 9903.03.15 (51(c), Section 232 goods) and 9903.03.16 (51(d), civil aircraft). Written by scripts/build-stacking-data.ts.',
    sources,
    effective_from: from,
    effective_from_source: `Revision 17 change record: "U.S. note 51(a), subch III, ch 99 | Established | ${established[1]}/${established[2]}/${established[3]} | ${established[4]}"`,
    note_51a: subdivision(t.rev19Note, 'a'),
    headings,
    versions: [v18, v19],
    civil_aircraft_d: {
      chapter99_heading: '9903.03.16',
      text: d.slice(0, d.indexOf(':') + 1),
      provisions_seen: seen,
      unknown_from: cut[1]!,
    },
    exemptions: rows.filter((r) => r.heading >= '9903.03.15').map((r) => ({
      chapter99_heading: r.heading,
      description: r.description,
      held: r.heading === '9903.03.15' ? 'yes' : 'no',
      why: r.heading === '9903.03.15'
        ? '51(c) is held for both versions (versions[].exempt_c): until 2026-09-14 it relieves 9903.03.12-.14, from 2026-09-15 only 9903.03.13.'
        : `51(d)'s list is held only up to ${cut[1]} (the source cuts it): a line listed before the cut is asked about (civil aircraft and General Note 6), a line at or after it is named as an open question.`,
    })),
    rev21_check: check,
    caveats: NOTE51_CAVEATS,
  };
}

export const NOTE51_CAVEATS = [
  '51(a): products subject to 9903.03.12-.14 "shall also be subject to the general rates of duty" and, except as provided in (c) and (d), "to any additional duty provided for in this subchapter": the Canada duty stacks on the ordinary duty, on the note 52 country duty (9903.05.29) and, where 51(c) does not relieve it, on Section 232.',
  '51(c) is read with the headings it names: goods that pay Section 232 under them are relieved of the duties (c) names (9903.03.12-.14 until 2026-09-14; 9903.03.13 only from 2026-09-15). 9903.94.06 is named only "as applied to" USMCA passenger-vehicle parts.',
  'Revision 18 prints note 51 as Revision 17 established it: Revision 18\'s change record has no note 51 entry. Revision 20\'s and 21\'s note texts are not held; Revision 20\'s change record has no note 51 entry.',
  '51(d) (9903.03.16, civil aircraft meeting General Note 6) is cut in the held source: its provisions after the cut are not known.',
  '51(b) lists 8- and 10-digit provisions: a line is listed when its own 10 digits or its 8-digit head are.',
];
