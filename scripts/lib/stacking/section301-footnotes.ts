// The second source for the Section 301 lists: USITC's footnotes ("See 9903.88.03.") on the rows
// of its JSON export (late 2024), against the derived list's lists for each row's 8-digit
// provision. Every disagreement is a row of s301-footnote-disagreements.json with its reason; a
// disagreement not there, or one there that no longer occurs, fails npm test.

import { readFileSync } from 'node:fs';
import { exportFiles } from '../usitc-json.ts';
import type { Section301List } from './section301.ts';

/** The six 9903.88 headings USITC footnotes, and the derived list's name for each. */
export const FOOTNOTED: Readonly<Record<string, string>> = {
  '9903.88.01': '1',
  '9903.88.02': '2',
  '9903.88.03': '3',
  '9903.88.04': '3_addl',
  '9903.88.15': '4A',
  '9903.88.16': '4B',
};

export type DisagreementKind =
  | 'derived_adds_only_4B'
  | 'derived_adds_other_list'
  | 'derived_has_none'
  | 'different_list'
  | 'derived_only_4B_unfootnoted'
  | 'derived_only_not_in_export'
  | 'derived_only_unfootnoted';

export interface Disagreement {
  /** "10" or "8": a footnoted row of the export; "hts8": a derived provision no row footnotes. */
  level: '10' | '8' | 'hts8';
  htsno: string;
  usitc_lists: string[];
  derived_lists: string[];
  kind: DisagreementKind;
}

export interface FootnoteComparison {
  rows_compared: { '10': number; '8': number };
  agree: { '10': number; '8': number };
  disagreements: Disagreement[];
}

const sortLists = (a: Iterable<string>) => [...new Set(a)].sort((x, y) => Object.values(FOOTNOTED).indexOf(x) - Object.values(FOOTNOTED).indexOf(y));

/** Compares the derived lists with the footnotes of the export (chapter 99 left out: its own headings). */
export function compareWithFootnotes(lists: readonly Section301List[], usitcChapters: string): FootnoteComparison {
  const derived = new Map<string, Set<string>>();
  for (const l of lists) {
    const name = FOOTNOTED[l.chapter99_heading];
    if (!name) continue;
    for (const h of l.hts8) derived.set(h, (derived.get(h) ?? new Set()).add(name));
  }
  const out: FootnoteComparison = { rows_compared: { '10': 0, '8': 0 }, agree: { '10': 0, '8': 0 }, disagreements: [] };
  const footnoted8 = new Set<string>();
  const exported8 = new Set<string>();
  for (const file of exportFiles(usitcChapters)) {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as Array<{ htsno?: string; footnotes?: Array<{ value?: string }> }>;
    for (const row of rows) {
      const digits = (row.htsno ?? '').replace(/\./g, '');
      if (!/^\d{8}(\d{2})?$/.test(digits) || digits.startsWith('99')) continue;
      exported8.add(digits.slice(0, 8));
      const named = (row.footnotes ?? []).flatMap((f) => [...(f.value ?? '').matchAll(/9903\.88\.\d{2}/g)].map((m) => FOOTNOTED[m[0]]).filter((x): x is string => x !== undefined));
      if (named.length === 0) continue;
      const level = digits.length === 10 ? '10' : '8';
      footnoted8.add(digits.slice(0, 8));
      out.rows_compared[level]++;
      const usitc = sortLists(named);
      const ours = sortLists(derived.get(digits.slice(0, 8)) ?? []);
      if (usitc.join(' ') === ours.join(' ')) {
        out.agree[level]++;
        continue;
      }
      const extra = ours.filter((l) => !usitc.includes(l));
      const kind: DisagreementKind =
        ours.length === 0 ? 'derived_has_none'
        : !usitc.every((l) => ours.includes(l)) ? 'different_list'
        : extra.every((l) => l === '4B') ? 'derived_adds_only_4B'
        : 'derived_adds_other_list';
      out.disagreements.push({ level, htsno: row.htsno!, usitc_lists: usitc, derived_lists: ours, kind });
    }
  }
  for (const [hts8, set] of [...derived].sort(([a], [b]) => a.localeCompare(b))) {
    if (footnoted8.has(hts8)) continue;
    const ours = sortLists(set);
    const kind: DisagreementKind = !exported8.has(hts8) ? 'derived_only_not_in_export' : ours.every((l) => l === '4B') ? 'derived_only_4B_unfootnoted' : 'derived_only_unfootnoted';
    out.disagreements.push({ level: 'hts8', htsno: `${hts8.slice(0, 4)}.${hts8.slice(4, 6)}.${hts8.slice(6)}`, usitc_lists: [], derived_lists: ours, kind });
  }
  return out;
}

