// Drift between two scans of the same URL, from their tag inventories alone (history never
// keeps the page). A tag that appears is a warning, and an error when it is a legacy tag
// coming back; a tag that goes is info; a vendor whose IDs change is a warning.
import type { Evidence, Finding, ScanResult, TagInventoryEntry } from './types.ts';
import { LEGACY_RULE_IDS } from './rules/index.ts';
import { countSeverities, scoreFindings } from './score.ts';

function change(snippet: string): Evidence[] {
  return [{ element: 'inventory', offset: null, snippet: snippet.slice(0, 160) }];
}

function describe(e: TagInventoryEntry): string {
  return `${e.vendor}${e.ids.length > 0 ? ` [${e.ids.join(', ')}]` : ''} (${e.rule_ids.join(', ')})`;
}

export function diffInventory(previous: TagInventoryEntry[], current: TagInventoryEntry[]): Finding[] {
  const before = new Map(previous.map((e) => [e.vendor, e]));
  const after = new Map(current.map((e) => [e.vendor, e]));
  const out: Finding[] = [];
  for (const [vendor, now] of after) {
    const was = before.get(vendor);
    const legacy = now.rule_ids.filter((r) => LEGACY_RULE_IDS.has(r));
    if (was === undefined) {
      out.push({
        rule_id: 'drift.tag_added',
        severity: legacy.length > 0 ? 'error' : 'warn',
        message: legacy.length > 0 ? `${vendor} is back with a legacy tag (${legacy.join(', ')}) since the previous scan.` : `${vendor} appeared since the previous scan.`,
        vendor,
        ids: now.ids,
        evidence: change(`added: ${describe(now)}`),
      });
      continue;
    }
    const returning = legacy.filter((r) => !was.rule_ids.includes(r));
    if (returning.length > 0) {
      out.push({
        rule_id: 'drift.tag_added',
        severity: 'error',
        message: `${vendor}: a legacy tag is back since the previous scan (${returning.join(', ')}).`,
        vendor,
        ids: now.ids,
        evidence: change(`rules before: ${was.rule_ids.join(', ')}; now: ${now.rule_ids.join(', ')}`),
      });
    }
    const added = now.ids.filter((id) => !was.ids.includes(id));
    const removed = was.ids.filter((id) => !now.ids.includes(id));
    if (added.length > 0 || removed.length > 0) {
      const parts = [added.length > 0 ? `added ${added.join(', ')}` : '', removed.length > 0 ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
      out.push({
        rule_id: 'drift.id_changed',
        severity: 'warn',
        message: `${vendor} IDs changed since the previous scan: ${parts.join('; ')}.`,
        vendor,
        ids: [...added, ...removed],
        evidence: change(`${vendor}: ${parts.join('; ')}`),
      });
    }
  }
  for (const [vendor, was] of before) {
    if (after.has(vendor)) continue;
    out.push({
      rule_id: 'drift.tag_removed',
      severity: 'info',
      message: `${vendor} is no longer in the HTML since the previous scan.`,
      vendor,
      ids: was.ids,
      evidence: change(`removed: ${describe(was)}`),
    });
  }
  return out;
}

/** The scan with drift findings against a previous inventory added, and score and counts redone to match. */
export function withDriftFindings(result: ScanResult, previous: TagInventoryEntry[]): ScanResult {
  const findings = [...result.findings, ...diffInventory(previous, result.inventory)];
  return { ...result, findings, score: scoreFindings(findings), severity_counts: countSeverities(findings) };
}
