// Minimal RFC 4180 CSV reading and writing. Cells stay strings: an HTS code such as
// 0101.21.0010 or 0101210010 must keep its leading zero, so nothing is ever coerced to a number.

export interface CsvRow {
  /** 1-based line number of the row's first line in the file (what a user sees in an editor). */
  line: number;
  cells: string[];
  /** Set when the row is malformed (e.g. an unterminated quote); cells hold what could be read. */
  error?: string;
}

/** Splits CSV text into rows, tolerating CRLF, a UTF-8 BOM, quoted cells with commas, quotes and newlines. */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let i = 0;
  let line = 1;
  while (i < src.length) {
    const startLine = line;
    const cells: string[] = [];
    let cell = '';
    let error: string | undefined;
    for (;;) {
      if (src[i] === '"') {
        const quoteLine = line;
        i++;
        let closed = false;
        while (i < src.length) {
          const ch = src[i];
          if (ch === '"') {
            if (src[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (ch === '\n') line++;
          cell += ch;
          i++;
        }
        if (!closed) error = `unterminated quoted cell opened on line ${quoteLine}`;
      }
      while (i < src.length && src[i] !== ',' && src[i] !== '\n' && src[i] !== '\r') cell += src[i++];
      cells.push(cell);
      cell = '';
      if (src[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (src[i] === '\r') i++;
    if (src[i] === '\n') {
      i++;
      line++;
    }
    const blank = cells.length === 1 && cells[0].trim() === '';
    if (!blank || error) rows.push(error ? { line: startLine, cells, error } : { line: startLine, cells });
  }
  return rows;
}

/** Quotes a cell only when it needs it (comma, quote, newline, or leading/trailing space). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return values.map(csvCell).join(',');
}
