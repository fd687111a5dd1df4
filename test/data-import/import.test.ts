// data:import: the readers of USITC's revision texts on excerpts of the real texts (misaligned
// PDF rows included), and, where ../shared is here, the whole import against the committed data
// (byte for byte) and every list it reads against a second, independent source.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseChangeRecord } from '../../scripts/lib/hts-revision/change-record.ts';
import { statisticalSplits } from '../../scripts/lib/hts-revision/splits.ts';
import { headingRate, parseHeadings, parseQuotedHeadings } from '../../scripts/lib/hts-revision/headings.ts';
import { noteLists, quotedNotes } from '../../scripts/lib/hts-revision/note-lists.ts';
import { importRevisions, serialiseRevisions } from '../../scripts/lib/import-revisions.ts';
import { checkNote16, checkNote40, checkNote43, checkRev11Splits } from '../../scripts/lib/revision-checks.ts';
import { sharedSection232 } from '../../scripts/check-tariff-data.ts';
import type { RegimesFile } from '../../src/tariffs/dataset-types.ts';

// An excerpt of the Revision 11 change record: a page break inside the table, a repeated
// header, and rows the PDF conversion misaligned (the date in the nature cell, a row whose
// "Established" text was lost).
const REV11 = `# Harmonized Tariff Schedule of the United States (2026 Revision 11)

July 1, 2026

## Change Record

The modifications set forth in this change record reflect updates to the HTS following 2026 Revision 10, published June 8, 2026.

| Item         | Nature of change                                         | Effective                                     | Source |
|--------------|----------------------------------------------------------|-----------------------------------------------|--------|
| 0704.20.0000 | Annotated (transferred to 0704.20.0020 and 0704.20.0040) | date July 1, 2026                             | 484(f) |
| 0704.20.0020 | Established (transferred from 0704.20.0000 (pt.))        | July 1, 2026                                  | 484(f) |
| 1207.99.0360 | Deleted 1207.99.0375)                                    | (transferred to 1207.99.0365 and July 1, 2026 | 484(f) |

{1}------------------------------------------------

| Item         | Nature of change                                         | Effective                                     | Source |
|--------------|----------------------------------------------------------|-----------------------------------------------|--------|
| 3004.90.9211 | Deleted (transferred to 3004.90.9211 and 3004.90.9212)   | July 1, 2026                                  | 484(f) |
| 3004.90.9211 | Established (transferred from 3004.90.9211 (pt.))        | July 1, 2026                                  | 484(f) |
| 8413.91.9010 | Deleted (transferred to 8413.91.9015 and 8413.91.9041)   | July 1, 2026                                  | 484(f) |
| 8413.91.9041 |          | 8413.91.9010 (pt.)) 8413.91.9010 (pt.)) |                 |
| 8413.91.9044 | Established (transferred from 8413.91.9055 and 8413.91.9060 (pt.)) | July 1, 2026                        | 484(f) |
| 8413.91.9055 | Deleted (transferred to 8413.91.9020 and 8413.91.9044)   | July 1, 2026                                  | 484(f) |
| 9903.04.63   | Modified (rates of duty)                                 | 7/31/2026                                     | Notice |
`;

describe('change records', () => {
  it('reads the revision, its dates, and each item with its effective date, misaligned rows included', () => {
    const r = parseChangeRecord(REV11);
    assert.equal(r.revision, 11);
    assert.equal(r.published, '2026-07-01');
    assert.deepEqual(r.follows, { revision: 10, published: '2026-06-08' });
    const item = (code: string) => r.items.find((i) => i.item === code)!;
    assert.equal(item('1207.99.0360').effective, '2026-07-01');
    assert.equal(item('9903.04.63').effective, '2026-07-31');
    assert.equal(item('9903.04.63').nature, 'Modified (rates of duty)');
    assert.ok(!r.items.some((i) => /^item/i.test(i.item)), 'repeated headers are not items');
  });

  it('refuses a text that is not a change record', () => {
    assert.throws(() => parseChangeRecord('# Something else\n'), /not a USITC change record/);
  });

  it('finds split lines and their successors from either direction, and marks a line re-established under its own number', () => {
    const splits = statisticalSplits(REV11);
    const of = (code: string) => splits.find((s) => s.deleted === code);
    assert.deepEqual(of('0704.20.0000')?.successors, ['0704.20.0020', '0704.20.0040']);
    assert.equal(of('0704.20.0000')?.kind, 'annotated');
    assert.deepEqual(of('1207.99.0360')?.successors, ['1207.99.0365', '1207.99.0375']);
    assert.deepEqual(of('8413.91.9010')?.successors, ['8413.91.9015', '8413.91.9041']);
    // Known only from its successor's "transferred from": 8413.91.9060 has no row of its own here.
    assert.deepEqual(of('8413.91.9060')?.successors, ['8413.91.9044']);
    assert.equal(of('3004.90.9211')?.reestablished, true);
    assert.equal(of('8413.91.9055')?.reestablished, false);
  });
});

