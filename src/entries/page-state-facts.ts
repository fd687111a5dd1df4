// Product facts in page-state JSON: large retailers render their spec tables from JSON in
// <script> blocks (`__NEXT_DATA__`, `window.__INITIAL_STATE__ = {...}`, application/json
// islands), and widgets carry the product's GTIN in their config. Read with the visible text's
// evidence rules: the snippet names the script and the JSON path.
//   - label/value objects anywhere ({"title":"Country of Origin","value":"China"}) go through the
//     one label/value reader (labelled-values.ts);
//   - direct keys ("brand": {"name": ...}, "countryOfOrigin", "gtin13", "modelNumber") are read
//     from the first product-like object only, breadth first (the page's product sits shallower
//     than the recommendation lists that follow it), so another product's facts are not taken;
//   - a GTIN in a JavaScript widget config counts only when the script names one or two (a list
//     of products is not this product).
import { parseAgeValue } from './age-range.ts';
import { countryOf } from './countries.ts';
import { offerGtin } from './identifiers.ts';
import { objectLiteralAt, parseJsObject, parseJson } from './json-text.ts';
import { applyLabelledValue } from './labelled-values.ts';
import type { InlineScript } from './page-scan.ts';
import { evidence, type Evidence, type ProductFacts } from './types.ts';
import { cleanValue } from './value-text.ts';

type Json = Record<string, unknown>;

