// Text as every store can keep it. PostgreSQL refuses U+0000 in text (22021) and in jsonb
// (22P05, "unsupported Unicode escape sequence"), and an unpaired surrogate in jsonb (22P02);
// SQLite keeps the first and writes the second as U+FFFD. A hostile page puts such characters
// in a tag's ID, so both stores bind text through here and give back the same thing: each
// such character replaced by U+FFFD (visible, unlike a silent deletion that could make two
// different IDs one).

const REPLACEMENT = '\uFFFD';

/** `text` with U+0000 and unpaired surrogates replaced by U+FFFD (the same string when it has none). */
export function storableText(text: string): string {
  if (text.isWellFormed() && !text.includes('\0')) return text;
  return text.toWellFormed().replaceAll('\0', REPLACEMENT);
}

// JSON.stringify writes U+0000 as \u0000 and an unpaired surrogate as \udXXX (a pair is written
// as itself), so JSON text without these escapes holds nothing to clean. (A string holding a
// backslash and "u0000" matches too: it only takes the slower path.)
const UNSTORABLE_ESCAPE = /\\u(0000|d[89a-f])/i;

/** JSON.stringify(value) with every string in it, object keys too, made storable. */
export function storableJsonText(value: unknown): string {
  const text = JSON.stringify(value);
  return UNSTORABLE_ESCAPE.test(text) ? JSON.stringify(value, storableMember) : text;
}

/** `value` (JSON data) as a store gives it back: the very value when it holds nothing to clean. */
export function asStored<T>(value: T): T {
  const text = JSON.stringify(value);
  return UNSTORABLE_ESCAPE.test(text) ? (JSON.parse(JSON.stringify(value, storableMember)) as T) : value;
}

// Called for every member after its toJSON: strings are cleaned, and an object whose own
// keys need it is replaced by a copy with clean keys (its members are then visited in turn).
function storableMember(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.every((k) => storableText(k) === k)) return value;
  return Object.fromEntries(keys.map((k) => [storableText(k), (value as Record<string, unknown>)[k]]));
}

/** Statement parameters with their text made storable; other values as they are. */
export function storableParams<T>(params: readonly T[]): T[] {
  return params.map((p) => (typeof p === 'string' ? (storableText(p) as T) : p));
}
