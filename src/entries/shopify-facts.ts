// Shopify's inline product data: `var meta = {"product": {...}}` (ShopifyAnalytics) and the
// theme's <script type="application/json" data-product-json>. Vendor is the brand, type the
// seller's category, variants carry SKUs and (sometimes) barcodes.
import { offerGtin } from './identifiers.ts';
import { objectLiteralAt, parseJson as parse } from './json-text.ts';
import { isObject, texts } from './schema-product.ts';
import { evidence, type ProductFacts } from './types.ts';

const META_ASSIGNMENT = 'var meta =';
const MAX_VARIANTS = 50;

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
