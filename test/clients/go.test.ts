// The Go client (clients/go) under `go test ./...` (GOTOOLCHAIN=local) against the real server:
// the shared conformance cases, retries and timeouts, the README's examples, plus go vet. When
// go is not installed the suite is skipped with a message (under CI=true it fails).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CLIENTS, runTool, toolchainMissing, useHarness } from './harness.ts';

const goEnv = { GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod' };
const hasGo = spawnSync('go', ['version'], { stdio: 'ignore', env: { ...process.env, ...goEnv } }).status === 0;
const skip = hasGo ? false : toolchainMissing('go was not found on PATH').skip;
const dir = join(CLIENTS, 'go');

const run = (args: string[], env: Record<string, string>) => runTool('go', args, { cwd: dir, env: { ...goEnv, ...env } });

describe('Go client', { skip }, () => {
  const harness = useHarness();

  it('go vet is clean and gofmt has nothing to change', async () => {
    const vet = await run(['vet', './...'], {});
    assert.equal(vet.code, 0, vet.out);
    const fmt = spawnSync('gofmt', ['-l', '.'], { cwd: dir, encoding: 'utf8' });
    assert.equal(fmt.status, 0, fmt.stderr);
    assert.equal(fmt.stdout, '', `gofmt would change: ${fmt.stdout}`);
  });

  it('go test ./... passes against the real server, with no test skipped', async () => {
    const res = await run(['test', '-count=1', '-v', './...'], { ...harness().env, DUTYSCOUT_API_KEY: '', DUTYSCOUT_BASE_URL: '' });
    assert.equal(res.code, 0, res.out);
    assert.doesNotMatch(res.out, /--- SKIP/, res.out);
    const passed = (res.out.match(/--- PASS: TestConformance\//g) ?? []).length;
    assert.ok(passed >= 20, `${passed} conformance cases passed:\n${res.out}`);
    assert.match(res.out, /--- PASS: TestReadmeExamples/);
    console.log(`# go test: ${(res.out.match(/--- PASS/g) ?? []).length} tests and subtests passed`);
  });
});
