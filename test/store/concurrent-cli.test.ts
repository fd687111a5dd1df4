// Several CLI processes on one SQLite file with no server holding it: none fails on a lock
// that waiting would clear (WAL mode, a busy timeout set before anything else touches the
// file, migrations applied by exactly one of them).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/spawn.ts';

it('20 parallel `keys create` on a fresh file, then 20 more, all succeed and all keys are listed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-locks-'));
  const env = { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` };
  try {
    const failures: string[] = [];
    for (let round = 0; round < 2; round++) {
      const runs = await Promise.all(Array.from({ length: 20 }, (_, i) => runCli(['keys', 'create', '--scope', 'tariffs', '--label', `r${round}-${i}`], env)));
      for (const r of runs) if (r.code !== 0) failures.push(r.stderr.trim());
    }
    assert.deepEqual(failures, [], `${failures.length} of 40 failed`);
    const listed = JSON.parse((await runCli(['keys', 'list', '--json'], env)).stdout) as unknown[];
    assert.equal(listed.length, 40);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
