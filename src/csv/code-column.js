// @ts-check
// Which column of a seller's CSV holds the HTS codes, by the same rules in the CLI (`hts --csv`)
// and on the duty page (served as /assets/csv/code-column.js). Exports name it loosely ("HTS
// Code", "hts_code", "HTS", "Tariff code", "HS code", "Commodity code"), so a header is matched
// by its words, not its spelling; a file without such a header is read by its content.

/** @typedef {import('./csv.js').CsvRow} CsvRow */

/** Words that say a column is a tariff classification. */
const CODE_WORDS = new Set(['hts', 'htsus', 'htsa', 'hts10', 'hs', 'hs6', 'hs10', 'tariff', 'harmonized', 'harmonised', 'commodity']);
/** Words that may stand beside them ("HTS Code (10 digit)", "US customs tariff number"). */
const OTHER_WORDS = new Set(['code', 'codes', 'number', 'no', 'num', 'nr', 'classification', 'system', 'schedule', 'customs', 'us', 'usa', 'digit', 'digits', '10', '8', '6', 'of', 'the']);

/** A header cell as its lower-case words ("HTS-Code #" → ["hts", "code"]). @param {string} cell */
const words = (cell) => cell.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** What a column of codes is said to be called, for messages. */
export const CODE_COLUMN_NAMES = 'HTS Code, hts_code, HTS, Tariff code or HS code';

/**
 * The index of the header cell that names a column of HTS codes, or -1. A name made only of
 * tariff words wins ("HTS Code"; not "HTS description", not "Product code"); a column named
 * just "code" is taken when no other is.
 * @param {readonly string[]} header
 * @returns {number}
 */
export function codeColumnByName(header) {
  const named = header.findIndex((cell) => {
    const w = words(cell);
    return w.some((x) => CODE_WORDS.has(x)) && w.every((x) => CODE_WORDS.has(x) || OTHER_WORDS.has(x));
  });
  if (named >= 0) return named;
  return header.findIndex((cell) => words(cell).join(' ') === 'code');
}

/**
 * The index of the header cell that names each row's origin country ("origin_country",
 * "Country of origin", "Country"), or -1.
 * @param {readonly string[]} header
 * @returns {number}
 */
export function countryColumnByName(header) {
  return header.findIndex((cell) => ['origin country', 'country of origin', 'country', 'origin'].includes(words(cell).join(' ')));
}

/**
 * A cell that reads as an HTS code: 4 to 10 digits, written with dots, spaces or dashes between
 * them (7326.90.8688, 7326908688, 7318.15.20).
 * @param {string} cell
 */
export function looksLikeCode(cell) {
  const s = cell.trim();
  return /^\d[\d. -]*\d$/.test(s) && /^\d{4,10}$/.test(s.replace(/[. -]/g, '')) && /^\d{4}/.test(s);
}

/**
 * @typedef {{ column: number, hasHeader: boolean } | { column: -1, hasHeader: boolean, message: string }} CodeColumn
 */

/**
 * Where the codes are: the column a header names (see codeColumnByName); else, in a file of one
 * column, that column (a first row without a digit is its header); else the column whose cells
 * mostly read as codes (a first row that does not is a header). When none does, a message that
 * says what the file holds and how to name the column.
 * @param {readonly CsvRow[]} rows
 * @returns {CodeColumn}
 */
export function locateCodes(rows) {
  const first = rows[0]?.cells ?? [];
  const named = codeColumnByName(first);
  if (named >= 0) return { column: named, hasHeader: true };
  const width = Math.max(0, ...rows.map((r) => r.cells.length));
  if (width <= 1) {
    const cell = (first[0] ?? '').trim();
    return { column: 0, hasHeader: cell !== '' && !/\d/.test(cell) };
  }
  const sample = rows.slice(0, 200);
  let best = -1;
  let bestCount = 0;
  for (let c = 0; c < width; c++) {
    const count = sample.filter((r) => looksLikeCode(r.cells[c] ?? '')).length;
    if (count > bestCount) [best, bestCount] = [c, count];
  }
  const hasHeader = best >= 0 && !looksLikeCode(first[best] ?? '');
  const dataRows = sample.length - (hasHeader ? 1 : 0);
  if (best >= 0 && bestCount * 2 >= dataRows) return { column: best, hasHeader };
  const names = first.map((c) => c.trim()).filter(Boolean);
  return {
    column: -1,
    hasHeader: false,
    message: `no column holds HTS codes${names.length ? ` (the first row reads: ${names.slice(0, 8).join(', ')}${names.length > 8 ? ', …' : ''})` : ''}: name the column of codes ${CODE_COLUMN_NAMES}, or put the codes in a file of their own`,
  };
}
