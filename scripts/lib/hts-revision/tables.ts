// Rows of the markdown tables a PDF conversion leaves: cells split on '|', separator rows
// dropped. Callers decide what a header, a page break or a misaligned row means for their table.

/** The cells of a table row, or null for a line that is not one (or is a |---| separator). */
export function tableCells(line: string): string[] | null {
  const t = line.trim();
  if (!t.startsWith('|') || /^\|[\s|:-]+\|$/.test(t)) return null;
  return t
    .slice(1, t.endsWith('|') ? -1 : undefined)
    .split('|')
    .map((c) => c.replace(/\s+/g, ' ').trim());
}

/** A page marker of the PDF conversion ("{1}------------"). */
export function isPageBreak(line: string): boolean {
  return /^\{\d+\}-+\s*$/.test(line.trim());
}

const TEN_DIGIT = /\b\d{4}\.\d{2}\.\d{4}\b/g;

/** The dotted 10-digit statistical numbers a text mentions, in order. */
export function statisticalNumbers(text: string): string[] {
  return text.match(TEN_DIGIT) ?? [];
}
