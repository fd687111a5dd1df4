// One htmlparser2 pass over a listing, keeping only what the fact extractors read: JSON-LD
// and inline product scripts, meta tags, microdata items, visible text blocks (with byte
// offsets and the inline segments that make "label / value" pairs), certificate-ish links
// and the buy controls. No regex runs over the raw document for structure.
import { Parser } from 'htmlparser2';

export interface TextBlock {
  /** Inline pieces of the block in order (a <th>, a <span>...), whitespace collapsed. */
  segments: string[];
  text: string;
  /** Byte offsets of the block's first and last text in the HTML. */
  start: number;
  end: number;
  /** Serials of the nearest enclosing elements, innermost first (for "same container"). */
  ancestors: number[];
  /** All its text is inside links: a menu or tag link, never a label. */
  linkOnly: boolean;
}

// Parts of a page about other things than the product: navigation and footers (a menu's "Made in
// Italy" collection), customer reviews and Q&A (a buyer's "my son is 5"), and other products
// (related, recommended, recently viewed, "customers also bought", product tiles and cards). Their
// text never becomes a block the fact readers see, unless the region holds the page's own <h1>
// (a theme that wraps the whole product in a "product-card"). Matched on id and class tokens.
const OTHER_REGION_TAGS = new Set(['nav', 'footer']);
const MAYBE_OTHER = /review|question|qa|faq|comment|relat|recommend|similar|also|recent|sell|menu|nav|footer|tile|card/i;
const OTHER_TOKEN = /(?:^|[_-])(?:customer[_-]?)?reviews?(?:$|[_-])|customerreviews|reviewlist|(?:^|[_-])(?:questions?|qa|q-?and-?a|faqs?|comments?)(?:$|[_-])|related|recommend|similar[_-]?(?:products|items)|also[_-]?(?:bought|viewed|liked?)|recently[_-]?viewed|(?:^|[_-])(?:up|cross)[_-]?sells?(?:$|[_-])|mega[_-]?menu|(?:^|[_-])(?:navbar|navigation|site[_-]?footer|footer)(?:$|[_-])|(?:^|[_-])product[_-]?(?:tiles?|cards?)(?:$|[_-])/i;
const isOtherRegion = (tag: string, idClass: string): boolean =>
  OTHER_REGION_TAGS.has(tag) || (MAYBE_OTHER.test(idClass) && idClass.split(/\s+/).some((token) => OTHER_TOKEN.test(token)));

export interface BuyControl {
  start: number;
  label: string;
  ancestors: number[];
}

export interface PageLink {
  href: string;
  text: string;
}

export interface MetaTag {
  /** property or name attribute, lower-cased ("og:upc", "product:brand"). */
  key: string;
  content: string;
}

export type MicrodataValue = string | MicrodataItem;

export interface MicrodataItem {
  types: string[];
  props: Record<string, MicrodataValue[]>;
}

/** An inline script, kept for page-state JSON and widget configs; `where` names it for evidence. */
export interface InlineScript {
  where: string;
  /** True for <script type="application/json"> and friends: the whole text is JSON. */
  json: boolean;
  text: string;
}

/** A product fact a data- attribute carries (data-gtin, data-brand ...). */
export interface DataAttribute {
  name: string;
  value: string;
  where: string;
}

/** The text of an element whose name says it holds the product's code (<span class="product-sku">, Zara's data-qa-qualifier="product-reference"). */
export interface CodeElement {
  text: string;
  where: string;
}

/** Text of an element that names the brand: a byline, a vendor line, a brand logo's alt, a brand page in the breadcrumb. */
export interface BrandHint {
  text: string;
  where: string;
}

export interface PageScan {
  title: string;
  /** Text of each <h1>, title-like ones (id or class naming a title) first. */
  headings: string[];
  meta: MetaTag[];
  jsonLd: string[];
  /** Inline scripts that carry Shopify's product data (`var meta = {...}`, data-product-json). */
  shopifyScripts: string[];
  microdata: MicrodataItem[];
  blocks: TextBlock[];
  links: PageLink[];
  buyControls: BuyControl[];
  scripts: InlineScript[];
  dataAttributes: DataAttribute[];
  brandHints: BrandHint[];
  /** Links anywhere on the page to one of the store's brand pages (their text, or their logo's alt). */
  brandPageLinks: BrandHint[];
  codeElements: CodeElement[];
  /** og:site_name: the store's own name, which is a brand only where the page says so. */
  siteName: string;
  /** The page's own address: <link rel="canonical">, else og:url ('' when neither). */
  canonical: string;
}

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div',
  'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'html', 'head', 'select', 'textarea',
]);
// Their text is not visible page text (scripts are captured separately when they matter).
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'head']);
const SEGMENT = '\u0001';
const ANCESTORS_KEPT = 3;
const CAPTURE_MAX = 4000;

