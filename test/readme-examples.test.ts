// The README's CLI examples work as written, from a fresh checkout: every `npx dutyscout ...`
// line in its shell blocks runs (on bin/dutyscout, the same entry point) and exits 0.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const shellBlocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
const examples = shellBlocks.flatMap((b) => b.split('\n')).filter((l) => l.startsWith('npx dutyscout '));

it('the README has CLI examples to run', () => {
  assert.ok(examples.some((l) => / scan /.test(l)) && examples.some((l) => / readiness /.test(l)), examples.join('\n'));
});

for (const line of examples) {
  it(line, () => {
    const dir = mkdtempSync(join(tmpdir(), 'dutyscout-readme-'));
    try {
      const r = spawnSync('sh', ['-c', line.replace(/^npx dutyscout /, `${join(ROOT, 'bin/dutyscout')} `)], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, LOG_LEVEL: 'silent' },
      });
      assert.equal(r.status, 0, r.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
