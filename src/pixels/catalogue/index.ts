// The vendor catalogue: vendors.json, checked against its schema when first imported (a bad row
// stops the service at boot and fails `npm test`), each row made into a rule family that
// reports one info finding `<family>.tag` naming the IDs the page shows. Adding a vendor is a
// row of vendors.json with its two fixture pages; code is only for the judges with real logic
// (rules/).
import rows from './vendors.json' with { type: 'json' };
import { distinctIds, finding, hitsOf, type RuleFamily, type RuleMeta } from '../rule-kit.ts';
import { Catalogue, type VendorRow } from './schema.ts';
import { placePattern } from './templates.ts';

function loadRows(): readonly VendorRow[] {
  const parsed = Catalogue.safeParse(rows);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  row ${i.path.join('.')}: ${i.message}`);
    throw new Error(`src/pixels/catalogue/vendors.json does not fit its schema:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const VENDOR_ROWS: readonly VendorRow[] = loadRows();

export function vendorFamily(row: VendorRow): RuleFamily {
  const rule: RuleMeta = { id: `${row.family}.tag`, severity: 'info', vendor: row.vendor, reference: row.docs };
  return {
    family: row.family,
    rules: [rule],
    patterns: row.places.map((place) => placePattern(rule.id, place, row.id)),
    judge(page) {
      const hits = hitsOf(page, rule.id);
      if (hits.length === 0) return [];
      const ids = distinctIds(hits);
      return [finding(rule, `${row.vendor}${ids.length > 0 ? ` ${ids.join(', ')}` : ''} in the HTML.`, hits, { ids })];
    },
  };
}

export const VENDOR_FAMILIES: readonly RuleFamily[] = VENDOR_ROWS.map(vendorFamily);

/** Script attributes the catalogue reads IDs from (the extractor keeps their values). */
export const ID_ATTRIBUTES: readonly string[] = [...new Set(VENDOR_ROWS.flatMap((r) => r.places.flatMap((p) => (p.attr === undefined ? [] : [p.attr]))))];
