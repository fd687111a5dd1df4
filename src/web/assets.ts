// The pages' assets, served by this service (no CDN: the pages work with no internet): read
// once at start from src/web/assets/, each under a fixed name with its type.
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { pageHeaders } from './html.ts';

const TYPES: Record<string, string> = {
  'site.css': 'text/css; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};

export function mountAssets(app: Hono<AppEnv>): void {
  for (const [name, type] of Object.entries(TYPES)) {
    const body = readFileSync(new URL(`./assets/${name}`, import.meta.url));
    app.get(`/assets/${name}`, pageHeaders, (c) => c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' }));
  }
}
