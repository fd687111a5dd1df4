// Tracking IDs and URLs often sit in escaped JavaScript or JSON strings (`https:\/\/...`,
// `\u0026`, `\"UA-...\"` in Wayfair-style state blobs). Matching runs on an unescaped copy, and
// evidence must still quote the page's own bytes, so the unescaping keeps a position map.

/**
 * `\/` and `\u00XX` (ASCII only: a wider decode could forge escapes the page never wrote),
 * each after any run of backslashes: markup escaped into a JSON string that is itself inside
 * JSON is escaped twice or three times (`\\\/`, `\\u0026`), and its URLs must read the same as
 * once. Escaped quotes stay (judges read the JSON's structure); patterns allow backslashes
 * before a quote instead.
 */
const ESCAPE = /\\+(?:\/|u00([0-7][0-9a-fA-F]))/g;

export interface Normalised {
  text: string;
  /**
   * Sparse map back to the raw string: at normalised position anchors[2k] and after, raw
   * position = normalised position + anchors[2k+1]. Null when text is the raw string itself.
   */
  anchors: number[] | null;
}

export function unescapeForMatching(raw: string): Normalised {
  if (raw.indexOf('\\') === -1) return { text: raw, anchors: null };
  ESCAPE.lastIndex = 0;
  let m = ESCAPE.exec(raw);
  if (m === null) return { text: raw, anchors: null };
  const parts: string[] = [];
  const anchors: number[] = [];
  let last = 0;
  let removed = 0;
  while (m !== null) {
    parts.push(raw.slice(last, m.index), m[1] === undefined ? '/' : String.fromCharCode(parseInt(m[1], 16)));
    removed += m[0].length - 1;
    last = m.index + m[0].length;
    anchors.push(last - removed, removed);
    m = ESCAPE.exec(raw);
  }
  parts.push(raw.slice(last));
  return { text: parts.join(''), anchors };
}

/** Raw position of a normalised position (a match start or exclusive end). */
export function toRawPosition(n: Normalised, pos: number): number {
  const a = n.anchors;
  if (a === null || pos < a[0]) return pos;
  let lo = 0;
  let hi = a.length / 2 - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (a[mid * 2] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return pos + a[lo * 2 + 1];
}
