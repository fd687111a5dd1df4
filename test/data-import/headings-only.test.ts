// A revision known only by its Chapter 99 headings export (HTS 2026 Revision 21): dated only from
// a recorded release date, never by guess; held against the earlier texts of its headings.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRevisionFolders } from '../../scripts/lib/import-revisions.ts';
import { compareWithEarlier } from '../../scripts/lib/hts-revision/headings-only.ts';

const root = mkdtempSync(join(tmpdir(), 'dutyscout-headings-only-'));
after(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, edition: string): string {
  const dir = join(root, name, `hts-${name}`);
  mkdirSync(dir, { recursive: true });
  const headings = [{ code: '9903.04.60', description: 'Patented pharmaceutical articles', general: 'The duty provided in the applicable subheading + 100%' }];
  writeFileSync(join(dir, 'ch99-headings.json'), JSON.stringify({ htsEdition: edition, headings }));
  return join(root, name);
}

const row = (heading: string, description: string, general: string) => ({ heading, stat: '', description, general, special: '', other: '', footnotes: '' });

describe('headings-only revisions', () => {
  it('Revision 21 is dated from its recorded release date, with its source', () => {
    const [r] = readRevisionFolders(folder('2026-rev21', '2026 Revision 21'));
    assert.deepEqual([r.number, r.record.published, r.record.items], [21, '2026-10-07', []]);
    assert.match(r.headingsOnly!.published_source, /^secondary/);
  });

  it('a revision with no recorded release date stops the import; so does an export of another revision', () => {
    assert.throws(() => readRevisionFolders(folder('2026-rev22', '2026 Revision 22')), /no change record and no known release date/);
    assert.throws(() => readRevisionFolders(folder('2026-rev23', '2026 Revision 21')), /the export says "2026 Revision 21", the folder HTS 2026 Revision 23/);
  });

  it('holds each heading against its newest earlier text: identical, a trailing full stop, a changed rate, missing', () => {
    const earlier = new Map([
      ['9903.04.60', { revision: 'HTS 2026 Revision 20', description: 'Patented pharmaceutical articles', general: 'The duty provided in the applicable subheading + 100%' }],
      ['9903.04.70', { revision: 'HTS 2026 Revision 20', description: 'Research uses', general: 'No change' }],
      ['9903.08.21', { revision: 'HTS 2026 Revision 18', description: 'Drones', general: 'The duty provided in the applicable subheading + 100%' }],
      ['9903.08.22', { revision: 'HTS 2026 Revision 18', description: 'Drone parts', general: 'No change' }],
    ]);
    const check = compareWithEarlier(
      [row('9903.04.60', 'Patented  pharmaceutical articles', 'The duty provided in the applicable subheading + 100%'), row('9903.04.70', 'Research uses.', 'No change'), row('9903.08.21', 'Drones', 'The duty provided in the applicable subheading + 50%')],
      earlier,
    );
    assert.deepEqual([check.compared, check.identical, check.punctuation, check.differ.map((d) => d.heading), check.missing], [3, 1, ['9903.04.70'], ['9903.08.21'], ['9903.08.22']]);
  });
});
