// The Python client (clients/python) under pytest against the real server: the shared
// conformance cases, retries and timeouts, the README's examples; and its Python 3.8
// compatibility under vermin. Python comes from .venv (made by .ci/run) when it has pytest, else
// python3; when neither has pytest the suite is skipped with a message (under CI=true it fails).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENTS, ROOT, runTool, toolchainMissing, useHarness } from './harness.ts';

const has = (python: string, module: string) => spawnSync(python, ['-c', `import ${module}`], { stdio: 'ignore' }).status === 0;

function findPython(): string | null {
  const venv = join(ROOT, '.venv/bin/python');
  for (const python of [venv, 'python3']) {
    if ((python === 'python3' || existsSync(python)) && has(python, 'pytest')) return python;
  }
  return null;
}

const python = findPython();
const skip = python ? false : toolchainMissing('python3 with pytest was not found (bash .ci/run installs it into .venv)').skip;

describe('Python client', { skip }, () => {
  const harness = useHarness();

  it('pytest clients/python/tests passes against the real server, with no test skipped', async () => {
    const env: Record<string, string> = { ...harness().env, PYTHONDONTWRITEBYTECODE: '1', DUTYSCOUT_API_KEY: '', DUTYSCOUT_BASE_URL: '' };
    const res = await runTool(python!, ['-m', 'pytest', '-q', '-rs', '-p', 'no:cacheprovider', 'tests'], { cwd: join(CLIENTS, 'python'), env });
    assert.equal(res.code, 0, res.out);
    const summary = /(\d+) passed/.exec(res.out);
    assert.ok(summary && Number(summary[1]) >= 30, res.out);
    assert.doesNotMatch(res.out, /skipped/, res.out);
    console.log(`# pytest: ${res.out.trim().split('\n').at(-1)}`);
  });

  it('the client is Python 3.8 compatible (vermin --target=3.8-)', (t) => {
    if (!has(python!, 'vermin')) {
      if (process.env.CI === 'true') assert.fail(`vermin is not installed for ${python} (bash .ci/run installs it)`);
      return t.skip(`vermin is not installed for ${python}: pip install vermin`);
    }
    const res = spawnSync(python!, ['-c', 'import sys; from vermin import main; sys.exit(main())', '--target=3.8-', '--no-tips', '--violations', '--eval-annotations', 'src', 'tests'], { cwd: join(CLIENTS, 'python'), encoding: 'utf8' });
    assert.equal(res.status, 0, res.stdout + res.stderr);
  });
});
