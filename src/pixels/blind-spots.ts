// What a scan of one page's HTML cannot see (hence the `not_checkout_proof` flag): said with
// every report so a clean score is never read as a clean store.
export const BLIND_SPOTS = [
  'checkout, thank-you and order-status pages (only this page was scanned)',
  'tags a tag manager injects later (containers are listed, not opened)',
  "code inside Shopify's web-pixel sandboxes (app and custom pixels)",
  'server-side conversion APIs (Meta Conversions API, Google enhanced conversions, ...)',
] as const;
