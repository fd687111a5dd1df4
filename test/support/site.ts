// A local "storefront" on 127.0.0.1 serving fixture pages, for the products' end-to-end tests.
import { readFileSync } from 'node:fs';
import { startFixture, type FixtureServer } from '../egress/fixture-server.ts';

export interface SitePage {
  status?: number;
  type?: string;
  body: string | Buffer;
}

/** Serves each path's page; a function page is called per request (so a page can change between scans). */
export function startSite(pages: Record<string, SitePage | (() => SitePage)>): Promise<FixtureServer> {
  return startFixture((req, res) => {
    const entry = pages[new URL(req.url ?? '/', 'http://site.invalid').pathname];
    const page = typeof entry === 'function' ? entry() : entry;
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>not found</h1>');
      return;
    }
    res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8' }).end(page.body);
  });
}

export const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url));
