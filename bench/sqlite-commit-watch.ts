// Why the SQLite store watches for commits by reading the wal-index header of the -shm file
// (src/store/sqlite.ts, commitWatch; the header is SQLite's documented WAL format) instead of
// asking PRAGMA data_version: the cost of one check each way, on the same database in WAL mode,
// in the same run, with nothing else running (under load the PRAGMA costs more: its locks).
// One check runs on every v1 request's key lookup.
// Run: npm run bench -- sqlite-commit-watch
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, openSync, readSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportGoals } from './lib/goals.ts';

const path = join(mkdtempSync(join(tmpdir(), 'dutyscout-bench-')), 'watch.sqlite');
const db = new DatabaseSync(path);
db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1);');

const dataVersion = db.prepare('PRAGMA data_version');
dataVersion.setReturnArrays(true);
const shm = openSync(`${path}-shm`, 'r');
const header = Buffer.alloc(48);

function perCall(label: string, check: () => number): number {
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += check();
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < 1500) {
    for (let i = 0; i < 1_000; i++) sink += check();
    n += 1_000;
  }
  const us = ((performance.now() - started) * 1000) / n;
  console.log(`${label.padEnd(34)} ${us.toFixed(2)} us a check (sink ${sink % 7})`);
  return us;
}

const pragma = perCall('PRAGMA data_version', () => Number((dataVersion.get() as unknown as [number])[0]));
const header48 = perCall('wal-index header (48 bytes)', () => readSync(shm, header, 0, 48, 0));
reportGoals('sqlite-commit-watch', [{ name: 'commit check: PRAGMA data_version / wal-index header read', measured: Number((pragma / header48).toFixed(2)), target: 1, kind: 'min' }]);
