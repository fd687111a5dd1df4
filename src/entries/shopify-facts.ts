// Shopify's inline product data: `var meta = {"product": {...}}` (ShopifyAnalytics) and the
// theme's <script type="application/json" data-product-json>. Vendor is the brand, type the
// seller's category, variants carry SKUs and (sometimes) barcodes.
import { offerGtin } from './identifiers.ts';
import { isObject, texts } from './schema-product.ts';
import { evidence, type ProductFacts } from './types.ts';

const META_ASSIGNMENT = 'var meta =';
const MAX_VARIANTS = 50;

/** The object literal that starts at `from` (balanced braces, strings respected), or null. */
function objectLiteralAt(text: string, from: number): string | null {
  const start = text.indexOf('{', from);
  if (start < 0) return null;
  let depth = 0;
  let quote = '';
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function shopifyProducts(scripts: string[]): Array<Record<string, unknown>> {
  const products: Array<Record<string, unknown>> = [];
  for (const script of scripts) {
    const at = script.indexOf(META_ASSIGNMENT);
    const literal = at >= 0 ? objectLiteralAt(script, at + META_ASSIGNMENT.length) : script.trim();
    const data = literal ? parse(literal) : undefined;
    if (!isObject(data)) continue;
    const product = isObject(data.product) ? data.product : data.variants ? data : null;
    if (product) products.push(product);
  }
  return products;
}

export function readShopify(scripts: string[], facts: ProductFacts): void {
  for (const product of shopifyProducts(scripts)) {
    const ev = (key: string, value: string) => evidence('shopify', `product.${key}: ${value}`);
    for (const title of texts(product.title)) facts.name.push({ value: title, evidence: ev('title', title) });
    for (const vendor of texts(product.vendor)) facts.brand.push({ value: vendor, evidence: ev('vendor', vendor) });
    for (const type of texts(product.type)) facts.category.push({ value: type, evidence: ev('type', type) });
    const variants = Array.isArray(product.variants) ? product.variants.slice(0, MAX_VARIANTS) : [];
    for (const variant of variants) {
      if (!isObject(variant)) continue;
      for (const sku of texts(variant.sku)) facts.sku.push({ value: sku, evidence: ev('variants[].sku', sku) });
      for (const barcode of texts(variant.barcode)) offerGtin(facts, barcode, ev('variants[].barcode', barcode));
    }
  }
}
