// Vendors the scan only inventories: one info finding `<family>.tag` naming the IDs seen, so
// the tag inventory (and drift) covers them. Each vendor has its own small file.
import { distinctIds, finding, hitsOf, type Pattern, type RuleFamily } from '../rule-kit.ts';

export function tagFamily(family: string, vendor: string, reference: string, patterns: Omit<Pattern, 'id'>[]): RuleFamily {
  const id = `${family}.tag`;
  return {
    family,
    patterns: patterns.map((p) => ({ ...p, id })),
    judge(page) {
      const hits = hitsOf(page, id);
      if (hits.length === 0) return [];
      const ids = distinctIds(hits);
      return [finding({ id, severity: 'info', vendor, reference }, `${vendor}${ids.length > 0 ? ` ${ids.join(', ')}` : ''} in the HTML.`, hits, { ids })];
    },
  };
}
