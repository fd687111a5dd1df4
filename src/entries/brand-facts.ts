// Brand, seller and data- attribute facts outside structured data: bylines ("Visit the X Store",
// "by X", "Brand: X"), a vendor line, a brand logo's alt, a brand page in the breadcrumb, a brand
// page linked anywhere whose name the product's name carries; "Sold
// by X" as the seller (kept apart: a seller is neither brand nor manufacturer); product facts in
// data- attributes (data-gtin, data-brand ...) when the page gives one value, not a list of tiles.
import { offerGtin } from './identifiers.ts';
import type { BrandHint, DataAttribute, TextBlock } from './page-scan.ts';
import { evidence, type ProductFacts } from './types.ts';
import { cleanValue } from './value-text.ts';
import { MAX_BRAND_PAGE_LINKS } from './limits.ts';
import type { PageLimits } from '../html/page-limits.ts';

const VISIT_STORE = /^visit the (.{1,60}?) (?:store|shop|brand store)$/i;
const BY_LINE = /^(?:brand|by|from|made by)\s*[:：]?\s+(.{1,60})$/i;
// A brand with the words around it that a byline or a brand link prints, in the languages the
// labels are read in: "Marca: R.K.", "Marque : X", "Besuchen Sie den X-Store", "Ver mais artigos
// da Marca: X", "See more from X". The brand is the part the words frame.
const FRAMED_BRAND: RegExp[] = [
  /^(?:brand|brand name|marca|marke|marque|merk|markenname)\s*[:：]\s*(.{1,60})$/i,
  VISIT_STORE,
  /^besuchen sie den (.{1,60}?)[- ]?(?:store|shop)$/i,
  /^visite[zr] la boutique (?:de |d')?(.{1,60})$/i,
  /^visita (?:la tienda|lo store|il negozio|la boutique) (?:de |di |del |della )?(.{1,60})$/i,
  /^(?:visite|visita) a loja (?:de |da |do )?(.{1,60})$/i,
  /^bezoek de (.{1,60}?)[- ]?(?:winkel|store)$/i,
  /^(?:ver|veja) mais (?:artigos|produtos) (?:da|de) marca\s*[:：]?\s*(.{1,60})$/i,
  /^(?:see|shop|view) (?:more|all)(?: products)? (?:from|by) (.{1,60})$/i,
  /^(?:plus de produits|autres produits) (?:de |d')(.{1,60})$/i,
  /^mehr von (.{1,60})$/i,
];

/** The brand a value names, without the words a byline or a label frames it with. */
export function brandValue(raw: string): string {
  const t = cleanValue(raw);
  for (const re of FRAMED_BRAND) {
    const m = re.exec(t);
    if (m) return cleanValue(m[1]);
  }
  return t;
}
const SOLD_BY = /\b(?:[Ss]hips from and sold by|[Ss]old and shipped by|[Ss]old by|SOLD BY)\s+([A-Z0-9][^.,;|()]{1,60}?)(?=\s*(?:[.,;|()]|\band\b|$))/;
const NOT_A_BRAND = /^(?:brand|brands|shop|store|home|all|products?|new|sale|see more|view all|more)$/i;
// A book's or a record's byline names its author or performer, who is no brand ("by Jane Writer
// (Author)", "Auteur : X"): the publisher is, where the page types it as the brand.
const CONTRIBUTOR = /\((?:author|auteur|autor|autora|autore|editor|illustrator|illustrateur|ilustrador|translator|traducteur|übersetzer|narrator|artist|composer|performer|director|writer)s?\b|^(?:written by|auteur|autor|autore|author|by the author)\b|\bauthor\b/i;

/** The brand a hint's text names, or null. */
function brandOf(text: string): string | null {
  const t = cleanValue(text);
  if (CONTRIBUTOR.test(t)) return null;
  const named = VISIT_STORE.exec(t)?.[1] ?? BY_LINE.exec(t)?.[1] ?? (t.length <= 40 && !/\s{2}|[.!?]\s/.test(t) ? t : null);
  const brand = named ? cleanValue(named) : null;
  return brand && !NOT_A_BRAND.test(brand) ? brand : null;
}

export function readBrandHints(hints: BrandHint[], blocks: TextBlock[], facts: ProductFacts): void {
  for (const hint of hints) {
    const brand = brandOf(hint.text);
    if (brand) facts.brand.push({ value: brand, evidence: evidence('byline', `${hint.where}: ${hint.text}`) });
  }
  for (const block of blocks) {
    const text = block.text;
    // Cheap tests first: most blocks are neither a "Visit the X Store" line nor a "sold by" line.
    if (text.length > 300) continue;
    if (text.length < 80 && /^visit the /i.test(text)) {
      const visit = VISIT_STORE.exec(cleanValue(text));
      if (visit) facts.brand.push({ value: cleanValue(visit[1]), evidence: evidence('byline', text) });
    }
    if (text.includes('old by') || text.includes('OLD BY')) {
      const sold = SOLD_BY.exec(text);
      if (sold) facts.seller.push({ value: cleanValue(sold[1]), evidence: evidence('text', text) });
    }
  }
}

/**
 * A store links its brand pages from menus, logos and the product's details. The one whose name
 * the product's own name carries as whole words ("Zeķes CALVIN KLEIN Brooklyn" and a link to
 * /brand/CALVIN_KLEIN) is the product's brand: two signs that agree, not a guess from the title.
 * When several do, the one the name states first (brands lead titles). It ranks with the bylines,
 * after structured data, labelled rows and page-state JSON.
 */
export function readBrandPageLinks(links: BrandHint[], names: string[], siteName: string, facts: ProductFacts, limits?: PageLimits): void {
  if (links.length === 0 || names.length === 0) return;
  const site = siteName.toLowerCase();
  let best: { brand: string; where: string; at: number } | null = null;
  const seen = new Set<string>();
  for (const link of links) {
    const brand = cleanValue(link.text);
    const key = brand.toLowerCase();
    if (seen.has(key) || brand.length < 2 || brand.length > 40 || NOT_A_BRAND.test(brand) || key === site) continue;
    seen.add(key);
    if (seen.size > MAX_BRAND_PAGE_LINKS) {
      // Counted on, not read: each distinct name is a regex to build (0.6 ms each with its Unicode classes).
      limits?.exceeded('brand page links', seen.size, (n) => `brand-page links: ${n} distinct on the page, the first ${MAX_BRAND_PAGE_LINKS} compared with the product's name`);
      continue;
    }
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
    for (const name of names) {
      const m = word.exec(name);
      // The earliest; at the same place the longer ("CALVIN KLEIN JEANS" over "CALVIN KLEIN").
      if (m && (best === null || m.index < best.at || (m.index === best.at && brand.length > best.brand.length))) best = { brand, where: link.where, at: m.index };
    }
  }
  if (best) facts.brand.push({ value: best.brand, evidence: evidence('byline', `${best.where}: ${best.brand} (a brand page the product's name names)`) });
}

const GTIN_ATTR = /^data-(?:product-)?(?:gtin(?:8|12|13|14)?|upc|ean|barcode)$/;

export function readDataAttributes(attributes: DataAttribute[], facts: ProductFacts): void {
  const byName = new Map<string, DataAttribute[]>();
  for (const a of attributes) {
    const named = byName.get(a.name);
    if (named === undefined) byName.set(a.name, [a]);
    else named.push(a);
  }
  for (const [name, all] of byName) {
    const distinct = [...new Map(all.map((a) => [a.value, a])).values()];
    if (distinct.length > 2) continue; // product tiles: other products' values
    for (const a of distinct) {
      const ev = evidence('attribute', `${a.where}="${a.value}"`);
      const value = cleanValue(a.value);
      if (GTIN_ATTR.test(name)) offerGtin(facts, value, ev);
      else if (/brand|vendor/.test(name)) facts.brand.push({ value, evidence: ev });
      else if (/manufacturer/.test(name)) facts.manufacturer.push({ value, evidence: ev });
      else if (/sku/.test(name)) facts.sku.push({ value, evidence: ev });
      else if (/mpn/.test(name)) facts.model.push({ value, evidence: ev });
    }
  }
}

// Crumbs that name a department, an audience or a kind of product, not a maker. A plural word
// ("Rain Boots", "Toys") is a category far more often than a brand.
const GENERIC_CRUMB = /^(?:home|start|shop|store|all|sale|new|new in|outlet|brands?|products?|categories|category|collections?|gifts?|kids|children|baby|babies|boys|girls|men|women|ladies|unisex|toddlers?|infants?|newborn|nursery|clothing|apparel|fashion|footwear|accessories|furniture|decor|home & garden|garden|kitchen|outdoor|sports?|beauty|health|electronics|books?|toys? & games|games|bedding|bath|baby gear|school|party|seasonal|clearance|deals|startseite|accueil|inicio|início|winkel|kinder|enfants|niños|crianças|jouets|spielzeug|juguetes|brinquedos|speelgoed)$/i;
const PLURAL_WORD = /^\p{Ll}{3,}s$/u;

/**
 * A brand the page states only in its breadcrumb and its title ("Home > Toys > BRIO > BRIO
 * Railway Starter Set", title "BRIO Railway Starter Set | Toy Shop"): a crumb that the product's
 * name and the document title both begin with, as whole words, is taken as the brand, the
 * evidence saying it is inferred. Only when nothing else names a brand, and never a department
 * or category crumb, the store's own name, or the whole name. The crumbs are the markup's and
 * each JSON-LD BreadcrumbList's.
 */
export function readBreadcrumbBrand(crumbLists: string[][], names: string[], title: string, siteName: string, facts: ProductFacts): void {
  if (names.length === 0 || title === '' || facts.brand.length > 0) return;
  const startsWith = (text: string, crumb: string): boolean => {
    const t = text.toLowerCase();
    const c = crumb.toLowerCase();
    return t.startsWith(c) && t.length > c.length && !/[\p{L}\p{N}]/u.test(t[c.length]!);
  };
  const site = siteName.toLowerCase();
  // The first crumb is the home page's; the last, when it is the product's name, is no brand.
  for (const raw of new Set(crumbLists.flatMap((crumbs) => crumbs.slice(1)))) {
    const crumb = cleanValue(raw);
    const words = crumb.split(' ');
    if (crumb.length < 2 || crumb.length > 30 || words.length > 3 || !/^[\p{Lu}\p{N}]/u.test(crumb)) continue;
    if (GENERIC_CRUMB.test(crumb) || NOT_A_BRAND.test(crumb) || crumb.toLowerCase() === site) continue;
    if (words.some((w) => PLURAL_WORD.test(w.toLowerCase()) && w !== w.toUpperCase())) continue;
    const name = names.find((n) => startsWith(n, crumb));
    if (name === undefined || !startsWith(title, crumb)) continue;
    facts.brand.push({ value: crumb, evidence: evidence('byline', `breadcrumb: ${crumb}; the name "${name}" and the title begin with it (a brand inferred from the breadcrumb and title, not stated)`) });
    return;
  }
}
