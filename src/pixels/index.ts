// Public surface of the storefront tag scanner (used by src/pixels/routes.ts and the CLI).
export type { Evidence, Finding, ScanResult, Severity, SeverityCounts, TagInventoryEntry } from './types.ts';
export { scanHtml } from './scan.ts';
export { diffInventory, withDriftFindings } from './drift.ts';
export { normaliseScanUrl } from './scan-url.ts';
export { scoreFindings, countSeverities, DEDUCTION, FAMILY_CAP } from './score.ts';
export { BLIND_SPOTS } from './blind-spots.ts';
