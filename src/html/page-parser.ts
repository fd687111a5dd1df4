// The readiness walk's parser: htmlparser2's Tokenizer (a public export) under the tree rules of
// htmlparser2's Parser, rewritten for the one reader that walks every element of a page, with
// BoundedParser's bounds. Every event, and startIndex and endIndex at each, is the Parser's
// (test/html/page-parser.test.ts compares the two on tag soup and on the shared real pages).
//
// Why not the Parser (measured over the nine retail pages, against a plain Parser parse):
//   - The Parser keeps its open elements innermost first, unshifting a name onto the array on
//     every opening tag (a copy of the whole array: its emitOpenTag was 3.4% of a readiness
//     check), and BoundedParser and the walk kept two more stacks beside it. Here one stack,
//     innermost last.
//   - The Parser reads every attribute's value and name into strings, and builds an object of
//     them per element when asked for onopentag; the walk reads about 50 names. Here only those
//     values are read, into the walk's slots (AttributeSlots), and no object is made.
//   - The Parser's work over the Tokenizer was 0.23 of a plain parse, and the handler layers
//     (BoundedParser's watch, the walk's callbacks) 0.2 more.
// The tables below (void elements, implied closes, SVG's camelCase names, the foreign contexts)
// are the Parser's, htmlparser2 12.0.0's, which it does not export.
import { Tokenizer, type QuoteType, type TokenizerCallbacks } from 'htmlparser2';

/** The events the walk hears: the Parser's onopentag (attributes in the slots), onclosetag and ontext. */
export interface PageEvents {
  open(name: string): void;
  close(name: string): void;
  text(data: string): void;
}

/** Where the attributes of the element being opened go: only those with a slot are read. */
export interface AttributeSlots {
  /** Forgets the last element's attributes. */
  clear(): void;
  /** The slot for an attribute of this (lower-cased) name, or -1 when it is not read. */
  slotOf(name: string): number;
  /** The attribute's value, in page order (the first of a name is kept, as the Parser keeps it). */
  fill(slot: number, value: string): void;
}

const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const FORM_TAGS = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const P_TAG = new Set(['p']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
const TABLE_SECTION_TAGS = new Set(['thead', 'tbody']);
const DDT_TAGS = new Set(['dd', 'dt']);
const RTP_TAGS = new Set(['rt', 'rp']);
/** Open elements an opening tag closes first, while they are the innermost. */
const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['tr', new Set(['tr', 'th', 'td'])], ['th', new Set(['th'])], ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])], ['a', new Set(['a'])], ['li', new Set(['li'])], ['p', P_TAG],
  ['h1', HEADING_TAGS], ['h2', HEADING_TAGS], ['h3', HEADING_TAGS], ['h4', HEADING_TAGS], ['h5', HEADING_TAGS], ['h6', HEADING_TAGS],
  ['select', FORM_TAGS], ['input', FORM_TAGS], ['output', FORM_TAGS], ['button', FORM_TAGS], ['datalist', FORM_TAGS], ['textarea', FORM_TAGS],
  ['option', new Set(['option'])], ['optgroup', new Set(['optgroup', 'option'])], ['dd', DDT_TAGS], ['dt', DDT_TAGS],
  ...['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul']
    .map((name): [string, ReadonlySet<string>] => [name, P_TAG]),
  ['rt', RTP_TAGS], ['rp', RTP_TAGS], ['tbody', TABLE_SECTION_TAGS], ['tfoot', TABLE_SECTION_TAGS],
]);
/** Elements inside which HTML is read again in SVG or MathML (SVG's names as adjusted). */
const HTML_INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignObject', 'desc', 'title']);
const SVG_TAG_NAMES: ReadonlyMap<string, string> = new Map([
  'altGlyph', 'altGlyphDef', 'altGlyphItem', 'animateColor', 'animateMotion', 'animateTransform', 'clipPath', 'feBlend',
  'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap',
  'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage',
  'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile',
  'feTurbulence', 'foreignObject', 'glyphRef', 'linearGradient', 'radialGradient', 'textPath',
].map((name) => [name.toLowerCase(), name]));
// The foreign context: HTML, SVG or MathML.
const HTML = 0;
const SVG = 1;
const MATHML = 2;

/**
 * Depth at which end tags start being checked against the open elements' names: below it the
 * search of the open elements is short, and a count per name kept on every element is work
 * real pages (118 deep at most) would pay for nothing (as in BoundedParser).
 */
const NAMES_FROM_DEPTH = 128;

