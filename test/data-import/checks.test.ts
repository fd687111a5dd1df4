// The second-source comparisons, on excerpts of the real texts and second sources shaped as the
// staged ones are (derived lists keyed by subdivision or revision, hts-hero's notes JSON).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkNote16c, checkNote40c, checkNote43c, checkSplits, type HeroNotes } from '../../scripts/lib/hts-revision/checks.ts';
import { fixture } from './fixtures.ts';

const NOTE_16 = fixture('note-16.excerpt.md');
const VIII = ['8544.42.10', '8544.42.20', '8544.42.90', '8544.49.10'];
const I = ['7601', '7604', '7605', '7606', '7607', '7608', '7609', '7616.99.5160', '7616.99.5170'];

describe('second-source checks', () => {
  it('note 16(c): a list the other source lacks, an entry either side lacks, and another order are each a disagreement', () => {
    const disagreements = checkNote16c(NOTE_16, { i: [...I].reverse(), viii: [...VIII.slice(1), '8544.49.20'], xii: ['7326.90.10'] });
    const by = Object.fromEntries(disagreements.map((d) => [d.list, d]));
    assert.deepEqual(by['note 16(c)(i): same entries, another order'], { list: 'note 16(c)(i): same entries, another order', onlyOurs: [], onlyTheirs: [] });
    assert.deepEqual(by['note 16(c)(viii)'], { list: 'note 16(c)(viii)', onlyOurs: ['8544.42.10'], onlyTheirs: ['8544.49.20'] });
    assert.deepEqual(by['note 16(c)(xii)'], { list: 'note 16(c)(xii)', onlyOurs: [], onlyTheirs: ['7326.90.10'] });
    assert.equal(by['note 16(c)(ii)'].onlyOurs.length, 17);
    assert.equal(disagreements.length, 6); // (i), (ii), (vii), (viii), (ix), (xii)
  });

  it('note 40(c): each revision a change file prints, before and after, against the derived list of that revision', () => {
    const files = [fixture('rev14-change-02-note-40.excerpt.md'), fixture('rev20-change-01-note-40.excerpt.md')];
    const rev14 = ['2918.99.3000', '2921.49.3800', '2921.49.4300', '2922.19.0900', '2922.29.2700', '2922.49.2600', '2922.50.1400', '2922.50.2500', '2924.29.6250', '2925.29.2000', '3004.90.9276'];
    const rev20 = ['2918.99.3000', '2921.49.3800', '2921.49.4300', '2922.19.0910', '2922.19.0990', '2922.29.2700', '2922.49.2600', '2922.50.1400', '3004.90.9276'];
    assert.deepEqual(checkNote40c(files, { rev14, rev19: rev14, rev20 }), []);
    assert.deepEqual(checkNote40c(files, { rev14, rev19: rev14, rev20: rev14, rev21: rev20 }), [
      { list: 'note 40(c) rev20', onlyOurs: ['2922.19.0910', '2922.19.0990'], onlyTheirs: ['2922.19.0900', '2922.50.2500', '2924.29.6250', '2925.29.2000'] },
      { list: 'note 40(c) rev21 (no note text read)', onlyOurs: [], onlyTheirs: rev20 },
    ]);
  });

  it('note 43(c): hts-hero\'s nodes, each read on its own, against our subdivisions', () => {
    const text = '(c) Headings 9903.08.21–9903.08.26 apply to articles described below and provided for in the following HTSUS numbers:';
    const node = (n: number, table: string) => ({ citation: `43(c)(${n})`, depth: 1, text: `Unmanned aircraft:\n${table}` });
    const hero = (nodes: { citation: string; text: string }[]): HeroNotes => ({ 'sub-III/us-notes/43(c)': [{ from: '2026-09-02', to: '2026-09-28', nodes: [{ citation: '43(c)', text }, ...nodes] }] });
    const note = fixture('rev18-change-03-note-43.md').match(/### Subchapter III, U\.S\. note 43 \(2026HTSRev18\)\n[^\n]*\n```text\n([\s\S]*?)\n```/)![1];
    const agreeing = [
      node(1, '| 8504.40.9580 | 8537.10.9170 | 8806.24.00 | 8806.29.00 |\n\n| 8806.94.00 | 8806.99.00 | | |'),
      node(2, '| 8807.10.00 | 8807.20.00 | 8807.30.00 | 8807.90.90 |'),
      node(3, '| 8806.21.00 | 8806.22.00 | 8806.23.00 | 8806.91.00 |\n\n| 8806.92.00 | 8806.93.00 | | |'),
      node(4, '| 8806.21.00 | 8806.22.00 | 8806.23.00 | 8806.91.00 |\n\n| 8806.92.00 | 8806.93.00 | | |'),
    ];
    assert.deepEqual(checkNote43c(note, hero(agreeing)), []);
    assert.deepEqual(checkNote43c(note, hero([agreeing[0], node(2, '| 8807.10.00 | 8807.20.00 | 8807.30.00 |'), agreeing[2]])), [
      { list: 'note 43(c)(2) (hts-hero from 2026-09-02)', onlyOurs: ['8807.90.90'], onlyTheirs: [] },
      { list: 'note 43(c)(4) (no hts-hero node)', onlyOurs: ['8806.21.00', '8806.22.00', '8806.23.00', '8806.91.00', '8806.92.00', '8806.93.00'], onlyTheirs: [] },
    ]);
  });

  it('splits: the lines a change record deletes for good against a derived list of them', () => {
    const md = fixture('rev11-change-record.excerpt.md');
    const [all] = checkSplits(md, []);
    assert.ok(all.onlyOurs.includes('8413.91.9055') && all.onlyOurs.includes('7113.19.2900'));
    assert.ok(!all.onlyOurs.includes('3004.90.9219'), 're-established lines are not gone');
    assert.deepEqual(checkSplits(md, [...all.onlyOurs, '3004.90.9219']), [{ list: 'lines deleted or annotated, not re-established', onlyOurs: [], onlyTheirs: ['3004.90.9219'] }]);
  });
});
