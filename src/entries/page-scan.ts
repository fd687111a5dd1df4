// One htmlparser2 pass over a listing, keeping only what the fact extractors read: JSON-LD
// and inline product scripts, meta tags, microdata items, visible text blocks (with byte
// offsets and the inline segments that make "label / value" pairs), certificate-ish links
// and the buy controls. No regex runs over the raw document for structure. Each kind of thing
// has its collector (src/entries/scan/), all fed by the one walk (scan/walk.ts).
import { walkPage } from './scan/walk.ts';
import { textBlocks } from './scan/blocks.ts';
import { markupIdentifiers } from './scan/identifiers.ts';
import { productScripts } from './scan/scripts.ts';
import { documentHead } from './scan/head.ts';
import { brandSigns } from './scan/brand.ts';
import { microdataItems } from './scan/microdata.ts';
import { headingsLinksAndControls } from './scan/links.ts';
import type { PageLimits } from '../html/page-limits.ts';

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
  /** The breadcrumb's items (each link or list item in an element named for it), in order. */
  breadcrumbs: string[];
  /** og:site_name: the store's own name, which is a brand only where the page says so. */
  siteName: string;
  /** The page's own address: <link rel="canonical">, else og:url ('' when neither). */
  canonical: string;
}

/** `limits` hears of elements nested past what the walk keeps open, and of lists cut short. */
export function scanPage(html: string, limits?: PageLimits): PageScan {
  const scan: PageScan = {
    title: '', headings: [], meta: [], jsonLd: [], shopifyScripts: [], microdata: [], blocks: [], links: [], buyControls: [],
    scripts: [], dataAttributes: [], brandHints: [], brandPageLinks: [], codeElements: [], breadcrumbs: [], siteName: '', canonical: '',
  };
  walkPage(html, (walk) => [
    textBlocks(scan, walk, limits),
    markupIdentifiers(scan, walk),
    productScripts(scan, walk),
    documentHead(scan, walk),
    brandSigns(scan, walk, limits),
    microdataItems(scan, walk),
    headingsLinksAndControls(scan, walk, limits),
  ], limits);
  return scan;
}
