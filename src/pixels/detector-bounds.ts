// The matcher's bounds per detector (a pattern id such as `meta.init`): at most
// MAX_IDS_PER_DETECTOR distinct IDs and MAX_HITS_PER_DETECTOR matches are kept, so every judge
// works on bounded lists whatever the page holds (30,000 distinct fbq('init') IDs made the
// judges' per-ID work quadratic: 18.9 s for a 900 KB page). Matches past a bound are counted
// and the count reported through PageLimits.
import type { Evidence } from './types.ts';
import type { PageLimits } from '../html/page-limits.ts';
import { MAX_COUNTED_IDS, MAX_HITS_PER_DETECTOR, MAX_IDS_PER_DETECTOR } from './limits.ts';

interface Tally {
  kept: number;
  seen: number;
  ids: Set<string>;
  /** New IDs met after the bound (counted to say how many the page names), up to MAX_COUNTED_IDS. */
  unreadIds: Set<string> | null;
  /** A new ID came when the count was full: the page names more than it says. */
  uncounted: boolean;
  firstDropped: Evidence | null;
}

export class DetectorBounds {
  readonly #tallies = new Map<string, Tally>();
  /** The vendor a detector's IDs belong to, for the report's wording. */
  readonly #vendorOf: ReadonlyMap<string, string>;

  constructor(vendorOf: ReadonlyMap<string, string>) {
    this.#vendorOf = vendorOf;
  }

  /**
   * Whether a match of `pattern` naming `id` is kept ('keep'), dropped, or the first dropped,
   * whose place the caller records with `firstDropped`; counts it either way. The caller builds
   * a hit only for what it keeps or records (building each then dropping it, or a closure per
   * match to build it, was a tenth of matching a page of 12,000 Tag Manager loaders).
   */
  admit(pattern: string, id: string | null): 'keep' | 'drop' | 'first-drop' {
    let t = this.#tallies.get(pattern);
    if (t === undefined) {
      t = { kept: 0, seen: 0, ids: new Set(), unreadIds: null, uncounted: false, firstDropped: null };
      this.#tallies.set(pattern, t);
    }
    t.seen++;
    let keep = t.kept < MAX_HITS_PER_DETECTOR;
    if (id !== null && !t.ids.has(id)) {
      if (t.ids.size < MAX_IDS_PER_DETECTOR && keep) t.ids.add(id);
      else {
        const unread = (t.unreadIds ??= new Set());
        if (unread.size < MAX_COUNTED_IDS) unread.add(id);
        else if (!unread.has(id)) t.uncounted = true;
        keep = false;
      }
    }
    if (keep) {
      t.kept++;
      return 'keep';
    }
    return t.firstDropped === null ? 'first-drop' : 'drop';
  }

  /** Where the first match `admit` dropped for `pattern` sits. */
  firstDropped(pattern: string, where: Evidence): void {
    const t = this.#tallies.get(pattern);
    if (t !== undefined) t.firstDropped ??= where;
  }

  /** Records every detector that went past a bound. */
  report(limits: PageLimits): void {
    for (const [pattern, t] of this.#tallies) {
      if (t.firstDropped === null) continue;
      const vendor = this.#vendorOf.get(pattern) ?? pattern;
      if (t.unreadIds !== null) {
        const read = t.ids.size;
        const more = t.uncounted ? 'more than ' : '';
        limits.exceeded(`${pattern} ids`, read + t.unreadIds.size, (n) => `${vendor} IDs (${pattern}): ${more}${n} distinct on the page, the first ${read} read`, { ...t.firstDropped });
      }
      if (t.seen > MAX_HITS_PER_DETECTOR) {
        limits.exceeded(`${pattern} matches`, t.seen, (n) => `${vendor} matches (${pattern}): ${n} on the page, the first ${t.kept} kept`, { ...t.firstDropped });
      }
    }
  }
}
