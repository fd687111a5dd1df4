// The seven certificate data elements importers file with CBP from 8 July 2026 (90 FR 1800,
// 16 CFR 1110): which of them the listing shows no evidence for.
import type { Classification } from './classify.ts';
import type { ProductFacts } from './types.ts';

export function efilingElementsMissing(f: ProductFacts, c: Classification): string[] {
  const missing: string[] = [];
  const identifier = f.gtin.length + f.sku.length + f.model.length > 0;
  if (f.name.length === 0 || !identifier) {
    missing.push(`1. product identification (${f.name.length === 0 ? 'no product description' : 'no GTIN, SKU or model identifier'})`);
  }
  if (f.cited_rules.length === 0) missing.push('2. citation of each CPSC rule the product is certified to');
  if (f.production_date.length === 0) missing.push('3. date of manufacture');
  const place: string[] = [];
  if (f.manufacturer.length === 0) place.push('manufacturer name');
  if (f.manufacturer_address.length === 0) place.push('address');
  if (f.manufacturer_contact.length === 0) place.push('contact');
  if (f.country_of_origin.length === 0) place.push('country');
  if (place.length > 0) missing.push(`4. place of manufacture (no ${place.join(', ')})`);
  if (f.test_dates.length === 0) missing.push('5. date of the test');
  if (f.labs.length === 0) {
    missing.push(`6. the test lab (name, address, contact${c.childrens_product ? '; a CPSC-accepted third-party lab for a children\'s product' : ''})`);
  }
  if (f.records_keeper.length === 0) missing.push('7. the person who keeps the test records');
  return missing;
}
