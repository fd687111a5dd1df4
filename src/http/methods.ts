// Which methods a path answers, so a wrong method gets 405 with Allow instead of 404.
import type { RouterRoute } from 'hono/types';

function matches(pattern: string, path: string): boolean {
  if (pattern.includes('*')) return false; // middleware patterns, not endpoints
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+')}/?$`);
  return re.test(path);
}

export function allowedMethods(routes: RouterRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const r of routes) if (r.method !== 'ALL' && matches(r.path, path)) methods.add(r.method);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