// Anchored on the leading '__' (no optional prefix to try at every position of a large script).
const STATE_ASSIGNMENT = /__(NEXT_DATA__|INITIAL_STATE__|PRELOADED_STATE__|APOLLO_STATE__|NUXT__|STATE__|INITIAL_DATA__|data)\s*=\s*(JSON\.parse\()?/g;
const LABEL_KEYS = ['title', 'name', 'label', 'key', 'displayName', 'attributeName', 'attribute', 'specName', 'property'];
const VALUE_KEYS = ['value', 'values', 'displayValue', 'text', 'content', 'specValue', 'attributeValue'];
const NAME_KEYS = ['name', 'title', 'productName', 'displayName'];
const ID_KEYS = ['sku', 'productId', 'product_id', 'itemId', 'item_id', 'usItemId', 'partNumber', 'modelNumber', 'gtin', 'gtin13', 'gtin12', 'upc', 'ean', 'gtins', 'upcs', 'eans', 'mpn', 'id'];
const BRAND_KEYS = ['brand', 'brandName', 'brand_name'];
const MANUFACTURER_KEYS = ['manufacturer', 'manufacturerName', 'manufacturer_name'];
const ORIGIN_KEYS = ['countryOfOrigin', 'country_of_origin', 'originCountry', 'countryOfManufacture', 'madeIn', 'made_in'];
// A product's GTINs, one or a list (a pack sold under several barcodes): each is offered on its own.
const GTIN_KEYS = ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'upc', 'ean', 'barcode', 'upcCode', 'eanCode', 'gtins', 'upcs', 'eans', 'barcodes'];
const MODEL_KEYS = ['model', 'modelNumber', 'model_number', 'mpn', 'manufacturerPartNumber', 'partNumber'];
const AGE_KEYS = ['ageRange', 'age_range', 'recommendedAge', 'recommended_age', 'ageGrade', 'age'];
// The product's own description (often HTML in a JSON string): read for the facts sellers state only in prose.
const DESCRIPTION_KEYS = ['description', 'longDescription', 'shortDescription', 'productDescription', 'long_description', 'short_description'];
const GTIN_IN_CONFIG = /\b(gtin(?:8|12|13|14)?|upc|ean|barcode)["']?\s*[:=]\s*["']?(\d{8,14})\b/gi;
const MAX_NODES = 100_000;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

// How many objects deep a value is looked for ({"value": {"name": "China"}} is two): a loop,
// not recursion (a chain 100,000 deep overflowed the call stack), and bounded, because the walk
// reads the value of every label/value object it meets, so a chain of them, each naming the
// next as its value, cost the square of its length.
const VALUE_DEPTH = 8;

function text(v: unknown): string | null {
  let value = v;
  for (let depth = 0; depth <= VALUE_DEPTH && isObject(value); depth++) value = value.name ?? value.value ?? value.displayName;
  if (typeof value === 'string' || typeof value === 'number') {
    const s = cleanValue(String(value));
    return s === '' ? null : s;
  }
  return null;
}

function firstKey(node: Json, keys: string[]): string | undefined {
  for (const k of keys) if (node[k] !== undefined && node[k] !== null) return k;
  return undefined;
}

function isProductLike(node: Json): boolean {
  const name = firstKey(node, NAME_KEYS);
  if (!name || typeof node[name] !== 'string') return false;
  return firstKey(node, ID_KEYS) !== undefined || firstKey(node, BRAND_KEYS) !== undefined;
}

/** Reads one product-like object's direct keys; returns whether it held any product fact. */
function readProduct(node: Json, path: string, facts: ProductFacts, ev: (path: string, value: string) => Evidence, descriptions: string[]): boolean {
  let found = false;
  const each = (keys: string[], fn: (value: string, key: string) => void) => {
    for (const key of keys) {
      const value = text(node[key]);
      if (value !== null) {
        fn(value, key);
        found = true;
      }
    }
  };
  each(BRAND_KEYS, (v, k) => facts.brand.push({ value: v, evidence: ev(`${path}.${k}`, v) }));
  each(MANUFACTURER_KEYS, (v, k) => facts.manufacturer.push({ value: v, evidence: ev(`${path}.${k}`, v) }));
  each(ORIGIN_KEYS, (v, k) => {
    if (countryOf(v)) facts.country_of_origin.push({ value: v, evidence: ev(`${path}.${k}`, v) });
    else facts.rejected_values.push({ field: 'country_of_origin', value: v, reason: 'not a country', evidence: ev(`${path}.${k}`, v) });
  });
  for (const k of GTIN_KEYS) {
    const listed = Array.isArray(node[k]) ? (node[k] as unknown[]) : [node[k]];
    for (const v of listed.map(text).filter((v): v is string => v !== null)) {
      offerGtin(facts, v, ev(`${path}.${k}`, v));
      found = true;
    }
  }
  each(MODEL_KEYS, (v, k) => facts.model.push({ value: v, evidence: ev(`${path}.${k}`, v) }));
  if (typeof node.sku === 'string' || typeof node.sku === 'number') each(['sku'], (v) => facts.sku.push({ value: v, evidence: ev(`${path}.sku`, v) }));
  each(AGE_KEYS, (v, k) => {
    const range = parseAgeValue(v);
    if (range) facts.age_range.push({ value: range, evidence: ev(`${path}.${k}`, v) });
  });
  for (const k of DESCRIPTION_KEYS) if (typeof node[k] === 'string') descriptions.push(node[k] as string);
  // A product without a code of its own: its selected variant's (or, none marked, the first's),
  // never another variant's.
  if (firstKey(node, ['sku', ...MODEL_KEYS]) === undefined) {
    const chosen = selectedVariant(node);
    if (chosen) {
      const { variant, where } = chosen;
      for (const [key, v] of [['sku', variant.sku], ...MODEL_KEYS.map((k) => [k, variant[k]] as const)] as const) {
        const value = text(v);
        if (value === null) continue;
        (key === 'sku' ? facts.sku : facts.model).push({ value, evidence: ev(`${path}.${where}.${key}`, value) });
        found = true;
      }
      for (const k of GTIN_KEYS) {
        const value = text(variant[k]);
        if (value !== null) { offerGtin(facts, value, ev(`${path}.${where}.${k}`, value)); found = true; }
      }
    }
  }
  return found;
}

const SELECTED_KEYS = ['selectedVariant', 'currentVariant', 'activeVariant', 'selected_variant', 'current_variant', 'selectedSku'];
const VARIANT_LIST_KEYS = ['variants', 'skus', 'variantList', 'items'];
const SELECTED_FLAGS = ['selected', 'isSelected', 'active', 'isActive', 'current', 'isCurrent', 'isDefault', 'default'];

/** The variant a product object marks as selected, else its first; with the JSON path to it. */
function selectedVariant(node: Json): { variant: Json; where: string } | null {
  for (const k of SELECTED_KEYS) if (isObject(node[k])) return { variant: node[k] as Json, where: k };
  for (const k of VARIANT_LIST_KEYS) {
    const variants = node[k];
    if (!Array.isArray(variants) || variants.length === 0) continue;
    const marked = variants.findIndex((v) => isObject(v) && SELECTED_FLAGS.some((f) => v[f] === true));
    const at = marked >= 0 ? marked : 0;
    if (isObject(variants[at])) return { variant: variants[at] as Json, where: `${k}[${at}]` };
  }
  return null;
}

/** Breadth first over one JSON root: label/value pairs everywhere, direct keys of the first product-like object. */
function walk(root: unknown, where: string, facts: ProductFacts, descriptions: string[]): void {
  const ev = (path: string, value: string) => evidence('page-state', `${where} ${path}: ${value}`);
  const queue: Array<[unknown, string]> = [[root, '$']];
  let productRead = false;
  for (let i = 0; i < queue.length && i < MAX_NODES; i++) {
    const [node, path] = queue[i];
    if (Array.isArray(node)) {
      node.forEach((child, k) => { if (typeof child === 'object' && child !== null) queue.push([child, `${path}[${k}]`]); });
      continue;
    }
    if (!isObject(node)) continue;
    const labelKey = firstKey(node, LABEL_KEYS);
    const valueKey = firstKey(node, VALUE_KEYS);
    if (labelKey && valueKey && typeof node[labelKey] === 'string') {
      const raw = node[valueKey];
      const value = Array.isArray(raw) ? raw.map(text).filter(Boolean).join(', ') : text(raw);
      if (value) applyLabelledValue(facts, node[labelKey] as string, value, 'page-state', `${where} ${path}`);
    }
    if (!productRead && isProductLike(node)) productRead = readProduct(node, path, facts, ev, descriptions);
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'object' && child !== null) queue.push([child, `${path}.${key}`]);
    }
  }
}

