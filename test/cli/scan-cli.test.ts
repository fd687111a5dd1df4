// dutyscout scan on local files: no network, JSON that parses, a table naming the legacy rule
// with its evidence and the scan's blind spots, drift against a saved baseline, usage errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/entry.mjs', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/pixels/shopify-trekkie-asyncload.html', import.meta.url));

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cliWithEnv({}, ...args);
}

function cliWithEnv(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runWithEnv(env, 'scan', ...args);
}

/** Any dutyscout command (serve's flags are checked before it starts anything). */
function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runWithEnv({}, ...args);
}

function runWithEnv(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--disable-warning=ExperimentalWarning', MAIN, ...args], { env: { ...process.env, NO_COLOR: '1', ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr });
    });
  });
}

test('scan FILE --json prints a report that parses, with findings and inventory', async () => {
  const { code, stdout } = await cli(FIXTURE, '--json');
  assert.equal(code, 0);
  const report = JSON.parse(stdout);
  assert.equal(report.source, FIXTURE);
  assert.equal(report.platform, 'Shopify');
  assert.equal(report.score, 72);
  assert.deepEqual(report.severity_counts, { error: 1, warn: 1, info: report.findings.length - 2 });
  assert.ok(report.findings.some((f: { rule_id: string }) => f.rule_id === 'shopify.legacy_ua_preference'));
  assert.ok(report.inventory.some((e: { vendor: string }) => e.vendor === 'Klaviyo'));
});

test('scan FILE prints the table: legacy rule with evidence, score, blind spots; no colour when piped', async () => {
  const { code, stdout } = await cli(FIXTURE);
  assert.equal(code, 0);
  assert.match(stdout, /ERRORS \(1\)\n {2}shopify\.legacy_ua_preference/);
  assert.match(stdout, /evidence: script @ byte \d+: .*UA-100200300-1/);
  assert.match(stdout, /WARNINGS \(1\)\n {2}shopify\.scripttag_asyncload/);
  assert.match(stdout, /Score: 72\/100/);
  assert.match(stdout, /cannot see:[\s\S]*checkout[\s\S]*tag manager[\s\S]*web-pixel sandboxes[\s\S]*server-side/);
  assert.doesNotMatch(stdout, /\x1b\[/);
});

test('scan FILE --baseline adds drift findings against a saved report', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-scan-'));
  try {
    const baseline = join(dir, 'before.json');
    writeFileSync(baseline, JSON.stringify({ inventory: [{ vendor: 'Hotjar', ids: ['7654321'], rule_ids: ['hotjar.tag'] }, { vendor: 'Meta Pixel', ids: ['111111111111111'], rule_ids: ['meta.tag'] }] }));
    const { code, stdout } = await cli(FIXTURE, '--json', '--baseline', baseline);
    assert.equal(code, 0);
    const report = JSON.parse(stdout);
    const drift = report.findings.filter((f: { rule_id: string }) => f.rule_id.startsWith('drift.')).map((f: { rule_id: string; vendor: string; severity: string }) => `${f.rule_id} ${f.vendor} ${f.severity}`);
    assert.ok(drift.includes('drift.id_changed Hotjar warn'), drift.join('; '));
    assert.ok(drift.includes('drift.tag_removed Meta Pixel info'));
    assert.ok(drift.includes('drift.tag_added Shopify error'));
    assert.ok(report.score < 72);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('scan: usage errors exit 2 with one line on stderr', async () => {
  for (const args of [[], ['a.html', 'b.html'], ['/no/such/page.html'], [FIXTURE, '--baseline', '/no/such/report.json'], [FIXTURE, '--bogus']]) {
    const { code, stderr } = await cli(...args);
    assert.equal(code, 2, args.join(' '));
    assert.match(stderr, /^dutyscout scan: .+\n$/);
  }
  const dir = await cli(tmpdir());
  assert.equal(dir.code, 2);
  assert.match(dir.stderr, /is a directory, not a file: give one saved HTML page, or an http\(s\) URL/);
  const serve = await run('serve', '--port', 'abc');
  assert.equal(serve.code, 2);
  assert.match(serve.stderr, /^dutyscout serve: --port must be a whole number from 0 to 65535 \(got "abc"\)/);
  const help = await cli('--help');
  assert.equal(help.code, 0);
  assert.match(help.stdout, /usage: dutyscout scan URL_OR_FILE \[--json\] \[--baseline REPORT\.json\]/);
});

test('scan URL fetches through egress (a local server, private addresses allowed for the test)', async () => {
  const html = readFileSync(FIXTURE);
  const server = createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(301, { location: '/store' }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const { code, stdout, stderr } = await cliWithEnv({ EGRESS_ALLOW_PRIVATE: '1', EGRESS_ALLOWED_PORTS: String(port) }, `http://127.0.0.1:${port}/`, '--json');
    assert.equal(code, 0, stderr);
    const report = JSON.parse(stdout);
    assert.equal(report.source, `http://127.0.0.1:${port}/store`);
    assert.ok(report.fetched_at);
    assert.equal(report.score, 72);
    // Without the test-only permission the same URL is refused before any request.
    const refused = await cliWithEnv({ EGRESS_ALLOW_PRIVATE: '0', EGRESS_ALLOWED_PORTS: String(port) }, `http://127.0.0.1:${port}/`);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^dutyscout scan: url_not_allowed: /);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
