// The item id a marketplace prints in the page's own address (its canonical link, else og:url):
// Amazon's ASIN (/dp/ASIN, /gp/product/ASIN) and eBay's item number (/itm/.../NUMBER). These
// are the ids those stores tell their products apart by, so they are SKU candidates, ranked
// below any SKU the page states (primary-facts.ts). An ASIN is a marketplace id, never a GTIN.
import { evidence, type ProductFacts } from './types.ts';

const MARKETPLACE_IDS: Array<{ host: RegExp; path: RegExp; name: string }> = [
  { host: /(?:^|\.)amazon\.[a-z.]+$/, path: /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?#]|$)/, name: 'ASIN' },
  { host: /(?:^|\.)ebay\.[a-z.]+$/, path: /\/itm\/(?:[^/?#]+\/)?(\d{9,14})(?:[/?#]|$)/, name: 'eBay item number' },
];

export function readUrlIds(address: string, facts: ProductFacts): void {
  if (address === '') return;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return;
  }
  for (const id of MARKETPLACE_IDS) {
    if (!id.host.test(url.hostname)) continue;
    const m = id.path.exec(url.pathname);
    if (m) facts.sku.push({ value: m[1], evidence: evidence('url', `${id.name} in the page's address: ${address}`) });
  }
}
