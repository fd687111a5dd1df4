// The change-record reader on excerpts of the real records: Revision 11's misaligned rows, page
// breaks inside its table, folded and repeated headers; the other revisions' title, date and
// chapter wordings.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseChangeRecord, type ChangeRecord } from '../../scripts/lib/hts-revision/change-record.ts';
import { fixture } from './fixtures.ts';

const rev11 = parseChangeRecord(fixture('rev11-change-record.excerpt.md'));
const itemsOf = (r: ChangeRecord, item: string) => r.items.filter((i) => i.item === item);
const only = (r: ChangeRecord, item: string) => {
  const found = itemsOf(r, item);
  assert.equal(found.length, 1, `${item}: ${found.length} rows`);
  return found[0];
};

describe('change record: title, dates, chapters', () => {
  it('reads the revision, its publication, the revision it follows and the chapters it affects', () => {
    assert.equal(rev11.revision, 11);
    assert.equal(rev11.year, 2026);
    assert.equal(rev11.published, '2026-07-01');
    assert.deepEqual(rev11.follows, { revision: 10, published: '2026-06-08' });
    assert.deepEqual(rev11.chapters, ['7', '8', '12', '13', '15', '17', '18', '19', '20', '21', '22', '29', '30', '35', '38', '39', '71', '72', '76', '83', '84', '85', '87', '94', '99']);
  });

  it('reads the other wordings: "after 2026 Revision 9", a "Chapter 99." line, a bold title, "2 and 99", no comma before "published"', () => {
    const rev10 = parseChangeRecord(fixture('rev10-change-record.excerpt.md'));
    assert.deepEqual([rev10.revision, rev10.published, rev10.follows, rev10.chapters], [10, '2026-06-08', { revision: 9, published: '2026-05-28' }, ['99']]);
    const rev12 = parseChangeRecord(fixture('rev12-change-record.excerpt.md'));
    assert.deepEqual([rev12.revision, rev12.published, rev12.chapters], [12, '2026-07-21', ['84', '99']]);
    assert.deepEqual(parseChangeRecord(fixture('rev18-change-record.excerpt.md')).chapters, ['2', '99']);
    const rev17 = parseChangeRecord(fixture('rev17-change-record.excerpt.md'));
    assert.deepEqual([rev17.follows, rev17.chapters], [{ revision: 16, published: '2026-08-14' }, ['99']]);
  });

  it('refuses a text that is not a change record', () => {
    assert.throws(() => parseChangeRecord('# Chapter 99 headings: 2026HTSRev14\n'), /not a USITC change record/);
  });
});

