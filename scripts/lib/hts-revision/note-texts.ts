// The chapter 99 U.S. note texts inside a revision's files: the whole-note texts a change file
// quotes as context ("### Subchapter III, U.S. note 43 (2026HTSRev18)" + a ```text block), and
// the notes of a note file that holds more than one ("35. ..." then "36. [Note deleted.]").

export interface QuotedNote {
  note: number;
  revision: number;
  text: string;
}

const QUOTED_NOTE = /^### Subchapter III, U\.S\. note (\d+) \(\d{4}HTSRev(\d+)\)\n[^\n]*\n```text\n([\s\S]*?)\n```/gm;

/** The whole-note texts a change file quotes, with the revision each is from. */
export function quotedNotes(md: string): QuotedNote[] {
  return [...md.matchAll(QUOTED_NOTE)].map((m) => ({ note: Number(m[1]), revision: Number(m[2]), text: m[3] }));
}

export interface ChangeFileNoteTexts {
  /** The note the change file is about ("# 01. CR-1: Modifies U.S. note 40(a) ..." -> 40). */
  note: number;
  /** The revisions compared ("Comparing 2026HTSRev19 (older) to 2026HTSRev20 (newer)."). */
  older: number | null;
  newer: number | null;
  /** The whole note as the older revision prints it (null when the change established the note). */
  before: string | null;
  /** The whole note as the newer revision prints it. */
  after: string | null;
  /** Every other block the file quotes under "## Context" (headings named in the changed text), as printed. */
  context: string[];
}

/**
 * The note a change file is about, before and after. The "Before (...)"/"After (...)" blocks under
 * "Note differences" hold only the changed subdivision (note 40(a) in Revision 20's CR-1); the
 * whole note, lists included, is in the "## Context" blocks, one per revision.
 */
export function changeFileNoteTexts(md: string): ChangeFileNoteTexts {
  const title = /^# \d+\. CR-\d+: \w+ U\.S\. note (\d+)/m.exec(md);
  if (!title) throw new Error('not a change file about a U.S. note: no "# NN. CR-N: ... U.S. note N" title');
  const note = Number(title[1]);
  const comparing = /^Comparing \d{4}HTSRev(\d+) \(older\) to \d{4}HTSRev(\d+) \(newer\)/m.exec(md);
  const older = comparing ? Number(comparing[1]) : null;
  const newer = comparing ? Number(comparing[2]) : null;
  const quoted = quotedNotes(md).filter((q) => q.note === note);
  const contextStart = md.indexOf('\n## Context');
  const context = contextStart < 0 ? [] : [...md.slice(contextStart).matchAll(/^### (?!Subchapter III, U\.S\. note \d+ \()[^\n]*\n[^\n]*\n```text\n([\s\S]*?)\n```/gm)].map((m) => m[1]);
  return {
    note,
    older,
    newer,
    before: quoted.find((q) => q.revision === older)?.text ?? null,
    after: quoted.find((q) => q.revision === newer)?.text ?? null,
    context,
  };
}

/** The notes of a text that prints several, each from its "NN. " line to the next. */
export function splitNotes(md: string): { note: number; text: string }[] {
  const starts = [...md.matchAll(/^(\d{1,3})\.(?: |$)/gm)];
  return starts.map((m, i) => ({ note: Number(m[1]), text: md.slice(m.index, starts[i + 1]?.index ?? md.length).trimEnd() }));
}
