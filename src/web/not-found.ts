// The 404 a person sees: a browser that asks for a page (Accept: text/html) at a path nothing
// answers gets a page with the site's navigation and the way back, not the JSON envelope an API
// client reads. Paths under the API's prefixes keep the envelope whatever the Accept header.
import { escape, layout } from './html.ts';

const API_PREFIXES = ['/api/', '/api', '/mcp', '/openapi', '/healthz', '/readyz'];

/** A GET or HEAD for text/html at a path outside the API: a mistyped or stale page address. */
export function wantsNotFoundPage(method: string, path: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (API_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`))) return false;
  return /\btext\/html\b/i.test(accept ?? '');
}

export function notFoundPage(path: string): string {
  return layout(
    'No such page',
    `<h1>No such page</h1>
<p>Nothing is at <code>${escape(path)}</code>. The address may be mistyped or out of date.</p>
<ul>
<li><a href="/">Start from the home page</a>: every tool, the lists, the letter.</li>
<li><a href="/tariffs">Look HTS codes up</a> on the Section 232 lists.</li>
<li><a href="/docs">The API reference</a>, for calls from a program.</li>
</ul>`,
  );
}
