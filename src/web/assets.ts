// The pages' assets, served by this service (no CDN: the pages work with no internet): read
// once at start from src/web/assets/, each under a fixed name with its type.
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { pageHeaders } from './html.ts';

const SCRIPT = 'text/javascript; charset=utf-8';

/** Each asset's path under /assets/, its file and its type. */
const ASSETS: Array<[string, URL, string]> = [
  ['site.css', new URL('./assets/site.css', import.meta.url), 'text/css; charset=utf-8'],
  ['app.js', new URL('./assets/app.js', import.meta.url), SCRIPT],
  ['favicon.svg', new URL('./assets/favicon.svg', import.meta.url), 'image/svg+xml'],
  // The CSV reader and writer the CLI and the service use, as the pages' script imports them:
  // a CSV read or written in the browser follows the same rules.
  ['csv/csv.js', new URL('../csv/csv.js', import.meta.url), SCRIPT],
  ['csv/code-column.js', new URL('../csv/code-column.js', import.meta.url), SCRIPT],
];

export function mountAssets(app: Hono<AppEnv>): void {
  for (const [name, file, type] of ASSETS) {
    const body = readFileSync(file);
    app.get(`/assets/${name}`, pageHeaders, (c) => c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' }));
  }
}
