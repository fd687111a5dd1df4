// Microdata items -> the same plain-object shape as JSON-LD, so one reader serves both
// (itemtype URLs are kept whole: isProductNode reads types by their last segment, as for JSON-LD).
import type { MicrodataItem, MicrodataValue } from './page-scan.ts';
import { isProductNode, type SchemaNode } from './schema-product.ts';

function toNode(item: MicrodataItem): SchemaNode {
  const node: SchemaNode = { '@type': item.types };
  for (const [name, values] of Object.entries(item.props)) {
    node[name] = values.map((v: MicrodataValue) => (typeof v === 'string' ? v : toNode(v)));
  }
  return node;
}

/** Product items anywhere in the microdata (a Product nested in an ItemPage or an Offer included). */
export function productNodesFromMicrodata(items: MicrodataItem[]): SchemaNode[] {
  const found: SchemaNode[] = [];
  const walk = (item: MicrodataItem): void => {
    const node = toNode(item);
    if (isProductNode(node)) { found.push(node); return; }
    for (const values of Object.values(item.props)) for (const v of values) if (typeof v !== 'string') walk(v);
  };
  for (const item of items) walk(item);
  return found;
}
