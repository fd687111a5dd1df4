// The second source for what data:import reads from the revision texts: every list rebuilt from
// a note text is held against lists derived independently (shared/…/hts-2026-rev10-rev20/
// supplementary/) and against the project's own Revision 10 data; Revision 11's deleted lines
// against the derived list of them. Each function returns the disagreements (empty: agreed).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegimesFile } from '../../src/tariffs/dataset-types.ts';
import { noteLists, quotedNotes } from './hts-revision/note-lists.ts';
import { statisticalSplits } from './hts-revision/splits.ts';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

function sameList(label: string, ours: readonly string[], theirs: readonly string[]): string[] {
  const o = new Set(ours);
  const t = new Set(theirs);
  const missing = theirs.filter((x) => !o.has(x));
  const extra = ours.filter((x) => !t.has(x));
  return [...(missing.length ? [`${label}: not read from the text but in the other source: ${missing.join(' ')}`] : []), ...(extra.length ? [`${label}: read from the text but not in the other source: ${extra.join(' ')}`] : [])];
}

/** The whole text of note `note` as of `revision`, from whichever change file in `folder` quotes it. */
function quotedNote(revisionsDir: string, folder: string, note: number, revision: number): string {
  const changes = join(revisionsDir, folder, 'changes');
  for (const file of readdirSync(changes).sort()) {
    const q = quotedNotes(readFileSync(join(changes, file), 'utf8')).find((n) => n.note === note && n.revision === revision);
    if (q) return q.text;
  }
  throw new Error(`${folder}/changes: no quoted text of note ${note} as of Revision ${revision}`);
}

/** Note 16(c) of Revision 20, read here, against the derived lists and the committed Revision 10 lists (unchanged since, per the change records). */
export function checkNote16(hts2026: string, regimes: RegimesFile): string[] {
  const text = readFileSync(join(hts2026, 'revisions', '2026-rev20', 'notes', 'note-16.md'), 'utf8');
  const ours = new Map(noteLists(text).map((l) => [l.subdivision.replace(/^\(c\)\((\w+)\)$/, '$1'), l.provisions]));
  const derived = readJson<Record<string, string[]>>(join(hts2026, 'supplementary', 'derived_note16c_lists_rev20.json'));
  const problems: string[] = [];
  for (const [roman, list] of Object.entries(derived)) problems.push(...sameList(`note 16(c)(${roman}) vs supplementary`, ours.get(roman) ?? [], list));
  // The committed lists in force on 2026-06-08 (Revision 10): each roman list with its P11032 part.
  for (const [roman, list] of ours) {
    const committed = regimes.lists
      .filter((l) => l.regime === 's232-2026' && (l.id === `s232-2026/16-c-${roman}` || l.id.startsWith(`s232-2026/16-c-${roman}/`)) && l.effective_from <= '2026-06-08' && (l.effective_to === null || l.effective_to >= '2026-06-08'))
      .flatMap((l) => l.provisions);
    problems.push(...sameList(`note 16(c)(${roman}) Rev 20 vs committed Rev 10`, list.filter((p) => p !== ''), committed));
  }
  return problems;
}

/** Note 40(c) of Revisions 14, 19 and 20, read here, against the derived lists. */
export function checkNote40(hts2026: string): string[] {
  const dir = join(hts2026, 'revisions');
  const derived = readJson<Record<string, string[]>>(join(hts2026, 'supplementary', 'derived_note40c_lists_rev14_rev19_rev20.json'));
  const rev14 = noteLists(quotedNote(dir, '2026-rev14', 40, 14)).find((l) => l.subdivision === '(c)')?.provisions ?? [];
  const rev19 = noteLists(quotedNote(dir, '2026-rev20', 40, 19)).find((l) => l.subdivision === '(c)')?.provisions ?? [];
  const rev20 = noteLists(quotedNote(dir, '2026-rev20', 40, 20)).find((l) => l.subdivision === '(c)')?.provisions ?? [];
  return [...sameList('note 40(c) Rev 14', rev14, derived.rev14 ?? []), ...sameList('note 40(c) Rev 19', rev19, derived.rev19 ?? []), ...sameList('note 40(c) Rev 20', rev20, derived.rev20 ?? [])];
}

interface HeroNode {
  citation: string;
  text: string;
}

/** Note 43(c) of Revision 18, read here, against hts-hero's own parse of the note (its notes JSON). */
export function checkNote43(hts2026: string, heroJsonFile: string): string[] {
  const dir = join(hts2026, 'revisions');
  const ours = new Map(noteLists(quotedNote(dir, '2026-rev18', 43, 18)).map((l) => [l.subdivision, l.provisions]));
  const hero = readJson<Record<string, Array<{ nodes: HeroNode[] }>>>(join(hts2026, 'supplementary', heroJsonFile));
  const problems: string[] = [];
  const nodes = (hero['sub-III/us-notes/43(c)'] ?? []).flatMap((v) => v.nodes);
  for (const n of nodes) {
    const sub = /^43(\(c\)\(\d\))$/.exec(n.citation)?.[1];
    if (!sub) continue;
    const theirs = (n.text.match(/\b\d{4}\.\d{2}(\.\d{2}(\d{2})?)?\b/g) ?? []).filter((c, i, all) => all.indexOf(c) === i);
    problems.push(...sameList(`note 43${sub}`, ours.get(sub) ?? [], theirs));
  }
  if (nodes.length === 0) problems.push('note 43: the hts-hero notes JSON holds no 43(c) nodes');
  return problems;
}

/** Revision 11's lines deleted or annotated and not re-established, against the derived list. */
export function checkRev11Splits(hts2026: string): string[] {
  const md = readFileSync(join(hts2026, 'revisions', '2026-rev11', 'change-record.md'), 'utf8');
  const ours = statisticalSplits(md).filter((s) => !s.reestablished).map((s) => s.deleted);
  const derived = readJson<{ rev11_deleted_or_annotated_not_reestablished: string[] }>(join(hts2026, 'supplementary', 'derived_rev11_deleted_codes_still_in_s232_notes.json'));
  return sameList('Rev 11 deleted lines', ours, derived.rev11_deleted_or_annotated_not_reestablished);
}
