// dutyscout readiness as a user runs it, on local files only (no network).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/dutyscout', import.meta.url));
const FIXTURE = (name: string) => fileURLToPath(new URL(`../fixtures/entries/${name}`, import.meta.url));

function dutyscout(...args: string[]) {
  const r = spawnSync(BIN, args, { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('the text report explains check by check why the listing is not ready', () => {
  const r = dutyscout('readiness', FIXTURE('synthetic-toy-listing-not-ready.html'), '--hts', '9503.00.0073');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Listing readiness: \d+\/100 \(not ready\)/);
  assert.match(r.stdout, /capped at 49: required choking warning missing: small-ball warning/);
  assert.match(r.stdout, /\[FAIL\] choking_warnings\s+0\/15/);
  assert.match(r.stdout, /evidence \(opengraph\): <meta property="og:upc" content="W00123456">/);
  assert.match(r.stdout, /4\. the person who keeps the test records/);
  assert.match(r.stdout, /This is not a certificate/);
});

test('the text report names the statute behind the verdict before the score\'s details (15 U.S.C. 1278(b)(1), quoted)', () => {
  const r = dutyscout('readiness', FIXTURE('synthetic-toy-listing-not-ready.html'), '--hts', '9503.00.0073');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /What decides the verdict[^\n]*\n  STATUTORY VIOLATION \(15 U\.S\.C\. 1278\(b\)\(1\)\): [^\n]*small-ball warning/);
  assert.match(r.stdout, /"In the case of any latex balloon, any ball with a diameter of 1\.75 inches or less/);
  assert.ok(r.stdout.indexOf('What decides the verdict') < r.stdout.indexOf('Checks'));
});

test('children\'s pajamas called "not flame resistant": the text names the statutory violation with 16 CFR 1615 and lists the product\'s rules, as --json does (issue 39)', () => {
  const r = dutyscout('readiness', FIXTURE('synthetic-kids-pajamas-not-flame-resistant.html'));
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Listing readiness: \d+\/100 \(not ready\)/);
  assert.match(r.stdout, /STATUTORY VIOLATION \(16 CFR 1615, 1616[^)]*\)\): Children's sleepwear that the listing calls "not flame resistant"/);
  assert.match(r.stdout, /The rules for this product[^\n]*\n  CITE\s+16 CFR 1615 \(children's sleepwear, sizes 0 through 6X\)/);
  assert.match(r.stdout, /ON PRODUCT 15 U\.S\.C\. 2063\(a\)\(5\)/);
  const json = JSON.parse(dutyscout('readiness', FIXTURE('synthetic-kids-pajamas-not-flame-resistant.html'), '--json').stdout) as { band: string; blockers: Array<{ provision: string }> };
  assert.equal(json.band, 'not_ready');
  assert.ok(r.stdout.includes(json.blockers[0].provision));
});

test('--json prints the report as JSON', () => {
  const r = dutyscout('readiness', FIXTURE('synthetic-toy-listing-ready.html'), '--json');
  assert.equal(r.code, 0, r.stderr);
  const body = JSON.parse(r.stdout) as { band: string; checks: unknown[]; statement: string };
  assert.equal(body.band, 'ready');
  assert.equal(body.checks.length, 10);
  assert.match(body.statement, /not a certificate/);
});

test('an invalid --hts is a usage error naming it', () => {
  const r = dutyscout('readiness', FIXTURE('synthetic-toy-listing-ready.html'), '--hts', '9503.00');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /invalid --hts "9503\.00"/);
  assert.equal(r.stdout, '');
});

test('a missing file or no argument is a usage error', () => {
  assert.equal(dutyscout('readiness', '/nonexistent/listing.html').code, 2);
  assert.equal(dutyscout('readiness').code, 2);
  const help = dutyscout('readiness', '--help');
  assert.equal(help.code, 0);
  assert.match(help.stdout, /usage: dutyscout readiness URL_OR_FILE/);
});

test('a URL is fetched through the egress (a local server, private addresses allowed by the environment)', async () => {
  const page = readFileSync(FIXTURE('synthetic-toy-listing-ready.html'));
  const server = createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(page); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  try {
    const child = spawn(BIN, ['readiness', `http://127.0.0.1:${port}/listing`, '--json'], {
      env: { ...process.env, EGRESS_ALLOW_PRIVATE: '1', EGRESS_ALLOWED_PORTS: String(port) },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d; });
    child.stderr.on('data', (d: Buffer) => { stderr += d; });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    assert.equal(code, 0, stderr);
    const body = JSON.parse(stdout) as { band: string; facts: { certificates: Array<{ value: { url: string | null } }> } };
    assert.equal(body.band, 'ready');
    assert.ok(body.facts.certificates.some((c) => c.value.url === `http://127.0.0.1:${port}/compliance/cpc/EXT-MR60-v3.pdf`));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a URL to a private address is refused by default', () => {
  const r = spawnSync(BIN, ['readiness', 'http://127.0.0.1:9/listing'], { encoding: 'utf8', env: { ...process.env, EGRESS_ALLOW_PRIVATE: '0' } });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /url_not_allowed/);
});
