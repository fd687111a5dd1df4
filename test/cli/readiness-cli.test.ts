// dutyscout readiness as a user runs it, on local files only (no network).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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
  assert.match(r.stdout, /7\. the person who keeps the test records/);
  assert.match(r.stdout, /This is not a certificate/);
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
