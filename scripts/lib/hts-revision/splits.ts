// Statistical lines a revision deleted or annotated, with the lines their goods went to.
// Primarily from the new lines' "Established (transferred from A and B (pt.))" rows: each names
// its predecessors and the PDF conversion leaves those rows intact far more often. The old
// line's "Deleted/Annotated (transferred to X and Y)" (or "(renumbered as X)") is the cross-check
// (splitCrossCheck) and fills in what a lost Established row leaves out: the conversion only
// ever loses text, so the two are merged.

import { parseChangeRecord, type ChangeRecordItem } from './change-record.ts';
import { statisticalNumbers } from './tables.ts';

export interface StatSplit {
  /** The line that was deleted or annotated, dotted NNNN.NN.NNNN. */
  deleted: string;
  /** The lines its goods were transferred to, sorted. */
  successors: string[];
  /** The date on the line's own Deleted/Annotated row; the record's publication date when that row is lost. */
  effective: string;
  /** From the line's own row; 'deleted' when only its successors' rows name it. */
  kind: 'deleted' | 'annotated';
  /**
   * The number still exists after the revision: it was established again (3004.90.9211 "transferred
   * to 3004.90.9211 and 3004.90.9212") or reused for another line (3004.90.9219, deleted to .9221,
   * is the new number of .9217). It does not say the number still means the same goods: to re-key
   * a list printed before the split, replace the line by its successors, which include the line
   * itself only where it kept part of its goods (.9211), not where its number was reused (.9225 ->
   * .9226). Revision 20 re-keyed note 40(c) exactly so.
   */
  reestablished: boolean;
}

export interface SplitCrossCheck {
  deleted: string;
  /** The successors the new lines' "Established (transferred from ...)" rows name. */
  byEstablished: string[];
  /** The successors the line's own "Deleted/Annotated (transferred to ...)" row names. */
  byDeletedRow: string[];
}

const STAT_LINE = /^\d{4}\.\d{2}\.\d{4}$/;

interface Reading {
  /** deleted line -> successors, from each side */
  byEstablished: Map<string, Set<string>>;
  byDeletedRow: Map<string, Set<string>>;
  kind: Map<string, StatSplit['kind']>;
  effective: Map<string, string>;
  established: Set<string>;
  published: string;
}

const add = (map: Map<string, Set<string>>, key: string, value: string) => {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
};

function read(md: string): Reading {
  const record = parseChangeRecord(md);
  const r: Reading = { byEstablished: new Map(), byDeletedRow: new Map(), kind: new Map(), effective: new Map(), established: new Set(), published: record.published };
  const orphans: ChangeRecordItem[] = [];
  for (const row of record.items.filter((i) => STAT_LINE.test(i.item))) {
    const named = statisticalNumbers(row.nature);
    if (/^Established\b/.test(row.nature)) {
      r.established.add(row.item);
      for (const from of named) add(r.byEstablished, from, row.item);
      if (named.length === 0) orphans.push(row);
    } else if (/^(Deleted|Annotated)\b/.test(row.nature)) {
      r.kind.set(row.item, /^Annotated/.test(row.nature) ? 'annotated' : 'deleted');
      if (row.effective) r.effective.set(row.item, row.effective);
      for (const to of named) add(r.byDeletedRow, row.item, to);
    }
  }
  // An Established row whose "transferred from" was lost (folded into a page header) still
  // belongs to the annotated line it sits under: annotating creates new lines under that very
  // subheading (the record's own definition), so the 8-digit prefix names the predecessor when
  // exactly one line of it was annotated.
  for (const row of orphans) {
    const annotated = [...r.kind].filter(([line, kind]) => kind === 'annotated' && line.slice(0, 10) === row.item.slice(0, 10));
    if (annotated.length === 1) add(r.byEstablished, annotated[0][0], row.item);
  }
  return r;
}

const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

export function statisticalSplits(md: string): StatSplit[] {
  const r = read(md);
  const lines = new Set([...r.byEstablished.keys(), ...r.byDeletedRow.keys()]);
  const successors = new Map([...lines].map((line) => [line, new Set([...(r.byEstablished.get(line) ?? []), ...(r.byDeletedRow.get(line) ?? [])])]));
  const live = new Set([...r.established, ...[...successors.values()].flatMap((s) => [...s])]);
  return [...lines]
    .sort()
    .map((line) => ({
      deleted: line,
      successors: sorted(successors.get(line)),
      effective: r.effective.get(line) ?? r.published,
      kind: r.kind.get(line) ?? 'deleted',
      reestablished: live.has(line),
    }));
}

/** The lines whose successors the two kinds of row do not name alike (one side unreadable or lost). */
export function splitCrossCheck(md: string): SplitCrossCheck[] {
  const r = read(md);
  const lines = [...new Set([...r.byEstablished.keys(), ...r.byDeletedRow.keys()])].sort();
  return lines
    .map((deleted) => ({ deleted, byEstablished: sorted(r.byEstablished.get(deleted)), byDeletedRow: sorted(r.byDeletedRow.get(deleted)) }))
    .filter((c) => c.byEstablished.join() !== c.byDeletedRow.join());
}
