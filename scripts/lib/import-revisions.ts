// The importer's core: a folder of HTS revisions in USITC's own texts (one `YYYY-revNN/` folder
// each: change-record.md, headings.md, changes/*.md with the note texts) -> the dated dataset
// the service loads (data/section232/revisions.json). Pure apart from reading the folder.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportedRevision, OtherAction, RevisionsFile, StatisticalSplit } from '../../src/tariffs/dataset-types.ts';
import { parseChangeRecord, type ChangeRecord } from './hts-revision/change-record.ts';
import { statisticalSplits, type StatSplit } from './hts-revision/splits.ts';
import { headingRate, parseHeadings, parseQuotedHeadings, type HeadingRow } from './hts-revision/headings.ts';
import { HEADINGS_ONLY_RELEASES, compareWithEarlier, isHeadingsOnly, readHeadingsExport, type HeadingsComparison, type PrintedHeading } from './hts-revision/headings-only.ts';
import { noteLists, quotedNotes } from './hts-revision/note-lists.ts';
import { NOTE_ACTIONS, dayBefore, treatmentsOf, type DatedRate } from './section232-notes.ts';

/** Change-record items that concern Section 232: its notes and Chapter 99 headings. */
const SECTION_232_NOTES = new Set([16, 19, 33, 35, 36, 37, 38, 39, 40, 43]);
const SECTION_232_HEADINGS = /^9903\.(04\.(6\d|70)|08\.2\d|74\.|76\.|78\.|79\.|8[1-2]\.|85\.|94\.)/;

function isSection232Item(item: string): boolean {
  if (SECTION_232_HEADINGS.test(item)) return true;
  const note = /U\.S\. note (\d+)/.exec(item);
  return note !== null && /subch III, ch 99/.test(item) && SECTION_232_NOTES.has(Number(note[1]));
}

export interface RevisionFolder {
  number: number;
  dir: string;
  record: ChangeRecord;
  /** Only the Chapter 99 headings export (no change record, no note texts): headings-only.ts. */
  headingsOnly?: { rows: HeadingRow[]; published_source: string };
}

const FOLDER = /^(?:hts-)?(\d{4})-rev(\d+)$/;

/** One headings-only revision: dated from HEADINGS_ONLY_RELEASES, never by guess. */
function headingsOnlyFolder(dir: string, year: number, number: number): RevisionFolder {
  const name = `HTS ${year} Revision ${number}`;
  const exported = readHeadingsExport(dir);
  if (exported.edition !== `${year} Revision ${number}`) throw new Error(`${dir}: the export says "${exported.edition}", the folder ${name}`);
  const release = HEADINGS_ONLY_RELEASES[name];
  if (!release) throw new Error(`${dir}: ${name} has no change record and no known release date (add it, with its source, to HEADINGS_ONLY_RELEASES in scripts/lib/hts-revision/headings-only.ts)`);
  return {
    number,
    dir,
    record: { revision: number, year, published: release.published, follows: null, chapters: ['99'], items: [] },
    headingsOnly: { rows: exported.rows, published_source: release.source },
  };
}

/**
 * The revision folders under each root (2026-rev11 ... 2026-rev20, and headings-only ones such as
 * hts-2026-rev21), in order, each with its parsed change record.
 */
export function readRevisionFolders(roots: string | readonly string[]): RevisionFolder[] {
  const found = (typeof roots === 'string' ? [roots] : roots).flatMap((root) => {
    const folders = readdirSync(root, { withFileTypes: true }).flatMap((d) => {
      const m = d.isDirectory() ? FOLDER.exec(d.name) : null;
      return m ? [{ year: Number(m[1]), number: Number(m[2]), dir: join(root, d.name) }] : [];
    });
    if (folders.length === 0) throw new Error(`${root}: no revision folders (expected names like 2026-rev20 or hts-2026-rev21)`);
    return folders;
  });
  found.sort((a, b) => a.number - b.number);
  for (let i = 1; i < found.length; i++) if (found[i].number === found[i - 1].number) throw new Error(`revision ${found[i].number} is in both ${found[i - 1].dir} and ${found[i].dir}`);
  return found.map((f) => {
    if (isHeadingsOnly(f.dir)) return headingsOnlyFolder(f.dir, f.year, f.number);
    const file = join(f.dir, 'change-record.md');
    if (!existsSync(file)) throw new Error(`${f.dir}: no change-record.md`);
    return { number: f.number, dir: f.dir, record: parseChangeRecord(readFileSync(file, 'utf8')) };
  });
}

function revisionName(r: RevisionFolder): string {
  return `HTS ${r.record.year} Revision ${r.number}`;
}

function changeFiles(dir: string): string[] {
  const changes = join(dir, 'changes');
  if (!existsSync(changes)) return [];
  return readdirSync(changes)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(join(changes, f), 'utf8'));
}

