// Product facts from a listing's HTML, each with its evidence: structured data first
// (JSON-LD, microdata, Open Graph, Shopify's inline product), then detail tables and visible text.
import { brandValue, readBrandHints, readBrandPageLinks, readBreadcrumbBrand, readDataAttributes } from './brand-facts.ts';
import { findChokingWarnings } from './choking-warnings.ts';
import { sizeInName } from './children-sizes.ts';
import { readCodeElements } from './code-elements.ts';
import { findAudienceWords, findHazards, type ProductText } from './hazards.ts';
import { productNodesFromJsonLd } from './json-ld.ts';
import { readDetailPairs } from './labelled-values.ts';
import { productNodesFromMicrodata } from './microdata-facts.ts';
import { readOpenGraph } from './opengraph-facts.ts';
import { scanPage } from './page-scan.ts';
import { readPageState } from './page-state-facts.ts';
import { readSchemaProduct } from './schema-product.ts';
import { readShopify } from './shopify-facts.ts';
import { choosePrimaryFacts } from './primary-facts.ts';
import { readDescriptionFacts, readTextFacts } from './text-facts.ts';
import { readUrlIds } from './url-ids.ts';
import { emptyFacts, evidence, type Fact, type ProductFacts } from './types.ts';
import { cleanValue, placeholderReason } from './value-text.ts';
import { MAX_PRODUCT_NODES } from './limits.ts';
import type { PageLimits } from '../html/page-limits.ts';
import type { SchemaNode } from './schema-product.ts';

const MAX_PER_FIELD = 12;

/** The first MAX_PRODUCT_NODES nodes; `limits` hears of any beyond. */
function firstNodes(nodes: SchemaNode[], where: string, limits: PageLimits | undefined): SchemaNode[] {
  if (nodes.length <= MAX_PRODUCT_NODES) return nodes;
  limits?.exceeded(`${where} products`, nodes.length, (n) => `${where} product nodes: ${n} on the page, the first ${MAX_PRODUCT_NODES} read`);
  return nodes.slice(0, MAX_PRODUCT_NODES);
}

/** `limits` hears of every bound the page goes past (limits.ts, page-limits.ts). */
export function extractProductFacts(html: string, limits?: PageLimits): ProductFacts {
  const scan = scanPage(html, limits);
  const facts = emptyFacts();
  const productText: ProductText[] = [];
  const breadcrumbs: string[][] = [scan.breadcrumbs];
  for (const node of firstNodes(productNodesFromJsonLd(scan.jsonLd, limits, breadcrumbs), 'JSON-LD', limits)) {
    for (const text of readSchemaProduct(node, 'json-ld', facts, 0, scan.canonical)) productText.push({ text, source: 'json-ld' });
  }
  for (const node of firstNodes(productNodesFromMicrodata(scan.microdata), 'microdata', limits)) {
    for (const text of readSchemaProduct(node, 'microdata', facts, 0, scan.canonical)) productText.push({ text, source: 'microdata' });
  }
  for (const text of readOpenGraph(scan.meta, facts)) productText.push({ text, source: 'opengraph' });
  readShopify(scan.shopifyScripts, facts);
  for (const text of readPageState(scan.scripts, facts)) productText.push({ text, source: 'page-state' });
  readDataAttributes(scan.dataAttributes, facts);
  readBrandHints(scan.brandHints, scan.blocks, facts);
  readDetailPairs(scan.blocks, facts);
  readCodeElements(scan.codeElements, facts);
  readTextFacts(scan.blocks, scan.links, facts, limits);
  readDescriptionFacts(productText, facts);
  readUrlIds(scan.canonical, facts);
  facts.choking_warnings = findChokingWarnings(scan.blocks, scan.buyControls);
  // A product page's <h1> is its product name when no structured data names it (Amazon).
  const looksLikeProductPage = facts.model.length + facts.sku.length + facts.brand.length + facts.country_of_origin.length > 0 ||
    scan.meta.some((m) => m.key === 'og:type' && /product/i.test(m.content));
  if (facts.name.length === 0 && scan.headings.length > 0 && looksLikeProductPage) {
    facts.name.push({ value: scan.headings[0], evidence: evidence('text', `<h1>${scan.headings[0]}</h1>`) });
  }
  // The product's name only (an article's <h1> on a page that is no product page names no product).
  readBrandPageLinks(scan.brandPageLinks, facts.name.map((n) => n.value), scan.siteName, facts, limits);
  readBreadcrumbBrand(breadcrumbs, [...facts.name.map((n) => n.value), ...scan.headings.slice(0, 1)], scan.title, scan.siteName, facts);
  // The product's name (structured data's, else its <h1>) may carry its size.
  const named = facts.name[0] ?? (scan.headings.length > 0 ? { value: scan.headings[0], evidence: evidence('text', `<h1>${scan.headings[0]}</h1>`) } : null);
  const nameSize = named ? sizeInName(named.value) : null;
  if (named && nameSize) facts.age_from_sizes.push({ value: { ...nameSize.age, sizes: nameSize.sizes }, evidence: evidence(named.evidence.source, `name: ${named.value}`) });

  // The product's own words: names, the <h1>, the seller's category (not the whole page,
  // whose menus and recommendations talk about other products).
  productText.unshift(
    ...facts.name.map((f) => ({ text: f.value, source: f.evidence.source })),
    ...scan.headings.slice(0, 1).map((text) => ({ text, source: 'text' as const })),
    ...facts.category.map((f) => ({ text: f.value, source: f.evidence.source })),
  );
  facts.hazards = findHazards(productText, scan.blocks);
  facts.audience_words.push(...findAudienceWords(productText));
  facts.buy_controls_found = scan.buyControls.length;
  // Ranked before the per-field cap, so a high-ranked value read late (a labelled row after ten
  // variant SKUs in JSON-LD) is not cut.
  return dedupe(choosePrimaryFacts(rejectNonValues(facts), { siteName: scan.siteName, address: scan.canonical }));
}

