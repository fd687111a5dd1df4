// `scan FILE` and `readiness FILE` read only HTML pages: any other file is refused with the
// API's `not_html` meaning, instead of being scored (an empty page scores 100 on the scan).
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/spawn.ts';

let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'dutyscout-nothtml-'));
  writeFileSync(join(dir, 'passwd'), 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n');
  writeFileSync(join(dir, 'data.json'), '{"html": "<p>not a page</p>"}');
  writeFileSync(join(dir, 'blob.bin'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
  writeFileSync(join(dir, 'saved.html'), '\ufeff  <!-- saved from url=(0022)https://shop.example/ -->\n<!DOCTYPE html><html><head><title>x</title></head><body>hi</body></html>');
});
after(() => rmSync(dir, { recursive: true, force: true }));

for (const command of ['scan', 'readiness']) {
  for (const file of ['passwd', 'data.json', 'blob.bin']) {
    it(`${command} ${file}: refused as not_html, exit 1, nothing on stdout`, async () => {
      const r = await runCli([command, join(dir, file)]);
      assert.equal(r.code, 1, r.stdout + r.stderr);
      assert.match(r.stderr, new RegExp(`^dutyscout ${command}: not_html: `));
      assert.equal(r.stdout, '');
    });
  }
  it(`${command} of a saved HTML page (BOM, comment first) still works`, async () => {
    const r = await runCli([command, join(dir, 'saved.html')]);
    assert.equal(r.code, 0, r.stderr);
  });
}