/** Why each kind of disagreement occurs, as the sources show it (CHECKS.md §3 in shared). */
export const DISAGREEMENT_REASONS: Readonly<Record<DisagreementKind, string>> = {
  derived_adds_only_4B:
    'The derived list also puts the 8-digit provision on List 4B (9903.88.16), which Revision 21 prints as suspended ("provision suspended") and USITC does not footnote; otherwise the same lists. No duty differs.',
  derived_adds_other_list:
    'The derived list attaches lists at 8 digits and gives the provision a further list (mostly List 3 on a List 1 or 2 line) that USITC\'s footnote on this row does not name: USTR split the subheading between lists, or a later list re-covered it. The legal lists (note 20) are not held; Lists 1, 2, 3 and 3_addl all add 25%, so the duty differs only where List 4A (7.5%) is one of them.',
  derived_has_none:
    'The derived list has no List 1-4B entry for the provision, only a note 31 increase (semiconductors, polysilicon, wafers, rubber gloves: 9903.91.05 or .06); USITC\'s late-2024 footnote still prints the 9903.88 heading. Whether the 9903.88 duty applies beside the 9903.91 increase needs note 31, which is not held.',
  different_list:
    'USITC footnotes a list the derived list does not give the provision; the derived list files it under other lists and a note 31 increase. Note 20 and note 31 (not held) would settle it.',
  derived_only_4B_unfootnoted: 'Only List 4B (9903.88.16, suspended): USITC does not footnote the suspended list. No duty differs.',
  derived_only_not_in_export: 'The 8-digit provision is not in the late-2024 USITC export (renumbered since), so no footnote can be read for it.',
  derived_only_unfootnoted:
    'The derived list puts the provision on a list but no row of the USITC export under it carries a 9903.88 footnote (USITC footnotes are cross-references, not the legal list). Note 20 (not held) would settle it.',
};

export interface DisagreementsFile {
  what: string;
  method: string;
  reasons: Record<DisagreementKind, string>;
  counts: { rows_compared: FootnoteComparison['rows_compared']; agree: FootnoteComparison['agree']; by_kind: Record<string, number> };
  /** Every disagreement, one line each: "level htsno usitc=.. derived=.. kind". */
  disagreements: Disagreement[];
}

export function disagreementsFile(c: FootnoteComparison): DisagreementsFile {
  const byKind: Record<string, number> = {};
  for (const d of c.disagreements) byKind[`${d.level}:${d.kind}`] = (byKind[`${d.level}:${d.kind}`] ?? 0) + 1;
  return {
    what: 'Every disagreement between data/stacking/section301.json (the derived Section 301 lists, by 8-digit provision) and USITC\'s 9903.88 footnotes on the rows of its late-2024 JSON export (chapters 1-98), each with its reason. Written by scripts/build-stacking-data.ts; test/tariffs/stacking-data.test.ts fails on a disagreement not listed here, or listed and gone.',
    method:
      'A footnoted row (8 or 10 digits) names one or more of 9903.88.01/.02/.03/.04/.15/.16 (Lists 1, 2, 3, 3_addl, 4A, 4B); it is compared with the set of those lists the derived file gives the row\'s 8-digit provision. Then every derived provision on one of those lists that no row under it footnotes (level hts8). The note 31 increases (9903.91) and 9903.92.10 are not footnoted in the export and are not compared.',
    reasons: { ...DISAGREEMENT_REASONS },
    counts: { rows_compared: c.rows_compared, agree: c.agree, by_kind: Object.fromEntries(Object.entries(byKind).sort()) },
    disagreements: c.disagreements,
  };
}