/**
 * Parses `html` (whole, one string) into `events`. Past `maxOpen` open elements no tag is read
 * (its attributes neither), only text, which belongs to the element at that depth, and
 * `onFlatten` hears of each such tag; an end tag naming no open element is passed over without
 * a search of them (BoundedParser's bounds, with no tag named to be read past the bound).
 */
export class PageParser implements TokenizerCallbacks {
  /** Offsets of the event being handled, as the Parser gives them. */
  startIndex = 0;
  endIndex = 0;

  readonly #html: string;
  readonly #events: PageEvents;
  readonly #slots: AttributeSlots;
  readonly #maxOpen: number;
  readonly #onFlatten: (startIndex: number) => void;
  /** The open elements, innermost last. */
  readonly #stack: string[] = [];
  /** How many open elements have each name: kept only while the nesting is NAMES_FROM_DEPTH/2 deep or more. */
  #counts: Map<string, number> | null = null;
  /** Open svg and math elements, inside which names are rewritten (SVG's camelCase): no shortcut there. */
  #foreignOpen = 0;
  /** The foreign contexts, innermost last. */
  readonly #foreign: number[] = [HTML];
  /** The tag being opened: its name ('' for none, or one the Parser ignores: a second <form>) and offset. */
  #tagName = '';
  #openTagStart = 0;
  /** The tag being opened is announced when it ends (the Parser's non-null attribs). */
  #announce = false;
  /** The tag being read came past the bound: nothing of it is read. */
  #skipping = false;
  /** The slot of the attribute being read (-1: not read) and its value so far. */
  #slot = -1;
  #value = '';

  constructor(html: string, events: PageEvents, slots: AttributeSlots, maxOpen: number, onFlatten: (startIndex: number) => void) {
    this.#html = html;
    this.#events = events;
    this.#slots = slots;
    this.#maxOpen = maxOpen;
    this.#onFlatten = onFlatten;
  }

