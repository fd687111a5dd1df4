// The tag inventory: per vendor, the IDs and rule ids the findings name. Built from findings
// so it never claims a tag the report does not show with evidence.
import type { Finding, TagInventoryEntry } from './types.ts';
import { familyOf } from './score.ts';
import { NOT_TAGS } from './rules/index.ts';

export function buildInventory(findings: readonly Finding[]): TagInventoryEntry[] {
  const byVendor = new Map<string, TagInventoryEntry>();
  for (const f of findings) {
    if (NOT_TAGS.has(familyOf(f.rule_id)) || f.vendor === undefined) continue;
    let entry = byVendor.get(f.vendor);
    if (entry === undefined) {
      entry = { vendor: f.vendor, ids: [], rule_ids: [] };
      byVendor.set(f.vendor, entry);
    }
    for (const id of f.ids ?? []) if (!entry.ids.includes(id)) entry.ids.push(id);
    if (!entry.rule_ids.includes(f.rule_id)) entry.rule_ids.push(f.rule_id);
  }
  return [...byVendor.values()];
}
