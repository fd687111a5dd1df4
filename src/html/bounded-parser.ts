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
//   - A reader may take the attributes itself (an AttributeSink): onopentag then gets the sink,
//     fed from the parser's attribute events, and the parser builds no attribs object (it builds
//     one for every element, with every attribute, when asked for onopentag: a keyed store per
//     attribute into a new object, 0.12 of a plain parse's time over the nine retail pages).
//
// The class leans on htmlparser2 in two measured places: its protected isVoidElement hook
// (which the Parser asks when it opens a tag, ends it and meets its end tag), and its public
// onclosetag callback and startIndex/endIndex fields, whose no-op path it replays. It mirrors
// the parser's stack of open elements from the events the parser emits, which say exactly
// what it pushes and pops. With a sink it also takes over the parser's onopentag: it
// announces the element when the parser's tokenizer ends its opening tag (onopentagend,
// onselfclosingtag), or at the close the parser emits right after an opening it implies (</p>,
// </br>), and never for a tag the page cuts off (the parser's onend), as the parser would.
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
  /** With a sink: the element whose opening tag is being read (null once announced), and its offset. */
  opening: string | null = null;
  openingAt = 0;
  /** Set once the parser is made (the handler is made before it). */
  parser: Parser | null = null;
  #onopentag: Handler['onopentag'] | undefined;
  #sink: AttributeSink | null = null;

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
  watch(cbs: Partial<Handler>, sink: AttributeSink | null): Partial<Handler> {
    const { onopentagname, onclosetag, onattribute, onopentag } = cbs;
    if (sink === null || onopentag === undefined) {
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
    this.#onopentag = onopentag;
    this.#sink = sink;
    const { onopentag: _announcedHere, ...rest } = cbs;
    return {
      ...rest,
      onattribute: (name, value, quote) => {
        if (this.skipping) return;
        // Not those of a tag the parser ignores (a second <form>): it announces no element for them.
        if (this.opening !== null) sink.add(name, value);
        onattribute?.(name, value, quote);
      },
      onopentagname: (name) => {
        if (!this.lastVoid) this.#push(name);
        else this.#unpushedClose = true;
        // The offset the parser's onopentag would see: attributes move startIndex on.
        this.opening = name;
        this.openingAt = this.parser!.startIndex;
        sink.clear();
        onopentagname?.(name);
      },
      onclosetag: (name, implied) => {
        // An opening the parser implied (</p>, </br>) is closed at once, its tag never ended.
        if (this.opening !== null) this.announce(true);
        if (this.#unpushedClose) this.#unpushedClose = false;
        else this.#pop();
        onclosetag?.(name, implied);
      },
    };
  }

  /** Hands the element whose opening tag was read to onopentag, with the sink for its attributes. */
  announce(implied: boolean): void {
    const name = this.opening;
    if (name === null) return;
    this.opening = null;
    this.parser!.startIndex = this.openingAt;
    this.#onopentag!(name, this.#sink as unknown as Record<string, string>, implied);
  }
}

/**
 * Takes the attributes of each opening tag in place of the parser's attribs object: cleared at
 * the tag's name, then handed each attribute in page order (the parser's object keeps the first
 * of a name), and passed to onopentag as its attributes, read during that call only.
 */
export interface AttributeSink {
  clear(): void;
  add(name: string, value: string): void;
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

  /** `sink`: when given, onopentag's second argument is the sink, which took the tag's attributes. */
  constructor(cbs: Partial<Handler>, options: ParserOptions, maxOpen: number, onFlatten: OnFlatten = () => {}, pastBound: PastBound = 'all', sink: AttributeSink | null = null) {
    const open = new OpenElements();
    super(open.watch(cbs, sink), options);
    open.parser = this;
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
      if (this.#open.opening !== null) {
        this.endIndex = endIndex;
        this.#open.announce(false);
      }
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
    else {
      if (this.#open.opening !== null) {
        this.endIndex = endIndex;
        this.#open.announce(false);
      }
      super.onselfclosingtag(endIndex);
    }
  }

  override onend(): void {
    // A tag the page cuts off is never announced (the parser drops it too).
    this.#open.opening = null;
    super.onend();
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
