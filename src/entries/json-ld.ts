// JSON-LD blocks -> schema.org Product nodes (top level, in arrays, in @graph, or as the
// mainEntity of a page). Variants are read through their ProductGroup, not again on their own.
import { isObject, isProductNode, type SchemaNode } from './schema-product.ts';

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

export function productNodesFromJsonLd(scripts: string[]): SchemaNode[] {
  const found: SchemaNode[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (Array.isArray(v)) { for (const x of v) walk(x, depth + 1); return; }
    if (!isObject(v)) return;
    if (isProductNode(v)) { found.push(v); return; }
    for (const [key, value] of Object.entries(v)) if (key !== '@context') walk(value, depth + 1);
  };
  for (const script of scripts) walk(parseJsonLd(script), 0);
  return found;
}
