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
