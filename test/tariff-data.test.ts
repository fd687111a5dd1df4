// npm test fails when the committed Section 232 data is broken (same checks as npm run data:check).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTariffData, sharedSection232 } from '../scripts/check-tariff-data.ts';
import { skipWithoutShared } from './support/shared-data.ts';
import { datasetInfo } from '../src/tariffs/dataset.ts';
import type { RegimesFile } from '../src/tariffs/dataset-types.ts';

const DATA = fileURLToPath(new URL('../data/section232/', import.meta.url));

test('the committed data passes data:check against its committed expectations', () => {
  assert.deepEqual(checkTariffData(DATA), []);
});

// ../shared (the printed annexes and note texts) is optional: without it this check skips
// with the reason, except under CI=true (.ci/run), where it must be there: CI never passes by
// skipping the second source.
const shared = sharedSection232();
const skip = skipWithoutShared(shared !== undefined, '../shared/data/section232', 'set DUTYSCOUT_SHARED to point at it');
test(
  'the committed note 16(c) expectations match the shared sources (../shared/data/section232)',
  { skip },
  () => {
    assert.deepEqual(checkTariffData(DATA, shared), []);
  },
);

/** Runs data:check on a copy of the data after `mutate` edits its regimes.json. */
function problemsAfter(mutate: (data: RegimesFile) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-data-'));
  try {
    cpSync(DATA, dir, { recursive: true });
    const file = join(dir, 'regimes.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as RegimesFile;
    mutate(data);
    writeFileSync(file, JSON.stringify(data));
    return checkTariffData(dir).join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const list = (data: RegimesFile, id: string) => {
  const found = data.lists.find((l) => l.id === id);
  assert.ok(found, id);
  return found;
};

test('data:check holds the 2026 lists against the printed annexes and the Rev 10 note text', () => {
  const problems = problemsAfter((data) => {
    // Drop a printed Annex I-B provision (the kind of loss the older transcription had) ...
    const vii = list(data, 's232-2026/16-c-vii');
    vii.provisions = vii.provisions.filter((p) => p !== '7323.10.00');
    // ... list an Annex II provision (removed from scope) from 2026-04-06 ...
    vii.provisions.push('9403.99.9040');
    // ... give Annex III the Annex I-B rate ...
    list(data, 's232-2026/16-c-ix').rates[0].basis = 'additional';
    // ... and leave out one of Proclamation 11032's additions.
    const vi = list(data, 's232-2026/16-c-vi/p11032');
    vi.provisions = [];
  });
  assert.match(problems, /7323\.10\.00 \(printed in Annex I-B, 16\(c\)\(vii\)\) is not a hit on 16\(c\)\(vii\) on 2026-05-01/);
  assert.match(problems, /9403\.99\.90\.40 \(Annex II only: removed from scope\) hits s232-2026\/16-c-vii on 2026-05-01/);
  assert.match(problems, /s232-2026\/16-c-ix applies 15% additional on 2026-05-01; Annex III states 15% all_in/);
  assert.match(problems, /16\(c\)\(vi\) on 2026-06-08 differs from the Rev 10 note text \(missing 37013000/);
});

test('data:check catches a duplicate, a bad provision, an uncited list, overlapping regimes and a wrong count', () => {
  const problems = problemsAfter((data) => {
    data.lists[0].provisions.push(data.lists[0].provisions[0]);
    data.lists[1].provisions[0] = '7326.9';
    data.lists[2].citations = [];
    data.regimes[0].effective_to = data.regimes[1].effective_from;
  });
  assert.match(problems, /duplicate provision/);
  assert.match(problems, /is not 4\/6\/8\/10 digits/);
  assert.match(problems, /not cited/);
  assert.match(problems, /overlap/);
  assert.match(problems, /SOURCES\.md states/);
});

test('datasetInfo names the data and its date for citations', () => {
  const info = datasetInfo();
  assert.match(info.sources_as_of, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(info.citation.includes(info.revision) && info.citation.includes(info.sources_as_of));
  assert.deepEqual(info.regimes.map((r) => r.id), ['s232-2025', 's232-2026']);
});
