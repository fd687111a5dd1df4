// scanHtml: extract -> match -> judge -> report. Pure: the caller fetches the page.
import type { Finding, ScanResult } from './types.ts';
import { extractItems } from './extract.ts';
import { indexPatterns, matchItems } from './match.ts';
import { CATALOGUE, detectPlatform } from './rules/index.ts';
import { ID_ATTRIBUTES } from './catalogue/index.ts';
import { buildInventory } from './inventory.ts';
import { countSeverities, scoreFindings } from './score.ts';
import { toByteOffsets } from './byte-offsets.ts';
import { DetectorBounds } from './detector-bounds.ts';
import { PageLimits } from '../html/page-limits.ts';
import { limitsFinding } from './limits.ts';

const INDEX = indexPatterns(CATALOGUE);
const SEVERITY_ORDER = { error: 0, warn: 1, info: 2 } as const;

/** Each detector's vendor (the rule of the same id's, else its family's first), for the limits finding. */
const VENDOR_OF: ReadonlyMap<string, string> = new Map(
  CATALOGUE.flatMap((family) => family.patterns.map((p) => [p.id, (family.rules.find((r) => r.id === p.id) ?? family.rules[0])?.vendor ?? family.family] as const)),
);

/**
 * Scans one page's HTML. `opts.url` is accepted for the caller's record and future
 * URL-relative rules; no rule needs it today and nothing is fetched. A page past what one scan
 * reads (limits.ts, page-limits.ts) gets the info finding `scan.limits_reached`.
 */
export function scanHtml(html: string, opts: { url?: string } = {}): ScanResult {
  void opts;
  const limits = new PageLimits();
  const items = extractItems(html, ID_ATTRIBUTES, limits);
  const bounds = new DetectorBounds(VENDOR_OF);
  const page = matchItems(html, items, INDEX, bounds);
  bounds.report(limits);
  const findings: Finding[] = [];
  for (const family of CATALOGUE) findings.push(...family.judge(page, limits));
  const notice = limitsFinding(limits);
  if (notice !== null) findings.push(notice);
  const bytes = toByteOffsets(html, findings);
  // Stable sort: most severe first, catalogue order within a severity.
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return {
    score: scoreFindings(findings),
    findings,
    severity_counts: countSeverities(findings),
    inventory: buildInventory(findings),
    platform: detectPlatform(page),
    bytes,
  };
}
