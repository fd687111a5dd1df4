// v1 drift: compare this scan's tag inventory with the key's previous scan of the same URL,
// then remember this one. Only the inventory is stored, never the page.
import type { ScanHistoryRepository } from '../store/store.ts';
import { asStored } from '../store/storable.ts';
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
  if (!previous) return result;
  // Compared as history keeps it: the store replaces what it cannot keep (U+0000 in a hostile
  // page's tag ID; store/storable.ts), and an unchanged page must not read as drift.
  const drifted = withDriftFindings({ ...result, inventory: asStored(result.inventory) }, previous.inventory as TagInventoryEntry[]);
  return { ...drifted, inventory: result.inventory };
}
