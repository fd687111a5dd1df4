// What we read from USITC's texts, held against a second source made by someone else
// (shared/…/hts-2026-rev10-rev20/supplementary/: lists derived from the same texts by another
// hand, and hts-hero's own parse of note 43). Pure: the caller reads the files. Each function
// returns the disagreements; none means the two readings agree.

import { changeFileNoteTexts } from './note-texts.ts';
import { lineEntries, noteLists, type NoteList } from './note-lists.ts';
import { parseHeadings, parseQuotedHeadings, type HeadingRow } from './headings.ts';
import { statisticalSplits } from './splits.ts';
import { listDiff } from './list-diff.ts';

export interface ListDisagreement {
  list: string;
  /** Read from the text here, not in the other source. */
  onlyOurs: string[];
  /** In the other source, not read from the text here. */
  onlyTheirs: string[];
}

/** The two lists' differences; the same entries in another order is a disagreement too (both keep the printed order). */
function compare(list: string, ours: readonly string[], theirs: readonly string[]): ListDisagreement[] {
  const { added, removed } = listDiff(theirs, ours);
  if (added.length > 0 || removed.length > 0) return [{ list, onlyOurs: added, onlyTheirs: removed }];
  const sameOrder = [...new Set(ours)].join() === [...new Set(theirs)].join();
  return sameOrder ? [] : [{ list: `${list}: same entries, another order`, onlyOurs: [], onlyTheirs: [] }];
}

const provisionsOf = (lists: NoteList[], subdivision: string) => lists.find((l) => l.subdivision === subdivision)?.provisions ?? [];

/** Note 16(c)(i)-(xi) read from a note 16 text against derived_note16c_lists_rev20.json ({ "i": [...], ... }). */
export function checkNote16c(note16: string, derived: Record<string, string[]>): ListDisagreement[] {
  const lists = noteLists(note16);
  const romans = new Set([...Object.keys(derived), ...lists.flatMap((l) => /^\(c\)\(([ivx]+)\)$/.exec(l.subdivision)?.[1] ?? [])]);
  return [...romans].flatMap((r) => compare(`note 16(c)(${r})`, provisionsOf(lists, `(c)(${r})`), derived[r] ?? []));
}

/**
 * Note 40(c) as each revision prints it (the whole-note texts the change files quote) against
 * derived_note40c_lists_rev14_rev19_rev20.json ({ "rev14": [...], ... }); a derived revision no
 * change file prints is a disagreement too.
 */
export function checkNote40c(changeFiles: readonly string[], derived: Record<string, string[]>): ListDisagreement[] {
  const texts = new Map<string, string>();
  for (const md of changeFiles) {
    const t = changeFileNoteTexts(md);
    if (t.note !== 40) continue;
    if (t.before && t.older !== null) texts.set(`rev${t.older}`, t.before);
    if (t.after && t.newer !== null) texts.set(`rev${t.newer}`, t.after);
  }
  const revisions = new Set([...Object.keys(derived), ...texts.keys()]);
  return [...revisions].flatMap((rev) => {
    const text = texts.get(rev);
    return compare(`note 40(c) ${rev}${text ? '' : ' (no note text read)'}`, text ? provisionsOf(noteLists(text), '(c)') : [], derived[rev] ?? []);
  });
}

/** hts-hero's notes JSON: each key's versions, each a list of subdivision nodes with their text. */
export type HeroNotes = Record<string, { from: string; to: string | null; nodes: { citation: string; text: string }[] }[]>;

/**
 * Note 43(c)(1)-(4) read from a note 43 text against hts-hero's parse of the note: its nodes
 * split the subdivisions on their own, and their entries are read from each node's text. Every
 * version hts-hero holds (from/to) is compared; the same node under several keys once.
 */
export function checkNote43c(note43: string, hero: HeroNotes): ListDisagreement[] {
  const lists = noteLists(note43);
  const theirs = new Map<string, { sub: string; entries: string[] }>();
  for (const version of Object.values(hero).flat()) {
    for (const node of version.nodes) {
      const sub = /^43(\(c\)\(\d+\))$/.exec(node.citation)?.[1];
      if (sub) theirs.set(`note 43${sub} (hts-hero from ${version.from})`, { sub, entries: [...new Set(node.text.split('\n').flatMap(lineEntries))] });
    }
  }
  if (theirs.size === 0) return [{ list: 'note 43(c): hts-hero holds no 43(c)(n) node', onlyOurs: lists.flatMap((l) => l.provisions), onlyTheirs: [] }];
  const subsTheyHave = new Set([...theirs.values()].map((t) => t.sub));
  const onlyOurSubs = lists.filter((l) => l.subdivision.startsWith('(c)(') && !subsTheyHave.has(l.subdivision));
  return [
    ...[...theirs].flatMap(([label, t]) => compare(label, provisionsOf(lists, t.sub), t.entries)),
    ...onlyOurSubs.flatMap((l) => compare(`note 43${l.subdivision} (no hts-hero node)`, l.provisions, [])),
  ];
}

/** A revision's lines deleted or annotated and not re-established against a derived list of them. */
export function checkSplits(changeRecord: string, derived: readonly string[]): ListDisagreement[] {
  const ours = statisticalSplits(changeRecord)
    .filter((s) => !s.reestablished)
    .map((s) => s.deleted);
  return compare('lines deleted or annotated, not re-established', ours, derived);
}

export interface HeadingDisagreement {
  heading: string;
  field: keyof HeadingRow;
  table: string;
  quoted: string;
}

const FIELDS = ['description', 'general', 'special', 'other', 'footnotes'] as const;
// The change files' heading blocks print ranges with a hyphen where the tariff pages print an en dash.
const comparable = (s: string) => s.replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

/** The heading blocks a change file quotes against the revision's headings.md, where both print the heading. */
export function checkQuotedHeadings(headingsMd: string, changeFile: string): HeadingDisagreement[] {
  const table = new Map(parseHeadings(headingsMd).map((h) => [h.heading, h]));
  return parseQuotedHeadings(changeFile).flatMap((quoted) => {
    const row = table.get(quoted.heading);
    if (!row) return [];
    return FIELDS.filter((f) => comparable(row[f]) !== comparable(quoted[f])).map((field) => ({ heading: quoted.heading, field, table: row[field], quoted: quoted[field] }));
  });
}
