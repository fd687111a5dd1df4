// The readiness check's bounds on what it reads of a page (src/html/page-limits.ts says why
// every list read from a page is bounded), and the report field that names a page past them.
// Real listings stay far below every bound: on the shared page set, at most one product node
// in JSON-LD or microdata, 14 certificate-ish links and 36 brand hints and brand-page links.
import type { PageLimits } from '../html/page-limits.ts';

/** Product nodes read from JSON-LD, and again from microdata (each with at most 50 variants and offers). */
export const MAX_PRODUCT_NODES = 20;
/**
 * Arrays and objects nested in a JSON-LD block (json-nesting.ts): deeper ones are read as null.
 * Real blocks nest a dozen deep; 1.25 million nested arrays made JSON.parse superlinear.
 */
export const MAX_JSON_NESTING = 64;
/** Certificate or compliance links kept (each paragraph is compared with every one). */
export const MAX_CERTIFICATE_LINKS = 50;
/**
 * Segment marks (an inline element's start or end) kept in one text block: past them the rest of
 * the block's text is not read. The shared set's largest block has 110 pieces; a crafted page of
 * 33,000 links in one block made every reader of pieces walk them all.
 */
export const MAX_BLOCK_MARKS = 2_000;
/**
 * Text blocks read for facts (those holding a word a fact needs, text-facts.ts TRIGGER): the
 * shared set's most is 437 (two product-benchmark pages; no other page of the 397 over 81). Each
 * runs a dozen families of patterns, and a crafted page of paragraphs that each name an origin, a
 * rule and a lab made the check 3.6x an ordinary page's time per byte. 2,000 until the readiness
 * walk's own parser made an ordinary page 0.8x its time: reading 2,000 such blocks then put the
 * crafted page of certificate links and text at 1.6-2.5x the ordinary page's time per byte at
 * 1 MB; at 1,000 (still 2.3x the most a real page holds) 1.3-1.5x (bench/hostile-pages.ts).
 */
export const MAX_FACT_BLOCKS = 1_000;
/**
 * Links to brand pages read (their text captured): the shared set has at most 36; a crafted
 * page of 170,000 in 5 MB made the check 4x an ordinary page's time per byte.
 */
export const MAX_BRAND_LINKS_READ = 1_000;
/**
 * Buy controls kept (add-to-cart forms, buttons and links, by their attributes or text): the
 * shared set's most is 13; each is a place a warning is compared with, and a crafted page of
 * 13,000 buttons a MB spent a tenth of its check building them.
 */
export const MAX_BUY_CONTROLS = 1_000;
/** Distinct brand-page link texts compared with the product's names (each is a regex to build). */
export const MAX_BRAND_PAGE_LINKS = 100;

/**
 * Text blocks kept (paragraphs, cells, list items...): every reader of page text walks them, and
 * a crafted page makes one of every few bytes (125,000 in 1 MB of <p>x</p>). The shared set's
 * longest page has 9,417.
 */
export const MAX_TEXT_BLOCKS = 25_000;

/** The clauses for the report's `limits_reached`, or undefined when the page stayed within every bound. */
export function limitsReached(limits: PageLimits): string[] | undefined {
  return limits.size === 0 ? undefined : limits.clauses();
}
