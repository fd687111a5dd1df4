// Adding identifiers to the facts: one place decides whether a value offered as a GTIN counts.
import { checkGtin } from './gtin.ts';
import type { Evidence, ProductFacts } from './types.ts';

/** A value offered as GTIN/UPC/EAN: kept as a GTIN only with a right GS1 check digit, otherwise recorded as rejected. */
export function offerGtin(facts: ProductFacts, raw: string, ev: Evidence): void {
  const value = raw.trim();
  if (value === '') return;
  const check = checkGtin(value);
  if (check.ok) facts.gtin.push({ value: { gtin: check.gtin, format: check.format }, evidence: ev });
  else facts.rejected_identifiers.push({ value, reason: check.reason, evidence: ev });
}

/**
 * A value that may hold several GTINs ("UPC: 036000291452, 036000291469", a list of a pack's
 * EANs): each offered on its own when every piece is 8 to 14 digits; otherwise the value is one
 * GTIN, its spaces and hyphens tolerated ("4 006381 33393 1").
 */
export function offerGtins(facts: ProductFacts, raw: string, ev: Evidence): void {
  const pieces = raw.trim().split(/[\s,;/|]+/).filter((p) => p !== '');
  if (pieces.length > 1 && pieces.every((p) => /^\d{8,14}$/.test(p))) for (const p of new Set(pieces)) offerGtin(facts, p, ev);
  else offerGtin(facts, raw, ev);
}
