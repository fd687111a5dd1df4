// schema.org Product facts, whether they came as JSON-LD or as microdata (converted to the same
// plain-object shape): identity, brand and manufacturer, origin, dates, audience, certifications.
import { applyLabelledValue } from './labelled-values.ts';
import { offerGtin } from './identifiers.ts';
import { certificateKind } from './text-facts.ts';
import { evidence, type EvidenceSource, type ProductFacts } from './types.ts';

export type SchemaNode = Record<string, unknown>;

// A Book is sold as a product: its isbn (ISBN-13, the 978/979 EAN on its back) is its GTIN. Its
// author is no brand and is not read; a publisher the page types as the brand is.
const PRODUCT_TYPES = new Set(['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts', 'Vehicle', 'Book']);
const GTIN_KEYS = ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14'];
const MAX_VARIANTS = 50;

export function isObject(v: unknown): v is SchemaNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeNames(node: SchemaNode): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#]/, ''));
}

export function isProductNode(node: SchemaNode): boolean {
  return typeNames(node).some((t) => PRODUCT_TYPES.has(t));
}

function list(v: unknown): unknown[] {
  return v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
}

/**
 * Plain text values of a property: strings and numbers as they are, objects by their name or
 * @value (which may be objects again), in document order. An explicit stack, not recursion: a
 * page's JSON-LD can nest a name 100,000 objects deep, which overflowed the call stack (a 500).
 */
export function texts(v: unknown): string[] {
  const out: string[] = [];
  const pending: unknown[][] = [list(v).slice().reverse()];
  while (pending.length > 0) {
    const top = pending[pending.length - 1]!;
    if (top.length === 0) {
      pending.pop();
      continue;
    }
    const item = top.pop();
    if (typeof item === 'string' || typeof item === 'number') {
      const s = String(item).trim();
      if (s !== '') out.push(s);
    } else if (isObject(item)) {
      pending.push(list(item.name ?? item['@value']).slice().reverse());
    }
  }
  return out;
}

function addressText(v: unknown): string | null {
  for (const item of list(v)) {
    if (typeof item === 'string' && item.trim() !== '') return item.trim();
    if (isObject(item)) {
      const parts = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']
        .flatMap((k) => texts(item[k]));
      if (parts.length > 0) return parts.join(', ');
    }
  }
  return null;
}

function snippet(key: string, value: string): string {
  return `${key}: ${value}`;
}

