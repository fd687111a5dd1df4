// One primary value per identity fact, chosen on purpose. Every reader adds candidates; here they
// are ordered by where they sit, so the first is the one a report leads with (and the one the
// benchmark eval scores):
// - model, GTIN: the main product's structured data (JSON-LD, microdata, Shopify's product)
//   first, then a labelled row of its details, its page-state JSON, then Open Graph and data-
//   attributes;
// - brand: a labelled row of the product's details first ("Brand Name: YONGLI", what the seller
//   typed for this product: a platform's structured data carries defaults, Alibaba's JSON-LD
//   says "Ali" on every listing), then structured data, page-state JSON, a byline (a brand page
//   the product's name names among them), Open Graph, data- attributes, and last analytics;
// - SKU: the code the page shows the buyer in a labelled row ("Product code: 141677",
//   "Référence : ...") or in an element named for it (class="product-sku") first, since that is
//   the number the seller quotes (a variant's feed SKU in JSON-LD is not); then structured data,
//   page-state, Open Graph, data- attributes, and last a marketplace id from the page's address.
// Reviews, Q&A, navigation, footers and other products' tiles never reach here (page-scan drops
// their blocks, readDetailPairs keeps the first of a repeated label). A model number that is the
// page's own SKU is the store's item number, not the maker's: it is set aside with that reason.
// Two sources that state different brands, models or GTINs are a conflict the report shows.
// A SKU or model number is a code: a value with no digit ("Saúde e Bem-estar", a model's name
// "Primrose") is set aside; a code followed by words keeps the code. On a marketplace page (its
// address carries the marketplace's item id) that id is the SKU, and the item numbers the
// details rows print are the maker's: they become model candidates. A brand that is only the
// store's own name (og:site_name, the site's domain name) is the store, not the product's brand.
import type { EvidenceSource, Fact, FactConflict, ProductFacts } from './types.ts';

const IDENTITY_RANK: Record<'brand' | 'model' | 'gtin', EvidenceSource[]> = {
  brand: ['table', 'json-ld', 'microdata', 'shopify', 'page-state', 'byline', 'opengraph', 'attribute', 'analytics', 'text', 'url', 'hts'],
  model: ['json-ld', 'microdata', 'shopify', 'table', 'page-state', 'opengraph', 'attribute', 'byline', 'text', 'url', 'hts'],
  gtin: ['json-ld', 'microdata', 'shopify', 'table', 'page-state', 'opengraph', 'attribute', 'byline', 'text', 'url', 'hts'],
};
/** Sources that state a fact for this product, as opposed to hinting at it. */
const STATED = new Set<EvidenceSource>(['json-ld', 'microdata', 'shopify', 'table', 'page-state']);
const SKU_RANK: EvidenceSource[] = ['table', 'element', 'json-ld', 'microdata', 'shopify', 'page-state', 'opengraph', 'attribute', 'byline', 'text', 'url', 'hts'];

/** Comparable form: case, spaces and punctuation aside. */
export const looseKey = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '');

function byRank<T>(list: Fact<T>[], rank: EvidenceSource[]): Fact<T>[] {
  const at = (f: Fact<T>) => {
    const i = rank.indexOf(f.evidence.source);
    return i < 0 ? rank.length : i;
  };
  // Stable: within one source the reader's order (document order) is kept.
  return list.map((f, i) => ({ f, i })).sort((a, b) => at(a.f) - at(b.f) || a.i - b.i).map((x) => x.f);
}

function conflict(field: FactConflict['field'], list: Fact<string>[]): FactConflict | null {
  const seen = new Map<string, Fact<string>>();
  for (const f of list) {
    // Only sources that state the fact for this product count; a byline or an attribute is a hint.
    if (!STATED.has(f.evidence.source)) continue;
    const key = field === 'gtin' ? f.value.replace(/^0+/, '') : looseKey(f.value);
    if (!seen.has(key)) seen.set(key, f);
  }
  return seen.size > 1 ? { field, values: [...seen.values()] } : null;
}

