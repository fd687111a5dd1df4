// The page's visible text as blocks (a paragraph, a table cell, a list item...), each with the
// inline segments that make "label / value" pairs, its byte offsets, its nearest containers and
// whether all of it sits inside links. Blocks inside a region about something else (navigation,
// footers, reviews, Q&A, other products) are dropped at the end, unless that region holds the
// page's own <h1> (a theme that wraps the whole product in a "product-card").
import type { PageScan } from '../page-scan.ts';
import { collapseSpace, type Collector, type Walk } from './walk.ts';
import { MAX_BLOCK_MARKS, MAX_TEXT_BLOCKS } from '../limits.ts';
import type { PageLimits } from '../../html/page-limits.ts';

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'dd', 'details', 'dialog', 'div',
  'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'html', 'head', 'select', 'textarea',
]);
const SEGMENT = '\u0001';

// Parts of a page about other things than the product: navigation and footers (a menu's "Made in
// Italy" collection), customer reviews and Q&A (a buyer's "my son is 5"), and other products
// (related, recommended, recently viewed, "customers also bought", product tiles and cards).
// Matched on id and class tokens.
const OTHER_REGION_TAGS = new Set(['nav', 'footer']);
const MAYBE_OTHER = /review|question|qa|faq|comment|relat|recommend|similar|also|recent|sell|menu|nav|footer|tile|card/i;
const OTHER_TOKEN = /(?:^|[_-])(?:customer[_-]?)?reviews?(?:$|[_-])|customerreviews|reviewlist|(?:^|[_-])(?:questions?|qa|q-?and-?a|faqs?|comments?)(?:$|[_-])|related|recommend|similar[_-]?(?:products|items)|also[_-]?(?:bought|viewed|liked?)|recently[_-]?viewed|(?:^|[_-])(?:up|cross)[_-]?sells?(?:$|[_-])|mega[_-]?menu|(?:^|[_-])(?:navbar|navigation|site[_-]?footer|footer)(?:$|[_-])|(?:^|[_-])product[_-]?(?:tiles?|cards?)(?:$|[_-])/i;
// An element with neither id nor class (most of a page made only of tags) skips the regex.
const isOtherRegion = (tag: string, idClass: string): boolean =>
  OTHER_REGION_TAGS.has(tag) || (idClass !== '' && otherRegionName(idClass));

// The last id/class answered, again: pages repeat one class on element after element (a crafted
// page's <section class="x"> 25,000 times a MB), each a run of the regex for the same answer.
let lastName = '';
let lastAnswer = false;
export function otherRegionName(idClass: string): boolean {
  if (idClass !== lastName) {
    lastAnswer = MAYBE_OTHER.test(idClass) && idClass.split(/\s+/).some((token) => OTHER_TOKEN.test(token));
    lastName = idClass;
  }
  return lastAnswer;
}

export function textBlocks(scan: PageScan, walk: Walk, limits?: PageLimits): Collector {
  // Blocks made (kept or later dropped as another region's); past MAX_TEXT_BLOCKS the text is
  // only counted, block by block, for the limits clause.
  let made = 0;
  let uncounted = true;
  // The block being collected, read as it comes: its segments so far (the inline pieces between
  // segment marks, collapsed, empty ones left out) and the text of the piece after the last mark.
  // (Kept as a list of text and marks and cut at the block's end, it was a fifth of what a
  // readiness check allocated, a crafted page's 25,000 blocks a MB most of it.)
  let segments: string[] = [];
  let piece = '';
  const endPiece = (): void => {
    if (piece === '') return;
    const s = collapseSpace(piece);
    if (s !== '') segments.push(s);
    piece = '';
  };
  // Segment marks in the block being collected; past MAX_BLOCK_MARKS the rest of its text is not
  // kept (blocksCut counts such blocks for the limits clause).
  let marks = 0;
  let blocksCut = 0;
  const mark = (): void => {
    if (++marks === MAX_BLOCK_MARKS) {
      if (++blocksCut === 1) limits?.exceeded('block pieces', 1, (n) => `text blocks of more than ${(MAX_BLOCK_MARKS / 2).toLocaleString('en-US')} pieces (inline elements): ${n}, the rest of each not read`);
      else limits?.raise('block pieces', blocksCut);
    }
    if (marks < MAX_BLOCK_MARKS) endPiece();
  };
  let start = -1;
  let end = -1;
  let linkDepth = 0;
  let outsideLinks = false;
  // The outermost open region about something else (its serial; 0 outside one), the region each
  // block starts in, and the region of the page's first <h1> (a region holding it is the product's).
  let otherRegion = 0;
  let region = 0;
  const regions: number[] = [];
  let headingRegion: number | null = null;

  const flush = (): void => {
    uncounted = true;
    marks = 0;
    if (start < 0) return;
    endPiece();
    if (segments.length > 0) {
      made++;
      scan.blocks.push({ segments, text: segments.join(' '), start, end, ancestors: walk.ancestors(), linkOnly: !outsideLinks });
      regions.push(region);
      segments = [];
    }
    start = -1;
    outsideLinks = false;
  };

  return {
    open(name, _a, frame) {
      // One set lookup per element: crafted pages open 200,000 elements a MB.
      const block = BLOCK_TAGS.has(name);
      if (block) flush();
      else if (start >= 0) mark();
      // Only the outermost region counts, and regions are containers: inside one, or on an inline
      // element, the test is skipped (it ran on every classed element: 1.4% of a readiness check).
      if (otherRegion === 0 && block && name !== 'body' && name !== 'html' && name !== 'main' && isOtherRegion(name, frame.idClass)) {
        otherRegion = frame.serial;
      }
      if (name === 'h1' && headingRegion === null) headingRegion = otherRegion;
      if (name === 'a') linkDepth++;
    },
    text(data) {
      if (made >= MAX_TEXT_BLOCKS) {
        if (uncounted && data.trim() !== '') {
          uncounted = false;
          if (++made === MAX_TEXT_BLOCKS + 1) limits?.exceeded('text blocks', made, (n) => `text blocks (paragraphs, cells, list items): ${n} on the page, the first ${MAX_TEXT_BLOCKS.toLocaleString('en-US')} read`, undefined);
          else limits?.raise('text blocks', made);
        }
        return;
      }
      if (marks >= MAX_BLOCK_MARKS) return;
      if (start < 0) {
        if (data.trim() === '') return;
        start = walk.startIndex;
        region = otherRegion;
      }
      if (!data.includes(SEGMENT)) piece += data;
      else {
        // Page text holding the mark itself splits there too, as a mark does.
        const bits = data.split(SEGMENT);
        for (let i = 0; i < bits.length; i++) {
          if (i > 0) endPiece();
          piece += bits[i];
        }
      }
      end = walk.endIndex;
      if (linkDepth === 0 && !outsideLinks && data.trim() !== '') outsideLinks = true;
    },
    close(name, frame) {
      if (frame.tag === 'a') linkDepth--;
      if (otherRegion === frame.serial) otherRegion = 0;
      if (BLOCK_TAGS.has(name)) flush();
      else if (start >= 0) mark();
    },
    end() {
      flush();
      scan.blocks = scan.blocks.filter((_, i) => regions[i] === 0 || regions[i] === headingRegion);
    },
  };
}
