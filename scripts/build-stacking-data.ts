// Writes data/stacking/ (the duties that stack on Section 232 and the ordinary duty) from
// ../shared/data/tariffs-2026-rev21 and ../shared/data/hts/usitc-json (or under DUTYSCOUT_SHARED):
//   node scripts/build-stacking-data.ts [--check]
// - section301.json: the China Section 301 lists (derived, by 8-digit provision) with each list's
//   heading, rate and dates as Revision 21 prints them;
// - s301-footnote-disagreements.json: every disagreement with USITC's 9903.88 footnotes, with why;
// - note52.json: note 52's country headings, exemptions, 52(b) and 52(f);
// - note50.json, note51.json: the Brazil and Canada duties, their lists and exemptions, each
//   heading held against Revision 21's text (rev21_check).
// Optional: the project installs, runs and tests without ../shared (the files are committed).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHeadings, type HeadingRow } from './lib/hts-revision/headings.ts';
import { readHeadingsExport } from './lib/hts-revision/headings-only.ts';
import { parseSection301Csv, section301Lists, SECTION301_CAVEATS, type Section301File } from './lib/stacking/section301.ts';
import { compareWithFootnotes, disagreementsFile } from './lib/stacking/section301-footnotes.ts';
import { countryHeading, note52b, note52f, NOTE52_CAVEATS, type Note52File } from './lib/stacking/note52.ts';
import { buildNote50 } from './lib/stacking/note50.ts';
import { buildNote51 } from './lib/stacking/note51.ts';
import type { Note50File, Note51File } from '../src/tariffs/stacking/types.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STACKING_DIR = join(ROOT, 'data', 'stacking');
export const SHARED = resolve(process.env.DUTYSCOUT_SHARED ?? join(ROOT, '..', 'shared'));
const DIR = join(SHARED, 'data', 'tariffs-2026-rev21');
export const PATHS = {
  csv: join(DIR, 'yale-tariff-rate-tracker', 'resources', 's301_product_lists.csv'),
  rev21: join(DIR, 'hts-2026-rev21'),
  usitc: join(SHARED, 'data', 'hts', 'usitc-json', 'chapters'),
  rev13Headings: join(DIR, 'revisions', '2026-rev13', 'headings.md'),
  rev13Record: join(DIR, 'revisions', '2026-rev13', 'change-record.md'),
  note52ab: join(DIR, 'revisions', '2026-rev13', 'notes', 'note-52-a-b_excerpt_from_changes-01-establishes-u-s-note-52.md'),
  note52f: join(DIR, 'revisions', '2026-rev14', 'changes', '15-approve-cr-15-modifies-u-s-note-52-f-to-subchapter-iii-of-chapter-99.md'),
  rev12Headings: join(DIR, 'revisions', '2026-rev12', 'headings.md'),
  rev12Record: join(DIR, 'revisions', '2026-rev12', 'change-record.md'),
  note50: join(DIR, 'revisions', '2026-rev12', 'notes', 'note-50-a-i-ii_excerpt_from_changes-01-establishes-u-s-note-50_UNVERIFIED-LENGTH.md'),
  rev14Headings: join(DIR, 'revisions', '2026-rev14', 'headings.md'),
  note50avi: join(DIR, 'revisions', '2026-rev14', 'changes', '13-approve-cr-13-modifies-u-s-note-50-a-vi-to-subchapter-iii-of-chapter.md'),
  rev17Headings: join(DIR, 'revisions', '2026-rev17', 'headings.md'),
  rev17Record: join(DIR, 'revisions', '2026-rev17', 'change-record.md'),
  note51b: join(DIR, 'revisions', '2026-rev19', 'changes', '01-approve-cr-1-modifies-u-s-note-51-b-1-to-subchapter-iii-of-chapter-9.md'),
  note51: join(DIR, 'revisions', '2026-rev19', 'changes', '03-approve-cr-3-modifies-u-s-note-51-c-to-subchapter-iii-of-chapter-99.md'),
};

export const sharedPresent = (): boolean => Object.values(PATHS).every((p) => existsSync(p));

