// Signs of the product's brand in the markup: the text of a brand or byline element (Amazon's
// #bylineInfo, Shopify themes' product__vendor), a logo's alt inside one, a brand page linked
// from one or from the breadcrumb; and every link to one of the store's brand pages.
import type { PageScan } from '../page-scan.ts';
import { otherRegionName } from './blocks.ts';
import { collapseSpace, type Collector, type Walk, type Attributes } from './walk.ts';
import { MAX_BRAND_LINKS_READ } from '../limits.ts';
import type { PageLimits } from '../../html/page-limits.ts';

// An element whose id or a class says it holds the product's brand or byline, token by token: a
// video widget's "vse-video-vendorname" or a site header's "navbar-brand" is not the product's brand.
const BRAND_TOKEN = /^byline|^(?:brand|vendor)(?:[_-]{1,2}(?:name|link|title|info|logo))?$|^(?:product|item|pdp)(?:[\w-]*?[_-]{1,2})?(?:brand|vendor)(?:[_-]{1,2}(?:name|link|title|info|logo))?$/i;
const MAYBE_BRAND = /brand|vendor|byline/i;
const isBrandElement = (idClass: string): boolean => idClass !== '' && MAYBE_BRAND.test(idClass) && idClass.split(/\s+/).some((token) => BRAND_TOKEN.test(token));
const BRAND_PAGE = /\/brands?\/[^/?#]+\/?$/i;
// A store's page for one brand, by a path segment or a query key in the languages the labels are
// read in ("/brand/CALVIN_KLEIN/", "/marken/gant", "?manufacturer_id=13").
const BRAND_URL = /(?:^|[/?&=._-])(?:brands?|marcas?|marken?|marques?|merk(?:en)?|hersteller|manufacturers?|zimols|značka)(?:[/=_-]|$)/i;
// A cheap first test (most links name none of these): spares BRAND_URL's scan at every position.
const MAYBE_BRAND_URL = /bran|marc|mark|marq|merk|herst|manuf|zimol|zna/i;

const CONTAINERS = new Set(['div', 'section', 'aside', 'article', 'ul', 'ol', 'li']);

const BREADCRUMB = /breadcrumb/i;
// One first test of an element's id and class for both (most elements name neither): the words a
// brand element's and a breadcrumb's names hold.
const MAYBE_BRAND_OR_BREADCRUMB = /brand|vendor|byline|breadcrumb/i;
// (A literal here made a RegExp object on every call: on every element with an id or class.)
const isBreadcrumb = (idClass: string, a: Attributes): boolean =>
  (idClass !== '' && BREADCRUMB.test(idClass)) || (a['aria-label'] !== undefined && a['aria-label'].toLowerCase() === 'breadcrumb');

export function brandSigns(scan: PageScan, walk: Walk, limits?: PageLimits): Collector {
  let brandLinks = 0;
  // The open brand elements and breadcrumbs (their serials), innermost last.
  const brands: number[] = [];
  const breadcrumbs: number[] = [];
  // The brand-page link open now, for the alt of a logo inside it.
  let brandLink: { alt: string } | null = null;
  // The open regions about other products (related, recommended, tiles): their brand lines are theirs.
  const others: number[] = [];

  return {
    open(name, a, frame) {
      // Tiles and lists are containers; only the outermost counts (the test ran on every classed element).
      if (others.length === 0 && frame.idClass !== '' && CONTAINERS.has(name) && otherRegionName(frame.idClass)) others.push(frame.serial);
      if (breadcrumbs.length > 0 && (name === 'a' || name === 'li')) {
        walk.captureText(frame, (text) => { if (text !== '' && text.length <= 80) scan.breadcrumbs.push(text); });
      }
      const named = frame.idClass !== '' && MAYBE_BRAND_OR_BREADCRUMB.test(frame.idClass);
      const brand = named && others.length === 0 && isBrandElement(frame.idClass) && name !== 'body' && name !== 'html';
      if (brand && brands.length === 0) walk.captureText(frame, (text) => { if (text !== '') scan.brandHints.push({ text, where: `<${name} ${collapseSpace(frame.idClass)}>` }); });
      if (name === 'img' && (brands.length > 0 || brand) && others.length === 0 && a.alt) scan.brandHints.push({ text: collapseSpace(a.alt), where: `<img alt> in a brand element` });
      if (name === 'a' && (breadcrumbs.length > 0 || brands.length > 0) && a.href && BRAND_PAGE.test(a.href)) {
        const href = a.href;
        walk.captureText(frame, (text) => { if (text !== '') scan.brandHints.push({ text, where: `<a href="${href}">` }); });
      }
      if (name === 'a' && a.href && a.href.length < 300 && MAYBE_BRAND_URL.test(a.href) && BRAND_URL.test(a.href) && ++brandLinks <= MAX_BRAND_LINKS_READ) {
        const href = a.href;
        const link = { alt: '' };
        brandLink = link;
        walk.captureText(frame, (text) => {
          if (brandLink === link) brandLink = null;
          const named = text !== '' ? text : link.alt;
          if (named !== '' && named.length <= 60) scan.brandPageLinks.push({ text: named, where: `<a href="${href}">` });
        });
      }
      if (name === 'img' && brandLink && brandLink.alt === '' && a.alt) brandLink.alt = collapseSpace(a.alt);
      if (brand) brands.push(frame.serial);
      if (isBreadcrumb(named ? frame.idClass : '', a)) breadcrumbs.push(frame.serial);
    },
    end() {
      if (brandLinks > MAX_BRAND_LINKS_READ) {
        limits?.exceeded('brand links read', brandLinks, (n) => `links to brand pages: ${n} on the page, the first ${MAX_BRAND_LINKS_READ.toLocaleString('en-US')} read`);
      }
    },
    close(_name, frame) {
      // Length first: reading past the end of an empty array is V8's slow path (3% of a scan).
      if (brands.length > 0 && brands[brands.length - 1] === frame.serial) brands.pop();
      if (breadcrumbs.length > 0 && breadcrumbs[breadcrumbs.length - 1] === frame.serial) breadcrumbs.pop();
      if (others.length > 0 && others[others.length - 1] === frame.serial) others.pop();
    },
  };
}
