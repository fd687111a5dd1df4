// Rows of the markdown tables a PDF conversion leaves: cells split on '|', header and rule rows
// dropped. Page breaks ("{1}------") and repeated headers between pages need no special case:
// each row is read on its own.

/** The cells of every table row in `md` (header and separator rows included: callers filter). */
export function tableRows(md: string): string[][] {
  const rows: string[][] = [];
  for (const line of md.split('\n')) {
    const t = line.trim();
    if (!t.startsWith('|') || /^\|[\s|:-]+\|$/.test(t)) continue;
    rows.push(t.slice(1, t.endsWith('|') ? -1 : undefined).split('|').map((c) => c.trim()));
  }
  return rows;
}

const TEN_DIGIT = /\b\d{4}\.\d{2}\.\d{4}\b/g;

/** The dotted 10-digit statistical numbers a text mentions, in order. */
export function statisticalNumbers(text: string): string[] {
  return text.match(TEN_DIGIT) ?? [];
}
