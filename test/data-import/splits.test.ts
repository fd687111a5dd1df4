// The statistical splits of Revision 11, on an excerpt of its change record (misaligned rows,
// two-line rows, rows folded into a repeated page header).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { splitCrossCheck, statisticalSplits } from '../../scripts/lib/hts-revision/splits.ts';
import { fixture } from './fixtures.ts';

const md = fixture('rev11-change-record.excerpt.md');
const splits = statisticalSplits(md);
const of = (line: string) => {
  const found = splits.find((s) => s.deleted === line);
  assert.ok(found, `${line} is not read as split`);
  return found;
};

describe('statistical splits', () => {
  it('names each deleted line\'s successors, from the Established rows and the Deleted row alike', () => {
    assert.deepEqual(of('8413.91.9055'), { deleted: '8413.91.9055', successors: ['8413.91.9020', '8413.91.9044'], effective: '2026-07-01', kind: 'deleted', reestablished: false });
    assert.deepEqual(of('8413.91.9010').successors, ['8413.91.9015', '8413.91.9041']);
    assert.deepEqual(of('8708.29.5160').successors, ['8708.29.5150', '8708.29.5190']);
    assert.deepEqual(of('8413.91.9060').successors, ['8413.91.9029', '8413.91.9044']);
  });

  it('tells an annotated line from a deleted one, and reads a renumbering as a split to the new number', () => {
    assert.deepEqual(of('0704.20.0000'), { deleted: '0704.20.0000', successors: ['0704.20.0020', '0704.20.0040'], effective: '2026-07-01', kind: 'annotated', reestablished: false });
    assert.deepEqual(of('2106.90.9995'), { deleted: '2106.90.9995', successors: ['2106.90.9991'], effective: '2026-07-01', kind: 'deleted', reestablished: false });
  });

  it('reads the successors of a misaligned Deleted row', () => {
    assert.deepEqual(of('1207.99.0360').successors, ['1207.99.0365', '1207.99.0375']);
    assert.deepEqual(of('3926.90.9910').successors, ['3926.90.9915', '3926.90.9920']);
  });

  it('marks a number that lives on: established again under itself, or reused for another line', () => {
    assert.deepEqual(of('3004.90.9211').successors, ['3004.90.9211', '3004.90.9212']);
    assert.equal(of('3004.90.9211').reestablished, true);
    // Established again from .9217 on a two-line row.
    assert.equal(of('3004.90.9219').reestablished, true);
    // Its own Established row lost its first line at a page break; .9224 is "transferred to" it.
    assert.deepEqual(of('3004.90.9225'), { deleted: '3004.90.9225', successors: ['3004.90.9226'], effective: '2026-07-01', kind: 'deleted', reestablished: true });
  });

  it('gives an annotated line the new lines under its subheading whose "transferred from" was lost', () => {
    // Both rows were folded into a page header: "Annotated (transferred to 7113.19.2910", "Established (transferred from".
    assert.deepEqual(of('7113.19.2900'), { deleted: '7113.19.2900', successors: ['7113.19.2910', '7113.19.2990'], effective: '2026-07-01', kind: 'annotated', reestablished: false });
  });

  it('cross-checks the two kinds of row: they agree where both are readable, and each loss shows', () => {
    const disagreements = splitCrossCheck(md);
    const about = (line: string) => disagreements.find((d) => d.deleted === line);
    assert.equal(about('8413.91.9055'), undefined);
    assert.equal(about('1207.99.0360'), undefined);
    assert.deepEqual(about('7113.19.2900'), { deleted: '7113.19.2900', byEstablished: ['7113.19.2910', '7113.19.2990'], byDeletedRow: ['7113.19.2910'] });
    assert.deepEqual(about('3926.90.9910'), { deleted: '3926.90.9910', byEstablished: ['3926.90.9915'], byDeletedRow: ['3926.90.9915', '3926.90.9920'] });
    assert.deepEqual(about('3004.90.9224'), { deleted: '3004.90.9224', byEstablished: [], byDeletedRow: ['3004.90.9225'] });
  });
});
