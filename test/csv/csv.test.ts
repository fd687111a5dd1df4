// The shared CSV reader and writer (src/csv/csv.js): what spreadsheet exports look like, and
// cells a spreadsheet would run as formulas written back as text.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { csvCell, csvLine, csvRecords, parseCsv, sniffDelimiter } from '../../src/csv/csv.js';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

it('sniffs comma, semicolon and tab, and splits on the one found', () => {
  assert.equal(sniffDelimiter('sku,hts\nA,7326.90.8688\n'), ',');
  assert.equal(sniffDelimiter('sku;hts\nA;7326.90.8688\n'), ';');
  assert.equal(sniffDelimiter('sku\thts\nA\t7326.90.8688\n'), '\t');
  // A decimal comma (where spreadsheets write semicolons) is not in every line: semicolon.
  assert.deepEqual(cells('HTS Code;Value\n7326.90.8688;1234,56\n0101.21.0010;12\n'), [['HTS Code', 'Value'], ['7326.90.8688', '1234,56'], ['0101.21.0010', '12']]);
  // Commas in prose in every line of a semicolon file: the semicolon still wins.
  assert.deepEqual(cells('sku;name, size;hts\nA;Bolt, M6;7318.15.2095\n')[1], ['A', 'Bolt, M6', '7318.15.2095']);
  // A semicolon inside a quoted cell of a comma file does not count.
  assert.deepEqual(cells('sku,notes,hts\nA,"a; b",7326.90.8688\n')[1], ['A', 'a; b', '7326.90.8688']);
  // One column: comma, the whole line one cell.
  assert.deepEqual(cells('7326.90.8688\n0101.21.0010\n'), [['7326.90.8688'], ['0101.21.0010']]);
});

it('reads quoted cells, doubled quotes, newlines inside quotes, CRLF, a BOM; blank lines skipped; an unterminated quote is a row error', () => {
  const rows = parseCsv('\ufeff"HTS Code";"Name"\r\n"7326.90.8688";"Hook ""J""\r\nsteel"\r\n\r\n0101.21.0010;Horse\r\n');
  assert.deepEqual(rows.map((r) => [r.line, r.cells]), [[1, ['HTS Code', 'Name']], [2, ['7326.90.8688', 'Hook "J"\r\nsteel']], [5, ['0101.21.0010', 'Horse']]]);
  const bad = parseCsv('hts,name\n7326.90.8688,"open\n', { delimiter: ',' });
  assert.match(bad[1].error ?? '', /unterminated quoted cell opened on line 2/);
});

it('writes a cell a spreadsheet would evaluate (=, +, -, @, tab, carriage return) as quoted text with a leading quote', () => {
  for (const [given, written] of [
    ['=HYPERLINK("http://evil.test","x")', '"\'=HYPERLINK(""http://evil.test"",""x"")"'],
    ['+1-1', '"\'+1-1"'],
    ['-2+3', '"\'-2+3"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\t=1', '"\'\t=1"'],
    ['\r=1', '"\'\r=1"'],
  ]) {
    assert.equal(csvCell(given), written, given);
    // Read back, the cell is the text with its leading quote: what a spreadsheet shows.
    assert.deepEqual(parseCsv(csvLine(['a', given]), { delimiter: ',' })[0].cells, ['a', `'${given}`]);
  }
  // Ordinary text and numbers are unchanged; a number stays a number (a negative one too).
  assert.equal(csvLine(['7326.90.8688', 'Hook, steel', 50, -1.5, true, null, undefined, 'a=b']), '7326.90.8688,"Hook, steel",50,-1.5,true,,,a=b');
});

it('csvRecords keys a data file\'s rows by its header (trimmed), a comma file whatever it holds', () => {
  assert.deepEqual(csvRecords(' prefix ,rules\n9503,"a; b"\n'), [{ prefix: '9503', rules: 'a; b' }]);
});