const CODE_TOKEN = /^(?=[^\s]*\d)[\p{L}\p{N}][\p{L}\p{N}./_#+-]{1,63}$/u;
// A slug SKU ("organic-cotton-romper-3-6m-0042") is one token, longer than a code of words may be.
const SLUG_MAX = 64;

/**
 * The code a SKU or model value holds: the whole value when it is one (up to four tokens, one
 * with a digit), else its leading code token, else null. A field that structured data names
 * "sku" or "mpn" may be a code of letters only (a variant's "TEE-S"): `named` lets it through.
 */
export function codeOf(value: string, named = false): string | null {
  const tokens = value.split(' ');
  const shaped = tokens.length <= 4 && value.length <= (tokens.length === 1 ? SLUG_MAX : 40) && tokens.every((t) => /^[\p{L}\p{N}./_#+()-]+$/u.test(t));
  if (shaped && (named || /\d/.test(value))) return value;
  return CODE_TOKEN.test(tokens[0]) ? tokens[0] : null;
}

const STRUCTURED = new Set<EvidenceSource>(['json-ld', 'microdata', 'shopify', 'page-state']);

function codesOnly(field: 'sku' | 'model', list: Fact[], facts: ProductFacts): Fact[] {
  const out: Fact[] = [];
  for (const f of list) {
    const code = codeOf(f.value, STRUCTURED.has(f.evidence.source));
    if (code === null) facts.rejected_values.push({ field, value: f.value, reason: 'not a code (no digit, or words rather than an identifier)', evidence: f.evidence });
    else out.push(code === f.value ? f : { ...f, value: code });
  }
  return out;
}

/** The store's own names: og:site_name and the site's domain label (www.zara.com -> zara). */
export function storeNames(siteName: string, address: string): Set<string> {
  const names = new Set<string>();
  if (siteName !== '') names.add(looseKey(siteName));
  try {
    const labels = new URL(address).hostname.split('.');
    const domain = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
    // co.uk, com.au ...: the label before the second-level suffix.
    const name = domain.length <= 3 && labels.length >= 3 ? labels[labels.length - 3] : domain;
    if (name) names.add(looseKey(name));
  } catch {
    // no address: only og:site_name
  }
  names.delete('');
  return names;
}

export function choosePrimaryFacts(facts: ProductFacts, store: { siteName: string; address: string } = { siteName: '', address: '' }): ProductFacts {
  const stores = storeNames(store.siteName, store.address);
  facts.brand = facts.brand.flatMap((f) => {
    // "X | Store" (a title pattern copied into brand): the part before the store's name.
    const bar = f.value.split(' | ');
    const value = bar.length === 2 && [...stores].some((s) => looseKey(bar[1]).startsWith(s)) ? bar[0].trim() : f.value;
    // Structured data and a labelled row that name the store as the brand are believed (an
    // own-label store: IKEA's products are IKEA's); a hint (byline, attribute, Open Graph) is not.
    if (stores.has(looseKey(value)) && !STATED.has(f.evidence.source)) {
      facts.rejected_values.push({ field: 'brand', value, reason: "the store's own name, not the product's brand", evidence: f.evidence });
      return [];
    }
    return [value === f.value ? f : { ...f, value }];
  });
  const marketplaceId = facts.sku.find((f) => f.evidence.source === 'url');
  if (marketplaceId) {
    // The details rows' item numbers on a marketplace page are the maker's: model candidates.
    const id = looseKey(marketplaceId.value);
    facts.model.push(...facts.sku.filter((f) => f.evidence.source === 'table' && looseKey(f.value) !== id));
    facts.sku = [marketplaceId, ...facts.sku.filter((f) => f !== marketplaceId && f.evidence.source !== 'table')];
  } else facts.sku = byRank(facts.sku, SKU_RANK);
  facts.sku = codesOnly('sku', facts.sku, facts);
  facts.brand = byRank(facts.brand, IDENTITY_RANK.brand);
  facts.gtin = byRank(facts.gtin, IDENTITY_RANK.gtin);
  const skus = new Set(facts.sku.filter((f) => f.evidence.source !== 'url').map((f) => looseKey(f.value)));
  const models: Fact[] = [];
  for (const f of codesOnly('model', byRank(facts.model, IDENTITY_RANK.model), facts)) {
    if (skus.has(looseKey(f.value))) {
      facts.rejected_values.push({ field: 'model', value: f.value, reason: "the page's own SKU: a store's item number, not the maker's model number", evidence: f.evidence });
    } else models.push(f);
  }
  facts.model = models;
  facts.conflicts = [
    conflict('brand', facts.brand),
    conflict('model', facts.model),
    conflict('gtin', facts.gtin.map((g) => ({ value: g.value.gtin, evidence: g.evidence }))),
  ].filter((c): c is FactConflict => c !== null);
  return facts;
}
