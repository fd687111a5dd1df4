// Chapter 99 headings and their rates, from headings.md tables and from the heading blocks a
// change file quotes (excerpts of Revisions 10, 14, 15 and 18).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { headingRate, parseHeadings, parseQuotedHeadings } from '../../scripts/lib/hts-revision/headings.ts';
import { checkQuotedHeadings } from '../../scripts/lib/hts-revision/checks.ts';
import { fixture } from './fixtures.ts';

const FOOTNOTE = '1/ See chapter 99 statistical note 1.';
const PLAIN = 'The duty provided in the applicable subheading';

describe('headings tables', () => {
  it('reads every column by its header', () => {
    const rows = parseHeadings(fixture('rev14-headings.excerpt.md'));
    assert.deepEqual(rows.map((r) => r.heading), ['9903.04.60', '9903.04.61', '9903.04.62', '9903.04.63', '9903.04.69']);
    assert.deepEqual(rows[0], {
      heading: '9903.04.60',
      stat: '',
      description: 'Except as provided in heading 9903.04.61, patented pharmaceutical articles as provided for in subdivisions (c) and (d) of U.S. note 40 to this subchapter',
      general: '100%',
      special: '100%',
      other: PLAIN,
      footnotes: FOOTNOTE,
    });
  });

  it('reads the heading blocks a change file quotes into the same rows', () => {
    const quoted = parseQuotedHeadings(fixture('rev18-change-03-note-43.md'));
    assert.deepEqual(quoted.map((r) => r.heading), ['9903.08.20', '9903.08.21', '9903.08.26']);
    assert.deepEqual(quoted[1], {
      heading: '9903.08.21',
      stat: '',
      description: 'Except as provided in headings 9903.08.23-9903.08.26, unmanned aircraft, their parts and components, as provided for in subdivisions (c)(1)-(3) of U.S. note 43 to this subchapter',
      general: `${PLAIN} + 100%`,
      special: `${PLAIN} + 100%`,
      other: `${PLAIN} + 100%`,
      footnotes: FOOTNOTE,
    });
  });

  it('finds the quoted blocks agreeing with headings.md (a hyphen for an en dash aside), and a changed rate disagreeing', () => {
    const table = fixture('rev18-headings.excerpt.md');
    const change = fixture('rev18-change-03-note-43.md');
    assert.deepEqual(checkQuotedHeadings(table, change), []);
    assert.deepEqual(checkQuotedHeadings(table.replace(`| ${PLAIN} + 100% | ${PLAIN} + 100% |`, `| ${PLAIN} + 10% | ${PLAIN} + 100% |`), change), [
      { heading: '9903.08.21', field: 'general', table: `${PLAIN} + 10%`, quoted: `${PLAIN} + 100%` },
    ]);
  });
});

describe('heading rates', () => {
  it('reads the rates as the tariff pages print them', () => {
    const rate = (file: string, heading: string) => headingRate(parseHeadings(fixture(file)).find((r) => r.heading === heading)!.general);
    assert.deepEqual(rate('rev14-headings.excerpt.md', '9903.04.60'), { kind: 'all_in', pct: 100 });
    assert.deepEqual(rate('rev14-headings.excerpt.md', '9903.04.61'), { kind: 'no_additional' });
    assert.deepEqual(rate('rev14-headings.excerpt.md', '9903.04.62'), { kind: 'all_in', pct: 15 });
    assert.deepEqual(rate('rev14-headings.excerpt.md', '9903.04.63'), { kind: 'additional', pct: 10 });
    assert.deepEqual(rate('rev15-headings.md', '9903.04.63'), { kind: 'additional', pct: 0 });
    assert.deepEqual(rate('rev10-headings.excerpt.md', '9903.82.20'), { kind: 'additional', pct: 25 });
    assert.deepEqual(rate('rev10-headings.excerpt.md', '9903.82.21'), { kind: 'no_change' });
  });

  it('reads "+ N%" with or without a space, and leaves any other wording unparsed', () => {
    assert.deepEqual(headingRate(`${PLAIN} + 100%`), { kind: 'additional', pct: 100 });
    assert.deepEqual(headingRate(`${PLAIN} +0%`), { kind: 'additional', pct: 0 });
    assert.deepEqual(headingRate('No change'), { kind: 'no_change' });
    assert.deepEqual(headingRate('See heading 9903.01.01'), { kind: 'unparsed', text: 'See heading 9903.01.01' });
    assert.deepEqual(headingRate(''), { kind: 'unparsed', text: '' });
  });
});
