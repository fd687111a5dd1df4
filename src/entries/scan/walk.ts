// One pass over a page (htmlparser2's tokenizer under the walk's own parser, page-parser.ts,
// measured cheaper than htmlparser2's Parser), shared by the collectors that each read one kind
// of thing from it (scripts, text blocks, microdata, brand hints...): the walk keeps what they all need
// (the open elements, which of them hide their text, each element's text once for every reader
// that wants it) and hands every event to the collectors that listen for it, in their order.
import { PageParser } from '../../html/page-parser.ts';
import { flattenRecorder, MAX_OPEN_ELEMENTS, type PageLimits } from '../../html/page-limits.ts';
import { Attributes } from './attributes.ts';

export type { Attributes } from './attributes.ts';

/** An open element, as every collector sees it. */
export interface Frame {
  readonly tag: string;
  /** Its place in document order (1 for the first element): a stable name for "same container". */
  readonly serial: number;
  /** Its id and class attributes, joined ('' when it has neither). */
  readonly idClass: string;
}

/** What a collector may ask of the walk while it handles an event. */
export interface Walk {
  /** Byte offsets of the event being handled (an open tag's start; a text's start and end). */
  readonly startIndex: number;
  readonly endIndex: number;
  /** How many open elements hide their text (script, style, head...). */
  readonly hiddenDepth: number;
  /** Serials of the nearest enclosing elements, innermost first, <html> and <body> left out. */
  ancestors(): number[];
  /** Calls `done` with the element's visible text (collapsed; collecting stops once it holds 4,000 characters) when it closes. */
  captureText(frame: Frame, done: (text: string) => void): void;
  /** Sends the raw text inside the element being opened (a script's, a title's) to `sink` until it closes. */
  takeRawText(frame: Frame, sink: (data: string) => void): void;
}

export interface Collector {
  /** `a` holds only the attributes collectors read (attributes.ts), and only during the call. */
  open?(name: string, a: Attributes, frame: Frame): void;
  /** Visible text only: not inside an element that hides it, not raw text someone took. */
  text?(data: string): void;
  close?(name: string, frame: Frame): void;
  /** After the last event. */
  end?(): void;
}

// Their text is not visible page text (scripts are taken raw by the collector that wants them).
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'head']);
const ANCESTORS_KEPT = 3;
const CAPTURE_MAX = 4000;

/**
 * What collapseSpace replaces: a run of two or more spaces, or one that is not ' '. A lone ' ',
 * most of what text holds, is left alone, so most text comes back as it went in, not rebuilt:
 * 0.63x the time of replacing every run (/[\s\u00a0\u200b\u200e\u200f\ufeff]+/g) on a page's
 * blocks, the same result (test/entries/collapse-space.test.ts).
 */
const SPACE_TO_COLLAPSE = /[\s\u00a0\u200b\u200e\u200f\ufeff]{2,}|[^\S ]|[\u200b\u200e\u200f]/g;

/** Every run of white space (and zero-width marks) as one ' ', none at either end. */
export function collapseSpace(s: string): string {
  return s.replace(SPACE_TO_COLLAPSE, ' ').trim();
}

interface OpenElement extends Frame {
  hidden: boolean;
  /** The element's text, collected once for every reader that wants it. */
  capture: TextCapture | null;
}

interface TextCapture {
  /**
   * The text so far, appended to (V8 keeps the pieces as a rope until it is read): most captures
   * are an element with one piece of text (a link), for which a list of pieces and its join were
   * three allocations more per element on a page of links (bench/hostile-pages.ts).
   */
  text: string;
  done: (text: string) => void;
  /** Further readers of the same element's text, rare. */
  more: ((text: string) => void)[] | null;
}

