// Public shapes of a storefront tag scan. Plain data: the HTTP layer validates and serialises
// them, the CLI prints them, and the drift history stores only TagInventoryEntry values.

export type Severity = 'info' | 'warn' | 'error';

/**
 * The bytes a finding rests on. `offset` is the UTF-8 byte offset of `snippet` in the scanned
 * HTML, or null for evidence that describes a change rather than quoting the page (drift).
 */
export interface Evidence {
  /** Where the bytes sit, e.g. `script`, `script[src]`, `noscript > img[src]`, `meta[name=generator]`. */
  element: string;
  offset: number | null;
  /** At most 160 characters of the bytes that matched. */
  snippet: string;
}

export interface Finding {
  rule_id: string;
  severity: Severity;
  message: string;
  /** Human name of the vendor the rule is about (also the inventory key). */
  vendor?: string;
  /** Vendor IDs the finding is about (tracking IDs, container IDs, pixel IDs, app hosts). */
  ids?: string[];
  /** How many times the page shows what the rule matched. */
  count?: number;
  evidence?: Evidence[];
  /** The vendor's own documentation or deprecation notice the rule rests on. */
  reference?: string;
}

export interface SeverityCounts {
  info: number;
  warn: number;
  error: number;
}

/** One vendor's tags on a page: what drift monitoring stores and compares (never the page). */
export interface TagInventoryEntry {
  vendor: string;
  ids: string[];
  rule_ids: string[];
}

export interface ScanResult {
  /** 0..100, see score.ts: derived from the findings alone. */
  score: number;
  findings: Finding[];
  severity_counts: SeverityCounts;
  inventory: TagInventoryEntry[];
  /** Storefront platform name (e.g. `Shopify`), or null when nothing in the HTML shows one. */
  platform: string | null;
  /** UTF-8 size of the scanned HTML. */
  bytes: number;
}
