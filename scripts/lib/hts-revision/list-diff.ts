// What changed between two versions of a list (a note's provisions in two revisions).

/** Entries only in `after` (added) and only in `before` (removed), each in its list's order, each once. */
export function listDiff(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const was = new Set(before);
  const is = new Set(after);
  return {
    added: [...is].filter((x) => !was.has(x)),
    removed: [...was].filter((x) => !is.has(x)),
  };
}