/** The JSON roots of one script: the whole of a JSON script, or each state object a JavaScript one assigns. */
function roots(script: InlineScript): Array<{ where: string; value: unknown }> {
  if (script.json) return [{ where: script.where, value: parseJson(script.text) }];
  const out: Array<{ where: string; value: unknown }> = [];
  for (const m of script.text.matchAll(STATE_ASSIGNMENT)) {
    const at = (m.index ?? 0) + m[0].length;
    let value: unknown;
    if (m[2]) {
      // window.__INITIAL_STATE__ = JSON.parse("{\"product\":...}"): a string literal holding JSON.
      const literal = /^\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/.exec(script.text.slice(at, at + 5_000_000));
      const inner = literal ? parseJson(literal[1].startsWith("'") ? `"${literal[1].slice(1, -1).replace(/"/g, '\\"')}"` : literal[1]) : undefined;
      value = typeof inner === 'string' ? parseJson(inner) : undefined;
    } else {
      const literal = objectLiteralAt(script.text, at);
      value = literal && literal.length > 0 && script.text.slice(at).trimStart().startsWith('{') ? parseJsObject(literal) : undefined;
    }
    if (value !== undefined) out.push({ where: `${script.where} __${m[1]}`, value });
  }
  return out;
}

// Google Analytics' product-detail view names the product the page is about: Universal
// Analytics' `ecommerce.detail.products[0]` ({name, id, brand}) and GA4's `view_item` items
// ({item_name, item_id, item_brand}). Only the first detail product, and only its brand, ranked
// below every other source: analytics feeds hold the shop's own brand codes ("jj" for Jack &
// Jones) as often as the name; the ids there are the feed's, not always the code the page shows.
const ANALYTICS_DETAIL = /"detail"\s*:\s*(?=\{\s*"(?:actionField|products)")|"event"\s*:\s*"view_item"/g;

function readAnalyticsDetail(script: InlineScript, facts: ProductFacts): void {
  for (const m of script.text.matchAll(ANALYTICS_DETAIL)) {
    const at = m.index ?? 0;
    const literal = objectLiteralAt(script.text, m[0].startsWith('"detail"') ? at + m[0].length : script.text.lastIndexOf('{', at));
    const detail = literal ? parseJsObject(literal) : undefined;
    if (!isObject(detail)) continue;
    const list = detail.products ?? (isObject(detail.ecommerce) ? detail.ecommerce.items : detail.items);
    const product = Array.isArray(list) ? list[0] : list;
    if (!isObject(product)) continue;
    const key = firstKey(product, ['brand', 'item_brand']);
    const brand = key ? text(product[key]) : null;
    if (brand) facts.brand.push({ value: brand, evidence: evidence('analytics', `${script.where} product detail ${key}: ${brand}`) });
    return;
  }
}

/** Reads the page-state facts; returns the product's description texts (for the prose readers). */
export function readPageState(scripts: InlineScript[], facts: ProductFacts): string[] {
  const descriptions: string[] = [];
  for (const script of scripts) {
    if (!script.json && (script.text.includes('"detail"') || script.text.includes('view_item'))) readAnalyticsDetail(script, facts);
    const found = roots(script);
    for (const root of found) walk(root.value, root.where, facts, descriptions);
    if (script.json || found.length > 0) continue;
    // Widget configs: yotpo.init({gtin: '...'}), a reviews widget's "upc". One or two distinct values, or none.
    const gtins = new Map<string, string>();
    for (const m of script.text.matchAll(GTIN_IN_CONFIG)) if (!gtins.has(m[2])) gtins.set(m[2], m[1]);
    if (gtins.size > 0 && gtins.size <= 2) {
      for (const [value, key] of gtins) offerGtin(facts, value, evidence('page-state', `${script.where}: ${key}: ${value}`));
    }
  }
  return descriptions;
}
