// data:import's readers on the whole staged texts of HTS 2026 Revisions 10-20
// (shared/data/section232/hts-2026-rev10-rev20): what each reads, against the counts CHECKS.md
// gives and against the second sources in supplementary/ (lists derived by another hand,
// hts-hero's parse of note 43). Every disagreement left is pinned here with its reason.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseChangeRecord } from '../../scripts/lib/hts-revision/change-record.ts';
import { splitCrossCheck, statisticalSplits } from '../../scripts/lib/hts-revision/splits.ts';
import { headingRate, parseHeadings } from '../../scripts/lib/hts-revision/headings.ts';
import { noteLists, type NoteList } from '../../scripts/lib/hts-revision/note-lists.ts';
import { changeFileNoteTexts, splitNotes } from '../../scripts/lib/hts-revision/note-texts.ts';
import { listDiff } from '../../scripts/lib/hts-revision/list-diff.ts';
import { checkNote16c, checkNote40c, checkNote43c, checkQuotedHeadings, checkSplits, type HeroNotes } from '../../scripts/lib/hts-revision/checks.ts';
import { SKIP_WITHOUT_SHARED, stagedJson, stagedText } from './staged.ts';

const skip = SKIP_WITHOUT_SHARED;
const record = (rev: number) => stagedText(`revisions/2026-rev${rev}/change-record.md`);
const counts = (lists: NoteList[]) => Object.fromEntries(lists.map((l) => [l.subdivision, l.provisions.length]));
const listOf = (lists: NoteList[], subdivision: string) => lists.find((l) => l.subdivision === subdivision)?.provisions ?? [];
const note40 = () => ({
  rev14: changeFileNoteTexts(stagedText('revisions/2026-rev14/changes/02-')),
  rev20: changeFileNoteTexts(stagedText('revisions/2026-rev20/changes/01-')),
});
const note43 = () => changeFileNoteTexts(stagedText('revisions/2026-rev18/changes/03-')).after!;

// Publication dates as MANIFEST.md lists them (Revision 9's from Revision 10's record).
const PUBLISHED: Record<number, string> = {
  9: '2026-05-28', 10: '2026-06-08', 11: '2026-07-01', 12: '2026-07-21', 13: '2026-07-28', 14: '2026-07-31',
  15: '2026-08-03', 16: '2026-08-14', 17: '2026-08-24', 18: '2026-09-02', 19: '2026-09-15', 20: '2026-09-28',
};
const ITEMS: Record<number, number> = { 10: 28, 11: 322, 12: 14, 13: 102, 14: 28, 15: 1, 16: 8, 17: 18, 18: 20, 19: 3, 20: 6 };

describe('change records of Revisions 10-20', { skip }, () => {
  it('each gives its revision, publication, predecessor, chapters and items, every item dated but one', () => {
    for (let rev = 10; rev <= 20; rev++) {
      const r = parseChangeRecord(record(rev));
      assert.deepEqual([r.revision, r.year, r.published, r.follows], [rev, 2026, PUBLISHED[rev], { revision: rev - 1, published: PUBLISHED[rev - 1] }], `Revision ${rev}`);
      assert.ok(r.chapters.includes('99'), `Revision ${rev} chapters ${r.chapters}`);
      assert.equal(r.items.length, ITEMS[rev], `Revision ${rev} items`);
      // Revision 11's .9225 Established row lost its first line at a page break: its tail has no date.
      const undated = r.items.filter((i) => i.effective === null).map((i) => `${i.item}: ${i.nature}`);
      assert.deepEqual(undated, rev === 11 ? ['3004.90.9225: 3004.90.9224)'] : [], `Revision ${rev}`);
    }
  });
});