/** The note's whole text as this revision prints it, from the change files that quote it (they also quote the older revision's). */
function noteTextIn(dir: string, note: number, revision: number): string | null {
  for (const md of changeFiles(dir)) {
    const quoted = quotedNotes(md).find((q) => q.note === note && q.revision === revision);
    if (quoted) return quoted.text;
  }
  return null;
}

/** The effective date of a change-record item (the first whose text starts with `prefix`). */
function effectiveOf(record: ChangeRecord, prefix: string): string | null {
  return record.items.find((i) => i.item.startsWith(prefix) && i.effective)?.effective ?? null;
}

interface ListVersion {
  from: string;
  revision: string;
  provisions: Map<string, string[]>;
}

export interface ImportResult {
  file: RevisionsFile;
  /** Each note's list versions, for the diff. */
  listVersions: Map<number, ListVersion[]>;
  headingRates: Map<string, DatedRate[]>;
  /** Actions whose printed list was re-keyed through a statistical split (see rekeyed()). */
  rekeyed: { id: string; through: string; printed: number; read: number }[];
  /** Each headings-only revision against the newest earlier text of its headings. */
  headingsChecks: Array<{ revision: string; check: HeadingsComparison }>;
}

/** Imports every revision under the roots after `since` (the revision the committed base data is current through). */
export function importRevisions(roots: string | readonly string[], since: number): ImportResult {
  const root = typeof roots === 'string' ? roots : roots.join(', ');
  const folders = readRevisionFolders(roots).filter((f) => f.number > since);
  if (folders.length === 0) throw new Error(`${root}: no revision after ${since}`);
  const revisions: ImportedRevision[] = [];
  const splits: StatisticalSplit[] = [];
  const allSplits: StatSplit[] = [];
  const listVersions = new Map<number, ListVersion[]>();
  const headingRates = new Map<string, DatedRate[]>();
  // The newest text of each heading the revisions print, for a headings-only revision to be held against.
  const printed = new Map<string, PrintedHeading>();
  const headingsChecks: ImportResult['headingsChecks'] = [];
  for (const f of folders) {
    const name = revisionName(f);
    revisions.push({
      revision: name,
      number: f.number,
      published: f.record.published,
      section232_items: f.record.items.filter((i) => isSection232Item(i.item)),
      ...(f.headingsOnly ? { headings_only: true, published_source: f.headingsOnly.published_source } : {}),
    });
    if (f.headingsOnly) {
      headingsChecks.push({ revision: name, check: compareWithEarlier(f.headingsOnly.rows, printed) });
      // The whole chapter as of this revision, undated: a rate that differs from the last one an
      // earlier revision printed changed on the release date (no record says when else); an
      // unchanged one is no change, and a heading no earlier revision printed is no dated rate.
      for (const row of f.headingsOnly.rows) {
        const rate = headingRate(row.general);
        if (rate.kind !== 'additional' && rate.kind !== 'all_in') continue;
        const periods = headingRates.get(row.heading) ?? [];
        const last = periods[periods.length - 1];
        if (!last || (last.rate_pct === rate.pct && last.basis === rate.kind)) continue;
        headingRates.set(row.heading, [...periods.filter((p) => p.from < f.record.published), { from: f.record.published, revision: name, rate_pct: rate.pct, basis: rate.kind }]);
      }
      continue;
    }
    // Only lines that are gone pass their listing on: a number re-established, or reused for a
    // new line in the same revision (3004.90.9212 was renumbered and a new 9212 established),
    // still exists, and a list that prints it means the line of that number.
    const revisionSplits = statisticalSplits(readFileSync(join(f.dir, 'change-record.md'), 'utf8'));
    const reused = new Set(revisionSplits.flatMap((s) => s.successors));
    allSplits.push(...revisionSplits);
    for (const s of revisionSplits) {
      if (s.reestablished || reused.has(s.deleted)) continue;
      splits.push({ deleted: s.deleted, successors: s.successors, effective: s.effective, revision: name });
    }
    // Heading rates: headings.md (the revision's own tariff pages), else the blocks the change files quote.
    const headingsFile = join(f.dir, 'headings.md');
    const rows = existsSync(headingsFile) ? parseHeadings(readFileSync(headingsFile, 'utf8')) : changeFiles(f.dir).flatMap(parseQuotedHeadings);
    for (const row of rows) {
      printed.set(row.heading, { revision: name, description: row.description, general: row.general });
      const rate = headingRate(row.general);
      if (rate.kind !== 'additional' && rate.kind !== 'all_in') continue;
      const from = effectiveOf(f.record, row.heading) ?? f.record.published;
      const periods = headingRates.get(row.heading) ?? [];
      // A later revision restating a rate from the same day replaces it (Rev 15 set 9903.04.63 to
      // +0% from the day Rev 14 had set +10%).
      const kept = periods.filter((p) => p.from < from);
      kept.push({ from, revision: name, rate_pct: rate.pct, basis: rate.kind });
      headingRates.set(row.heading, kept);
    }
    for (const note of new Set(NOTE_ACTIONS.map((a) => a.note))) {
      const text = noteTextIn(f.dir, note, f.number);
      if (!text) continue;
      const from = effectiveOf(f.record, `U.S. note ${note}(c)`) ?? effectiveOf(f.record, `U.S. note ${note}(`) ?? f.record.published;
      const provisions = new Map(noteLists(text).map((l) => [l.subdivision, l.provisions] as const));
      const versions = listVersions.get(note) ?? [];
      versions.push({ from, revision: name, provisions });
      listVersions.set(note, versions);
    }
  }
  const actions: OtherAction[] = [];
  const rekeyedActions: ImportResult['rekeyed'] = [];
  for (const row of NOTE_ACTIONS) {
    const versions = listVersions.get(row.note) ?? [];
    const rates = headingRates.get(row.heading);
    if (versions.length === 0 || !rates) throw new Error(`note ${row.note}: no list text or no rate for ${row.heading} in ${root}`);
    versions.forEach((v, i) => {
      const next = versions[i + 1];
      const printed = row.subdivisions.flatMap((sub) => v.provisions.get(sub) ?? []);
      const { prefixes, rekeyedThrough } = rekeyed(printed, v.from, allSplits);
      if (prefixes.length === 0) throw new Error(`note ${row.note}${row.subdivisions.join('')}: no provisions in ${v.revision}`);
      const rate = [...rates].reverse().find((r) => r.from <= v.from) ?? rates[0];
      const id = versions.length > 1 ? `${row.id}/${v.revision.replace(/^HTS (\d+) Revision (\d+)$/, '$1-rev$2')}` : row.id;
      if (rekeyedThrough) rekeyedActions.push({ id, through: rekeyedThrough, printed: new Set(printed).size, read: prefixes.length });
      actions.push({
        id,
        name: row.name,
        load_factor_group: row.load_factor_group,
        chapter99_heading: row.heading,
        effective_from: v.from,
        effective_to: next ? dayBefore(next.from) : null,
        rate_pct: rate.rate_pct,
        ...(rate.basis === 'all_in' ? { basis: 'all_in' as const } : {}),
        value_base: 'full_value',
        citations: [...row.citations, `${v.revision} U.S. note ${row.note}${row.subdivisions.join(', ')}`],
        source: `USITC ${v.revision} texts (U.S. note ${row.note}; headings ${row.heading})${rekeyedThrough ? `; its list printed in the numbering of before the statistical splits of ${rekeyedThrough}, re-keyed through them` : ''}`,
        prefixes: [...new Set(prefixes.map((p) => p.replace(/\./g, '')))].sort(),
        ...(row.condition ? { condition: row.condition } : {}),
        ...(row.exclusive_group ? { exclusive_group: row.exclusive_group } : {}),
        treatments: treatmentsOf(row, (h) => headingRates.get(h) ?? []),
      });
    });
  }
  const last = folders[folders.length - 1];
  return {
    file: {
      hts_revision: revisionName(last),
      sources_as_of: last.record.published,
      revisions,
      splits,
      actions,
    },
    listVersions,
    headingRates,
    rekeyed: rekeyedActions,
    headingsChecks,
  };
}

