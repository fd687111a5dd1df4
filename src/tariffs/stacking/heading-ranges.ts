// Chapter 99 headings as the notes print them, singly or as ranges ("9903.82.04–9903.82.26",
// "9903.05.99–9903.06.01"): each heading the text names, for the builder and the answers to read
// the same way.

/** Every heading a text names, a range expanded to each of its headings (a range may cross into the next subheading; NN.00 is no heading). */
export function expandHeadings(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/9903\.(\d{2})\.(\d{2})(?:[–-]9903\.(\d{2})\.(\d{2}))?/g)) {
    if (!m[3]) {
      out.push(m[0]);
      continue;
    }
    const from = Number(m[1]) * 100 + Number(m[2]);
    const to = Number(m[3]) * 100 + Number(m[4]);
    if (to < from) throw new Error(`range ${m[0]} runs backwards`);
    for (let n = from; n <= to; n++) if (n % 100 !== 0) out.push(`9903.${String(Math.floor(n / 100)).padStart(2, '0')}.${String(n % 100).padStart(2, '0')}`);
  }
  return out;
}