const shared = (p: string) => `shared/${relative(SHARED, p)}`;
const sha256 = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');
const source = (p: string, authority: 'official' | 'secondary', what: string) => ({ path: shared(p), sha256: sha256(p), authority, what });

export function rev21Headings(): Map<string, HeadingRow> {
  return new Map(readHeadingsExport(PATHS.rev21).rows.map((r) => [r.heading, r]));
}

function section301File(rev21: Map<string, HeadingRow>): Section301File {
  return {
    what: 'China Section 301 (Trade Act of 1974) lists 1, 2, 3, 4A (and the suspended 4B) with the note 31 increases: each list\'s Chapter 99 heading, rate, dates and authority as HTS 2026 Revision 21 prints them, and the 8-digit provisions a derived list gives it. Written by scripts/build-stacking-data.ts.',
    sources: [
      source(PATHS.csv, 'secondary', 'Budget Lab (Yale) tariff-rate-tracker, resources/s301_product_lists.csv (MIT): the provisions of each list, derived from USTR\'s lists'),
      source(join(PATHS.rev21, 'ch99-headings.json'), 'official', 'HTS 2026 Revision 21 Chapter 99 headings (USITC text): each heading\'s rate, dates and suspension'),
    ],
    lists: section301Lists(parseSection301Csv(readFileSync(PATHS.csv, 'utf8')), rev21),
    caveats: SECTION301_CAVEATS,
  };
}

function blockAfter(md: string, title: string): string {
  const at = md.indexOf(title);
  if (at < 0) throw new Error(`no "${title}"`);
  const m = /```text\n([\s\S]*?)\n```/.exec(md.slice(at));
  if (!m) throw new Error(`no text block after "${title}"`);
  return m[1]!;
}

