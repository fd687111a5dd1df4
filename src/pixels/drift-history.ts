// v1 drift: compare this scan's tag inventory with the key's previous scan of the same URL,
// then remember this one. Only the inventory is stored, never the page.
import type { ScanHistoryRepository } from '../store/store.ts';
import { withDriftFindings } from './drift.ts';
import { normaliseScanUrl } from './scan-url.ts';
import type { ScanResult, TagInventoryEntry } from './types.ts';

export const HISTORY_PER_URL = 20;

export async function withDrift(
  scans: ScanHistoryRepository,
  keyId: string,
  requestedUrl: string,
  result: ScanResult,
  scannedAt: string,
): Promise<ScanResult> {
  const url = normaliseScanUrl(requestedUrl);
  const previous = await scans.latest(keyId, url);
  await scans.append(keyId, url, { scannedAt, inventory: result.inventory }, HISTORY_PER_URL);
  return previous ? withDriftFindings(result, previous.inventory as TagInventoryEntry[]) : result;
}
