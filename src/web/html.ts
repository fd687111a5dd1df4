// The pages' shared frame: escaping, the layout (one stylesheet and at most one script, both
// served by this service: no inline script, nothing from elsewhere) and the security headers.
import { secureHeaders } from 'hono/secure-headers';
import { DISCLAIMER } from '../http/public-tool.ts';

export const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const NAV: Array<[string, string]> = [
  ['/', 'Home'],
  ['/pixels', 'Storefront scan'],
  ['/entries/readiness', 'Listing check'],
  ['/tariffs/watchlist', 'Duty impact'],
  ['/tariffs', 'Section 232 lists'],
  ['/letters', 'Comment letter'],
  ['/docs', 'API reference'],
];

export interface PageOptions {
  /** Adds /assets/app.js (the forms' progressive script). */
  script?: boolean;
  /** The nav entry to mark as the current page. */
  current?: string;
}

export function layout(title: string, body: string, opts: PageOptions = {}): string {
  const nav = NAV.map(([href, label]) => `<a href="${href}"${href === opts.current ? ' aria-current="page"' : ''}>${escape(label)}</a>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · dutyscout</title>
<link rel="stylesheet" href="/assets/site.css">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${opts.script ? '<script src="/assets/app.js" defer></script>\n' : ''}</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><nav aria-label="Site">
${nav}
</nav></header>
<main id="main">
${body}
</main>
<footer><p class="note">${escape(DISCLAIMER)} dutyscout files nothing with any agency, is not a customs broker, and never issues, signs, certifies or files a certificate.</p></footer>
</body>
</html>`;
}

/**
 * Security headers for every page and asset: scripts and styles only from this service (no
 * inline script), fetches only to it, never framed, no MIME sniffing (the middleware's default
 * X-Content-Type-Options: nosniff).
 */
export const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
});
