// Microdata items -> the same plain-object shape as JSON-LD, so one reader serves both
// (itemtype URLs are kept whole: isProductNode reads types by their last segment, as for JSON-LD).
// Both walks use explicit stacks, and an item is converted only once it is known to be a
// product: items nested 10,000 deep overflowed the call stack (a 500), and converting each
// level's whole subtree to test its type made the walk quadratic in the depth.
import type { MicrodataItem, MicrodataValue } from './page-scan.ts';
import { isProductNode, type SchemaNode } from './schema-product.ts';

function toNode(root: MicrodataItem): SchemaNode {
  const rootNode: SchemaNode = { '@type': root.types };
  const pending: Array<[MicrodataItem, SchemaNode]> = [[root, rootNode]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, node] = next;
    for (const [name, values] of Object.entries(item.props)) {
      node[name] = values.map((v: MicrodataValue) => {
        if (typeof v === 'string') return v;
        const child: SchemaNode = { '@type': v.types };
        pending.push([v, child]);
        return child;
      });
    }
  }
  return rootNode;
}

const isProductItem = (item: MicrodataItem): boolean => isProductNode({ '@type': item.types });

/** Product items anywhere in the microdata (a Product nested in an ItemPage or an Offer included), in document order. */
export function productNodesFromMicrodata(items: MicrodataItem[]): SchemaNode[] {
  const found: SchemaNode[] = [];
  // Depth first, in document order: the stack holds what is still to visit, last first.
  const pending: MicrodataItem[] = [...items].reverse();
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (isProductItem(item)) {
      found.push(toNode(item));
      continue;
    }
    const children: MicrodataItem[] = [];
    for (const values of Object.values(item.props)) for (const v of values) if (typeof v !== 'string') children.push(v);
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return found;
}
