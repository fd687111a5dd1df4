// `npm start` stopped with SIGTERM or SIGINT stops the service: no `node` child left serving
// after npm has gone (re-parented to init, holding the port).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  it(`npm start, then ${signal} to npm: the server stops too`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dutyscout-npmstart-'));
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so the test can clean up whatever is left even when it fails.
      detached: true,
    });
    try {
      let stderr = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner: ${stderr}`)), 20_000);
        npm.stderr!.on('data', (d) => {
          stderr += d;
          const m = /listening on (http:\/\/[\d.:]+)/.exec(stderr);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
      });
      assert.equal((await fetch(`${url}/healthz`)).status, 200);
      const exited = new Promise((r) => npm.once('exit', () => r(true)));
      npm.kill(signal);
      assert.equal(await Promise.race([exited, new Promise((r) => setTimeout(() => r(false), 15_000))]), true, `npm did not exit on ${signal}`);
      // Give an orphan a moment to show itself, then expect nothing listening.
      await new Promise((r) => setTimeout(r, 500));
      const stillServing = await fetch(`${url}/healthz`).then(() => true, () => false);
      assert.equal(stillServing, false, 'a node process is still serving after npm exited');
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // the group is already gone
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
