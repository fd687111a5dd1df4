// The lists of chapter 99 U.S. notes, on excerpts of the real note texts (Revision 20's note
// files, the change files that quote notes 40 and 43, Revision 10's context of note 16(c)).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lineEntries, noteLists, type NoteList } from '../../scripts/lib/hts-revision/note-lists.ts';
import { changeFileNoteTexts, quotedNotes, splitNotes } from '../../scripts/lib/hts-revision/note-texts.ts';
import { listDiff } from '../../scripts/lib/hts-revision/list-diff.ts';
import { fixture } from './fixtures.ts';

const bySubdivision = (lists: NoteList[]) => Object.fromEntries(lists.map((l) => [l.subdivision, l.provisions]));
const listOfSub = (lists: NoteList[], subdivision: string) => lists.find((l) => l.subdivision === subdivision)!.provisions;

describe('note lists: tables', () => {
  const lists = bySubdivision(noteLists(fixture('note-16.excerpt.md')));

  it('reads each subdivision\'s table cells in order, four-digit headings included, and nests (i) under (c)', () => {
    assert.deepEqual(Object.keys(lists), ['(c)(i)', '(c)(ii)', '(c)(vii)', '(c)(viii)', '(c)(ix)']);
    assert.deepEqual(lists['(c)(i)'], ['7601', '7604', '7605', '7606', '7607', '7608', '7609', '7616.99.5160', '7616.99.5170']);
    assert.equal(lists['(c)(ii)'].length, 17);
    assert.deepEqual(lists['(c)(viii)'], ['8544.42.10', '8544.42.20', '8544.42.90', '8544.49.10']);
  });

  it('drops the empty cells the conversion leaves where it lost a number', () => {
    // | 8414.90.30 | 8414.90.41 | 8415.10.30 | |   | | | | 8415.83.00 |   | 8415.90.40 | | 8418.10.00 | 8418.21.00 |
    assert.deepEqual(lists['(c)(vii)'].slice(-7), ['8414.90.30', '8414.90.41', '8415.10.30', '8415.83.00', '8415.90.40', '8418.10.00', '8418.21.00']);
    assert.ok(!Object.values(lists).flat().includes(''));
  });

  it('takes no cross-reference from the prose ("headings 9903.82.02–9903.82.26", "subheading 9802.00.60")', () => {
    assert.ok(!Object.values(lists).flat().some((p) => p.startsWith('9903') || p.startsWith('9802')));
  });

  it('nests by indentation relative to the enclosing label: Revision 10\'s context of 16(c) indents (i) by two spaces', () => {
    const [quoted] = fixture('rev10-change-09-note-16c.excerpt.md').match(/```text\n([\s\S]*?)\n```/)!.slice(1);
    assert.deepEqual(Object.keys(bySubdivision(noteLists(quoted))), ['(c)(i)', '(c)(ii)', '(c)(viii)', '(c)(ix)']);
  });

  it('takes a number once in its list, though a row is printed twice (as the conversion does across a page break)', () => {
    const text = changeFileNoteTexts(fixture('rev18-change-03-note-43.md')).after!;
    const row = '| 8806.94.00 | 8806.99.00 | | |';
    assert.deepEqual(listOfSub(noteLists(text.replace(row, `${row}\n\n${row}`)), '(c)(1)'), listOfSub(noteLists(text), '(c)(1)'));
    assert.equal(listOfSub(noteLists(text), '(c)(1)').length, 6);
  });

  it('reads the note 43 lists, each once, with the same six numbers in (c)(3) and (c)(4)', () => {
    const text = changeFileNoteTexts(fixture('rev18-change-03-note-43.md')).after!;
    const dronesLists = bySubdivision(noteLists(text));
    assert.deepEqual(dronesLists, {
      '(c)(1)': ['8504.40.9580', '8537.10.9170', '8806.24.00', '8806.29.00', '8806.94.00', '8806.99.00'],
      '(c)(2)': ['8807.10.00', '8807.20.00', '8807.30.00', '8807.90.90'],
      '(c)(3)': ['8806.21.00', '8806.22.00', '8806.23.00', '8806.91.00', '8806.92.00', '8806.93.00'],
      '(c)(4)': ['8806.21.00', '8806.22.00', '8806.23.00', '8806.91.00', '8806.92.00', '8806.93.00'],
    });
  });
});

