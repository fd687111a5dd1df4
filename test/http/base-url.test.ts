// With no PUBLIC_BASE_URL, the links the service gives (calls to action, OpenAPI servers, the
// web pages' examples) point at the port it actually listens on, and the start banner says
// where that is. At LOG_LEVEL=silent nothing else is printed.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { startServerProcess } from '../support/spawn.ts';

it('the default PUBLIC_BASE_URL follows PORT', () => {
  assert.equal(loadConfig({ PORT: '19500' }).publicBaseUrl, 'http://localhost:19500');
  assert.equal(loadConfig({ PORT: '19500', PUBLIC_BASE_URL: 'https://tools.example/' }).publicBaseUrl, 'https://tools.example');
});

it('a server on an ephemeral port links to that port everywhere, and prints only its banner', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-baseurl-'));
  const server = await startServerProcess({ DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, PUBLIC_BASE_URL: '' });
  try {
    const port = new URL(server.url).port;
    assert.notEqual(port, '8080');
    const base = `http://localhost:${port}`;
    const doc: any = await (await fetch(`${server.url}/api/openapi.json`)).json();
    assert.deepEqual(doc.servers.map((s: { url: string }) => s.url), [base]);
    const v1 = await (await fetch(`${server.url}/openapi.yaml`)).text();
    assert.match(v1, new RegExp(`url: ${base}\\b`));
    const duty: any = await (
      await fetch(`${server.url}/api/mcp/tariffs/duty_impact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china' }),
      })
    ).json();
    assert.ok(duty.watchlistCta.href.startsWith(`${base}/`), duty.watchlistCta.href);
    const page = await (await fetch(`${server.url}/tariffs/watchlist`)).text();
    assert.ok(page.includes(base), 'the page example uses the real port');
    assert.doesNotMatch(page, /localhost:8080/);
    // The banner says where it listens (the bound address and port), and nothing else is
    // printed at LOG_LEVEL=silent.
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    const lines = server.stderr().trim().split('\n');
    assert.match(lines[0]!, new RegExp(`^dutyscout listening on http://127\\.0\\.0\\.1:${port} \\(links use `));
    assert.deepEqual(lines.filter((l) => !/^(dutyscout listening|No API keys|  npx dutyscout keys create|\(the public tools)/.test(l)), []);
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

it('the quick start listens on loopback only unless HOST says otherwise; a bad PORT is named with its range', () => {
  assert.equal(loadConfig({}).host, '127.0.0.1');
  assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0');
  assert.match(String((() => { try { loadConfig({ PORT: 'abc' }); } catch (e) { return (e as Error).message; } })()), /^invalid PORT="abc": must be a whole number from 0 to 65535$/);
});
