// What a scan of one page reads, at most, and the record of the bounds a page went past. A
// page is whatever the caller of a public tool makes it, so every list a scanner builds from
// it is bounded: the work and the report stay proportional to the page's size, never to the
// square of a count on it, and a page past a bound is answered with a note saying which bound
// and where, not with an answer that looks complete. Shared by the tag scan (a finding,
// src/pixels/limits.ts) and the readiness check (a report field, src/entries/limits.ts).
// The quoted place of a bound uses the tag scan's evidence shape (element, byte offset, snippet).
import type { Evidence } from '../pixels/types.ts';

/**
 * Open elements the parsers keep: deeper tags are read as empty elements or skipped, as each
 * reader asks, their content as their ancestor's at this depth (see bounded-parser.ts, page-parser.ts). Chromium's HTML parser nests no
 * deeper than 512 either; real pages stay far below (118 at most over the shared page set).
 */
export const MAX_OPEN_ELEMENTS = 512;

interface Exceeded {
  /** How many the page has, as far as the scan counted. */
  found: number;
  /** The bound as a clause, given that count (already formatted). */
  describe: (found: string) => string;
  evidence?: Evidence;
}

/** 12,345: toLocaleString's result without its cost (ICU's first call per process was 5% of a scan). */
export const formatCount = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The bounds one scan went past, in the order met; one entry per subject. */
export class PageLimits {
  readonly #exceeded = new Map<string, Exceeded>();

  /**
   * Records that `subject` went past its bound, `found` counted so far (a later call raises the
   * count); `evidence` (char offsets, converted with the others) is where it first happened.
   */
  exceeded(subject: string, found: number, describe: (found: string) => string, evidence?: Evidence): void {
    const known = this.#exceeded.get(subject);
    if (known !== undefined) known.found = Math.max(known.found, found);
    else this.#exceeded.set(subject, evidence === undefined ? { found, describe } : { found, describe, evidence });
  }

  /** Raises the count of a subject already recorded (the cheap call for each further one met). */
  raise(subject: string, found: number): void {
    const known = this.#exceeded.get(subject);
    if (known !== undefined) known.found = Math.max(known.found, found);
  }

  get size(): number {
    return this.#exceeded.size;
  }

  /** One clause per bound gone past, e.g. "Meta Pixel IDs: 30,000 on the page, 50 read". */
  clauses(): string[] {
    return [...this.#exceeded.values()].map((e) => e.describe(formatCount(e.found)));
  }

  /** Where each bound was first gone past (those that know). */
  evidence(): Evidence[] {
    return [...this.#exceeded.values()].flatMap((e) => (e.evidence === undefined ? [] : [e.evidence]));
  }
}

/** The opening tag at `at`, quoted (up to 160 characters). */
export function openTagEvidence(html: string, at: number): Evidence {
  const tagEnd = html.indexOf('>', at);
  return { element: 'open tag', offset: at, snippet: html.slice(at, Math.min(tagEnd === -1 ? html.length : tagEnd + 1, at + 160)) };
}

/** A parser's onFlatten (BoundedParser's, PageParser's) that records the opening tags past the bound, quoting the first; `whatHappens` to them ends the clause. */
export function flattenRecorder(html: string, limits: PageLimits | undefined, whatHappens: string): (startIndex: number) => void {
  let flattened = 0;
  return (at) => {
    flattened++;
    if (limits === undefined) return;
    if (flattened > 1) {
      limits.raise('open elements', flattened);
      return;
    }
    limits.exceeded('open elements', flattened, (n) => `${n} elements opened inside ${MAX_OPEN_ELEMENTS} open ones, ${whatHappens}`, openTagEvidence(html, at));
  };
}
