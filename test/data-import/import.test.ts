// data:import, where ../shared is here: the whole import against the committed data (byte for
// byte), and note 16(c) as Revision 20 prints it against the committed Revision 10 data. The
// readers are tested on excerpts of the real texts (change-record, splits, headings, note-lists
// .test.ts) and, with the second sources, on the whole staged texts (second-source.test.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importRevisions, serialiseRevisions } from '../../scripts/lib/import-revisions.ts';
import { noteLists } from '../../scripts/lib/hts-revision/note-lists.ts';
import { listDiff } from '../../scripts/lib/hts-revision/list-diff.ts';
import { HTS_2026, SKIP_WITHOUT_SHARED } from './staged.ts';
import type { RegimesFile } from '../../src/tariffs/dataset-types.ts';

// ../shared holds the official texts; optional outside CI (the committed data stands alone),
// required under CI=true so the second-source checks never pass by skipping (staged.ts).
const skip = SKIP_WITHOUT_SHARED;
const DATA = fileURLToPath(new URL('../../data/section232/', import.meta.url));

describe('the import against the shared official texts', { skip }, () => {
  it('importing Revisions 11-20 on top of Revision 10 reproduces the committed revisions.json byte for byte', () => {
    const { file } = importRevisions(join(HTS_2026!, 'revisions'), 10);
    assert.equal(serialiseRevisions(file), readFileSync(join(DATA, 'revisions.json'), 'utf8'));
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
