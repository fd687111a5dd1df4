// Why a lookup result is invalid, in the note that says so: not a code, a line a revision
// deleted (naming its successors), or an 8-digit code (naming its lines). For the surfaces
// that print one reason per code (the CLI table and CSV).
import type { HtsLookupResult } from './lookup.ts';

const WHY_INVALID = new Set(['invalid_code', 'deleted_line', 'eight_digit_code']);

export function isInvalidReason(code: string): boolean {
  return WHY_INVALID.has(code);
}

export function invalidReason(r: HtsLookupResult): string | undefined {
  return r.detail?.notes.find((n) => WHY_INVALID.has(n.code))?.message;
}
