// JSON-LD blocks -> schema.org Product nodes (top level, in arrays, in @graph, or as the
// mainEntity of a page). Variants are read through their ProductGroup, not again on their own.
import { isObject, isProductNode, type SchemaNode } from './schema-product.ts';
import { cutDeepJson } from './json-nesting.ts';
import { MAX_JSON_NESTING } from './limits.ts';
import type { PageLimits } from '../html/page-limits.ts';

const MAX_DEPTH = 6;

function parseJsonLd(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Raw newlines and tabs inside strings are a common publishing error; they are not content.
    try {
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

const MAX_CRUMBS = 20;

/** A BreadcrumbList's item names in order ("Home", "Toys", "BRIO", ...). */
function crumbNames(list: SchemaNode): string[] {
  const items = Array.isArray(list.itemListElement) ? list.itemListElement.slice(0, MAX_CRUMBS) : [];
  const named = items.filter(isObject).map((item, i) => {
    const inner = isObject(item.item) ? item.item.name : undefined;
    const name = typeof item.name === 'string' ? item.name : typeof inner === 'string' ? inner : '';
    return { name: name.trim(), at: typeof item.position === 'number' ? item.position : i };
  });
  return named.sort((a, b) => a.at - b.at).map((c) => c.name).filter((n) => n !== '');
}

/**
 * `limits` hears of values nested past MAX_JSON_NESTING, read as null. Each BreadcrumbList's
 * names go to `breadcrumbs` (one list per BreadcrumbList), read in the same pass.
 */
export function productNodesFromJsonLd(scripts: string[], limits?: PageLimits, breadcrumbs?: string[][]): SchemaNode[] {
  const found: SchemaNode[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(v)) { for (const x of v) walk(x, depth + 1); return; }
    if (!isObject(v)) return;
    if (isProductNode(v)) { found.push(v); return; }
    if (breadcrumbs && v['@type'] === 'BreadcrumbList') { breadcrumbs.push(crumbNames(v)); return; }
    for (const [key, value] of Object.entries(v)) if (key !== '@context') walk(value, depth + 1);
  };
  let cut = 0;
  for (const script of scripts) {
    const bounded = cutDeepJson(script, MAX_JSON_NESTING);
    cut += bounded.cut;
    walk(parseJsonLd(bounded.text), 0);
  }
  if (cut > 0) limits?.exceeded('json-ld nesting', cut, (n) => `JSON-LD arrays or objects nested more than ${MAX_JSON_NESTING} deep: ${n}, read as null`);
  return found;
}