describe('statistical splits', { skip }, () => {
  it('Revision 11 splits 103 lines, 86 of them gone; no other revision splits any', () => {
    const splits = statisticalSplits(record(11));
    assert.equal(splits.length, 103);
    assert.equal(splits.filter((s) => !s.reestablished).length, 86);
    const of = (line: string) => splits.find((s) => s.deleted === line)?.successors;
    assert.deepEqual(of('8413.91.9055'), ['8413.91.9020', '8413.91.9044']);
    assert.deepEqual(of('8413.91.9010'), ['8413.91.9015', '8413.91.9041']);
    assert.deepEqual(of('8708.29.5160'), ['8708.29.5150', '8708.29.5190']);
    for (const rev of [10, 12, 13, 14, 15, 16, 17, 18, 19, 20]) assert.deepEqual(statisticalSplits(record(rev)), [], `Revision ${rev}`);
  });

  it('the Established and the Deleted rows of Revision 11 name the same successors, but where the conversion lost one of them', () => {
    assert.deepEqual(splitCrossCheck(record(11)), [
      // .9225's Established row lost its first line ("Established (transferred from") at the top of page 9.
      { deleted: '3004.90.9224', byEstablished: [], byDeletedRow: ['3004.90.9225'] },
      // .9920's row is folded into the repeated page header, its "transferred from" cut off.
      { deleted: '3926.90.9910', byEstablished: ['3926.90.9915'], byDeletedRow: ['3926.90.9915', '3926.90.9920'] },
      // Folded into the header too, "Annotated (transferred to 7113.19.2910" cut off; .2990 is the other new line under 7113.19.29.
      { deleted: '7113.19.2900', byEstablished: ['7113.19.2910', '7113.19.2990'], byDeletedRow: ['7113.19.2910'] },
      // Folded and cut off after .0060; the new 7202.30.00xx rows themselves are lost (page 10 keeps only "7202.30.0000 (pt.))").
      // Its successors are incomplete: only .0060 is known.
      { deleted: '7202.30.0000', byEstablished: [], byDeletedRow: ['7202.30.0060'] },
      // The Established rows of .8081 and .8089 were the first rows of page 13, lost under its repeated header.
      { deleted: '8483.30.8090', byEstablished: [], byDeletedRow: ['8483.30.8081', '8483.30.8089'] },
    ]);
  });

  it('the lines gone agree with the derived list but for two kinds of row the derived list misread', () => {
    const derived = stagedJson<{ rev11_deleted_or_annotated_not_reestablished: string[] }>('supplementary/derived_rev11_deleted_codes_still_in_s232_notes.json');
    assert.deepEqual(checkSplits(record(11), derived.rev11_deleted_or_annotated_not_reestablished), [
      {
        list: 'lines deleted or annotated, not re-established',
        // Their rows are folded into a page header (pages 9, 10 and 13 repeat it); the derived list did not read them.
        onlyOurs: ['7113.19.2900', '7202.30.0000'],
        // The renumbering chain of 3004.90.92xx: each of these is "Deleted (transferred to" the next number and
        // "Established (transferred from" the one before, on a row split over two printed lines (or, for .9225, by
        // .9224's "transferred to"): the number lives on. The derived list missed the two-line Established rows.
        onlyTheirs: ['3004.90.9219', '3004.90.9220', '3004.90.9222', '3004.90.9223', '3004.90.9224', '3004.90.9225', '3004.90.9226', '3004.90.9227', '3004.90.9228', '3004.90.9229', '3004.90.9230'],
      },
    ]);
  });

  it('the Revision 20 Section 232 notes still print the lines the derived list finds there', () => {
    const derived = stagedJson<{ hits_in_rev20_notes: Record<string, string[]> }>('supplementary/derived_rev11_deleted_codes_still_in_s232_notes.json');
    const gone = new Set(statisticalSplits(record(11)).filter((s) => !s.reestablished).map((s) => s.deleted));
    for (const [file, hits] of Object.entries(derived.hits_in_rev20_notes)) {
      const printed = splitNotes(stagedText(`revisions/2026-rev20/notes/${file}`)).flatMap((n) => noteLists(n.text).flatMap((l) => l.provisions));
      assert.deepEqual([...new Set(printed.filter((p) => gone.has(p)))].sort(), [...hits].sort(), file);
    }
  });
});

