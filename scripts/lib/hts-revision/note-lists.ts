// The HTS numbers a chapter 99 U.S. note prints in its list subdivisions, by subdivision, and
// the note texts a change file quotes ("### Subchapter III, U.S. note 43 (2026HTSRev18)").
// Codes are taken from the note's tables only: numbers inside the prose are cross-references
// ("heading 9903.82.02", "subheading 9802.00.60"), never list entries.

export interface NoteList {
  subdivision: string;
  provisions: string[];
}

const PROVISION = /^\d{4}(\.\d{2}(\.\d{2}(\d{2})?)?)?$/;
const LABEL = /^(\s*)\(([a-z]{1,2}|[ivxl]+|\d+)\)\s/;

/** Lists by subdivision path ("(c)(1)"), in the order printed; indentation (two spaces a level) gives the path. */
export function noteLists(text: string): NoteList[] {
  const path: string[] = [];
  const lists = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const label = LABEL.exec(line);
    if (label) {
      const depth = Math.max(0, Math.floor(label[1].length / 2) - 1);
      path.length = depth;
      path[depth] = `(${label[2]})`;
      continue;
    }
    const t = line.trim();
    if (!t.startsWith('|') || path.length === 0) continue;
    const key = path.join('');
    const codes = t.split('|').map((c) => c.trim()).filter((c) => PROVISION.test(c));
    if (codes.length === 0) continue;
    const list = lists.get(key) ?? [];
    for (const c of codes) if (!list.includes(c)) list.push(c);
    lists.set(key, list);
  }
  return [...lists].map(([subdivision, provisions]) => ({ subdivision, provisions }));
}

export interface QuotedNote {
  note: number;
  revision: number;
  text: string;
}

/** The whole-note texts a change file quotes as context, with the revision each is from. */
export function quotedNotes(md: string): QuotedNote[] {
  const out: QuotedNote[] = [];
  const block = /^### Subchapter III, U\.S\. note (\d+) \(\d{4}HTSRev(\d+)\)\n[^\n]*\n```text\n([\s\S]*?)\n```/gm;
  for (let m = block.exec(md); m; m = block.exec(md)) out.push({ note: Number(m[1]), revision: Number(m[2]), text: m[3] });
  return out;
}
