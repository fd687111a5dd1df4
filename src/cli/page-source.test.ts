// Where scan and readiness get their page: a file read locally, or a URL through the egress
// rules. Nothing here reaches the network: the URL cases are refused before any lookup.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliCommand } from './args.ts';
import { loadPage } from './page-source.ts';

const cli = cliCommand('demo', 'usage: dutyscout demo');

function captureStderr(t: TestContext): () => string {
  let err = '';
  t.mock.method(process.stderr, 'write', (chunk: string) => ((err += chunk), true));
  return () => err;
}

/** Runs fn with extra environment variables, then puts the old values back. */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const old = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(old)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

test('a file is read as it is, named by its path, with no fetch time', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'page-source-')), 'page.html');
  writeFileSync(file, '<html><body>caf\u00e9</body></html>');
  assert.deepEqual(await loadPage(file, cli), { html: '<html><body>caf\u00e9</body></html>', source: file });
});

test('a missing file or a directory is a usage error that says a URL needs its scheme', async (t) => {
  const stderr = captureStderr(t);
  const codes = [await loadPage('/nonexistent/page.html', cli), await loadPage(tmpdir(), cli)];
  t.mock.restoreAll();
  assert.deepEqual(codes, [2, 2]);
  assert.match(stderr(), /^dutyscout demo: no such file: \/nonexistent\/page\.html \(a URL must start with http:\/\/ or https:\/\/\) \(see dutyscout demo --help\)\n/);
});

test('a refused URL is one line with the egress code, exit 1', async (t) => {
  const stderr = captureStderr(t);
  // Private addresses are refused by default, before any connection.
  const code = await withEnv({ EGRESS_ALLOW_PRIVATE: 'false' }, () => loadPage('http://127.0.0.1:9/listing', cli));
  t.mock.restoreAll();
  assert.equal(code, 1);
  assert.match(stderr(), /^dutyscout demo: url_not_allowed: .+\n$/);
});

test('EGRESS_ENABLED=false stops the CLI fetching too, as it stops the service', async (t) => {
  const stderr = captureStderr(t);
  const code = await withEnv({ EGRESS_ENABLED: 'false', EGRESS_ALLOW_PRIVATE: 'true' }, () => loadPage('HTTPS://127.0.0.1:9/', cli));
  t.mock.restoreAll();
  assert.equal(code, 1);
  assert.match(stderr(), /^dutyscout demo: url_not_allowed: .*EGRESS_ENABLED=false.*\n$/);
});

test('bad egress configuration is a usage error, not a fetch failure', async (t) => {
  const stderr = captureStderr(t);
  const code = await withEnv({ EGRESS_ALLOWED_PORTS: 'eighty' }, () => loadPage('http://127.0.0.1:9/', cli));
  t.mock.restoreAll();
  assert.equal(code, 2);
  assert.match(stderr(), /^dutyscout demo: .*EGRESS_ALLOWED_PORTS.* \(see dutyscout demo --help\)\n$/);
});
