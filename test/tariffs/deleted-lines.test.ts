// A statistical line an HTS revision deleted is no line from the day the deletion took effect:
// the lookup answers `invalid` and names the lines its goods went to; before that day it is an
// ordinary line. Held for every deletion the data knows (revisions.json, read here directly).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lookupHtsCode } from '../../src/tariffs/lookup.ts';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import type { RevisionsFile } from '../../src/tariffs/dataset-types.ts';

const revisions = JSON.parse(readFileSync(new URL('../../data/section232/revisions.json', import.meta.url), 'utf8')) as RevisionsFile;

function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

describe('deleted statistical lines', () => {
  it('3004.31.0000 (insulin) is invalid on 2026-10-15, naming .0010 and .0090, and a line on 2026-06-30', () => {
    const after = lookupHtsCode('3004.31.0000', { asOf: '2026-10-15' });
    assert.equal(after.status, 'invalid');
    assert.equal(after.hit, false);
    assert.equal(after.in_scope, false);
    assert.deepEqual(after.adjacent_hits, []);
    assert.deepEqual(after.detail!.successors, ['3004.31.0010', '3004.31.0090']);
    const note = after.detail!.notes.find((n) => n.code === 'deleted_line');
    assert.ok(note, 'a deleted_line note');
    assert.match(note!.message, /Revision 11.*2026-07-01.*3004\.31\.0010, 3004\.31\.0090/);
    const before = lookupHtsCode('3004.31.0000', { asOf: '2026-06-30' });
    assert.notEqual(before.status, 'invalid');
    assert.equal(before.code, '3004.31.0000');
    assert.equal(before.detail!.successors, undefined);
  });

  it('every deleted line is invalid from its effective date, names its successors, and is a line the day before', () => {
    assert.ok(revisions.splits.length > 0);
    for (const split of revisions.splits) {
      for (const day of [split.effective, '2026-11-26']) {
        const r = lookupHtsCode(split.deleted, { asOf: day });
        assert.equal(r.status, 'invalid', `${split.deleted} on ${day}`);
        assert.deepEqual(r.detail!.successors, split.successors, `${split.deleted} names its successors`);
      }
      const before = lookupHtsCode(split.deleted, { asOf: dayBefore(split.effective) });
      assert.notEqual(before.status, 'invalid', `${split.deleted} the day before ${split.effective}`);
      for (const successor of split.successors) assert.notEqual(lookupHtsCode(successor, { asOf: split.effective }).status, 'invalid', `successor ${successor}`);
    }
  });

  it('the duty estimate gives a deleted line no value, and says which lines to use', () => {
    const r = estimateDutyImpact({ htsCodes: ['3004.31.0000', '3004.31.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf: '2026-10-15' });
    const [gone, kept] = r.per_code;
    assert.equal(gone.status, 'invalid');
    assert.equal(gone.share_of_value, 0);
    assert.match(gone.basis, /3004\.31\.0010, 3004\.31\.0090/);
    assert.equal(kept.share_of_value, 1);
  });
});
