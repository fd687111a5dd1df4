// JSON inside scripts: a whole <script type="application/json">, or an object literal assigned in
// inline JavaScript (`var meta = {...}`, `window.__INITIAL_STATE__ = {...}`).
import { cutDeepJson } from './json-nesting.ts';
import { MAX_JSON_NESTING } from './limits.ts';

/** The object literal that starts at or after `from` (balanced braces, strings respected), or null. */
export function objectLiteralAt(text: string, from: number): string | null {
  const start = text.indexOf('{', from);
  if (start < 0) return null;
  let depth = 0;
  let quote = '';
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/**
 * JSON.parse that answers undefined instead of throwing, with arrays and objects nested past
 * MAX_JSON_NESTING read as null (json-nesting.ts): the page-state reader looks a few levels down,
 * and a state object nested 110,000 deep in 1 MB made its parse and walk 3.8x an ordinary page's
 * time per byte.
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(cutDeepJson(text, MAX_JSON_NESTING).text);
  } catch {
    return undefined;
  }
}

// Outside strings, the values a JavaScript object literal may hold that JSON has no word for.
const JS_ONLY_VALUES = /"(?:[^"\\]|\\.)*"|\b(?:undefined|NaN|-?Infinity)\b/g;

/**
 * An object literal assigned in JavaScript (`window.__data = {...}`): JSON, except that a state
 * store serialised by its framework may hold `undefined` (or NaN) where JSON would have null. Read
 * as JSON first; only when that fails, those words (outside strings) are read as null.
 */
export function parseJsObject(text: string): unknown {
  const json = parseJson(text);
  if (json !== undefined) return json;
  return parseJson(text.replace(JS_ONLY_VALUES, (m) => (m.charCodeAt(0) === 34 ? m : 'null')));
}