// The text facts every reader fills: cleaned here once, and a template placeholder ("$metabrand",
// "{{ product.vendor }}") is moved to rejected_values with its reason instead of counting.
const TEXT_FIELDS = ['name', 'brand', 'seller', 'model', 'sku', 'manufacturer', 'manufacturer_address', 'manufacturer_contact', 'country_of_origin', 'category', 'production_date', 'batch'] as const;

function rejectNonValues(facts: ProductFacts): ProductFacts {
  for (const field of TEXT_FIELDS) {
    const kept: Fact[] = [];
    for (const f of facts[field]) {
      const value = field === 'brand' ? brandValue(f.value) : cleanValue(f.value);
      const reason = value === '' ? null : placeholderReason(value);
      if (reason) facts.rejected_values.push({ field, value, reason, evidence: f.evidence });
      else if (value !== '') kept.push(value === f.value ? f : { ...f, value });
    }
    facts[field] = kept;
  }
  return facts;
}

function dedupeList<T>(list: Fact<T>[]): Fact<T>[] {
  const seen = new Set<string>();
  const out: Fact<T>[] = [];
  for (const f of list) {
    const key = `${f.evidence.source}\u0000${JSON.stringify(f.value)}\u0000${f.evidence.snippet}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
    if (out.length >= MAX_PER_FIELD) break;
  }
  return out;
}

// Lists that are not Fact<T>[] (or are capped their own way below).
const NOT_FACT_LISTS = new Set<keyof ProductFacts>(['choking_warnings', 'rejected_identifiers', 'rejected_values', 'conflicts']);

function dedupe(facts: ProductFacts): ProductFacts {
  const out = { ...facts };
  for (const key of Object.keys(out) as Array<keyof ProductFacts>) {
    const value = out[key];
    if (Array.isArray(value) && !NOT_FACT_LISTS.has(key)) {
      (out as Record<string, unknown>)[key] = dedupeList(value as Fact<unknown>[]);
    }
  }
  out.rejected_values = facts.rejected_values.slice(0, MAX_PER_FIELD);
  const seenRejected = new Set<string>();
  out.rejected_identifiers = facts.rejected_identifiers.filter((r) => {
    const key = `${r.evidence.source}\u0000${r.value}`;
    if (seenRejected.has(key)) return false;
    seenRejected.add(key);
    return true;
  }).slice(0, MAX_PER_FIELD);
  return out;
}
