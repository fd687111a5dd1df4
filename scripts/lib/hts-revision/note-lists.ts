// The HTS numbers a chapter 99 U.S. note prints in its list subdivisions, by subdivision.
//
// A list entry is a number the note lists, not one its prose refers to. Two forms are lists:
//  - a table cell that holds exactly one number (notes 16, 33(b)/(g)/(i), 38, 40(c), 43(c):
//    "| 8504.40.9580 | 8537.10.9170 | |"); empty cells, which the PDF conversion leaves where it
//    lost a number, are dropped;
//  - a run of numbers right after a colon, separated by ";", "," or spaces (note 33(j) "... of
//    the HTSUS Annotated: 4009.12.0020; 4009.22.0020; ...", 35(a)/(b) "... subcolumn: 3917.21.00;
//    ...", 39(b) "... in this subdivision: 8471.50 8471.80 8473.30 To be included ...").
// Everything else in the prose is a cross-reference, never an entry: "heading 9903.82.02",
// "subheading 9802.00.60", "headings 9903.94.44, 9903.94.45" follow a word, not a colon. So
// 9802.00.60 inside note 35(a)'s colon run is an entry, and the same number after "subheading" in
// note 33's prose is not. A run in prose takes dotted numbers only: a bare four digits there is as
// likely a year as a heading; tables carry the four-digit headings (note 16(c)(i) "| 7601 |").
//
// Subdivisions nest by indentation, relative to the enclosing label (the full-note files indent
// (c)(i) by four spaces, a change file's context of note 16(c) by two), so the path is "(c)(i)"
// either way; unlabelled lines (a paragraph after a table, "For the purposes of this note:") stay
// in the subdivision they follow.

export interface NoteList {
  /** The path from the note's top, labels as printed: "(c)", "(c)(iv)", "(c)(1)", "(j)"; "" for a list before any label. */
  subdivision: string;
  /** Dotted as printed (4, 6, 8 or 10 digits), in order, each once. */
  provisions: string[];
}

const LABEL = /^(\s*)(\((?:[a-z]{1,2}|[ivxl]+|\d{1,2})\))(?:\s|$)/;
const NOTE_HEADER = /^\d{1,3}\.(?:\s|$)/;
const CELL = /^\d{4}(?:\.\d{2}(?:\.\d{2}(?:\d{2})?)?)?$/;
const RUN_ENTRY = /^[\s;,]*(?:(?:and|or)\s+)?(\d{4}\.\d{2}(?:\.\d{2}(?:\d{2})?)?)(?![\d.]\d)/;

/** The numbers of the colon-introduced runs in a line of prose. */
function runEntries(line: string): string[] {
  const found: string[] = [];
  for (let colon = line.indexOf(':'); colon >= 0; colon = line.indexOf(':', colon + 1)) {
    let rest = line.slice(colon + 1);
    for (let m = RUN_ENTRY.exec(rest); m; m = RUN_ENTRY.exec(rest)) {
      found.push(m[1]);
      rest = rest.slice(m[0].length);
    }
  }
  return found;
}

/** The list entries one line prints: its table cells, or its colon-introduced runs if it is prose. */
export function lineEntries(line: string): string[] {
  if (line.trim().startsWith('|')) return line.split('|').map((c) => c.trim()).filter((c) => CELL.test(c));
  return runEntries(line);
}

/** The lists of one note's text (a whole note, or a subdivision of one), in the order printed. */
export function noteLists(text: string): NoteList[] {
  const stack: { indent: number; label: string }[] = [];
  const lists = new Map<string, string[]>();
  let notes = 0;
  const take = (codes: string[]) => {
    if (codes.length === 0) return;
    const key = stack.map((s) => s.label).join('');
    const list = lists.get(key) ?? [];
    for (const c of codes) if (!list.includes(c)) list.push(c);
    lists.set(key, list);
  };
  for (const line of text.split('\n')) {
    if (NOTE_HEADER.test(line)) {
      if (++notes > 1) throw new Error('noteLists reads one note; split a text of several with splitNotes');
      stack.length = 0;
      continue;
    }
    const label = LABEL.exec(line);
    if (label) {
      const indent = label[1].length;
      while (stack.length > 0 && stack[stack.length - 1].indent >= indent) stack.pop();
      stack.push({ indent, label: label[2] });
    }
    take(lineEntries(line));
  }
  return [...lists].map(([subdivision, provisions]) => ({ subdivision, provisions }));
}

// The importer (import-revisions.ts) and checks.ts take the quoted note texts from here.
export { quotedNotes, type QuotedNote } from './note-texts.ts';
