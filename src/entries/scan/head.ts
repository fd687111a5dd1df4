// What the document says about itself: its <title>, its meta tags (Open Graph, product:),
// the store's name (og:site_name) and the page's own address (rel=canonical, else og:url).
import type { PageScan } from '../page-scan.ts';
import { collapseSpace, type Collector, type Walk } from './walk.ts';

export function documentHead(scan: PageScan, walk: Walk): Collector {
  let canonicalFromLink = false;
  let titleParts: string[] | null = null;
  return {
    open(name, a, frame) {
      if (name === 'title' && walk.hiddenDepth <= 1) {
        const parts: string[] = (titleParts = []);
        walk.takeRawText(frame, (data) => parts.push(data));
      } else if (name === 'meta') {
        const key = (a.property ?? a.name ?? '').toLowerCase();
        if (key !== '' && a.content !== undefined) scan.meta.push({ key, content: a.content });
        if (key === 'og:site_name' && a.content) scan.siteName = collapseSpace(a.content);
        if (key === 'og:url' && a.content && !canonicalFromLink) scan.canonical = a.content.trim();
      } else if (name === 'link' && a.href && (a.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') && !canonicalFromLink) {
        scan.canonical = a.href.trim();
        canonicalFromLink = true;
      }
    },
    close(name) {
      if (name === 'title' && titleParts) {
        if (scan.title === '') scan.title = collapseSpace(titleParts.join(''));
        titleParts = null;
      }
    },
  };
}
