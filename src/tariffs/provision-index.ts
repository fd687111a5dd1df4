// Prefix index over the listed provisions, built once at start: a code is looked up by at
// most four Map.get calls (its 4, 6, 8 and 10-digit prefixes), never by scanning a list.

import { ALL_ACTIONS, regimesFile } from './dataset.ts';
import { articleName, articleSlug } from './articles.ts';
import type { OtherAction, SectionList } from './dataset-types.ts';

export interface Provision {
  digits: string;
  code_heading: string;
  list: SectionList;
  slug: string;
  article_name: string;
  /** The digits right-padded to 10, as a number: distance between neighbours. */
  position: number;
}

/**
 * Prefix -> entries, one map per prefix length. 4/6/8-digit prefixes are keyed by their integer
 * value (small integers hash fast); 10-digit ones by the digit string itself.
 */
export class PrefixIndex<T> {
  readonly short = new Map<number, Map<number, T[]>>([[4, new Map()], [6, new Map()], [8, new Map()]]);
  readonly ten = new Map<string, T[]>();

  add(digits: string, value: T): void {
    if (digits.length === 10) push(this.ten, digits, value);
    else {
      const map = this.short.get(digits.length);
      if (!map) throw new Error(`prefix ${digits} is not 4, 6, 8 or 10 digits`);
      push(map, Number(digits), value);
    }
  }

  /** Entries of the prefixes of one code, most specific first (calls fn per bucket). */
  forEachCovering(digits: string, head8: number, fn: (bucket: T[]) => void): void {
    const b10 = this.ten.get(digits);
    if (b10) fn(b10);
    const b8 = this.short.get(8)!.get(head8);
    if (b8) fn(b8);
    const b6 = this.short.get(6)!.get((head8 / 100) | 0);
    if (b6) fn(b6);
    const b4 = this.short.get(4)!.get((head8 / 10000) | 0);
    if (b4) fn(b4);
  }
}

export interface RegimeIndex {
  /** provision prefix -> provisions with exactly those digits (one per list). */
  exact: PrefixIndex<Provision>;
  /** 6-digit subheading (as an integer) -> provisions inside it; 4-digit heading -> provisions inside it. */
  bySubheading: Map<number, Provision[]>;
  byHeading: Map<number, Provision[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const bucket = map.get(key);
  if (bucket) bucket.push(value);
  else map.set(key, [value]);
}

function buildRegimeIndexes(): Map<string, RegimeIndex> {
  const indexes = new Map<string, RegimeIndex>();
  for (const regime of regimesFile.regimes) {
    indexes.set(regime.id, { exact: new PrefixIndex(), bySubheading: new Map(), byHeading: new Map() });
  }
  for (const list of regimesFile.lists) {
    const index = indexes.get(list.regime);
    if (!index) throw new Error(`list ${list.id} names unknown regime ${list.regime}`);
    for (const code of list.provisions) {
      const digits = code.replace(/\./g, '');
      const provision: Provision = {
        digits,
        code_heading: code,
        list,
        slug: articleSlug(digits, list.metal),
        article_name: articleName(digits, list),
        position: Number(digits.padEnd(10, '0')),
      };
      index.exact.add(digits, provision);
      if (digits.length >= 6) push(index.bySubheading, Number(digits.slice(0, 6)), provision);
      push(index.byHeading, Number(digits.slice(0, 4)), provision);
    }
  }
  for (const index of indexes.values()) {
    for (const bucket of [...index.bySubheading.values(), ...index.byHeading.values()]) bucket.sort((a, b) => a.position - b.position);
  }
  return indexes;
}

export const REGIME_INDEXES = buildRegimeIndexes();

/** Other Section 232 actions by covered prefix. */
function buildActionIndex(): PrefixIndex<OtherAction> {
  const index = new PrefixIndex<OtherAction>();
  for (const action of ALL_ACTIONS) for (const prefix of action.prefixes) index.add(prefix, action);
  return index;
}

export const ACTION_INDEX = buildActionIndex();
