// scripts/eval-pages.ts over the project's own fixtures: one line per page, then the page's tag
// inventory (vendor and IDs), then totals. The shared page set is not needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/eval-pages.ts', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/pixels/', import.meta.url));

test('eval:pages prints each page with its vendors and IDs, and the totals', () => {
  const run = spawnSync(process.execPath, [SCRIPT, FIXTURES], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const lines = run.stdout.split('\n');
  const page = lines.findIndex((l) => /shopify-channel-pixels\.html/.test(l));
  assert.ok(page >= 0, run.stdout);
  const tags = lines[page + 1];
  assert.match(tags, /^\s+tags: /);
  assert.match(tags, /Meta Pixel \[1111222233334444, 555566667777888\]/);
  assert.match(tags, /Google tag \[AW-987654321, G-ABCDE12345, MC-FGHIJ67890\]/);
  assert.match(tags, /TikTok Pixel \[CABCDEFGHIJ0123456KL\]/);
  const total = lines.find((l) => /pages scanned/.test(l));
  assert.match(total ?? '', /^\d+ pages scanned, \d+ vendor tags and \d+ IDs in their inventories, \d+ pages with a tag$/);
});
