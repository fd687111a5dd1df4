// A production install as a self-hoster does it, for real (scripts/check-install.sh): a fresh
// clone of HEAD, `npm ci --omit=dev`, `npm start` with PORT set, all on the machine's own Node
// (20 here), then GET /healthz on 127.0.0.1. npm runs offline (npm_config_offline, which the
// node package's nested install inherits): packages come from npm's cache, which the
// development install (`npm ci`, .ci/run) filled, so the test sends nothing off the machine.
// It tests committed work only (a clone of HEAD).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../scripts/check-install.sh', import.meta.url));

it('npm ci --omit=dev && npm start, from a fresh clone on the machine\'s own Node, serves /healthz', { timeout: 240_000 }, () => {
  const r = spawnSync(SCRIPT, [], { encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true' }, timeout: 230_000 });
  const said = `${r.stdout}\n${r.stderr}`;
  assert.equal(r.status, 0, said);
  assert.match(r.stdout, /node_modules\/\.bin\/node is v24\./, said);
  const host = /== host: node v(\d+)/.exec(r.stdout);
  // Started directly with a Node older than 24, the entry says what it needs (not a SyntaxError).
  if (host && Number(host[1]) < 24) assert.match(r.stdout, /src\/entry\.mjs: dutyscout needs Node 24 \(it runs its TypeScript directly\); this is Node \d+/, said);
  assert.match(r.stdout, /GET \/healthz: \{"status":"ok"\}/, said);
  assert.match(r.stdout, /stopped \(exit 0\)/, said);
});