/**
 * A list printed in the numbering of before a split in force on its date (it still prints a line
 * the split deleted for good) names the goods those numbers had: each split line is replaced by
 * its successors, a renumbered line (3004.90.9225 -> .9226) included, since its old number now
 * names other goods. Note 40(c) of Revision 14 (2026-07-31) was so printed; Revision 20 re-keyed
 * it exactly this way (second-source.test.ts). A list that prints no gone line is left as printed.
 */
export function rekeyed(printed: readonly string[], from: string, splits: readonly StatSplit[]): { prefixes: string[]; rekeyedThrough: string | null } {
  const inForce = splits.filter((s) => s.effective <= from);
  const gone = new Set(inForce.filter((s) => !s.reestablished).map((s) => s.deleted));
  if (!printed.some((p) => gone.has(p))) return { prefixes: [...printed], rekeyedThrough: null };
  const successors = new Map(inForce.map((s) => [s.deleted, s.successors]));
  const dates = [...new Set(inForce.map((s) => s.effective))].sort();
  return { prefixes: [...new Set(printed.flatMap((p) => successors.get(p) ?? [p]))], rekeyedThrough: dates.join(', ') };
}

/** The file's bytes: the same import always writes the same bytes. */
export function serialiseRevisions(file: RevisionsFile): string {
  return JSON.stringify(file, null, 1) + '\n';
}
