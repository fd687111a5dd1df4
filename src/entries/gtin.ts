// GS1 identifiers: a GTIN counts as product identification only when its check digit is right.
// Listings often put an internal item number where a UPC belongs (og:upc = "W005759888").
import type { GtinFormat } from './types.ts';

const FORMATS: Record<number, GtinFormat> = { 8: 'GTIN-8', 12: 'GTIN-12', 13: 'GTIN-13', 14: 'GTIN-14' };

export type GtinCheck =
  | { ok: true; gtin: string; format: GtinFormat }
  | { ok: false; reason: string };

/** GS1 mod-10 check digit for the digits before it (weights 3,1,3,... from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Validates a GTIN-8/12/13/14 (spaces and hyphens between digits are tolerated). */
export function checkGtin(raw: string): GtinCheck {
  const compact = raw.trim().replace(/[\s-]/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(compact)) return { ok: false, reason: 'not all digits: looks like an internal item number, not a GTIN' };
  const format = FORMATS[compact.length];
  if (compact.length === 18) return { ok: false, reason: '18 digits: an SSCC (a shipping container code) or an internal number padded to 18, not a GTIN' };
  if (!format) return { ok: false, reason: `${compact.length} digits; a GTIN has 8, 12, 13 or 14` };
  if (/^0+$/.test(compact)) return { ok: false, reason: 'all zeros' };
  // The shortest GTIN (GTIN-8) keeps at least 7 significant digits when zero-padded to 12-14;
  // fewer is an internal number padded to GTIN length, even when its last digit happens to check.
  if (compact.replace(/^0+/, '').length < 7) return { ok: false, reason: 'mostly leading zeros: an internal number padded to GTIN length, not a GTIN' };
  const expected = gs1CheckDigit(compact.slice(0, -1));
  if (expected !== compact.charCodeAt(compact.length - 1) - 48) {
    return { ok: false, reason: `GS1 check digit should be ${expected}` };
  }
  return { ok: true, gtin: compact, format };
}
