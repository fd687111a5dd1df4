// The rows of a change record's "Item changed | Nature of change | Effective date | Source"
// tables, put back together where the PDF conversion broke them. What the conversion does, as
// seen in the Revision 10-20 records (Revision 11 has every case):
//  - a nature that wraps onto a second printed line spills into the next column:
//      | 1207.99.0360 | Deleted 1207.99.0375) | (transferred to 1207.99.0365 and July 1, 2026 |
//    is "Deleted (transferred to 1207.99.0365 and 1207.99.0375)", effective July 1, 2026;
//  - the second word of the "Effective date" header lands in the first row of a page
//    ("date July 1, 2026");
//  - a wrapped nature's tail opens the next row's nature ("3004.20.0085) Established ..."), or a
//    two-line row comes out as a row with no item and a row with the item and the tail printed
//    twice ("| | Established (transferred from | July 1, 2026 |" then "| 3004.90.9219 |
//    3004.90.9217) 3004.90.9217) | | |");
//  - some pages get a fifth column ("column_2") that holds the end of the item
//    ("Ch. 38, Stat Note | 2 |");
//  - a page's first rows can be folded into its header cells, one cell per column, and that
//    header is then repeated on later pages ("Item changed 3926.90.9920 7113.19.2900 ... |
//    column_2 | Nature of change Established (transferred from Annotated (transferred to ...").
// A page break or a header ends a row that is still open: what follows on the next page is not
// reliably its tail (there, a stray tail belongs to a row the conversion lost, and is dropped).

import { findDate } from './dates.ts';
import { isPageBreak, tableCells } from './tables.ts';

export interface RecordRow {
  item: string;
  nature: string;
  effective: string | null;
  source: string;
}

/** The words a nature of change starts with (the record's own list of terms, plus "Added" and "Technical correction" seen in use). */
const NATURE = /\b(Added|Annotated|Deleted|Discontinued|Errata|Established|Expired|Modified|Renumbered|Restored|Suspended|Technical correction|Terminated)\b/;
const HEADER = /^(<b>)?Item\b/i;
const HTS_NUMBER = /\b\d{4}\.\d{2}\.\d{2}(\d{2})?\b/g;

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();
const isOpen = (nature: string) => (nature.match(/\(/g)?.length ?? 0) > (nature.match(/\)/g)?.length ?? 0);

/** "3004.90.9217) 3004.90.9217)" -> "3004.90.9217)": the conversion prints a wrapped tail twice. */
function onceOnly(text: string): string {
  const words = text.split(' ');
  const half = words.length / 2;
  if (Number.isInteger(half) && half > 0 && words.slice(0, half).join(' ') === words.slice(half).join(' ')) return words.slice(0, half).join(' ');
  return text;
}

/** [item, nature, effective, source] of a 4-column row, or of a 5-column one whose second column ends the item. */
function fourColumns(cells: string[]): [string, string, string, string] | null {
  if (cells.length === 4) return [cells[0], cells[1], cells[2], cells[3]];
  if (cells.length === 5) {
    const item = cells[1] && cells[1] !== 'column_2' ? squeeze(`${cells[0]} ${cells[1]}`).replace(/ ([–-])/g, '$1') : cells[0];
    return [item, cells[2], cells[3], cells[4]];
  }
  return null;
}

/** The nature and date of a row whose nature may have spilled into the date cell. */
function natureAndDate(natureCell: string, dateCell: string): { nature: string; effective: string | null } {
  const date = findDate(dateCell);
  const spill = squeeze(date ? dateCell.slice(0, date.index) + ' ' + dateCell.slice(date.index + date.length) : dateCell).replace(/^date\b\s*/i, '');
  if (!spill) return { nature: natureCell, effective: date?.iso ?? null };
  // The spill is the end of the nature's first printed line: it goes after the nature's first
  // word ("Deleted" + "(transferred to X and" + "Y)").
  const word = NATURE.exec(natureCell);
  const nature = word && word.index === 0 ? `${word[0]} ${spill} ${natureCell.slice(word[0].length)}` : `${natureCell} ${spill}`;
  return { nature: squeeze(nature), effective: date?.iso ?? null };
}

/** Rows folded into a header ("Item changed A B C | Nature of change N1 N2 N3 | Effective D1 D2 D3 | Source S S S"), when they can be told apart. */
function foldedRows(item: string, natureCell: string, dateCell: string, sourceCell: string): RecordRow[] {
  const items = item.match(HTS_NUMBER) ?? [];
  if (items.length === 0) return [];
  const natureText = natureCell.replace(/^(<b>)?Nature of change(<\/b>)?/i, '');
  const starts = [...natureText.matchAll(new RegExp(NATURE.source, 'g'))].map((m) => m.index);
  if (starts.length !== items.length) return [];
  const natures = starts.map((s, i) => squeeze(natureText.slice(s, starts[i + 1])));
  const dates: string[] = [];
  for (let rest = dateCell, d = findDate(rest); d; rest = rest.slice(d.index + d.length), d = findDate(rest)) dates.push(d.iso);
  const sources = squeeze(sourceCell.replace(/^(<b>)?Source(<\/b>)?/i, '')).split(' ');
  const perRow = sources.length % items.length === 0 ? sources.length / items.length : 0;
  return items.map((code, i) => ({
    item: code,
    nature: natures[i],
    effective: dates.length === items.length ? dates[i] : null,
    source: perRow ? sources.slice(i * perRow, (i + 1) * perRow).join(' ') : '',
  }));
}

/** Every item row of a change record's tables, repaired; other tables (the "Term | Meaning" glossary) are skipped. */
export function recordRows(md: string): RecordRow[] {
  const rows: RecordRow[] = [];
  const foldedHeaders = new Set<string>();
  let open: RecordRow | null = null; // the last row, while its nature may still get its tail
  let head: { nature: string; effective: string; source: string } | null = null; // a row printed without its item
  for (const line of md.split('\n')) {
    if (isPageBreak(line)) {
      open = head = null;
      continue;
    }
    const cells = tableCells(line);
    if (!cells) continue;
    const row = fourColumns(cells);
    if (!row || row.every((c) => c === '')) continue;
    const [item, natureCell, dateCell, source] = row;
    if (HEADER.test(item)) {
      open = head = null;
      // The same folded header is repeated on later pages: its rows are taken once.
      const key = row.join('|');
      if (!foldedHeaders.has(key)) rows.push(...foldedRows(item, natureCell, dateCell, source));
      foldedHeaders.add(key);
      continue;
    }
    if (item === '') {
      head = { nature: natureCell, effective: dateCell, source };
      open = null;
      continue;
    }
    let nature = natureCell;
    let effectiveCell = dateCell;
    let sourceCell = source;
    if (head && dateCell === '' && source === '') {
      nature = `${head.nature} ${onceOnly(natureCell)}`;
      effectiveCell = head.effective;
      sourceCell = head.source;
    } else {
      const word = NATURE.exec(natureCell);
      if (word && word.index > 0) {
        const tail = natureCell.slice(0, word.index).trim();
        if (open && isOpen(open.nature)) open.nature = squeeze(`${open.nature} ${tail}`);
        nature = natureCell.slice(word.index);
      } else if (!word) {
        nature = onceOnly(natureCell);
      }
    }
    head = null;
    const read = natureAndDate(nature, effectiveCell);
    const out: RecordRow = { item, nature: squeeze(read.nature), effective: read.effective, source: sourceCell };
    rows.push(out);
    open = out;
  }
  return rows;
}
