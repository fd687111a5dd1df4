// htmlparser2's Parser with its work per tag bounded. The parser keeps its open elements in an
// array it unshifts on every open tag and searches on every end tag, so that work grows with
// the nesting: 1 MB of unclosed <div> (200,000 open elements) took 17 s to parse.
//   - Past `maxOpen` open elements, an opening tag is read as an empty element (as if void:
//     its open and close events come at once, its attributes intact) and what follows belongs
//     to the element at that depth, much as Chromium's parser, which nests no deeper than
//     512, makes deeper elements siblings. Readers see ordinary events, only flatter.
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

/** Elements whose open descendants' names the parser rewrites (SVG's camelCase): no shortcut inside them. */
const FOREIGN = new Set(['svg', 'math']);

/** The parser's open elements as its events show them (its own stack is private). */
class OpenElements {
  readonly names: string[] = [];
  /** How many open elements have each name. */
  readonly counts = new Map<string, number>();
  foreign = 0;
  /** The tag being opened comes past the bound: the parser treats it as void. */
  flattening = false;
  /** The element just opened was not pushed (void or flattened): its close event pops nothing. */
  #unpushedClose = false;
  pushes: (name: string) => boolean = () => true;

  get depth(): number {
    return this.names.length;
  }

  watch(cbs: Partial<Handler>): Partial<Handler> {
    // Inherits every other handler method, called with a `this` that still finds them.
    const watched: Partial<Handler> = Object.create(cbs);
    watched.onopentagname = (name) => {
      if (this.pushes(name)) {
        this.names.push(name);
        this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
        if (FOREIGN.has(name)) this.foreign++;
      } else this.#unpushedClose = true;
      cbs.onopentagname?.(name);
    };
    watched.onclosetag = (name, implied) => {
      if (this.#unpushedClose) this.#unpushedClose = false;
      else {
        const popped = this.names.pop();
        if (popped !== undefined) {
          this.counts.set(popped, this.counts.get(popped)! - 1);
          if (FOREIGN.has(popped)) this.foreign--;
        }
      }
      cbs.onclosetag?.(name, implied);
    };
    return watched;
  }
}

export class BoundedParser extends Parser {
  readonly #open: OpenElements;
  readonly #maxOpen: number;
  readonly #onFlatten: OnFlatten;
  /** The page, when it came in one write and tag names are lower-cased: what end tags are read from. */
  #source: string | null = null;
  #writes = 0;
  readonly #lowerCased: boolean;

  constructor(cbs: Partial<Handler>, options: ParserOptions, maxOpen: number, onFlatten: OnFlatten = () => {}) {
    const open = new OpenElements();
    super(open.watch(cbs), options);
    open.pushes = (name) => !this.isVoidElement(name);
    this.#open = open;
    this.#maxOpen = maxOpen;
    this.#onFlatten = onFlatten;
    this.#lowerCased = options.xmlMode !== true && options.lowerCaseTags !== false;
  }

  protected override isVoidElement(name: string): boolean {
    return this.#open.flattening || super.isVoidElement(name);
  }

  override write(chunk: string): void {
    this.#source = ++this.#writes === 1 && this.#lowerCased ? chunk : null;
    super.write(chunk);
  }

  override onopentagname(start: number, endIndex: number): void {
    if (this.#open.depth >= this.#maxOpen) {
      this.#open.flattening = true;
      this.#onFlatten(this.startIndex);
    }
    super.onopentagname(start, endIndex);
  }

  override onopentagend(endIndex: number): void {
    super.onopentagend(endIndex);
    this.#open.flattening = false;
  }

  override onselfclosingtag(endIndex: number): void {
    // A flattened tag is already empty; the parser's self-closing path would pop its parent.
    if (this.#open.flattening) this.onopentagend(endIndex);
    else super.onselfclosingtag(endIndex);
  }

  override onclosetag(start: number, endIndex: number): void {
    if (this.#source !== null && this.#open.foreign === 0) {
      const name = this.#source.slice(start, endIndex).toLowerCase();
      // </p> and </br> open an element when none is open; any other name not open closes nothing.
      if (name !== 'p' && name !== 'br' && !this.#open.counts.get(name)) {
        this.endIndex = endIndex;
        this.startIndex = endIndex + 1;
        return;
      }
    }
    super.onclosetag(start, endIndex);
  }
}