function note52File(rev21: Map<string, HeadingRow>): Note52File {
  const record = readFileSync(PATHS.rev13Record, 'utf8');
  const established = /^\| U\.S\. note 52\(a\)–\(k\), subch III, ch 99 \| Established\s*\| ([A-Z][a-z]+ \d{1,2}, \d{4})\s*\|/m.exec(record);
  if (!established) throw new Error('Revision 13 change record: no "U.S. note 52(a)–(k) ... Established" row');
  const from = new Date(`${established[1]} UTC`).toISOString().slice(0, 10);
  const cr15 = readFileSync(PATHS.note52f, 'utf8');
  const amended = /^U\.S\. note 52\(f\), subch III, ch 99 \| Modified \| (\d{1,2})\/(\d{1,2})\/(\d{4}) \| Notice$/m.exec(cr15);
  if (!amended) throw new Error('CR-15: no "U.S. note 52(f) ... Modified | M/D/YYYY" row');
  const amendedOn = `${amended[3]}-${amended[1]!.padStart(2, '0')}-${amended[2]!.padStart(2, '0')}`;
  const added = [...cr15.matchAll(/^#### ADDED: Subchapter III, U\.S\. note 52\(f\)\((\d+)\)$/gm)].map((m) => m[1]!);
  const ab = readFileSync(PATHS.note52ab, 'utf8');
  const rev13 = parseHeadings(readFileSync(PATHS.rev13Headings, 'utf8'));
  const number = (h: string) => Number(h.slice(5).replace('.', ''));
  const countries = rev13.filter((r) => number(r.heading) >= 520 && number(r.heading) <= 584);
  const exemptions = rev13.filter((r) => number(r.heading) >= 585);
  const HELD: Record<string, string> = {
    '9903.05.85': 'The heading\'s own text (goods in transit before 12:01 a.m. ET on July 24, 2026): a fact of the shipment, asked, not modelled.',
    '9903.05.86': '52(b) is held (exempt_52b).',
    '9903.05.90': '52(f) as amended by Revision 14 is held (exempt_52f).',
    '9903.05.91': 'The heading\'s own text (donations): a fact of the entry, not modelled.',
    '9903.05.92': 'The heading\'s own text (informational materials): a fact of the article, not modelled.',
  };
  return {
    what: 'U.S. note 52 to subchapter III of chapter 99: additional ad valorem duties by country of origin (headings 9903.05.20-9903.05.84), in force from the day Revision 13 gives, with the exemptions 9903.05.85-9903.06.21. Written by scripts/build-stacking-data.ts.',
    sources: [
      source(PATHS.rev13Headings, 'official', 'HTS 2026 Revision 13 headings 9903.05.20-9903.06.21 (USITC text, hts-hero rendering): rates by country'),
      source(PATHS.rev13Record, 'official', 'HTS 2026 Revision 13 change record: note 52 and its headings established July 24, 2026'),
      source(PATHS.note52ab, 'official', 'Note 52(a) and 52(b) as established (Revision 13)'),
      source(PATHS.note52f, 'official', 'Note 52(f) as amended by Revision 14 (CR-15, 7/31/2026)'),
      source(join(PATHS.rev21, 'ch99-headings.json'), 'official', 'HTS 2026 Revision 21 headings: the same headings as printed now (second source for the rates)'),
    ],
    effective_from: from,
    effective_from_source: `Revision 13 change record: "U.S. note 52(a)–(k), subch III, ch 99 | Established | ${established[1]} | Notice"`,
    note_52a: blockAfter(ab, '#### ADDED: Subchapter III, U.S. note 52(a)'),
    country_headings: countries.map((r) => countryHeading(rev21.get(r.heading) ?? r)),
    exemptions: exemptions.map((r) => ({
      chapter99_heading: r.heading,
      description: (rev21.get(r.heading) ?? r).description,
      held: HELD[r.heading] && !/not modelled/.test(HELD[r.heading]!) ? 'yes' : 'no',
      why: HELD[r.heading] ?? 'The subdivision it rests on (52(c)-(e), (g)-(k)) is not held: an open question where it could apply.',
    })),
    exempt_52b: note52b(blockAfter(ab, '#### ADDED: Subchapter III, U.S. note 52(b)')),
    exempt_52f: note52f(blockAfter(cr15, '### Subchapter III, U.S. note 52(f) (2026HTSRev14)'), from, amendedOn, added),
    caveats: NOTE52_CAVEATS,
  };
}

function note50File(rev21: Map<string, HeadingRow>): Note50File {
  const excerpt = readFileSync(PATHS.note50, 'utf8');
  const cr13 = readFileSync(PATHS.note50avi, 'utf8');
  return buildNote50({
    rev12Headings: parseHeadings(readFileSync(PATHS.rev12Headings, 'utf8')),
    rev14Headings: parseHeadings(readFileSync(PATHS.rev14Headings, 'utf8')),
    rev12Record: readFileSync(PATHS.rev12Record, 'utf8'),
    note50ai: blockAfter(excerpt, '#### ADDED: Subchapter III, U.S. note 50(a)(i)\n'),
    note50aii: blockAfter(excerpt, '#### ADDED: Subchapter III, U.S. note 50(a)(ii)\n'),
    cr13,
    cr13After: blockAfter(cr13, '### Subchapter III, U.S. note 50(a)(vi) (2026HTSRev14)'),
  }, rev21, [
    source(PATHS.rev12Headings, 'official', 'HTS 2026 Revision 12 headings 9903.05.01-.09 (USITC text, hts-hero rendering): the Brazil duty and its exemptions'),
    source(PATHS.rev12Record, 'official', 'HTS 2026 Revision 12 change record: note 50 and its headings established July 22, 2026'),
    source(PATHS.note50, 'official', 'Note 50(a)(i) and 50(a)(ii) as established (Revision 12); excerpt whose length check failed by 24 characters (shared CHECKS.md §1)'),
    source(PATHS.rev14Headings, 'official', 'HTS 2026 Revision 14 headings: 9903.05.07 re-worded (patented pharmaceuticals)'),
    source(PATHS.note50avi, 'official', 'Note 50(a)(vi) before and after Revision 14 (CR-13, 7/31/2026)'),
    source(join(PATHS.rev21, 'ch99-headings.json'), 'official', 'HTS 2026 Revision 21 headings: the same headings as printed now (second source)'),
  ]);
}

function note51File(rev21: Map<string, HeadingRow>): Note51File {
  const cr1 = readFileSync(PATHS.note51b, 'utf8');
  const cr3 = readFileSync(PATHS.note51, 'utf8');
  return buildNote51({
    rev17Headings: parseHeadings(readFileSync(PATHS.rev17Headings, 'utf8')),
    rev17Record: readFileSync(PATHS.rev17Record, 'utf8'),
    cr3,
    rev18Note: blockAfter(cr3, '### Subchapter III, U.S. note 51 (2026HTSRev18)'),
    rev19Note: blockAfter(cr3, '### Subchapter III, U.S. note 51 (2026HTSRev19)'),
    rev18b: blockAfter(cr1, '### Subchapter III, U.S. note 51(b) (2026HTSRev18)'),
    rev19b: blockAfter(cr1, '### Subchapter III, U.S. note 51(b) (2026HTSRev19)'),
  }, rev21, [
    source(PATHS.rev17Headings, 'official', 'HTS 2026 Revision 17 headings 9903.03.12-.16 (USITC text, hts-hero rendering): the Canada duties and their exemptions'),
    source(PATHS.rev17Record, 'official', 'HTS 2026 Revision 17 change record: note 51 and its headings established 8/22/2026 (PP 11046-11048, 11056)'),
    source(PATHS.note51b, 'official', 'Note 51(b)(1)-(3) in full as Revisions 18 and 19 print them (CR-1, September 15, 2026)'),
    source(PATHS.note51, 'official', 'Note 51(a)-(c) in full as Revisions 18 and 19 print them and 51(d) up to the source\'s cut (CR-3, September 15, 2026)'),
    source(join(PATHS.rev21, 'ch99-headings.json'), 'official', 'HTS 2026 Revision 21 headings: the same headings as printed now (second source)'),
  ]);
}

const flat = (v: unknown): boolean => v === null || typeof v !== 'object' || (Array.isArray(v) ? v.every((x) => x === null || typeof x !== 'object') : Object.values(v as object).every(flat));

/** Indented JSON, with each list of plain values and each flat record on one line (one provision list, one disagreement a line). */
function serialise(value: unknown): string {
  const out = (v: unknown, indent: string): string => {
    if (flat(v) && (Array.isArray(v) || indent.length >= 2)) return JSON.stringify(v);
    if (Array.isArray(v)) return `[\n${v.map((x) => `${indent} ${out(x, `${indent} `)}`).join(',\n')}\n${indent}]`;
    if (v !== null && typeof v === 'object') return `{\n${Object.entries(v).map(([k, x]) => `${indent} ${JSON.stringify(k)}: ${out(x, `${indent} `)}`).join(',\n')}\n${indent}}`;
    return JSON.stringify(v);
  };
  return `${out(value, '')}\n`;
}

/** Each file's bytes as the shared sources give them. */
export function stackingFiles(): Record<string, string> {
  const rev21 = rev21Headings();
  const s301 = section301File(rev21);
  return {
    'section301.json': serialise(s301),
    's301-footnote-disagreements.json': serialise(disagreementsFile(compareWithFootnotes(s301.lists, PATHS.usitc))),
    'note52.json': serialise(note52File(rev21)),
    'note50.json': serialise(note50File(rev21)),
    'note51.json': serialise(note51File(rev21)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!sharedPresent()) {
    console.error(`build-stacking-data: ${SHARED}: the sources are not all here:\n${Object.values(PATHS).filter((p) => !existsSync(p)).join('\n')}`);
    process.exit(1);
  }
  const files = stackingFiles();
  const check = process.argv.includes('--check');
  let same = true;
  mkdirSync(STACKING_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const path = join(STACKING_DIR, name);
    const target = relative(process.cwd(), path);
    if (check) {
      const ok = existsSync(path) && readFileSync(path, 'utf8') === text;
      same &&= ok;
      console.log(ok ? `${target} is what the texts give, byte for byte` : `${target} differs from the texts`);
    } else {
      writeFileSync(path, text);
      console.log(`wrote ${target} (${text.length} bytes)`);
    }
  }
  process.exit(same ? 0 : 1);
}
