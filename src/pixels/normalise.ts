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
  let anchors: number[] | null = null;
  let removed = 0;
  const text = raw.replace(ESCAPE, (m: string, hex: string | undefined, at: number) => {
    removed += m.length - 1;
    (anchors ??= []).push(at + m.length - removed, removed);
    return hex === undefined ? '/' : String.fromCharCode(parseInt(hex, 16));
  });
  return anchors === null ? { text: raw, anchors: null } : { text, anchors };
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
