// HTS code normalisation and validation (design note "HTS codes"). Codes are strings:
// a leading zero is significant (0101.21.0010 is a horse, 101.21.0010 is nothing).

export type ParsedHtsCode =
  | {
      ok: true;
      code: string;
      digits: string;
      chapter: string;
      /** The first 8 digits as an integer: 4/6/8-digit prefixes are head8 / 10^4, / 10^2, itself (index keys). */
      head8: number;
    }
  | {
      ok: false;
      input: string;
      reason: string;
      /** The line a revision deleted, on a day after the deletion (classify.ts): its successors carry its goods. */
      deleted?: { code: string; revision: string; effective: string; successors: readonly string[] };
      /** An 8-digit provision (NNNN.NN.NN, as lists print it), bare digits: it expands to the 10-digit lines under it. */
      provision8?: string;
    };

// Chapter 77 is reserved by the HS; chapter 99 holds additional-duty headings, not products.
const NOT_PRODUCT_CHAPTERS = new Map([
  ['00', 'chapter 00 does not exist'],
  ['77', 'chapter 77 is reserved in the Harmonized System'],
  ['99', 'chapter 99 headings are additional-duty provisions, not product codes'],
]);

// Accepted spellings: NNNN.NN.NNNN (the contract's), NNNN.NN.NN.NN (USITC's), ten bare digits.
// Dot positions per accepted length; checked by a character scan (this runs once per looked-up code).
const DOTS_BY_LENGTH = new Map<number, readonly number[]>([
  [10, []],
  [12, [4, 7]],
  [13, [4, 7, 10]],
]);

function acceptedDigits(s: string): { digits: string; head8: number } | null {
  const dots = DOTS_BY_LENGTH.get(s.length);
  if (!dots) return null;
  let digits = '';
  let head8 = 0;
  let d = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (d < dots.length && i === dots[d]) {
      if (c !== 46) return null;
      d++;
    } else if (c >= 48 && c <= 57) {
      if (digits.length < 8) head8 = head8 * 10 + (c - 48);
      digits += s[i];
    } else return null;
  }
  return { digits, head8 };
}

// An 8-digit provision as the lists print it (NNNN.NN.NN) or bare; only tried once a code is not a 10-digit line.
const EIGHT_DIGITS = /^(?:\d{8}|\d{4}\.\d{2}\.\d{2})$/;

/** Normalises one code to NNNN.NN.NNNN or says why it cannot be a 10-digit statistical line. */
export function parseHtsCode(input: string): ParsedHtsCode {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  if (trimmed === '') return { ok: false, input, reason: 'empty code' };
  const accepted = acceptedDigits(trimmed);
  if (accepted === null) {
    if (EIGHT_DIGITS.test(trimmed)) {
      const digits = trimmed.replace(/\./g, '');
      if (!NOT_PRODUCT_CHAPTERS.has(digits.slice(0, 2))) {
        return { ok: false, input, reason: `${formatHtsDigits(digits)} is an 8-digit provision, not a 10-digit statistical line`, provision8: digits };
      }
    }
    const stripped = trimmed.replace(/[.\s]/g, '');
    const reason = /^\d+$/.test(stripped)
      ? `expected a 10-digit statistical line (NNNN.NN.NNNN), got ${stripped.length} digits`
      : 'an HTS code has only digits, separated as NNNN.NN.NNNN';
    return { ok: false, input, reason };
  }
  const { digits, head8 } = accepted;
  const chapter = digits.slice(0, 2);
  const notProduct = NOT_PRODUCT_CHAPTERS.get(chapter);
  if (notProduct) return { ok: false, input, reason: notProduct };
  return { ok: true, code: `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`, digits, chapter, head8 };
}

/** Dotted form of a provision's digits as lists print them: 4 -> NNNN, 6 -> NNNN.NN, 8 -> NNNN.NN.NN, 10 -> NNNN.NN.NNNN. */
export function formatHtsDigits(digits: string): string {
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}.${digits.slice(4)}`;
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
}
