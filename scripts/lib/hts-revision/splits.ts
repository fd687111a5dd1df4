// Statistical lines a revision deleted or annotated, with the lines their goods were transferred
// to. Read both ways, because PDF conversion garbles some rows: a new line's "Established
// (transferred from A and B (pt.))" names its predecessors, a deleted line's "Deleted
// (transferred to X and Y)" names its successors; either is enough, and both are merged.

import { parseChangeRecord } from './change-record.ts';
import { statisticalNumbers, tableRows } from './tables.ts';

export interface StatSplit {
  deleted: string;
  successors: string[];
  effective: string;
  kind: 'deleted' | 'annotated';
  /** The line was deleted and established again under its own number with new siblings (it is not gone). */
  reestablished: boolean;
}

const STAT_LINE = /^\d{4}\.\d{2}\.\d{4}$/;

export function statisticalSplits(md: string): StatSplit[] {
  const record = parseChangeRecord(md);
  const byDeleted = new Map<string, StatSplit>();
  const entry = (deleted: string, effective: string | null, kind: StatSplit['kind'] | null) => {
    let s = byDeleted.get(deleted);
    if (!s) {
      s = { deleted, successors: [], effective: effective ?? record.published, kind: kind ?? 'deleted', reestablished: false };
      byDeleted.set(deleted, s);
    }
    if (kind) s.kind = kind;
    return s;
  };
  const established = new Set<string>();
  for (const cells of tableRows(md)) {
    const item = cells[0];
    if (!STAT_LINE.test(item)) continue;
    const text = cells.slice(1).join(' ');
    const named = statisticalNumbers(text);
    const others = named.filter((c) => c !== item);
    const effective = record.items.find((i) => i.item === item)?.effective ?? null;
    if (/deleted|annotated/i.test(text) && /transferred to/i.test(text)) {
      const s = entry(item, effective, /annotated/i.test(text) ? 'annotated' : 'deleted');
      // Re-established when the "transferred to" clause itself names the line (a garbled row can
      // carry the line's number elsewhere, e.g. 8483.30.8090 in Revision 11).
      if (statisticalNumbers(/transferred to ([^)]*)/i.exec(text)?.[1] ?? '').includes(item)) s.reestablished = true;
      for (const c of others) if (!s.successors.includes(c)) s.successors.push(c);
    } else if (/established|transferred from|\(pt\.\)/i.test(text) && others.length > 0) {
      established.add(item);
      for (const from of others) {
        const s = entry(from, effective, null);
        if (!s.successors.includes(item)) s.successors.push(item);
      }
    }
  }
  // A line "transferred to" itself and others is re-established, not gone; its new siblings still
  // carry part of its goods, so the split is kept and marked.
  return [...byDeleted.values()]
    .filter((s) => s.successors.length > 0)
    .map((s) => (established.has(s.deleted) ? { ...s, reestablished: true } : s))
    .map((s) => ({ ...s, successors: [...s.successors].sort() }))
    .sort((a, b) => a.deleted.localeCompare(b.deleted));
}
