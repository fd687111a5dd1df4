// `kill -9` of a process under write load, then a restart: every key the store acknowledged
// is there (on SQLite: WAL commits; on PostgreSQL: committed before the reply).
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openStore } from '../../src/store/open.ts';
import { storeBackends } from '../store/backends.ts';

const WRITER = fileURLToPath(new URL('./key-writer.ts', import.meta.url));

/** Runs the writer until `count` keys are acknowledged, then SIGKILLs it; returns every acknowledged id. */
function writeUntilKilled(databaseUrl: string, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let killed = false;
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      if (!killed && out.split('\n').length > count) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    // A writer that stops acknowledging is a failure, not a hang.
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') return reject(new Error(`writer exited ${code}: ${err}`));
      // Only whole lines count: a line cut by the kill was not fully acknowledged to us.
      resolve(out.split('\n').slice(0, -1));
    });
  });
}

for (const backend of storeBackends()) {
  describe(`kill -9 under write load: ${backend.name}`, { skip: backend.skip }, () => {
    after(() => backend.destroy());

    it('every acknowledged key is there after the restart', async (t) => {
      const url = await backend.create();
      const acknowledged = await writeUntilKilled(url, 300);
      assert.ok(acknowledged.length >= 300, `${acknowledged.length} acknowledged`);
      const store = await openStore(url);
      try {
        const stored = new Set((await store.keys.list()).map((k) => k.id));
        const lost = acknowledged.filter((id) => !stored.has(id));
        t.diagnostic(`${acknowledged.length} keys acknowledged before SIGKILL, ${stored.size} in the store after the restart`);
        assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged keys lost`);
      } finally {
        await store.close();
      }
    });
  });
}
