// @ts-check
// The one CSV reader and writer of the service, the CLI and the pages' script (served as
// /assets/csv/csv.js, so the browser reads and writes by the same rules): plain JavaScript with
// JSDoc types for that reason. Cells stay strings: an HTS code such as 0101.21.0010 must keep its
// leading zero, so nothing is ever coerced to a number.

/**
 * @typedef {object} CsvRow
 * @property {number} line 1-based line number of the row's first line in the file (what a user sees in an editor).
 * @property {string[]} cells
 * @property {string} [error] Set when the row is malformed (an unterminated quote); cells hold what could be read.
 */

/** @typedef {',' | ';' | '\t'} Delimiter */

/** The delimiters a spreadsheet export uses; among those that split every sampled line alike, the first wins. */
const DELIMITERS = /** @type {const} */ (['\t', ';', ',']);
const SAMPLE_LINES = 20;

/** @param {string} text */
const withoutBom = (text) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * The delimiter of a CSV text: comma, semicolon (what spreadsheets write where the comma is the
 * decimal mark) or tab. The candidate that splits each of the first lines into the same number of
 * cells wins (a decimal comma or a comma in prose is not in every line; a header names every
 * column); among several, tab then semicolon, which are rarer inside a cell than a comma. With
 * none consistent, the one most frequent in the first line; with none at all, comma (one column).
 * @param {string} text
 * @returns {Delimiter}
 */
export function sniffDelimiter(text) {
  const src = withoutBom(text);
  /** @type {Array<Record<Delimiter, number>>} */
  const lines = [];
  let counts = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  let blank = true;
  for (let i = 0; i < src.length && lines.length < SAMPLE_LINES; i++) {
    const ch = src[i];
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '\n' || ch === '\r') {
      if (!blank) lines.push(counts);
      counts = { '\t': 0, ';': 0, ',': 0 };
      blank = true;
      continue;
    } else if (ch === '\t' || ch === ';' || ch === ',') counts[ch]++;
    if (ch.trim() !== '') blank = false;
  }
  if (!blank && lines.length < SAMPLE_LINES) lines.push(counts);
  if (lines.length === 0) return ',';
  const consistent = DELIMITERS.find((d) => lines[0][d] > 0 && lines.every((l) => l[d] === lines[0][d]));
  if (consistent) return consistent;
  const first = lines[0];
  const most = [...DELIMITERS].sort((a, b) => first[b] - first[a])[0];
  return first[most] > 0 ? most : ',';
}

/**
 * Splits CSV text into rows: RFC 4180 quoting (cells with delimiters, quotes and newlines), CRLF,
 * a UTF-8 BOM; the delimiter sniffed unless given. Blank lines are skipped.
 * @param {string} text
 * @param {{ delimiter?: Delimiter }} [options]
 * @returns {CsvRow[]}
 */
export function parseCsv(text, options = {}) {
  const delimiter = options.delimiter ?? sniffDelimiter(text);
  /** @type {CsvRow[]} */
  const rows = [];
  const src = withoutBom(text);
  let i = 0;
  let line = 1;
  while (i < src.length) {
    const startLine = line;
    /** @type {string[]} */
    const cells = [];
    let cell = '';
    /** @type {string | undefined} */
    let error;
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
      while (i < src.length && src[i] !== delimiter && src[i] !== '\n' && src[i] !== '\r') cell += src[i++];
      cells.push(cell);
      cell = '';
      if (src[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    if (src[i] === '\r') i++;
    if (src[i] === '\n') {
      i++;
      line++;
    } else if (src[i - 1] === '\r') line++;
    const isBlank = cells.length === 1 && cells[0].trim() === '';
    if (!isBlank || error) rows.push(error ? { line: startLine, cells, error } : { line: startLine, cells });
  }
  return rows;
}

/**
 * A comma-separated file's rows as records keyed by its header line's names, names and cells trimmed (the
 * project's own data files).
 * @param {string} text
 * @returns {Array<Record<string, string>>}
 */
export function csvRecords(text) {
  const [header, ...rows] = parseCsv(text, { delimiter: ',' });
  if (!header) return [];
  const names = header.cells.map((name) => name.trim());
  return rows.map((row) => Object.fromEntries(names.map((name, i) => [name, (row.cells[i] ?? '').trim()])));
}

/**
 * A cell a spreadsheet would evaluate as a formula (OWASP, CSV injection): one starting with =, +,
 * -, @, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell for a comma-separated line. Text a spreadsheet would run as a formula gets a leading
 * single quote and is quoted (OWASP's rule), so `=HYPERLINK(...)` stays text; a number is written
 * as the number it is. Quoted only when it needs it (comma, quote, newline, edge space).
 * @param {string | number | boolean | null | undefined} value
 * @returns {string}
 */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const s = FORMULA_START.test(value) ? `'${value}` : value;
  return s !== value || /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * @param {ReadonlyArray<string | number | boolean | null | undefined>} values
 * @returns {string}
 */
export function csvLine(values) {
  return values.map(csvCell).join(',');
}
