// Statistical lines a revision split off a deleted line (HTS 2026 Revision 11 split 95 lines on
// 2026-07-01). A Section 232 note printed before the split still names the deleted line; the
// lines it was transferred to carry the same goods, so they inherit its listing from the split's
// effective date, and the answer says so.

import { revisionsFile } from './dataset.ts';
import { lazy } from '../lazy.ts';

export interface Inheritance {
  /** The deleted line, bare digits and dotted. */
  digits: string;
  code: string;
  revision: string;
  effective: string;
}

const NONE: readonly Inheritance[] = Object.freeze([]);

const BY_SUCCESSOR = lazy(() => {
  const map = new Map<string, Inheritance[]>();
  for (const split of revisionsFile.splits) {
    const from: Inheritance = Object.freeze({ digits: split.deleted.replace(/\./g, ''), code: split.deleted, revision: split.revision, effective: split.effective });
    for (const successor of split.successors) {
      const key = successor.replace(/\./g, '');
      const list = map.get(key);
      if (list) list.push(from);
      else map.set(key, [from]);
    }
  }
  return map;
});

/** The deleted lines a 10-digit code (bare digits) succeeds on a day: none before the split took effect. */
export function predecessorsOf(digits: string, day: string): readonly Inheritance[] {
  const found = BY_SUCCESSOR().get(digits);
  if (!found) return NONE;
  const active = found.filter((f) => f.effective <= day);
  return active.length > 0 ? active : NONE;
}

/** A statistical line a revision deleted, from the day the deletion took effect. */
export interface DeletedLine {
  code: string;
  revision: string;
  effective: string;
  successors: readonly string[];
}

const BY_DELETED = lazy(() => {
  const map = new Map<string, DeletedLine>();
  // The 8-digit heads (as integers) that have a deleted line: most codes are ruled out by one
  // integer lookup, without hashing their digits.
  const heads = new Set<number>();
  for (const split of revisionsFile.splits) {
    const digits = split.deleted.replace(/\./g, '');
    map.set(digits, Object.freeze({ code: split.deleted, revision: split.revision, effective: split.effective, successors: Object.freeze([...split.successors]) }));
    heads.add(Number(digits.slice(0, 8)));
  }
  return { map, heads };
});

/**
 * The deletion of a 10-digit line (bare digits, its first 8 as `head8`) in force on a day, or
 * null: the line exists before its split took effect and is no line at all from that day (its
 * goods are under its successors). It runs on every looked-up code.
 */
export function deletedOn(digits: string, day: string, head8 = Number(digits.slice(0, 8))): DeletedLine | null {
  const { map, heads } = BY_DELETED();
  if (!heads.has(head8)) return null;
  const found = map.get(digits);
  return found !== undefined && found.effective <= day ? found : null;
}
