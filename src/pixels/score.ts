// The scan score, computable from the findings alone: 100 minus 20 per distinct error and 8 per
// distinct warn finding (distinct by rule and vendor IDs), at most 30 deducted per vendor family
// (the rule-id prefix), never below 0. Info findings cost nothing.
import type { Finding, Severity, SeverityCounts } from './types.ts';

export const DEDUCTION: Readonly<Record<Severity, number>> = { error: 20, warn: 8, info: 0 };
export const FAMILY_CAP = 30;

export function familyOf(ruleId: string): string {
  const dot = ruleId.indexOf('.');
  return dot === -1 ? ruleId : ruleId.slice(0, dot);
}

/** Points each family loses, after the cap. */
export function deductions(findings: readonly Finding[]): Map<string, number> {
  const seen = new Set<string>();
  const byFamily = new Map<string, number>();
  for (const f of findings) {
    const points = DEDUCTION[f.severity];
    if (points === 0) continue;
    const key = `${f.rule_id}|${(f.ids ?? []).join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const family = familyOf(f.rule_id);
    byFamily.set(family, Math.min(FAMILY_CAP, (byFamily.get(family) ?? 0) + points));
  }
  return byFamily;
}

export function scoreFindings(findings: readonly Finding[]): number {
  let lost = 0;
  for (const points of deductions(findings).values()) lost += points;
  return Math.max(0, 100 - lost);
}

export function countSeverities(findings: readonly Finding[]): SeverityCounts {
  const counts: SeverityCounts = { info: 0, warn: 0, error: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}