  /** Reads the whole page, then closes what is still open (innermost first), as the Parser's end does. */
  run(): void {
    const tokenizer = new Tokenizer({ decodeEntities: true }, this);
    tokenizer.write(this.#html);
    tokenizer.end();
  }

  // Tokenizer callbacks.

  ontext(start: number, endIndex: number): void {
    const data = this.#html.slice(start, endIndex);
    this.endIndex = endIndex - 1;
    this.#events.text(data);
    this.startIndex = endIndex;
  }

  ontextentity(codePoint: number, endIndex: number): void {
    this.endIndex = endIndex - 1;
    this.#events.text(String.fromCodePoint(codePoint));
    this.startIndex = endIndex;
  }

  isInForeignContext(): boolean {
    return this.#foreign[this.#foreign.length - 1] !== HTML;
  }

  onopentagname(start: number, endIndex: number): void {
    if (this.#stack.length >= this.#maxOpen) {
      this.#onFlatten(this.startIndex);
      this.#skipping = true;
      this.endIndex = endIndex;
      return;
    }
    this.endIndex = endIndex;
    this.#openTag(this.#readTagName(start, endIndex));
  }

  onattribname(start: number, endIndex: number): void {
    this.startIndex = start;
    this.#slot = this.#announce ? this.#slots.slotOf(this.#html.slice(start, endIndex).toLowerCase()) : -1;
  }

  onattribdata(start: number, endIndex: number): void {
    if (this.#slot >= 0) this.#value += this.#html.slice(start, endIndex);
  }

  onattribentity(codePoint: number): void {
    if (this.#slot >= 0) this.#value += String.fromCodePoint(codePoint);
  }

  onattribend(_quote: QuoteType, endIndex: number): void {
    this.endIndex = endIndex;
    if (this.#slot >= 0) this.#slots.fill(this.#slot, this.#value);
    this.#slot = -1;
    this.#value = '';
  }

  onopentagend(endIndex: number): void {
    this.endIndex = endIndex;
    if (this.#skipping) this.#skipping = false;
    else this.#endOpenTag();
    this.startIndex = endIndex + 1;
  }

  onselfclosingtag(endIndex: number): void {
    // In HTML a self-closing tag is an opening one (the Parser's recognizeSelfClosing is off); in SVG and MathML it closes.
    if (this.#skipping || !this.isInForeignContext()) {
      this.onopentagend(endIndex);
      return;
    }
    this.endIndex = endIndex;
    this.#closeCurrentTag();
    this.startIndex = endIndex + 1;
  }

  onclosetag(start: number, endIndex: number): void {
    this.endIndex = endIndex;
    if (this.#counts !== null && this.#foreignOpen === 0) {
      const name = this.#html.slice(start, endIndex).toLowerCase();
      // </p> and </br> open an element when none is open; any other name not open closes nothing.
      if (name !== 'p' && name !== 'br' && !this.#counts.get(name)) {
        this.startIndex = endIndex + 1;
        return;
      }
    }
    const name = this.#readTagName(start, endIndex);
    if (!VOID.has(name)) {
      const at = this.#stack.lastIndexOf(name);
      if (at !== -1) {
        while (this.#stack.length > at) this.#popElement();
      } else if (name === 'p') {
        // </p> with no <p> open is an empty <p>.
        this.#openTag('p');
        this.#closeCurrentTag();
      }
    } else if (name === 'br') {
      // </br> is a <br>.
      this.#slots.clear();
      this.#events.open('br');
      this.#events.close('br');
    }
    this.startIndex = endIndex + 1;
  }

  oncomment(_start: number, endIndex: number): void {
    this.endIndex = endIndex;
    this.startIndex = endIndex + 1;
  }

  ondeclaration(_start: number, endIndex: number): void {
    this.oncomment(_start, endIndex);
  }

  onprocessinginstruction(_start: number, endIndex: number): void {
    this.oncomment(_start, endIndex);
  }

  oncdata(start: number, endIndex: number, endOffset: number): void {
    this.endIndex = endIndex;
    // CDATA is text in SVG and MathML, a comment in HTML.
    if (this.isInForeignContext()) this.#events.text(this.#html.slice(start, endIndex - endOffset));
    this.startIndex = endIndex + 1;
  }

  onend(): void {
    this.endIndex = this.startIndex;
    for (let i = this.#stack.length - 1; i >= 0; i--) this.#events.close(this.#stack[i]!);
  }

  // The Parser's tree rules.

  #readTagName(start: number, endIndex: number): string {
    const name = this.#html.slice(start, endIndex).toLowerCase();
    const foreign = this.#foreign;
    const context = foreign[foreign.length - 1];
    if (context === SVG) return SVG_TAG_NAMES.get(name) ?? name;
    // </foreignObject> inside its own HTML content.
    if (foreign.length > 1) {
      const adjusted = SVG_TAG_NAMES.get(name);
      if (adjusted !== undefined && this.#stack.includes(adjusted)) return adjusted;
    }
    return context === HTML && name === 'image' ? 'img' : name;
  }

  #openTag(name: string): void {
    this.#openTagStart = this.startIndex;
    this.#tagName = name;
    // A second <form> while one is open is ignored, attributes and all.
    if (name === 'form' && this.#stack.includes('form')) {
      this.#tagName = '';
      return;
    }
    const impliesClose = OPEN_IMPLIES_CLOSE.get(name);
    if (impliesClose !== undefined) {
      while (this.#stack.length > 0 && impliesClose.has(this.#stack[this.#stack.length - 1]!)) this.#popElement();
    }
    if (!VOID.has(name)) {
      this.#push(name);
      if (name === 'svg') this.#foreign.push(SVG);
      else if (name === 'math') this.#foreign.push(MATHML);
      else if (HTML_INTEGRATION.has(name)) this.#foreign.push(HTML);
    }
    this.#slots.clear();
    this.#announce = true;
  }

  #endOpenTag(): void {
    this.startIndex = this.#openTagStart;
    const name = this.#tagName;
    if (this.#announce) {
      this.#announce = false;
      this.#events.open(name);
    }
    if (VOID.has(name)) this.#events.close(name);
    this.#tagName = '';
  }

  #closeCurrentTag(): void {
    const name = this.#tagName;
    this.#endOpenTag();
    if (this.#stack.length > 0 && this.#stack[this.#stack.length - 1] === name) this.#popElement();
  }

  #push(name: string): void {
    this.#stack.push(name);
    if (name === 'svg' || name === 'math') this.#foreignOpen++;
    if (this.#counts !== null) this.#counts.set(name, (this.#counts.get(name) ?? 0) + 1);
    else if (this.#stack.length >= NAMES_FROM_DEPTH) {
      this.#counts = new Map();
      for (const open of this.#stack) this.#counts.set(open, (this.#counts.get(open) ?? 0) + 1);
    }
  }

  #popElement(): void {
    const name = this.#stack.pop()!;
    if (name === 'svg' || name === 'math') this.#foreignOpen--;
    if (name === 'svg' || name === 'math' || HTML_INTEGRATION.has(name)) this.#foreign.pop();
    if (this.#counts !== null) {
      if (this.#stack.length < NAMES_FROM_DEPTH / 2) this.#counts = null;
      else this.#counts.set(name, this.#counts.get(name)! - 1);
    }
    this.#events.close(name);
  }
}
