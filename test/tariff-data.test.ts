// npm test fails when the committed Section 232 data is broken (same checks as npm run data:check).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTariffData } from '../scripts/check-tariff-data.ts';
import { datasetInfo } from '../src/tariffs/dataset.ts';
import type { RegimesFile } from '../src/tariffs/dataset-types.ts';

const DATA = fileURLToPath(new URL('../data/section232/', import.meta.url));

test('the committed data passes data:check', () => {
  assert.deepEqual(checkTariffData(DATA), []);
});

test('data:check catches a duplicate, a bad provision, an uncited list, overlapping regimes and a wrong count', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-data-'));
  try {
    cpSync(DATA, dir, { recursive: true });
    const file = join(dir, 'regimes.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as RegimesFile;
    data.lists[0].provisions.push(data.lists[0].provisions[0]);
    data.lists[1].provisions[0] = '7326.9';
    data.lists[2].citations = [];
    data.regimes[0].effective_to = data.regimes[1].effective_from;
    writeFileSync(file, JSON.stringify(data));
    const problems = checkTariffData(dir).join('\n');
    assert.match(problems, /duplicate provision/);
    assert.match(problems, /is not 4\/6\/8\/10 digits/);
    assert.match(problems, /not cited/);
    assert.match(problems, /overlap/);
    assert.match(problems, /SOURCES\.md states/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('datasetInfo names the data and its date for citations', () => {
  const info = datasetInfo();
  assert.match(info.sources_as_of, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(info.citation.includes(info.revision) && info.citation.includes(info.sources_as_of));
  assert.deepEqual(info.regimes.map((r) => r.id), ['s232-2025', 's232-2026']);
});
