// Open Graph and product:* meta tags. og:upc often holds a retailer's internal item number:
// it becomes a GTIN only with a right GS1 check digit (offerGtin decides).
import { offerGtin } from './identifiers.ts';
import type { MetaTag } from './page-scan.ts';
import { evidence, type ProductFacts } from './types.ts';

const GTIN_TAGS = new Set(['og:upc', 'product:upc', 'og:ean', 'product:ean', 'product:gtin', 'og:gtin', 'product:isbn']);
const CHILD_AGE_GROUPS = new Set(['newborn', 'infant', 'toddler', 'kids', 'child', 'children']);

/** Reads the product facts in meta tags; returns og:description / description text. */
export function readOpenGraph(meta: MetaTag[], facts: ProductFacts): string[] {
  const isProductPage = meta.some((m) => (m.key === 'og:type' && /product/i.test(m.content)) || m.key.startsWith('product:'));
  const descriptions: string[] = [];
  for (const { key, content } of meta) {
    const value = content.trim();
    if (value === '') continue;
    const ev = evidence('opengraph', `<meta property="${key}" content="${value}">`);
    if (GTIN_TAGS.has(key)) offerGtin(facts, value, ev);
    else if (key === 'og:title' && isProductPage) facts.name.push({ value, evidence: ev });
    else if (key === 'product:brand' || key === 'og:brand') facts.brand.push({ value, evidence: ev });
    else if (key === 'product:retailer_item_id' || key === 'product:sku' || key === 'og:sku') facts.sku.push({ value, evidence: ev });
    else if (key === 'product:mfr_part_no' || key === 'og:mpn' || key === 'product:mpn') facts.model.push({ value, evidence: ev });
    else if (key === 'product:category' || key === 'og:category') facts.category.push({ value, evidence: ev });
    else if (key === 'product:age_group' || key === 'og:age_group') {
      const group = value.toLowerCase();
      if (CHILD_AGE_GROUPS.has(group)) facts.audience_words.push({ value: group, evidence: ev });
      else if (group === 'adult') facts.age_range.push({ value: { min_years: 13, max_years: null }, evidence: ev });
    } else if ((key === 'og:description' || key === 'description') && isProductPage) descriptions.push(value);
  }
  return descriptions;
}
