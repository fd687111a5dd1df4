// What the page's links and controls say: the <h1>s (the product's name, title-like ones
// first), links that look like certificates or compliance pages, and the buy controls (an
// add-to-cart form or button, by its attributes or its label), with where they sit.
import type { PageScan } from '../page-scan.ts';
import { collapseSpace, type Collector, type Walk, type Attributes } from './walk.ts';
import { MAX_BUY_CONTROLS, MAX_CERTIFICATE_LINKS } from '../limits.ts';
import type { PageLimits } from '../../html/page-limits.ts';

const BUY_ATTR = /add[\s_-]*to[\s_-]*(?:cart|bag|basket|trolley)|addtocart|buy[\s_-]*(?:it[\s_-]*)?now|buy-?box|cart\/add/i;
const BUY_TEXT = /\b(?:add to (?:cart|bag|basket|trolley)|buy(?: it)? now|order now)\b/i;
const CERT_LINK = /certif|conformity|\bcpc\b|\bgcc\b|registry|compliance/i;
const LINK_OR_CONTROL_TAGS: ReadonlySet<string> = new Set(['h1', 'a', 'form', 'button', 'input']);

/**
 * The attributes that may name a buy control, joined by spaces ('' when the element has none of
 * them: most links, and a string of spaces the pattern cannot match).
 */
function controlAttributes(name: string, a: Attributes): string {
  if (name === 'form') return a.action === undefined && a.id === undefined && a.class === undefined ? '' : `${a.action ?? ''} ${a.id ?? ''} ${a.class ?? ''}`;
  const value = name === 'input' ? a.value : undefined;
  if (a.id === undefined && a.name === undefined && a.class === undefined && a.title === undefined && a['aria-label'] === undefined && a['data-action'] === undefined && value === undefined) return '';
  return `${a.id ?? ''} ${a.name ?? ''} ${a.class ?? ''} ${a.title ?? ''} ${a['aria-label'] ?? ''} ${a['data-action'] ?? ''} ${value ?? ''}`;
}

export function headingsLinksAndControls(scan: PageScan, walk: Walk, limits?: PageLimits): Collector {
  let certificateLinks = 0;
  const addLink = (href: string, text: string): void => {
    if (++certificateLinks <= MAX_CERTIFICATE_LINKS) scan.links.push({ href, text });
    else if (certificateLinks === MAX_CERTIFICATE_LINKS + 1) limits?.exceeded('certificate links', certificateLinks, (n) => `certificate or compliance links: ${n} on the page, the first ${MAX_CERTIFICATE_LINKS} read`);
    else limits?.raise('certificate links', certificateLinks);
  };
  // Past MAX_BUY_CONTROLS, at the first control more, no control is looked for again.
  let buyStopped = false;
  const addBuyControl = (label: string, start: number): void => {
    if (buyStopped) return;
    if (scan.buyControls.length >= MAX_BUY_CONTROLS) {
      buyStopped = true;
      limits?.exceeded('buy controls', MAX_BUY_CONTROLS, (n) => `buy controls (add-to-cart forms, buttons and links): more than ${n} on the page, the first ${n} read`);
      return;
    }
    scan.buyControls.push({ start, label: label.slice(0, 80), ancestors: walk.ancestors() });
  };
  return {
    open(name, a, frame) {
      // Only these five tags say anything here; the rest (most of a crafted page) leave at once.
      if (!LINK_OR_CONTROL_TAGS.has(name)) return;
      const start = walk.startIndex;
      if (name === 'h1') {
        // A title-like <h1> (Amazon's #title) goes first: some pages open with a status <h1>.
        const titleLike = /title|product|name/i.test(`${a.id ?? ''} ${a.class ?? ''}`);
        walk.captureText(frame, (text) => { if (text !== '') titleLike ? scan.headings.unshift(text) : scan.headings.push(text); });
        return;
      }
      const attrs = buyStopped ? '' : controlAttributes(name, a);
      const hiddenInput = name === 'input' && (a.type ?? '').toLowerCase() === 'hidden';
      const buyByAttributes = !hiddenInput && attrs !== '' && BUY_ATTR.test(attrs);
      if (buyByAttributes) addBuyControl(`<${name}> ${collapseSpace(attrs)}`, start);
      // A link's text may say it is a certificate; a link's or button's, that it buys. One
      // capture asks both, in that order (two were a tenth of the check of a page of links).
      const href = name === 'a' ? a.href : undefined;
      const buyByText = !buyStopped && !buyByAttributes && (name === 'button' || name === 'a');
      if (href !== undefined || buyByText) {
        walk.captureText(frame, (text) => {
          if (href !== undefined && (CERT_LINK.test(href) || CERT_LINK.test(text))) addLink(href, text);
          if (buyByText && BUY_TEXT.test(text) && text.length < 60) addBuyControl(`<${name}> ${text}`, start);
        });
      }
    },
  };
}
