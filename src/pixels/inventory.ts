// The tag inventory: per vendor, the IDs and rule ids the findings name. Built from findings
// so it never claims a tag the report does not show with evidence.
import type { Finding, TagInventoryEntry } from './types.ts';
import { familyOf } from './score.ts';
import { NOT_TAGS } from './rules/index.ts';

export function buildInventory(findings: readonly Finding[]): TagInventoryEntry[] {
  // Sets while collecting: a vendor's IDs are searched once per ID of each finding.
  const byVendor = new Map<string, { ids: Set<string>; ruleIds: Set<string> }>();
  for (const f of findings) {
    if (NOT_TAGS.has(familyOf(f.rule_id)) || f.vendor === undefined) continue;
    let entry = byVendor.get(f.vendor);
    if (entry === undefined) {
      entry = { ids: new Set(), ruleIds: new Set() };
      byVendor.set(f.vendor, entry);
    }
    for (const id of f.ids ?? []) entry.ids.add(id);
    entry.ruleIds.add(f.rule_id);
  }
  return [...byVendor].map(([vendor, e]) => ({ vendor, ids: [...e.ids], rule_ids: [...e.ruleIds] }));
}