describe('note lists of the Revision 14-20 texts', { skip }, () => {
  it('note 16(c) (Revision 20): 742 entries, as CHECKS.md counts them, the same as Revision 10 prints them', () => {
    const lists = noteLists(stagedText('revisions/2026-rev20/notes/note-16.md'));
    assert.deepEqual(counts(lists), { '(c)(i)': 9, '(c)(ii)': 17, '(c)(iii)': 39, '(c)(iv)': 139, '(c)(v)': 76, '(c)(vi)': 101, '(c)(vii)': 242, '(c)(viii)': 4, '(c)(ix)': 18, '(c)(x)': 69, '(c)(xi)': 28 });
    const rev10 = stagedText('../p11021-p11032/hts-2026-rev10/2026HTSRev10_changes_09-approve-cr-9-adds-u-s-note-16-c-xi-to-subchapter-iii-of-chapter-99.md');
    const context = /### Subchapter III, U\.S\. note 16\(c\) \(2026HTSRev10\)\n[^\n]*\n```text\n([\s\S]*?)\n```/.exec(rev10)![1];
    assert.deepEqual(noteLists(context), lists);
  });

  it('notes 33, 35, 37, 38 and 39 (Revision 20): the counts of CHECKS.md §5', () => {
    const note = (file: string) => counts(noteLists(stagedText(`revisions/2026-rev20/notes/${file}`)));
    assert.deepEqual(note('note-33.md'), { '(b)': 17, '(g)': 130, '(i)': 12, '(j)': 267 });
    assert.deepEqual(note('note-37.md'), { '(b)': 15, '(d)': 4, '(f)': 3 });
    // CHECKS.md says 181 for (i), "±1 parse tolerance": its tables print 182 distinct numbers.
    assert.deepEqual(note('note-38.md'), { '(b)': 25, '(c)': 10, '(i)': 182 });
    assert.deepEqual(note('note-39-PARTIAL-a-to-d-v.md'), { '(b)': 3 });
    const [n35, n36] = splitNotes(stagedText('revisions/2026-rev20/notes/note-35-and-36.md'));
    assert.deepEqual(counts(noteLists(n35.text)), { '(a)': 565, '(b)': 554, '(c)': 119 });
    assert.deepEqual([n36.note, noteLists(n36.text)], [36, []]);
  });

  it('notes 40(c) and 43(c): 131 (Revisions 14 and 19), 149 (Revision 20); 6, 4, 6, 6', () => {
    const { rev14, rev20 } = note40();
    assert.deepEqual([rev14.older, rev14.newer, rev20.older, rev20.newer], [13, 14, 19, 20]);
    assert.deepEqual([rev14.after, rev20.before, rev20.after].map((t) => counts(noteLists(t!))), [{ '(c)': 131 }, { '(c)': 131 }, { '(c)': 149 }]);
    assert.deepEqual(counts(noteLists(note43())), { '(c)(1)': 6, '(c)(2)': 4, '(c)(3)': 6, '(c)(4)': 6 });
  });

  it('note 40(c) of Revision 20 is Revision 14\'s re-keyed through Revision 11\'s splits: each split line replaced by its successors', () => {
    const { rev14, rev20 } = note40();
    const before = listOf(noteLists(rev14.after!), '(c)');
    const after = listOf(noteLists(rev20.after!), '(c)');
    assert.deepEqual(listOf(noteLists(rev20.before!), '(c)'), before);
    const split = new Map(statisticalSplits(record(11)).map((s) => [s.deleted, s.successors]));
    const rekeyed = [...new Set(before.flatMap((p) => split.get(p) ?? [p]))];
    assert.deepEqual(listDiff(rekeyed, after), { added: [], removed: [] });
    // CHECKS.md §4: removed 10, added 28. 3004.90.9225 goes (its number now names former .9224 goods),
    // .9211 and .9216 stay beside their new siblings.
    const { added, removed } = listDiff(before, after);
    assert.deepEqual(removed, ['2922.19.0900', '2934.99.4700', '2937.22.0000', '2941.90.3000', '2941.90.5000', '3004.20.0083', '3004.31.0000', '3004.32.0060', '3004.39.0055', '3004.90.9225']);
    assert.equal(added.length, 28);
  });
});

