// htmlparser2's Parser with its work per tag bounded. The parser keeps its open elements in an
// array it unshifts on every open tag and searches on every end tag, so that work grows with
// the nesting: 1 MB of unclosed <div> (200,000 open elements) took 17 s to parse.
//   - Past `maxOpen` open elements, an opening tag is read as an empty element (as if void:
//     its open and close events come at once, its attributes intact) and what follows belongs
//     to the element at that depth, much as Chromium's parser, which nests no deeper than
//     512, makes deeper elements siblings. Readers see ordinary events, only flatter.
//   - A reader may name the tags it wants read past the bound (the tag scan: script, img...);
//     the others are skipped there, attributes and all, which spares the parser its work per
//     tag and the readers theirs: on 1 MB of unclosed <div> the readiness check spent three
//     quarters of its time on elements no page nests that deep (bench/hostile-pages.ts).
//   - An end tag naming no open element is passed over without the parser's search of its
//     open elements (which finds nothing and does nothing): 1,000 open elements and then
//     end tags that close nothing cost 90 ns a page byte, against about 20 for a real page.
//
// The class leans on htmlparser2 in two measured places: its protected isVoidElement hook
// (which the Parser asks when it opens a tag, ends it and meets its end tag), and its public
// onclosetag callback and startIndex/endIndex fields, whose no-op path it replays. It mirrors
// the parser's stack of open elements from the events the parser emits, which say exactly
// what it pushes and pops.
import { Parser, type Handler, type ParserOptions } from 'htmlparser2';

/** Called on each opening tag read as empty because it came past the bound, with its offset in the page. */
export type OnFlatten = (startIndex: number) => void;

/**
 * Depth at which end tags start being checked against the open elements' names: below it the
 * parser's own search is short, and a count per name kept on every element is work real pages
 * (118 deep at most) would pay for nothing.
 */
const NAMES_FROM_DEPTH = 128;

/** The parser's open elements as its events show them (its own stack is private). */
class OpenElements {
  readonly names: string[] = [];
  /** How many open elements have each name: kept only while the nesting is NAMES_FROM_DEPTH/2 deep or more. */
  counts: Map<string, number> | null = null;
  /** Open svg and math elements, inside which the parser rewrites names (SVG's camelCase): no shortcut there. */
  foreign = 0;
  /** The tag being opened comes past the bound: the parser treats it as void. */
  flattening = false;
  /**
   * The tag being read came past the bound and is not wanted there: the parser never hears of
   * it (its attributes still pass through the parser, which keeps none of them with no tag
   * open, and are not handed on).
   */
  skipping = false;
  /** The element just opened was not pushed (void or flattened): its close event pops nothing. */
  #unpushedClose = false;
  /**
   * The parser's last answer to whether an element is void (flattened ones included): it asks
   * right before it announces an element (onopentagname), and pushes the element when not.
   */
  lastVoid = false;

  get depth(): number {
    return this.names.length;
  }

  #push(name: string): void {
    this.names.push(name);
    if (name === 'svg' || name === 'math') this.foreign++;
    if (this.counts !== null) this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    else if (this.names.length >= NAMES_FROM_DEPTH) {
      this.counts = new Map();
      for (const open of this.names) this.counts.set(open, (this.counts.get(open) ?? 0) + 1);
    }
  }

  #pop(): void {
    const popped = this.names.pop();
    if (popped === undefined) return;
    if (popped === 'svg' || popped === 'math') this.foreign--;
    if (this.counts === null) return;
    if (this.names.length < NAMES_FROM_DEPTH / 2) this.counts = null;
    else this.counts.set(popped, this.counts.get(popped)! - 1);
  }

  /**
   * The handler with its open and close events watched. `cbs` must be a plain object of
   * functions that do not use `this` (its own properties are copied: a copy was 3% of a parse
   * faster to call than an object inheriting them).
   */
  watch(cbs: Partial<Handler>): Partial<Handler> {
    const { onopentagname, onclosetag, onattribute } = cbs;
    return {
      ...cbs,
      ...(onattribute === undefined ? {} : { onattribute: (name: string, value: string, quote?: string | null) => { if (!this.skipping) onattribute(name, value, quote); } }),
      onopentagname: (name) => {
        if (!this.lastVoid) this.#push(name);
        else this.#unpushedClose = true;
        onopentagname?.(name);
      },
      onclosetag: (name, implied) => {
        if (this.#unpushedClose) this.#unpushedClose = false;
        else this.#pop();
        onclosetag?.(name, implied);
      },
    };
  }
}

/** Which tags past the bound are read (as empty elements): all of them, or only those named. */
export type PastBound = 'all' | ReadonlySet<string>;

export class BoundedParser extends Parser {
  readonly #open: OpenElements;
  readonly #maxOpen: number;
  readonly #onFlatten: OnFlatten;
  readonly #pastBound: PastBound;
  /** The page, when it came in one write and tag names are lower-cased: what end tags are read from. */
  #source: string | null = null;
  #writes = 0;
  readonly #lowerCased: boolean;

  constructor(cbs: Partial<Handler>, options: ParserOptions, maxOpen: number, onFlatten: OnFlatten = () => {}, pastBound: PastBound = 'all') {
    const open = new OpenElements();
    super(open.watch(cbs), options);
    this.#open = open;
    this.#maxOpen = maxOpen;
    this.#onFlatten = onFlatten;
    this.#pastBound = pastBound;
    this.#lowerCased = options.xmlMode !== true && options.lowerCaseTags !== false;
  }

  protected override isVoidElement(name: string): boolean {
    // '' is a tag the parser ignores (a second <form>): it has no events to flatten.
    return (this.#open.lastVoid = (this.#open.flattening && name !== '') || super.isVoidElement(name));
  }

  override write(chunk: string): void {
    this.#source = ++this.#writes === 1 && this.#lowerCased ? chunk : null;
    super.write(chunk);
  }

  override onopentagname(start: number, endIndex: number): void {
    // Stays set until the next tag: the parser asks isVoidElement again when the tag ends.
    const flattening = (this.#open.flattening = this.#open.depth >= this.#maxOpen);
    if (flattening) {
      this.#onFlatten(this.startIndex);
      // The name is read from the page (one write, lower-cased names); otherwise the tag is read.
      if (this.#pastBound !== 'all' && this.#source !== null && !this.#pastBound.has(this.#source.slice(start, endIndex).toLowerCase())) {
        this.#open.skipping = true;
        this.endIndex = endIndex;
        return;
      }
    }
    super.onopentagname(start, endIndex);
  }

  override onopentagend(endIndex: number): void {
    if (!this.#open.skipping) {
      super.onopentagend(endIndex);
      return;
    }
    this.#open.skipping = false;
    this.endIndex = endIndex;
    this.startIndex = endIndex + 1;
  }

  override onselfclosingtag(endIndex: number): void {
    // A flattened tag is already empty; the parser's self-closing path would pop its parent.
    if (this.#open.flattening) this.onopentagend(endIndex);
    else super.onselfclosingtag(endIndex);
  }

  override onclosetag(start: number, endIndex: number): void {
    this.#open.flattening = false;
    const counts = this.#open.counts;
    if (counts !== null && this.#source !== null && this.#open.foreign === 0) {
      const name = this.#source.slice(start, endIndex).toLowerCase();
      // </p> and </br> open an element when none is open; any other name not open closes nothing.
      if (name !== 'p' && name !== 'br' && !counts.get(name)) {
        this.endIndex = endIndex;
        this.startIndex = endIndex + 1;
        return;
      }
    }
    super.onclosetag(start, endIndex);
  }
}
