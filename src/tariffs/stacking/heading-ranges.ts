// Chapter 99 headings as the notes print them, singly or as ranges ("9903.82.04–9903.82.26"):
// each heading the text names, for the builder and the answers to read the same way.

/** Every heading a text names, a range expanded to each of its headings. */
export function expandHeadings(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(9903\.\d{2})\.(\d{2})(?:[–-](9903\.\d{2})\.(\d{2}))?/g)) {
    if (!m[3]) {
      out.push(`${m[1]}.${m[2]}`);
      continue;
    }
    if (m[3] !== m[1]) throw new Error(`range ${m[0]} crosses a subheading`);
    for (let n = Number(m[2]); n <= Number(m[4]); n++) out.push(`${m[1]}.${String(n).padStart(2, '0')}`);
  }
  return out;
}
