// data:import, where ../shared is here: the whole import against the committed data (byte for
// byte), and note 16(c) as Revision 20 prints it against the committed Revision 10 data. The
// readers are tested on excerpts of the real texts (change-record, splits, headings, note-lists
// .test.ts) and, with the second sources, on the whole staged texts (second-source.test.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importRevisions, serialiseRevisions } from '../../scripts/lib/import-revisions.ts';
import { noteLists } from '../../scripts/lib/hts-revision/note-lists.ts';
import { parseHeadings } from '../../scripts/lib/hts-revision/headings.ts';
import { compareWithEarlier, readHeadingsExport, type PrintedHeading } from '../../scripts/lib/hts-revision/headings-only.ts';
import { listDiff } from '../../scripts/lib/hts-revision/list-diff.ts';
import { HTS_2026, SKIP_WITHOUT_REV21, SKIP_WITHOUT_SHARED, TARIFFS_REV21 } from './staged.ts';
import type { RegimesFile } from '../../src/tariffs/dataset-types.ts';

// ../shared holds the official texts; optional outside CI (the committed data stands alone),
// required under CI=true so the second-source checks never pass by skipping (staged.ts).
const skip = SKIP_WITHOUT_SHARED;
const DATA = fileURLToPath(new URL('../../data/section232/', import.meta.url));

describe('the import against the shared official texts', { skip }, () => {
  it('importing Revisions 11-20 and Revision 21\'s headings on top of Revision 10 reproduces the committed revisions.json byte for byte', { skip: SKIP_WITHOUT_REV21 }, () => {
    const { file } = importRevisions([join(HTS_2026!, 'revisions'), TARIFFS_REV21!], 10);
    assert.equal(serialiseRevisions(file), readFileSync(join(DATA, 'revisions.json'), 'utf8'));
  });

  it('Revision 21 is taken in as headings only, dated from its recorded (secondary) release date, its notes Revision 20\'s', { skip: SKIP_WITHOUT_REV21 }, () => {
    const { file } = importRevisions([join(HTS_2026!, 'revisions'), TARIFFS_REV21!], 10);
    const rev21 = file.revisions.at(-1)!;
    assert.deepEqual([file.hts_revision, file.sources_as_of, rev21.number, rev21.headings_only, rev21.section232_items], ['HTS 2026 Revision 21', '2026-10-07', 21, true, []]);
    assert.match(rev21.published_source!, /^secondary/);
    // No Section 232 list or rate changes without a text saying so: the actions are Revision 20's.
    const through20 = importRevisions(join(HTS_2026!, 'revisions'), 10).file;
    assert.deepEqual(file.actions, through20.actions);
    assert.deepEqual(file.splits, through20.splits);
  });

  it('Revision 21\'s headings agree with the newest Revision 10-20 text of every heading printed there (CHECKS.md §2: 147, 144 identical, 3 by a trailing full stop)', { skip: SKIP_WITHOUT_REV21 }, () => {
    // Every headings table staged: Revisions 10-20, and the Revision 13 table (note 52's headings) staged beside Revision 21.
    const tables = [
      ...readdirSync(join(HTS_2026!, 'revisions')).map((d) => [join(HTS_2026!, 'revisions', d, 'headings.md'), d] as const),
      [join(TARIFFS_REV21!, 'revisions', '2026-rev13', 'headings.md'), '2026-rev13'] as const,
    ].filter(([f]) => existsSync(f));
    const newest = new Map<string, PrintedHeading & { number: number }>();
    for (const [file, dir] of tables) {
      const number = Number(dir.split('-rev')[1]);
      for (const row of parseHeadings(readFileSync(file, 'utf8'))) {
        const before = newest.get(row.heading);
        if (!before || before.number <= number) newest.set(row.heading, { revision: dir, number, description: row.description, general: row.general });
      }
    }
    const check = compareWithEarlier(readHeadingsExport(join(TARIFFS_REV21!, 'hts-2026-rev21')).rows, newest);
    assert.deepEqual(
      { compared: check.compared, identical: check.identical, punctuation: check.punctuation, differ: check.differ.map((d) => d.heading), missing: check.missing },
      { compared: 147, identical: 144, punctuation: ['9903.04.70', '9903.05.73', '9903.54.02'], differ: [], missing: [] },
    );
  });

  it('note 16(c) as Revision 20 prints it equals the committed Revision 10 lists (no change recorded since)', () => {
    const regimes = JSON.parse(readFileSync(join(DATA, 'regimes.json'), 'utf8')) as RegimesFile;
    const printed = noteLists(readFileSync(join(HTS_2026!, 'revisions', '2026-rev20', 'notes', 'note-16.md'), 'utf8'));
    assert.equal(printed.length, 11);
    for (const list of printed) {
      const roman = /^\(c\)\(([ivx]+)\)$/.exec(list.subdivision)![1];
      // The committed list of each roman numeral in force on 2026-06-08, with its Proclamation 11032 part.
      const committed = regimes.lists
        .filter((l) => l.regime === 's232-2026' && (l.id === `s232-2026/16-c-${roman}` || l.id.startsWith(`s232-2026/16-c-${roman}/`)))
        .filter((l) => l.effective_from <= '2026-06-08' && (l.effective_to === null || l.effective_to >= '2026-06-08'))
        .flatMap((l) => l.provisions);
      assert.deepEqual(listDiff(committed, list.provisions), { added: [], removed: [] }, list.subdivision);
    }
  });
});
