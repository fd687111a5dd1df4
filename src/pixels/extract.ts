// One streaming htmlparser2 pass that keeps only what tags live in: script src and inline text,
// noscript img/iframe src, 1x1 or hidden image pixels outside noscript (2013-era Floodlight and conversion
// images were often bare), iframe src, link href (preload, preconnect, dns-prefetch) and meta
// content. Rules then match these items, never the whole document, so text in product
// descriptions, comments or templates cannot raise a finding.
import { unescapeForMatching, toRawPosition, type Normalised } from './normalise.ts';
import { BoundedParser } from '../html/bounded-parser.ts';
import { MAX_OPEN_ELEMENTS, flattenRecorder, formatCount, openTagEvidence, type PageLimits } from '../html/page-limits.ts';
import { MAX_TAG_PLACES } from './limits.ts';

export type ItemKind = 'script-src' | 'script-inline' | 'script-attr' | 'noscript-img' | 'noscript-iframe' | 'img-pixel' | 'iframe' | 'link' | 'meta';

export interface Item {
  kind: ItemKind;
  /** Human label for evidence, e.g. `noscript > img[src]`. */
  element: string;
  /** Qualifier: meta name/property, link rel, inline script type (lowercased); '' if none. */
  attr: string;
  /** Normalised value rules match against (entities decoded, JS escapes undone). */
  text: string;
  norm: Normalised;
  /** Char index of the raw value in the HTML. */
  start: number;
  /** Char length of the raw value in the HTML. */
  rawLength: number;
  /** True when `norm` maps positions exactly onto the raw value (no entity was decoded). */
  exact: boolean;
  /** On a script attribute's item: the script's src, which says whose attribute it is. */
  scriptSrc?: string;
}

const LINK_RELS = new Set(['preload', 'modulepreload', 'preconnect', 'dns-prefetch', 'prefetch']);

const URL_ATTRIBUTES = ['src', 'href', 'content'];
/** The elements `opened` makes items of (keep the two together); only their attributes are kept. */
const ITEM_ELEMENTS = new Set(['script', 'img', 'iframe', 'link', 'meta']);

/**
 * A tracking image: declared 0 or 1 pixel wide or high, or hidden by its own style (the
 * vendors' image snippets use both). Product photos are neither, so they never become items.
 */
