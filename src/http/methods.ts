// Which methods a path answers, so a wrong method gets 405 with Allow instead of 404.
import type { RouterRoute } from 'hono/types';

const compiled = new Map<string, RegExp | null>();

function matcher(pattern: string): RegExp | null {
  let re = compiled.get(pattern);
  if (re === undefined) {
    // Middleware patterns (with *) are not endpoints.
    re = pattern.includes('*') ? null : new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+')}$`);
    compiled.set(pattern, re);
  }
  return re;
}

export function allowedMethods(routes: RouterRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const r of routes) if (r.method !== 'ALL' && matcher(r.path)?.test(path)) methods.add(r.method);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
