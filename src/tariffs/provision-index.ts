// Prefix index over the listed provisions, built once at start: a code is looked up by at
// most four Map.get calls (its 4, 6, 8 and 10-digit prefixes), never by scanning a list.

import { otherActionsFile, regimesFile } from './dataset.ts';
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

export interface RegimeIndex {
  /** provision digits -> provisions with exactly those digits (one per list). */
  exact: Map<string, Provision[]>;
  /** 6-digit subheading -> provisions inside it; 4-digit heading -> provisions inside it. */
  bySubheading: Map<string, Provision[]>;
  byHeading: Map<string, Provision[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const bucket = map.get(key);
  if (bucket) bucket.push(value);
  else map.set(key, [value]);
}

function buildRegimeIndexes(): Map<string, RegimeIndex> {
  const indexes = new Map<string, RegimeIndex>();
  for (const regime of regimesFile.regimes) {
    indexes.set(regime.id, { exact: new Map(), bySubheading: new Map(), byHeading: new Map() });
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
      push(index.exact, digits, provision);
      if (digits.length >= 6) push(index.bySubheading, digits.slice(0, 6), provision);
      push(index.byHeading, digits.slice(0, 4), provision);
    }
  }
  for (const index of indexes.values()) {
    for (const bucket of [...index.bySubheading.values(), ...index.byHeading.values()]) bucket.sort((a, b) => a.position - b.position);
  }
  return indexes;
}

export const REGIME_INDEXES = buildRegimeIndexes();

/** Other Section 232 actions by covered prefix, and the prefix lengths that occur. */
function buildActionIndex(): { byPrefix: Map<string, OtherAction[]>; lengths: number[] } {
  const byPrefix = new Map<string, OtherAction[]>();
  const lengths = new Set<number>();
  for (const action of otherActionsFile.actions) {
    for (const prefix of action.prefixes) {
      push(byPrefix, prefix, action);
      lengths.add(prefix.length);
    }
  }
  return { byPrefix, lengths: [...lengths].sort((a, b) => b - a) };
}

export const ACTION_INDEX = buildActionIndex();
