// CSV formula injection (OWASP): a cell that starts with =, +, -, @ is run by a spreadsheet. Fed
// through /tariffs.csv and `dutyscout hts --csv`, such cells come back as quoted text with a
// leading single quote. (The duty page's download: test/web/browser.test.ts, in Chromium.)
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { parseCsv } from '../../src/csv/csv.js';

const BIN = fileURLToPath(new URL('../../bin/dutyscout', import.meta.url));
const FORMULAS = ['=HYPERLINK("http://evil.test")', '+1-1', '-2+3', '@SUM(A1)'];

/** No cell of the CSV, as a spreadsheet reads it, starts a formula. */
function assertNeutral(csv: string, where: string): string[][] {
  const rows = parseCsv(csv, { delimiter: ',' }).map((r) => r.cells);
  for (const row of rows) for (const cell of row) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, `${where}: ${JSON.stringify(cell)}`);
  for (const f of FORMULAS) assert.ok(csv.includes(`"'${f.replace(/"/g, '""')}"`), `${where}: ${f} written as quoted text`);
  return rows;
}

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

it('/tariffs.csv writes formula-like inputs back as text', async () => {
  const res = await t.request(`/tariffs.csv?codes=${encodeURIComponent(['7326.90.8688', ...FORMULAS].join(' '))}`);
  assert.equal(res.status, 200);
  const rows = assertNeutral(await res.text(), '/tariffs.csv');
  assert.deepEqual(rows.slice(1).map((r) => [r[0], r[3]]), [['7326.90.8688', 'hit'], ...FORMULAS.map((f) => [`'${f}`, 'invalid'])]);
});

it('hts --csv writes the seller\'s formula-like cells back as text', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-csv-formula-'));
  try {
    const file = join(dir, 'codes.csv');
    writeFileSync(file, `sku,description,hts_code\n${FORMULAS.map((f, i) => `S${i},"${f.replace(/"/g, '""')}",7326.90.8688`).join('\n')}\nX,plain,"=1+1"\n`);
    const r = spawnSync(BIN, ['hts', '--csv', file, '--as-of', '2025-09-01', '--allow-bad-rows'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const rows = assertNeutral(r.stdout, 'hts --csv');
    assert.deepEqual(rows.slice(1, 5).map((row) => row[1]), FORMULAS.map((f) => `'${f}`));
    assert.equal(rows[5][2], "'=1+1");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