/**
 * Walks `html` once, handing each event to the collectors `make` returns (made with the walk
 * they may ask). Tags nested past MAX_OPEN_ELEMENTS are skipped, their text read as their
 * ancestor's (page-parser.ts: no page nests that deep, 118 at most in the shared set, and reading
 * every tag there was three quarters of a check of 1 MB of unclosed <div>), which `limits` hears of.
 */
export function walkPage(html: string, make: (walk: Walk) => Collector[], limits?: PageLimits): void {
  const stack: OpenElement[] = [];
  const captures: TextCapture[] = [];
  let serial = 0;
  let hiddenDepth = 0;
  let raw: { serial: number; sink: (data: string) => void } | null = null;

  const walk: Walk = {
    get startIndex() {
      return parser.startIndex;
    },
    get endIndex() {
      return parser.endIndex;
    },
    get hiddenDepth() {
      return hiddenDepth;
    },
    ancestors() {
      const out: number[] = [];
      // <html> and <body> contain everything: sharing them says nothing about nearness.
      for (let i = stack.length - 1; i >= 0 && out.length < ANCESTORS_KEPT; i--) {
        if (stack[i].tag !== 'body' && stack[i].tag !== 'html') out.push(stack[i].serial);
      }
      return out;
    },
    captureText(frame, done) {
      const element = frame as OpenElement;
      const known = element.capture;
      if (known) {
        (known.more ??= []).push(done);
        return;
      }
      element.capture = { text: '', done, more: null };
      captures.push(element.capture);
    },
    takeRawText(frame, sink) {
      raw = { serial: frame.serial, sink };
    },
  };

  const collectors = make(walk);
  // Per event, only the collectors that listen for it: most listen for one or two. The event
  // loops below are indexed: for-of left an iterator result object per listener per event, 0.65
  // of the 2.4 MB a scan of a 300 KB page allocated (V8's sampling heap profiler), and it made
  // 50 concurrent readiness checks of that page peak over 300 MiB (bench/scan-concurrency.ts).
  const opens = collectors.filter((c) => c.open).map((c) => c.open!.bind(c));
  const texts = collectors.filter((c) => c.text).map((c) => c.text!.bind(c));
  const closes = collectors.filter((c) => c.close).map((c) => c.close!.bind(c));
  const attributes = new Attributes();

  const parser = new PageParser(
    html,
    {
      open(name) {
        const a = attributes;
        const idClass = a.id === undefined ? a.class ?? '' : a.class === undefined ? a.id : `${a.id} ${a.class}`;
        const element: OpenElement = { tag: name, serial: ++serial, idClass, hidden: HIDDEN_TAGS.has(name), capture: null };
        for (let i = 0; i < opens.length; i++) opens[i]!(name, a, element);
        if (element.hidden) hiddenDepth++;
        stack.push(element);
      },
      text(data) {
        if (raw) {
          raw.sink(data);
          return;
        }
        if (hiddenDepth > 0) return;
        for (let i = 0; i < texts.length; i++) texts[i]!(data);
        for (let i = 0; i < captures.length; i++) {
          const c = captures[i]!;
          if (c.text.length < CAPTURE_MAX) c.text += data;
        }
      },
      close(name) {
        const element = stack.pop();
        if (!element) return;
        if (element.hidden) hiddenDepth--;
        for (let i = 0; i < closes.length; i++) closes[i]!(name, element);
        if (raw && raw.serial === element.serial) raw = null;
        const capture = element.capture;
        if (capture) {
          // Captures close innermost first: the last one, but for elements the parser closed out of order.
          if (captures[captures.length - 1] === capture) captures.pop();
          else captures.splice(captures.lastIndexOf(capture), 1);
          const text = collapseSpace(capture.text);
          capture.done(text);
          if (capture.more) for (const done of capture.more) done(text);
        }
      },
    },
    attributes,
    MAX_OPEN_ELEMENTS,
    flattenRecorder(html, limits, "not read (their text is read as their ancestor's)"),
  );
  parser.run();
  for (const c of collectors) c.end?.();
}