describe('headings and their rates', () => {
  it('reads "+ N%" as additional, a bare "N%" as the whole duty, and "No change" as nothing', () => {
    assert.deepEqual(headingRate('The duty provided in the applicable subheading + 100%'), { kind: 'additional', pct: 100 });
    assert.deepEqual(headingRate('The duty provided in the applicable subheading +0%'), { kind: 'additional', pct: 0 });
    assert.deepEqual(headingRate('15%'), { kind: 'all_in', pct: 15 });
    assert.deepEqual(headingRate('No change'), { kind: 'no_change' });
    assert.equal(headingRate('See subheading 9903.01.01').kind, 'unparsed');
  });

  it('reads the headings table and the heading blocks change files quote alike', () => {
    const table = '| Heading | Stat. | Description | General | Special | Column 2 | Footnotes | Source |\n|---|---|---|---|---|---|---|---|\n| 9903.08.24 |  | Drones of partners | 15% | 15% | No change | 1/ | PDF p.2 |\n';
    const quoted = '9903.08.24: Drones of partners\nGeneral: 15%\nSpecial: 15%\n';
    assert.deepEqual(parseHeadings(table), [{ heading: '9903.08.24', description: 'Drones of partners', general: '15%' }]);
    assert.deepEqual(parseQuotedHeadings(quoted), parseHeadings(table));
  });
});

describe('note lists', () => {
  const NOTE = `### Subchapter III, U.S. note 43 (2026HTSRev18)
Surrounding text, newer revision.
\`\`\`text
43. 
  (a) Except for heading 9903.08.20, headings 9903.08.21–9903.08.26 apply; see also subheading 9802.00.60.
  (c) Headings 9903.08.21–9903.08.26 apply to articles provided for in the following HTSUS numbers:
    (1) Unmanned aircraft:
| 8504.40.9580 | 8806.24.00 | | |

| 8806.99.00 | 8806.24.00 | | |
    (2) Parts:
| 8807.10.00 | 8807 |
  (d) Heading 9903.08.24 applies to products of partners.
\`\`\`
`;

  it('takes each subdivision\'s codes from its tables, in order, deduplicated, with no cross-reference from the prose', () => {
    const [quoted] = quotedNotes(NOTE);
    assert.equal(quoted.note, 43);
    assert.equal(quoted.revision, 18);
    assert.deepEqual(noteLists(quoted.text), [
      { subdivision: '(c)(1)', provisions: ['8504.40.9580', '8806.24.00', '8806.99.00'] },
      { subdivision: '(c)(2)', provisions: ['8807.10.00', '8807'] },
    ]);
  });
});

// ../shared holds the official texts; optional outside CI (the committed data stands alone),
// required under CI=true so the second-source checks never pass by skipping.
const shared = sharedSection232();
const hts2026 = shared ? join(shared, 'hts-2026-rev10-rev20') : undefined;
if (!(hts2026 && existsSync(hts2026)) && process.env.CI === 'true') {
  throw new Error('../shared/data/section232/hts-2026-rev10-rev20 is not here: CI=true requires it for the import checks');
}
const skip = hts2026 && existsSync(hts2026) ? false : 'skipped: ../shared/data/section232/hts-2026-rev10-rev20 is not here (optional outside CI)';
const DATA = fileURLToPath(new URL('../../data/section232/', import.meta.url));

describe('the import against the shared official texts', { skip }, () => {
  it('importing Revisions 11-20 on top of Revision 10 reproduces the committed revisions.json byte for byte', () => {
    const { file } = importRevisions(join(hts2026!, 'revisions'), 10);
    assert.equal(serialiseRevisions(file), readFileSync(join(DATA, 'revisions.json'), 'utf8'));
  });

  it('note 16(c) as Revision 20 prints it equals the derived lists and the committed Revision 10 data (no change recorded since)', () => {
    const regimes = JSON.parse(readFileSync(join(DATA, 'regimes.json'), 'utf8')) as RegimesFile;
    assert.deepEqual(checkNote16(hts2026!, regimes), []);
  });

  it('note 40(c) of Revisions 14, 19 and 20 equals the derived lists (131, 131, 149 lines)', () => {
    assert.deepEqual(checkNote40(hts2026!), []);
  });

  it('note 43(c) equals hts-hero\'s own parse of the note', () => {
    assert.deepEqual(checkNote43(hts2026!, 'hts-hero-notes-json_sub-III-43@441b4e88.json'), []);
  });

  it('Revision 11\'s deleted lines equal the derived list of them', () => {
    assert.deepEqual(checkRev11Splits(hts2026!), []);
  });
});