describe('note lists: runs after a colon', () => {
  it('reads note 33(j)\'s semicolon list, but not the 9802.00.60 or the headings its prose names', () => {
    const lists = bySubdivision(noteLists(fixture('note-33.excerpt.md')));
    assert.deepEqual(Object.keys(lists), ['(b)', '(i)', '(j)']);
    assert.equal(lists['(b)'].length, 17);
    assert.equal(lists['(i)'].length, 12);
    assert.equal(lists['(j)'].length, 267);
    assert.deepEqual([lists['(j)'][0], lists['(j)'].at(-1)], ['4009.12.0020', '9401.20.0000']);
    assert.ok(lists['(j)'].includes('8413.91.9010'));
    assert.ok(!Object.values(lists).flat().some((p) => p.startsWith('9802') || p.startsWith('9903')));
  });

  it('reads note 35(a)\'s list, where 9802.00.60 is an entry, and (c)\'s table', () => {
    const [n35, n36] = splitNotes(fixture('note-35-and-36.excerpt.md'));
    assert.deepEqual([n35.note, n36.note, n36.text], [35, 36, '36. [Note deleted.]']);
    const lists = bySubdivision(noteLists(n35.text));
    assert.deepEqual(Object.keys(lists), ['(a)', '(c)']);
    assert.equal(lists['(a)'].length, 565);
    assert.deepEqual(lists['(a)'].slice(-6), ['9802.00.40', '9802.00.50', '9802.00.60', '9802.00.80', '9818.00.05', '9818.00.07']);
    assert.deepEqual(lists['(c)'].slice(0, 4), ['7304.31.30', '7304.31.60', '7304.39.00', '7304.41.30']);
    assert.deepEqual(noteLists(n36.text), []);
  });

  it('refuses a text of two notes (their paths would mix)', () => {
    assert.throws(() => noteLists(fixture('note-35-and-36.excerpt.md')), /splitNotes/);
  });

  it('reads note 39(b)\'s numbers separated by spaces, up to the first word', () => {
    assert.deepEqual(noteLists(fixture('note-39.excerpt.md')), [{ subdivision: '(b)', provisions: ['8471.50', '8471.80', '8473.30'] }]);
  });

  it('tells a list entry from a cross-reference line by line', () => {
    assert.deepEqual(lineEntries('| | | | 8415.83.00 |'), ['8415.83.00']);
    assert.deepEqual(lineEntries('headings 9903.94.44, 9903.94.45, 9903.94.54 set forth'), []);
    assert.deepEqual(lineEntries('duties under subheading 9802.00.60 shall be assessed'), []);
    assert.deepEqual(lineEntries('before 12:01 a.m. eastern time on July 22, 2026'), []);
    assert.deepEqual(lineEntries('the "Special" subcolumn: 3917.21.00; 3917.22.00 and 3917.23.00, if'), ['3917.21.00', '3917.22.00', '3917.23.00']);
  });
});

describe('note texts in change files', () => {
  it('finds the established note 40 in Revision 14\'s change file: no older text, the (c) list, and its heading blocks as context', () => {
    const texts = changeFileNoteTexts(fixture('rev14-change-02-note-40.excerpt.md'));
    assert.deepEqual([texts.note, texts.older, texts.newer, texts.before], [40, 13, 14, null]);
    assert.match(texts.after!, /^40\. \n {2}\(a\) Headings 9903\.04\.60–9903\.04\.69 provide/);
    assert.deepEqual(texts.context.map((c) => c.slice(0, 11)), ['9903.04.60:', '9903.04.69:']);
    // (c)(i)-(iii) and (i) define terms: only (c) lists numbers.
    assert.deepEqual(noteLists(texts.after!), [
      { subdivision: '(c)', provisions: ['2918.99.3000', '2921.49.3800', '2921.49.4300', '2922.19.0900', '2922.29.2700', '2922.49.2600', '2922.50.1400', '2922.50.2500', '2924.29.6250', '2925.29.2000', '3004.90.9276'] },
    ]);
  });

  it('gives the whole note before and after from Revision 20\'s change file, not just the changed subdivision', () => {
    const texts = changeFileNoteTexts(fixture('rev20-change-01-note-40.excerpt.md'));
    assert.deepEqual([texts.note, texts.older, texts.newer, texts.context], [40, 19, 20, []]);
    assert.match(texts.before!, /^40\. \n {2}\(a\) Headings 9903\.04\.60–9903\.04\.69 /);
    assert.match(texts.after!, /^40\. \n {2}\(a\) Headings 9903\.04\.60–9903\.04\.70 /);
    const c = (text: string) => noteLists(text).find((l) => l.subdivision === '(c)')!.provisions;
    // Revision 11 split 2922.19.0900 into .0910 and .0990; Revision 20 re-keyed the list to them.
    // (The excerpt keeps two rows of each table, so the rows after them differ too.)
    const diff = listDiff(c(texts.before!), c(texts.after!));
    assert.deepEqual(diff.added, ['2922.19.0910', '2922.19.0990']);
    assert.equal(diff.removed[0], '2922.19.0900');
  });

  it('refuses a file that is not about a note', () => {
    assert.throws(() => changeFileNoteTexts('# 03. CR-3: Establishes heading 9903.08.20\n'), /not a change file about a U\.S\. note/);
  });

  it('lists every whole-note text a change file quotes, with its revision', () => {
    assert.deepEqual(quotedNotes(fixture('rev20-change-01-note-40.excerpt.md')).map((q) => [q.note, q.revision]), [[40, 19], [40, 20]]);
  });
});

describe('list diff', () => {
  it('gives what was added and removed, each in its list\'s order and once', () => {
    assert.deepEqual(listDiff(['a', 'b', 'c', 'b'], ['c', 'd', 'a', 'e', 'd']), { added: ['d', 'e'], removed: ['b'] });
    assert.deepEqual(listDiff([], []), { added: [], removed: [] });
  });
});
