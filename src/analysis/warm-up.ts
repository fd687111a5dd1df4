// A fresh analysis worker runs its code once on a small page of its own before it takes a
// page: the first run of scanHtml and assessReadiness in a thread compiles and optimises their
// code, some 10 ms (about three times a warm run of a small page), and a page that lands in a
// fresh worker (the first of a process, or the next after a worker was cut for its budget)
// would be charged that against its budget. Paid once per worker, while it starts. The readiness
// run is given an HTS code, as most calls are: without it, a listing with one took 24 ms the
// first time after the warm-up against 10 with it (and 5-9 warm).
import { scanHtml } from '../pixels/scan.ts';
import { assessReadiness } from '../entries/readiness.ts';

/** A small product page touching the paths most pages take: tags in the head, JSON-LD, product block, warning, buy button. */
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Walnut stacking rings</title>' +
  "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9\"></script><script>gtag('config', 'G-ABC123XYZ9');</script>" +
  '<script>fbq("init", "123456789012345"); fbq("track", "PageView");</script>' +
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Walnut stacking rings","sku":"WSR-01",' +
  '"brand":{"@type":"Brand","name":"Example Toys"},"offers":{"@type":"Offer","price":"24.00","priceCurrency":"USD"}}</script></head>' +
  '<body><main><h1 class="product-title">Walnut stacking rings</h1><p class="price">$24.00</p>' +
  '<p>WARNING: CHOKING HAZARD -- Small parts. Not for children under 3 yrs.</p><p>Made in Portugal.</p>' +
  '<form action="/cart/add" method="post"><button type="submit" name="add">Add to cart</button></form></main></body></html>';

/** Runs each analysis on the built-in page; its results are dropped. */
export function warmUp(): void {
  scanHtml(PAGE, { url: 'https://shop.example/products/stacking-rings' });
  assessReadiness(PAGE, { url: 'https://shop.example/products/stacking-rings', htsCode: '9503.00.0073', now: new Date(Date.UTC(2026, 0, 1)) });
}