const BUY_ATTR = /add[\s_-]*to[\s_-]*(?:cart|bag|basket|trolley)|addtocart|buy[\s_-]*(?:it[\s_-]*)?now|buy-?box|cart\/add/i;
const BUY_TEXT = /\b(?:add to (?:cart|bag|basket|trolley)|buy(?: it)? now|order now)\b/i;
const CERT_LINK = /certif|conformity|\bcpc\b|\bgcc\b|registry|compliance/i;
const DATA_FACT = /^data-(?:product-)?(?:gtin(?:8|12|13|14)?|upc|ean|barcode|brand|vendor|manufacturer|sku|mpn)$/;
// An element whose id or a class says it holds the product's brand or byline (Amazon's
// #bylineInfo, Shopify themes' product__vendor, "product-brand"), token by token: a video
// widget's "vse-video-vendorname" or a site header's "navbar-brand" is not the product's brand.
const BRAND_TOKEN = /^byline|^(?:brand|vendor)(?:[_-]{1,2}(?:name|link|title|info|logo))?$|^(?:product|item|pdp)(?:[\w-]*?[_-]{1,2})?(?:brand|vendor)(?:[_-]{1,2}(?:name|link|title|info|logo))?$/i;
const MAYBE_BRAND = /brand|vendor|byline/i;
const isBrandElement = (idClass: string): boolean => MAYBE_BRAND.test(idClass) && idClass.split(/\s+/).some((token) => BRAND_TOKEN.test(token));
const BRAND_PAGE = /\/brands?\/[^/?#]+\/?$/i;
// A store's page for one brand, by a path segment or a query key in the languages the labels are
// read in ("/brand/CALVIN_KLEIN/", "/marken/gant", "?manufacturer_id=13").
const BRAND_URL = /(?:^|[/?&=._-])(?:brands?|marcas?|marken?|marques?|merk(?:en)?|hersteller|manufacturers?|zimols|značka)(?:[/=_-]|$)/i;
// A cheap first test (most links name none of these): spares BRAND_URL's scan at every position.
const MAYBE_BRAND_URL = /bran|marc|mark|marq|merk|herst|manuf|zimol|zna/i;
// An element named for the product's code, token by token ("product-sku", "sku", "pdp-ref",
// "product-reference", "article-number"): a bare "number", "code" or "id" says too little.
const CODE_NAME_TOKEN = /^(?:(?:product|item|pdp|prod|article|art)[_-]{0,2}(?:sku|ref|reference|code|number|no|nr)|sku|ref|reference|article[_-]?(?:number|no|nr))(?:[_-]{1,2}(?:value|number|code|text))?$/i;
// A cheap first test on the whole attribute, true for every name CODE_NAME_TOKEN takes (most class
// lists name no code: this spares the split on them).
const MAYBE_CODE = /sku|ref|article|(?:product|item|pdp|prod|art)[_-]{0,2}(?:code|number|no|nr)/i;
const CODE_NAMING = ['class', 'id', 'data-qa-qualifier', 'data-qa', 'data-testid', 'data-test'] as const;
function codeNaming(a: Record<string, string>): string | null {
  for (const attr of CODE_NAMING) {
    const v = a[attr];
    if (v !== undefined && MAYBE_CODE.test(v) && v.split(/\s+/).some((token) => CODE_NAME_TOKEN.test(token))) return `${attr}="${collapseSpace(v)}"`;
  }
  return null;
}
const SCRIPT_KEPT_MAX = 3_000_000;
const NOT_CONTENT = new Set(['script', 'link', 'meta', 'style', 'noscript', 'iframe', 'template']);

function collapseSpace(s: string): string {
  return s.replace(/[\s\u00a0\u200b\u200e\u200f\ufeff]+/g, ' ').trim();
}

function microdataValueFromAttributes(tag: string, a: Record<string, string>): string | undefined {
  if (a.content !== undefined) return a.content;
  if (tag === 'a' || tag === 'link' || tag === 'area') return a.href;
  if (tag === 'img' || tag === 'audio' || tag === 'video' || tag === 'source' || tag === 'iframe' || tag === 'embed') return a.src;
  if (tag === 'time' && a.datetime !== undefined) return a.datetime;
  if ((tag === 'data' || tag === 'meter') && a.value !== undefined) return a.value;
  return undefined;
}

interface Frame {
  tag: string;
  serial: number;
  scope: boolean;
  /** The element's text, collected once for every reader that wants it (see startCapture). */
  capture: TextCapture | null;
  hidden: boolean;
  brand: boolean;
  breadcrumb: boolean;
  /** A region about something else (see OTHER_TOKEN). */
  other: boolean;
}

interface TextCapture {
  parts: string[];
  length: number;
  done: ((text: string) => void)[];
}


type ScriptKind = 'ld' | 'shopify' | 'json' | 'inline' | 'ignore';

export function scanPage(html: string): PageScan {
  const scan: PageScan = {
    title: '', headings: [], meta: [], jsonLd: [], shopifyScripts: [], microdata: [], blocks: [], links: [], buyControls: [],
    scripts: [], dataAttributes: [], brandHints: [], brandPageLinks: [], codeElements: [], siteName: '', canonical: '',
  };
  let brandDepth = 0;
  let breadcrumbDepth = 0;
  let scriptCount = 0;
  let canonicalFromLink = false;
  const stack: Frame[] = [];
  const scopes: MicrodataItem[] = [];
  const captures: TextCapture[] = [];
  let serial = 0;
  let hiddenDepth = 0;
  let script: { kind: ScriptKind; parts: string[]; where: string } | null = null;
  let titleParts: string[] | null = null;

  let blockParts: string[] = [];
  let blockStart = -1;
  let blockEnd = -1;
  let linkDepth = 0;
  let blockOutsideLinks = false;
  // The outermost open region about something else (its serial; 0 outside one), the region each
  // block starts in, and the region of the page's first <h1> (a region holding it is the product's).
  const otherRegions: number[] = [];
  let blockRegion = 0;
  const blockRegions: number[] = [];
  let headingRegion: number | null = null;
  // The brand-page link open now, for the alt of a logo inside it.
  let brandLink: { alt: string } | null = null;

  const ancestors = (): number[] => {
    const out: number[] = [];
    // <html> and <body> contain everything: sharing them says nothing about nearness.
    for (let i = stack.length - 1; i >= 0 && out.length < ANCESTORS_KEPT; i--) {
      if (stack[i].tag !== 'body' && stack[i].tag !== 'html') out.push(stack[i].serial);
    }
    return out;
  };

  const flushBlock = (): void => {
    if (blockStart < 0) return;
    const segments: string[] = [];
    for (const piece of blockParts.join('').split(SEGMENT)) {
      const s = collapseSpace(piece);
      if (s !== '') segments.push(s);
    }
    if (segments.length > 0) {
      scan.blocks.push({ segments, text: segments.join(' '), start: blockStart, end: blockEnd, ancestors: ancestors(), linkOnly: !blockOutsideLinks });
      blockRegions.push(blockRegion);
    }
    blockParts = [];
    blockStart = -1;
    blockOutsideLinks = false;
  };

  // Every reader of one element's text (a link's certificate check, its buy label, a brand
  // hint...) gets the same text, so it is collected, joined and collapsed once per element.
  const startCapture = (frame: Frame, done: (text: string) => void): void => {
    if (frame.capture) {
      frame.capture.done.push(done);
      return;
    }
    frame.capture = { parts: [], length: 0, done: [done] };
    captures.push(frame.capture);
  };

  const addProp = (item: MicrodataItem, names: string, value: MicrodataValue): void => {
    for (const name of names.split(/\s+/)) {
      if (name === '') continue;
      (item.props[name] ??= []).push(value);
    }
  };

  const addBuyControl = (label: string, start: number): void => {
    scan.buyControls.push({ start, label: label.slice(0, 80), ancestors: ancestors() });
  };

  const parser: Parser = new Parser(
    {
      onopentag(name, a) {
        const start = parser.startIndex;
        if (BLOCK_TAGS.has(name)) flushBlock();
        else if (blockStart >= 0) blockParts.push(SEGMENT);

        const idClass = a.id === undefined ? a.class ?? '' : a.class === undefined ? a.id : `${a.id} ${a.class}`;
        const frame: Frame = {
          tag: name, serial: ++serial, scope: false, capture: null, hidden: HIDDEN_TAGS.has(name),
          brand: isBrandElement(idClass) && name !== 'body' && name !== 'html',
          breadcrumb: (idClass !== '' && /breadcrumb/i.test(idClass)) || (a['aria-label'] !== undefined && a['aria-label'].toLowerCase() === 'breadcrumb'),
          other: false,
        };
        // Only the outermost region counts, and regions are containers: inside one, or on an inline
        // element, the test is skipped (it ran on every classed element: 1.4% of a readiness check).
        if (otherRegions.length === 0 && BLOCK_TAGS.has(name) && name !== 'body' && name !== 'html' && name !== 'main' && isOtherRegion(name, idClass)) {
          frame.other = true;
          otherRegions.push(frame.serial);
        }
        // A script's or a link's data- attribute configures a widget (<script data-vendor="fs">): not a product fact.
        if (!NOT_CONTENT.has(name)) for (const attr in a) {
          if (attr.charCodeAt(0) === 100 && DATA_FACT.test(attr) && a[attr].trim() !== '' && a[attr].length <= 100) {
            scan.dataAttributes.push({ name: attr, value: a[attr].trim(), where: `<${name} ${attr}>` });
          }
        }

        if (name === 'script') {
          const type = (a.type ?? '').toLowerCase();
          let kind: ScriptKind = 'ignore';
          if (type.startsWith('application/ld+json')) kind = 'ld';
          else if (type === 'application/json' && (a['data-product-json'] !== undefined || /^ProductJson/i.test(a.id ?? ''))) kind = 'shopify';
          else if (a.src === undefined && (type === 'application/json' || type === 'text/json')) kind = 'json';
          else if (a.src === undefined && (type === '' || type.includes('javascript'))) kind = 'inline';
          scriptCount++;
          script = { kind, parts: [], where: a.id ? `script#${a.id}` : `script ${scriptCount}` };
        } else if (name === 'title' && hiddenDepth <= 1) {
          titleParts = [];
        } else if (name === 'meta') {
          const key = (a.property ?? a.name ?? '').toLowerCase();
          if (key !== '' && a.content !== undefined) scan.meta.push({ key, content: a.content });
          if (key === 'og:site_name' && a.content) scan.siteName = collapseSpace(a.content);
          if (key === 'og:url' && a.content && !canonicalFromLink) scan.canonical = a.content.trim();
        } else if (name === 'link' && a.href && (a.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') && !canonicalFromLink) {
          scan.canonical = a.href.trim();
          canonicalFromLink = true;
        }

        // Brand hints: the text of a brand or byline element, a logo's alt inside one, a brand page linked from one or from the breadcrumb.
        if (frame.brand && brandDepth === 0) startCapture(frame, (text) => { if (text !== '') scan.brandHints.push({ text, where: `<${name} ${collapseSpace(idClass)}>` }); });
        if (name === 'img' && (brandDepth > 0 || frame.brand) && a.alt) scan.brandHints.push({ text: collapseSpace(a.alt), where: `<img alt> in a brand element` });
        if (name === 'a' && a.href && BRAND_PAGE.test(a.href) && (breadcrumbDepth > 0 || brandDepth > 0)) {
          const href = a.href;
          startCapture(frame, (text) => { if (text !== '') scan.brandHints.push({ text, where: `<a href="${href}">` }); });
        }
        if (name === 'a' && a.href && a.href.length < 300 && MAYBE_BRAND_URL.test(a.href) && BRAND_URL.test(a.href)) {
          const href = a.href;
          const link = { alt: '' };
          brandLink = link;
          startCapture(frame, (text) => {
            if (brandLink === link) brandLink = null;
            const named = text !== '' ? text : link.alt;
            if (named !== '' && named.length <= 60) scan.brandPageLinks.push({ text: named, where: `<a href="${href}">` });
          });
        }
        if (name === 'img' && brandLink && brandLink.alt === '' && a.alt) brandLink.alt = collapseSpace(a.alt);
        if (frame.brand) brandDepth++;
        if (frame.breadcrumb) breadcrumbDepth++;
        if (!NOT_CONTENT.has(name) && a.itemprop === undefined) {
          const naming = codeNaming(a);
          if (naming !== null) startCapture(frame, (text) => { if (text !== '' && text.length <= 60) scan.codeElements.push({ text, where: `<${name} ${naming}>` }); });
        }

        // Microdata: an itemscope opens an item; an itemprop adds a value to the enclosing one.
        const parentScope = scopes.length > 0 ? scopes[scopes.length - 1] : null;
        if (a.itemscope !== undefined) {
          const item: MicrodataItem = { types: (a.itemtype ?? '').split(/\s+/).filter(Boolean), props: Object.create(null) };
          if (a.itemprop !== undefined && parentScope) addProp(parentScope, a.itemprop, item);
          else scan.microdata.push(item);
          scopes.push(item);
          frame.scope = true;
        } else if (a.itemprop !== undefined && parentScope) {
          const direct = microdataValueFromAttributes(name, a);
          const names = a.itemprop;
          if (direct !== undefined) addProp(parentScope, names, direct.trim());
          else startCapture(frame, (text) => addProp(parentScope, names, text));
        }

        if (name === 'h1' && headingRegion === null) headingRegion = otherRegions[0] ?? 0;
        if (name === 'h1') {
          // A title-like <h1> (Amazon's #title) goes first: some pages open with a status <h1>.
          const titleLike = /title|product|name/i.test(`${a.id ?? ''} ${a.class ?? ''}`);
          startCapture(frame, (text) => { if (text !== '') titleLike ? scan.headings.unshift(text) : scan.headings.push(text); });
        }
        if (name === 'a' && a.href !== undefined) {
          const href = a.href;
          startCapture(frame, (text) => { if (CERT_LINK.test(href) || CERT_LINK.test(text)) scan.links.push({ href, text }); });
        }

        // Buy controls: an add-to-cart form or button, by its attributes or (on close) its label.
        if (name === 'form' || name === 'button' || name === 'input' || name === 'a') {
          const attrs = name === 'form' ? `${a.action ?? ''} ${a.id ?? ''} ${a.class ?? ''}` :
            `${a.id ?? ''} ${a.name ?? ''} ${a.class ?? ''} ${a.title ?? ''} ${a['aria-label'] ?? ''} ${a['data-action'] ?? ''} ${name === 'input' ? a.value ?? '' : ''}`;
          const hiddenInput = name === 'input' && (a.type ?? '').toLowerCase() === 'hidden';
          if (!hiddenInput && BUY_ATTR.test(attrs)) addBuyControl(`<${name}> ${collapseSpace(attrs)}`, start);
          else if (name === 'button' || name === 'a') {
            startCapture(frame, (text) => { if (BUY_TEXT.test(text) && text.length < 60) addBuyControl(`<${name}> ${text}`, start); });
          }
        }

        if (frame.hidden) hiddenDepth++;
        if (name === 'a') linkDepth++;
        stack.push(frame);
      },
      ontext(data) {
        if (script) {
          if (script.kind !== 'ignore') script.parts.push(data);
          return;
        }
        if (titleParts) { titleParts.push(data); return; }
        if (hiddenDepth > 0) return;
        if (blockStart < 0) {
          if (data.trim() === '') return;
          blockStart = parser.startIndex;
          blockRegion = otherRegions[0] ?? 0;
        }
        blockParts.push(data);
        blockEnd = parser.endIndex;
        if (linkDepth === 0 && !blockOutsideLinks && data.trim() !== '') blockOutsideLinks = true;
        for (const c of captures) {
          if (c.length < CAPTURE_MAX) { c.parts.push(data); c.length += data.length; }
        }
      },
      onclosetag(name) {
        const frame = stack.pop();
        if (!frame) return;
        if (name === 'script' && script) {
          const text = script.parts.join('');
          if (script.kind === 'ld') scan.jsonLd.push(text);
          else if (script.kind === 'shopify') scan.shopifyScripts.push(text);
          else if (script.kind === 'inline' && (text.includes('var meta =') || text.includes('ShopifyAnalytics.meta ='))) scan.shopifyScripts.push(text);
          if ((script.kind === 'json' || script.kind === 'inline') && text.length <= SCRIPT_KEPT_MAX) {
            scan.scripts.push({ where: script.where, json: script.kind === 'json', text });
          }
          script = null;
        } else if (name === 'title' && titleParts) {
          if (scan.title === '') scan.title = collapseSpace(titleParts.join(''));
          titleParts = null;
        }
        if (frame.hidden) hiddenDepth--;
        if (frame.tag === 'a') linkDepth--;
        if (frame.brand) brandDepth--;
        if (frame.breadcrumb) breadcrumbDepth--;
        if (frame.other) otherRegions.pop();
        const capture = frame.capture;
        if (capture) {
          captures.splice(captures.lastIndexOf(capture), 1);
          const text = collapseSpace(capture.parts.join(''));
          for (const done of capture.done) done(text);
        }
        if (frame.scope) scopes.pop();
        if (BLOCK_TAGS.has(name)) flushBlock();
        else if (blockStart >= 0) blockParts.push(SEGMENT);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flushBlock();
  scan.blocks = scan.blocks.filter((_, i) => blockRegions[i] === 0 || blockRegions[i] === headingRegion);
  return scan;
}