describe('change record: items', () => {
  it('reads a plain row, and the last row of the file (no newline after it)', () => {
    assert.deepEqual(only(rev11, '8413.91.9055'), { item: '8413.91.9055', nature: 'Deleted (transferred to 8413.91.9020 and 8413.91.9044)', effective: '2026-07-01', source: '484(f)' });
    assert.deepEqual(rev11.items.at(-1), { item: 'U.S. note 2(aa)(v)(1), ch', nature: 'Technical correction', effective: '2026-04-06', source: 'PP 11021' });
  });

  it('puts back a nature that spilled into the date column, and drops the header word "date" a page\'s first row carries', () => {
    // | 1207.99.0360 | Deleted 1207.99.0375) | (transferred to 1207.99.0365 and July 1, 2026 | 484(f) |
    assert.deepEqual(only(rev11, '1207.99.0360'), { item: '1207.99.0360', nature: 'Deleted (transferred to 1207.99.0365 and 1207.99.0375)', effective: '2026-07-01', source: '484(f)' });
    // | 2106.90.9995 | Deleted | date (renumbered as 2106.90.9991) July 1, 2026 | 484(f) |
    assert.equal(only(rev11, '2106.90.9995').nature, 'Deleted (renumbered as 2106.90.9991)');
    // | 0704.20.0000 | Annotated (transferred to ...) | date July 1, 2026 | 484(f) |
    assert.deepEqual(only(rev11, '0704.20.0000'), { item: '0704.20.0000', nature: 'Annotated (transferred to 0704.20.0020 and 0704.20.0040)', effective: '2026-07-01', source: '484(f)' });
  });

  it('gives a wrapped nature its tail from the next row, and the next row keeps only its own nature', () => {
    assert.equal(only(rev11, '3004.20.0083').nature, 'Deleted (transferred to 3004.20.0042, 3004.20.0058, 3004.20.0073, 3004.20.0074, 3004.20.0078 and 3004.20.0085)');
    assert.equal(only(rev11, '3004.20.0085').nature, 'Established (transferred from 3004.20.0083 (pt.))');
    assert.equal(only(rev11, '3818.00.0095').nature, 'Deleted (transferred to 3818.00.0040, 3818.00.0045, 3818.00.0050 and 3818.00.0091)');
    assert.equal(only(rev11, '3926.90.9910').nature, 'Deleted (transferred to 3926.90.9915 and 3926.90.9920)');
  });

  it('joins a row printed without its item to the next row, which has the item and the tail printed twice', () => {
    // |  | Established (transferred from | July 1, 2026 | 484(f) |  then  | 3004.90.9219 | 3004.90.9217) 3004.90.9217) |  |  |
    assert.deepEqual(itemsOf(rev11, '3004.90.9219'), [
      { item: '3004.90.9219', nature: 'Deleted (transferred to 3004.90.9221)', effective: '2026-07-01', source: '484(f)' },
      { item: '3004.90.9219', nature: 'Established (transferred from 3004.90.9217)', effective: '2026-07-01', source: '484(f)' },
    ]);
    // The same in a five-column page (after a page break and a folded header).
    assert.deepEqual(only(rev11, '8413.91.9041'), { item: '8413.91.9041', nature: 'Established (transferred from 8413.91.9010 (pt.))', effective: '2026-07-01', source: '484(f)' });
  });

  it('keeps a tail whose first line was lost at a page break as printed, with no date', () => {
    assert.deepEqual(itemsOf(rev11, '3004.90.9225').at(-1), { item: '3004.90.9225', nature: '3004.90.9224)', effective: null, source: '' });
  });

  it('drops a stray tail after a page break (its row was lost), and reads the item a fifth column ends', () => {
    // | Ch. 76, Stat Note | 2 | 7202.30.0000 (pt.)) Modified | July 1, 2026 | 484(f) |
    assert.deepEqual(only(rev11, 'Ch. 76, Stat Note 2'), { item: 'Ch. 76, Stat Note 2', nature: 'Modified', effective: '2026-07-01', source: '484(f)' });
    assert.equal(only(rev11, 'Ch. 84, Stat Note 4–5').nature, 'Renumbered as 5 –6');
    assert.equal(itemsOf(rev11, 'Ch. 38, Stat Note 2').length, 2);
  });

  it('ends an open row at a page break or a header: a tail at the top of a page belongs to a row the conversion lost', () => {
    // Real rows put side by side: 3818.00.0095's nature is still open ("... 3818.00.0050 and") and
    // the top of page 10 carries "7202.30.0000 (pt.))", the tail of a lost 7202.30.00xx row.
    const lines = fixture('rev11-change-record.excerpt.md').split('\n');
    const row = (start: string) => lines.find((l) => l.startsWith(start))!;
    const page10 = lines.indexOf(row('{10}'));
    const title = '# Harmonized Tariff Schedule of the United States (2026 Revision 11)\n\nJuly 1, 2026\n';
    const open = row('| 3818.00.0095');
    const stray = row('| Ch. 76, Stat Note');
    for (const between of [[row('{10}'), '|  |  |  |  |  |', '|--|--|--|--|--|'], [lines[page10 + 2], lines[page10 + 3]]]) {
      const r = parseChangeRecord([title, open, ...between, stray].join('\n'));
      assert.deepEqual([r.items[0].nature, r.items.at(-1)!.nature], ['Deleted (transferred to 3818.00.0040, 3818.00.0045, 3818.00.0050 and', 'Modified'], between[0]);
    }
  });

  it('takes the rows folded into a page header once, though the header is repeated on later pages', () => {
    // | Item changed 3926.90.9920 7113.19.2900 7113.19.2910 7113.19.2990 7202.30.0000 | column_2 | Nature of change Established (transferred from Annotated (transferred to 7113.19.2910 ... |
    assert.deepEqual(
      ['3926.90.9920', '7113.19.2900', '7113.19.2910', '7113.19.2990', '7202.30.0000'].map((code) => only(rev11, code)),
      [
        { item: '3926.90.9920', nature: 'Established (transferred from', effective: '2026-07-01', source: '484(f)' },
        { item: '7113.19.2900', nature: 'Annotated (transferred to 7113.19.2910', effective: '2026-07-01', source: '484(f)' },
        { item: '7113.19.2910', nature: 'Established (transferred from', effective: '2026-07-01', source: '484(f)' },
        { item: '7113.19.2990', nature: 'Established (transferred from', effective: '2026-07-01', source: '484(f)' },
        { item: '7202.30.0000', nature: 'Annotated (transferred to 7202.30.0060', effective: '2026-07-01', source: '484(f)' },
      ],
    );
  });

  it('takes no header, empty or glossary row as an item', () => {
    assert.ok(!rev11.items.some((i) => /^(<b>)?Item\b|^Term$/i.test(i.item) || i.item === ''));
    const rev17 = parseChangeRecord(fixture('rev17-change-record.excerpt.md'));
    // 11 rows on the first page, one after the page break (under an empty header, before a stray separator), none from "Term | Meaning".
    assert.equal(rev17.items.length, 12);
    assert.deepEqual(rev17.items.at(-1), { item: '9903.03.16', nature: 'Established', effective: '2026-08-22', source: 'PP 11046, PP 11056' });
  });

  it('reads dates as printed: "08/22/2026" (51(b)(2)), and the record\'s own "8/12/2026" among the 8/22 rows of 51(d)', () => {
    const rev17 = parseChangeRecord(fixture('rev17-change-record.excerpt.md'));
    assert.deepEqual(
      rev17.items.filter((i) => i.item.startsWith('U.S. note 51(b)(2)') || i.item.startsWith('U.S. note 51(d)')).map((i) => i.effective),
      ['2026-08-22', '2026-08-22', '2026-08-12', '2026-08-22'],
    );
    const rev10 = parseChangeRecord(fixture('rev10-change-record.excerpt.md'));
    assert.deepEqual(only(rev10, '9903.82.22'), { item: '9903.82.22', nature: 'Added', effective: '2026-06-08', source: 'PP 11032' });
  });
});