describe('second sources', { skip }, () => {
  it('note 16(c) equals derived_note16c_lists_rev20.json, entry for entry and in order', () => {
    assert.deepEqual(checkNote16c(stagedText('revisions/2026-rev20/notes/note-16.md'), stagedJson('supplementary/derived_note16c_lists_rev20.json')), []);
  });

  it('note 40(c) of Revisions 14, 19 and 20 equals derived_note40c_lists_rev14_rev19_rev20.json', () => {
    const files = [stagedText('revisions/2026-rev14/changes/02-'), stagedText('revisions/2026-rev20/changes/01-')];
    assert.deepEqual(checkNote40c(files, stagedJson('supplementary/derived_note40c_lists_rev14_rev19_rev20.json')), []);
  });

  it('note 43(c)(1)-(4) equals hts-hero\'s parse of the note', () => {
    assert.deepEqual(checkNote43c(note43(), stagedJson<HeroNotes>('supplementary/hts-hero-notes-json_sub-III-43@441b4e88.json')), []);
  });

  it('the heading blocks the change files quote equal headings.md (CHECKS.md §6)', () => {
    assert.deepEqual(checkQuotedHeadings(stagedText('revisions/2026-rev14/headings.md'), stagedText('revisions/2026-rev14/changes/02-')), []);
    assert.deepEqual(checkQuotedHeadings(stagedText('revisions/2026-rev18/headings.md'), stagedText('revisions/2026-rev18/changes/03-')), []);
  });

  it('the rates of notes 40 and 43\'s headings read as MANIFEST.md states them', () => {
    const rates = (rev: number) => Object.fromEntries(parseHeadings(stagedText(`revisions/2026-rev${rev}/headings.md`)).map((h) => [h.heading, headingRate(h.general)]));
    const r14 = rates(14);
    assert.deepEqual(
      ['9903.04.60', '9903.04.61', '9903.04.62', '9903.04.63', '9903.04.64', '9903.04.65', '9903.04.66', '9903.04.67', '9903.04.68', '9903.04.69'].map((h) => r14[h]),
      [
        { kind: 'all_in', pct: 100 },
        { kind: 'no_additional' },
        { kind: 'all_in', pct: 15 },
        { kind: 'additional', pct: 10 },
        { kind: 'additional', pct: 20 },
        { kind: 'additional', pct: 0 },
        { kind: 'additional', pct: 0 },
        { kind: 'no_additional' },
        { kind: 'no_additional' },
        { kind: 'no_additional' },
      ],
    );
    assert.deepEqual(rates(15)['9903.04.63'], { kind: 'additional', pct: 0 });
    assert.deepEqual(rates(20)['9903.04.70'], { kind: 'additional', pct: 0 });
    const r18 = rates(18);
    assert.deepEqual(
      ['9903.08.20', '9903.08.21', '9903.08.22', '9903.08.23', '9903.08.24', '9903.08.25', '9903.08.26'].map((h) => r18[h]),
      [{ kind: 'no_change' }, { kind: 'additional', pct: 100 }, { kind: 'additional', pct: 25 }, { kind: 'additional', pct: 10 }, { kind: 'all_in', pct: 15 }, { kind: 'no_change' }, { kind: 'no_change' }],
    );
  });
});