function isPixelSized(attribs: Record<string, string>): boolean {
  if (/^[01](?:px)?$/.test((attribs.width ?? '').trim()) || /^[01](?:px)?$/.test((attribs.height ?? '').trim())) return true;
  const style = attribs.style;
  return style !== undefined && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

interface AttrSpan {
  start: number;
  end: number;
}

/** Where an attribute's value starts inside its raw `name=value` span. */
function valueStart(html: string, span: AttrSpan): number {
  let i = html.indexOf('=', span.start);
  if (i === -1 || i >= span.end) return span.end;
  i++;
  while (i < span.end && (html[i] === ' ' || html[i] === '\t' || html[i] === '\n' || html[i] === '\r')) i++;
  if (html[i] === '"' || html[i] === "'") i++;
  return i;
}

/**
 * `idAttributes`: script attributes that carry a vendor ID beside the src, such as OneTrust's
 * data-domain-script and Cookiebot's data-cbid (their documented embed codes put the ID there,
 * not in the URL); the catalogue's `attr` places name them. `limits` hears of elements nested
 * past MAX_OPEN_ELEMENTS.
 */
export function extractItems(html: string, idAttributes: readonly string[] = [], limits?: PageLimits): Item[] {
  const items: Item[] = [];
  const spanned: ReadonlySet<string> = new Set([...URL_ATTRIBUTES, ...idAttributes]);
  let noscriptDepth = 0;
  let inScript = false;
  let scriptType = '';
  let scriptTextStart = -1;
  let scriptAt = -1;
  let scriptText: string[] = [];

  /**
   * The element a tag can sit on whose opening tag is being read: its attributes as the parser
   * reads them (the first of a name wins, as in the parser's own attribs; the last one's place),
   * handled at the parser's next event. The parser builds no attribs object for the other
   * elements, most of a page (it builds one for every element when asked for onopentag): the
   * scan's CPU time 0.85x over the 258 news pages, 0.92x on the ordinary crafted page, 0.79x on
   * a page made only of tags with attributes (same process, against the tree before).
   */
  let open: { name: string; at: number; attribs: Record<string, string>; spans: Record<string, AttrSpan> } | null = null;

  /**
   * Set at the first place past MAX_TAG_PLACES, which the limits quote: from there on nothing
   * is read, not even to count (counting the rest kept a quarter of the work per place).
   */
  let stopped = false;
  const full = (at: number): boolean => {
    if (items.length < MAX_TAG_PLACES) return false;
    if (!stopped) {
      stopped = true;
      limits?.exceeded('tag places', MAX_TAG_PLACES, (n) => `places a tag can sit (script src or code, noscript or 1x1 images, iframes, preload links, meta tags): more than ${n} on the page, the first ${n} read`, openTagEvidence(html, at));
    }
    return true;
  };

  const addAttr = (at: number, kind: ItemKind, element: string, attr: string, value: string, span: AttrSpan | undefined, scriptSrc?: string): void => {
    if (value === '' || full(at) || span === undefined) return;
    const start = valueStart(html, span);
    let end = span.end;
    const q = html[end - 1];
    if (end > start && (q === '"' || q === "'")) end--;
    const exact = end - start === value.length && html.startsWith(value, start);
    const norm = unescapeForMatching(value);
    const item: Item = { kind, element, attr, text: norm.text, norm, start, rawLength: end - start, exact };
    if (scriptSrc !== undefined) item.scriptSrc = scriptSrc;
    items.push(item);
  };

  /** The items of the element whose opening tag was just read. */
  const opened = (name: string, at: number, attribs: Record<string, string>, spans: Record<string, AttrSpan>): void => {
    switch (name) {
      case 'script': {
        inScript = true;
        scriptAt = at;
        scriptType = (attribs.type ?? '').trim().toLowerCase();
        scriptTextStart = -1;
        scriptText = [];
        if (attribs.src) addAttr(at, 'script-src', 'script[src]', scriptType, attribs.src, spans.src);
        for (const name of idAttributes) {
          const value = attribs[name];
          if (value) addAttr(at, 'script-attr', `script[${name}]`, name, value, spans[name], attribs.src ?? '');
        }
        break;
      }
      case 'img':
        if (!attribs.src) break;
        if (noscriptDepth > 0) addAttr(at, 'noscript-img', 'noscript > img[src]', '', attribs.src, spans.src);
        else if (isPixelSized(attribs)) addAttr(at, 'img-pixel', 'img[src] (1x1)', '', attribs.src, spans.src);
        break;
      case 'iframe':
        if (attribs.src) {
          if (noscriptDepth > 0) addAttr(at, 'noscript-iframe', 'noscript > iframe[src]', '', attribs.src, spans.src);
          else addAttr(at, 'iframe', 'iframe[src]', '', attribs.src, spans.src);
        }
        break;
      case 'link': {
        const rels = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        const rel = rels.find((r) => LINK_RELS.has(r));
        if (rel !== undefined && attribs.href) addAttr(at, 'link', `link[rel=${rel}]`, rel, attribs.href, spans.href);
        break;
      }
      case 'meta': {
        const key = (attribs.name ?? attribs.property ?? '').toLowerCase();
        if (key !== '' && attribs.content) {
          addAttr(at, 'meta', `meta[${attribs.name !== undefined ? 'name' : 'property'}=${key}]`, key, attribs.content, spans.content);
        }
        break;
      }
    }
  };
  /** Handles the element whose opening tag was being read, if any: called first on every later event. */
  const settle = (): void => {
    if (open === null) return;
    const { name, at, attribs, spans } = open;
    open = null;
    opened(name, at, attribs, spans);
  };

  const parser: BoundedParser = new BoundedParser(
    {
      onopentagname(name) {
        settle();
        if (stopped) return;
        if (ITEM_ELEMENTS.has(name)) open = { name, at: parser.startIndex, attribs: {}, spans: {} };
        else if (name === 'noscript') noscriptDepth++;
      },
      onattribute(name, value) {
        if (open === null) return;
        if (!Object.hasOwn(open.attribs, name)) open.attribs[name] = value;
        // Past MAX_TAG_PLACES no attribute's place is wanted.
        if (spanned.has(name) && items.length < MAX_TAG_PLACES) open.spans[name] = { start: parser.startIndex, end: parser.endIndex };
      },
      ontext(text) {
        settle();
        if (!inScript || stopped) return;
        if (scriptTextStart === -1) scriptTextStart = parser.startIndex;
        scriptText.push(text);
      },
      onclosetag(name) {
        settle();
        if (stopped) return;
        if (name === 'noscript') {
          if (noscriptDepth > 0) noscriptDepth--;
        } else if (name === 'script' && inScript) {
          inScript = false;
          const raw = scriptText.length === 1 ? scriptText[0] : scriptText.join('');
          if (scriptTextStart !== -1 && raw.trim() !== '' && !full(scriptAt)) {
            const norm = unescapeForMatching(raw);
            const element = scriptType === '' || scriptType.includes('javascript') ? 'script' : `script[type=${scriptType}]`;
            items.push({ kind: 'script-inline', element, attr: scriptType, text: norm.text, norm, start: scriptTextStart, rawLength: raw.length, exact: true });
          }
          scriptText = [];
        }
      },
    },
    { decodeEntities: true },
    MAX_OPEN_ELEMENTS,
    flattenRecorder(html, limits, "read as empty elements where a tag can sit (script, img, iframe, link, meta) and skipped otherwise (what they hold is read as their ancestor's)"),
    // Past the bound only the elements a tag can sit on are read: a deep <script src> or 1x1 image is still found.
    ITEM_ELEMENTS,
  );
  parser.end(html);
  settle();
  return items;
}

/** Raw char range [start, end) in the HTML of a normalised match range inside an item. */
export function rawRange(item: Item, from: number, to: number): [number, number] {
  if (!item.exact) return [item.start, item.start + item.rawLength];
  return [item.start + toRawPosition(item.norm, from), item.start + toRawPosition(item.norm, to)];
}
