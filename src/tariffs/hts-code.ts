// HTS code normalisation and validation (design note "HTS codes"). Codes are strings:
// a leading zero is significant (0101.21.0010 is a horse, 101.21.0010 is nothing).

export type ParsedHtsCode =
  | { ok: true; code: string; digits: string; chapter: string }
  | { ok: false; input: string; reason: string };

// Chapter 77 is reserved by the HS; chapter 99 holds additional-duty headings, not products.
const NOT_PRODUCT_CHAPTERS = new Map([
  ['00', 'chapter 00 does not exist'],
  ['77', 'chapter 77 is reserved in the Harmonized System'],
  ['99', 'chapter 99 headings are additional-duty provisions, not product codes'],
]);

// Accepted spellings: NNNN.NN.NNNN (the contract's), NNNN.NN.NN.NN (USITC's), ten bare digits.
const ACCEPTED = /^(\d{4}\.\d{2}\.\d{4}|\d{4}\.\d{2}\.\d{2}\.\d{2}|\d{10})$/;

/** Normalises one code to NNNN.NN.NNNN or says why it cannot be a 10-digit statistical line. */
export function parseHtsCode(input: string): ParsedHtsCode {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  if (trimmed === '') return { ok: false, input, reason: 'empty code' };
  if (!ACCEPTED.test(trimmed)) {
    const digits = trimmed.replace(/[.\s]/g, '');
    const reason = /^\d+$/.test(digits)
      ? `expected a 10-digit statistical line (NNNN.NN.NNNN), got ${digits.length} digits`
      : 'an HTS code has only digits, separated as NNNN.NN.NNNN';
    return { ok: false, input, reason };
  }
  const digits = trimmed.replace(/\./g, '');
  const chapter = digits.slice(0, 2);
  const notProduct = NOT_PRODUCT_CHAPTERS.get(chapter);
  if (notProduct) return { ok: false, input, reason: notProduct };
  return { ok: true, code: formatHtsDigits(digits), digits, chapter };
}

/** Dotted form of a provision's digits as lists print them: 4 -> NNNN, 6 -> NNNN.NN, 8 -> NNNN.NN.NN, 10 -> NNNN.NN.NNNN. */
export function formatHtsDigits(digits: string): string {
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}.${digits.slice(4)}`;
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
}