/** An address compared loosely: no fragment, no trailing slash, case of scheme and host aside. */
function addressKey(address: string): string {
  return address.trim().replace(/#.*$/, '').replace(/\/(?=\?|$)/, '').replace(/^https?:\/\/[^/?]+/i, (h) => h.toLowerCase().replace(/^http:/, 'https:'));
}

/**
 * Variants (or offers) with the one the page's address selects first ("...?variant=2" and the
 * variant whose url is that address): its SKU, model and GTIN lead, not the list's first. With
 * none selected, the list's order stands (the first variant leads).
 */
function selectedFirst(items: unknown[], address: string): unknown[] {
  if (address === '' || items.length < 2) return items;
  const key = addressKey(address);
  const at = items.findIndex((item) => isObject(item) && [...texts(item.url), ...list(item.offers).flatMap((o) => (isObject(o) ? texts(o.url) : []))].some((u) => addressKey(u) === key));
  return at <= 0 ? items : [items[at], ...items.slice(0, at), ...items.slice(at + 1)];
}

/** Reads one Product (or ProductGroup with its variants) into the facts; returns its description text. */
export function readSchemaProduct(node: SchemaNode, source: EvidenceSource, facts: ProductFacts, depth = 0, address = ''): string[] {
  const ev = (key: string, value: string) => evidence(source, snippet(key, value));
  const descriptions: string[] = [];
  for (const name of texts(node.name)) facts.name.push({ value: name, evidence: ev('name', name) });
  for (const sku of texts(node.sku)) facts.sku.push({ value: sku, evidence: ev('sku', sku) });
  for (const mpn of texts(node.mpn)) facts.model.push({ value: mpn, evidence: ev('mpn', mpn) });
  for (const model of texts(node.model)) facts.model.push({ value: model, evidence: ev('model', model) });
  for (const key of GTIN_KEYS) for (const g of texts(node[key])) offerGtin(facts, g, ev(key, g));
  for (const isbn of [...texts(node.isbn), ...list(node.workExample).slice(0, MAX_VARIANTS).flatMap((w) => (isObject(w) ? texts(w.isbn) : []))]) {
    offerGtin(facts, isbn, ev('isbn', isbn));
  }
  for (const id of texts(node.productID)) {
    const m = /^(?:gtin|upc|ean)\d*:\s*(\S+)$/i.exec(id);
    if (m) offerGtin(facts, m[1], ev('productID', id));
  }
  for (const brand of texts(node.brand)) facts.brand.push({ value: brand, evidence: ev('brand', brand) });
  for (const m of list(node.manufacturer)) {
    for (const name of texts(m)) facts.manufacturer.push({ value: name, evidence: ev('manufacturer', name) });
    if (!isObject(m)) continue;
    const address = addressText(m.address);
    if (address) facts.manufacturer_address.push({ value: address, evidence: ev('manufacturer.address', address) });
    for (const key of ['email', 'telephone', 'url'] as const) {
      for (const c of texts(m[key])) facts.manufacturer_contact.push({ value: c, evidence: ev(`manufacturer.${key}`, c) });
    }
  }
  // The offer's seller is who sells the listing: kept apart, never a brand or manufacturer. An
  // offer may carry the identifiers schema.org allows on it (sku, mpn, gtin): read after the
  // product's own, so the product's lead.
  for (const offer of selectedFirst(list(node.offers).slice(0, MAX_VARIANTS), address)) {
    if (!isObject(offer)) continue;
    for (const seller of texts(offer.seller)) facts.seller.push({ value: seller, evidence: ev('offers.seller', seller) });
    for (const sku of texts(offer.sku)) facts.sku.push({ value: sku, evidence: ev('offers.sku', sku) });
    for (const mpn of texts(offer.mpn)) facts.model.push({ value: mpn, evidence: ev('offers.mpn', mpn) });
    for (const key of GTIN_KEYS) for (const g of texts(offer[key])) offerGtin(facts, g, ev(`offers.${key}`, g));
  }
  for (const c of texts(node.countryOfOrigin)) facts.country_of_origin.push({ value: c, evidence: ev('countryOfOrigin', c) });
  for (const d of texts(node.productionDate)) facts.production_date.push({ value: d, evidence: ev('productionDate', d) });
  for (const c of texts(node.category)) facts.category.push({ value: c, evidence: ev('category', c) });
  for (const audience of list(node.audience)) {
    if (!isObject(audience)) continue;
    const suggested = isObject(audience.suggestedAge) ? audience.suggestedAge : {};
    const min = Number(texts(audience.suggestedMinAge ?? suggested.minValue)[0]);
    const max = Number(texts(audience.suggestedMaxAge ?? suggested.maxValue)[0]);
    if (Number.isFinite(min) || Number.isFinite(max)) {
      const range = { min_years: Number.isFinite(min) ? min : null, max_years: Number.isFinite(max) ? max : null };
      facts.age_range.push({ value: range, evidence: ev('audience', `suggestedMinAge ${range.min_years ?? '-'}, suggestedMaxAge ${range.max_years ?? '-'}`) });
    }
    for (const t of texts(audience.audienceType)) facts.audience_words.push({ value: t, evidence: ev('audience.audienceType', t) });
  }
  for (const cert of list(node.hasCertification)) {
    if (!isObject(cert)) continue;
    const name = texts(cert.name)[0] ?? '';
    const identifier = texts(cert.certificationIdentification)[0] ?? null;
    const url = texts(cert.url)[0] ?? null;
    facts.certificates.push({
      value: { kind: certificateKind(name), url, identifier },
      evidence: ev('hasCertification', [name, identifier, url].filter(Boolean).join(', ')),
    });
  }
  for (const prop of list(node.additionalProperty)) {
    if (!isObject(prop)) continue;
    const label = texts(prop.name)[0];
    const value = texts(prop.value)[0];
    if (label && value) applyLabelledValue(facts, label, value, source);
  }
  descriptions.push(...texts(node.description));
  if (depth === 0) {
    for (const variant of selectedFirst(list(node.hasVariant).slice(0, MAX_VARIANTS), address)) {
      if (isObject(variant)) descriptions.push(...readSchemaProduct(variant, source, facts, depth + 1, address));
    }
  }
  return descriptions;
}
