// JSON as pages write it, cut to a depth before JSON.parse builds it: a crafted JSON-LD block of
// 1.25 million nested arrays in 5 MB made JSON.parse and the collector spend twice an ordinary
// page's time per byte, growing faster than the page (young objects copied again and again).
// Real blocks nest a dozen deep; the readers look six levels down (json-ld.ts) and follow a name
// through nested objects no further than that is useful.

/**
 * `text` with every array or object nested deeper than `max` replaced by `null`, and how many
 * were. One pass, strings skipped over (their brackets are not nesting); the text need not be
 * valid JSON (JSON.parse judges that after).
 */
export function cutDeepJson(text: string, max: number): { text: string; cut: number } {
  const pieces: string[] = [];
  let depth = 0;
  let inString = false;
  let cutFrom = -1;
  let last = 0;
  let cut = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth === max + 1) cutFrom = i;
    } else if (c === 0x7d || c === 0x5d) {
      if (depth === max + 1 && cutFrom >= 0) {
        pieces.push(text.slice(last, cutFrom), 'null');
        last = i + 1;
        cutFrom = -1;
        cut++;
      }
      depth--;
    }
  }
  if (cutFrom >= 0) {
    // Never closed: the rest is cut (JSON.parse refuses the text either way).
    pieces.push(text.slice(last, cutFrom), 'null');
    last = text.length;
    cut++;
  }
  if (cut === 0) return { text, cut };
  pieces.push(text.slice(last));
  return { text: pieces.join(''), cut };
}
