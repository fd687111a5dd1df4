// The hts and duty commands as a user runs them (bin/dutyscout on the pinned Node).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../src/csv/csv.js';

const BIN = fileURLToPath(new URL('../bin/dutyscout', import.meta.url));

function dutyscout(...args: string[]) {
  const r = spawnSync(BIN, args, { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('hts prints a dated, cited table', () => {
  const r = dutyscout('hts', '7326.90.8688', '1001.11.0000', '--as-of', '2025-09-01');
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /7326\.90\.8688\s+hit\s+7326\.90\.86\s+9903\.81\.90\s+\+50%/);
  assert.match(r.stdout, /1001\.11\.0000\s+clear/);
  assert.match(r.stdout, /As of 2025-09-01/);
  assert.match(r.stdout, /Proclamation 10896/);
  assert.match(r.stdout, /not clearance, not legal advice/);
});

test('hts --json gives the results with detail', () => {
  const r = dutyscout('hts', '0101210010', '9903.81.91', '8418.10.0010', '--as-of', '2026-07-01', '--json');
  assert.equal(r.code, 0, r.stderr);
  const body = JSON.parse(r.stdout) as { as_of: string; results: Array<{ code: string; status: string; detail?: { notes: Array<{ code: string }>; questions?: string[] } }> };
  assert.equal(body.as_of, '2026-07-01');
  assert.deepEqual(body.results.map((x) => [x.code, x.status]), [['0101.21.0010', 'clear'], ['9903.81.91', 'invalid'], ['8418.10.0010', 'hit']]);
  assert.ok(body.results[0].detail?.notes.every((n) => n.code !== 'data_gap'));
  // The detail carries the questions a 16(c)(vi) article of chapter 84 is asked (issue 35).
  assert.ok(body.results[2].detail?.questions?.includes('exclusively_for_ag_or_industrial_equipment'));
});

test('hts --csv keeps the input\'s columns, appends the lookup, keeps leading zeros, reports a bad row by line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-csv-'));
  try {
    const input = join(dir, 'codes.csv');
    const output = join(dir, 'out.csv');
    writeFileSync(input, 'sku,description,hts_code\nA-1,"Horse, live",0101210010\nB-2,Steel hook,7326.90.8688\nC-3,Typo,ABCD.EF.GHIJ\nD-4,Milk,"0402.99.6800"\n');
    const r = dutyscout('hts', '--csv', input, '--out', output, '--as-of', '2025-09-01', '--allow-bad-rows');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /line 4: .*ABCD\.EF\.GHIJ/);
    assert.doesNotMatch(r.stderr, /line [235]:/);
    const rows = parseCsv(readFileSync(output, 'utf8'));
    const header = rows[0].cells;
    // The seller's own columns first, unchanged, then the lookup's.
    assert.deepEqual(header.slice(0, 3), ['sku', 'description', 'hts_code']);
    const col = (name: string) => header.indexOf(name);
    const byLine = new Map(rows.slice(1).map((row) => [row.cells[col('line')], row.cells]));
    assert.deepEqual(byLine.get('2')?.slice(0, 3), ['A-1', 'Horse, live', '0101210010']);
    assert.equal(byLine.get('2')?.[col('code')], '0101.21.0010');
    assert.equal(byLine.get('2')?.[col('status')], 'clear');
    assert.equal(byLine.get('3')?.[col('status')], 'hit');
    assert.equal(byLine.get('3')?.[col('matching_provision')], '7326.90.86');
    assert.equal(byLine.get('3')?.[col('rate_pct')], '50');
    assert.match(byLine.get('3')?.[col('citation')] ?? '', /Proclamation 10896/);
    assert.equal(byLine.get('4')?.[col('status')], 'invalid');
    assert.equal(byLine.get('5')?.[col('code')], '0402.99.6800');
    assert.equal(byLine.get('5')?.[col('status')], 'hit');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('hts --csv reads what spreadsheets export: a header spelled "HTS Code", semicolons, tabs, a BOM, quoted cells', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-csv-export-'));
  try {
    const files: Array<[string, string]> = [
      ['semicolon.csv', '\ufeffProduct name;HTS Code;Value\r\n"Hook; steel";7326.90.8688;1234,56\r\nHorse;0101.21.0010;12\r\n'],
      ['tab.tsv', 'Product name\tTariff code\nHook, steel\t7326.90.8688\nHorse\t0101.21.0010\n'],
      ['comma.csv', 'Product name,HS code\n"Hook, steel",7326.90.8688\nHorse,0101.21.0010\n'],
    ];
    for (const [name, text] of files) {
      const file = join(dir, name);
      writeFileSync(file, text);
      const r = dutyscout('hts', '--csv', file, '--as-of', '2025-09-01');
      assert.equal(r.code, 0, `${name}: ${r.stderr}`);
      const rows = parseCsv(r.stdout);
      const status = rows[0].cells.indexOf('status');
      assert.equal(rows[0].cells[0], 'Product name', `${name}: the header read without its BOM`);
      assert.deepEqual(rows.slice(1).map((row) => [row.cells[0], row.cells[1], row.cells[status]]), [[name === 'semicolon.csv' ? 'Hook; steel' : 'Hook, steel', '7326.90.8688', 'hit'], ['Horse', '0101.21.0010', 'clear']], name);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('hts --csv with bad rows exits 1 with their count (the output is still written); --allow-bad-rows exits 0', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-csv-bad-'));
  try {
    const input = join(dir, 'codes.csv');
    writeFileSync(input, 'hts\n7326.90.8688\nnope\n12\n');
    const strict = dutyscout('hts', '--csv', input, '--as-of', '2025-09-01');
    assert.equal(strict.code, 1, strict.stderr);
    assert.match(strict.stderr, /2 bad rows? of 3/);
    assert.equal(parseCsv(strict.stdout).length, 4, 'every row is still in the output');
    assert.equal(dutyscout('hts', '--csv', input, '--as-of', '2025-09-01', '--allow-bad-rows').code, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('hts --csv checks --out is writable before doing any work', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-csv-out-'));
  try {
    const input = join(dir, 'codes.csv');
    writeFileSync(input, 'hts\n7326.90.8688\n');
    const r = dutyscout('hts', '--csv', input, '--out', join(dir, 'no-such-dir', 'out.csv'), '--as-of', '2025-09-01');
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /cannot write .*out\.csv/);
    assert.doesNotMatch(r.stderr, /looked up/, 'it stopped before the lookup');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('hts with no valid code exits 1 and says so; one valid code among bad ones is an answer (exit 0)', () => {
  const none = dutyscout('hts', 'notacode', '7326.90');
  assert.equal(none.code, 1);
  assert.match(none.stdout, /notacode\s+invalid/, 'the table still says why');
  assert.match(none.stderr, /^dutyscout hts: no valid HTS code among the 2 given/m);
  assert.equal(dutyscout('hts', 'notacode', '7326.90.8688').code, 0);
});

test('hts --csv: a URL, a directory, a missing file and a file with no codes are one clear line each, exit 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-csv-nasty-'));
  try {
    const notCsv = join(dir, 'notes.txt');
    writeFileSync(notCsv, Array.from({ length: 40 }, (_, i) => `line ${i} of prose, no code here`).join('\n'));
    const cases: Array<[string, RegExp]> = [
      ['https://example.test/codes.csv', /--csv takes a local file, not a URL \(https:\/\/example\.test\/codes\.csv\): download it first/],
      [dir, /is a directory, not a CSV file/],
      [join(dir, 'missing.csv'), /cannot read .*missing\.csv: no such file$/m],
      [notCsv, /notes\.txt: no column holds HTS codes \(the first row reads: line 0 of prose, no code here\): name the column of codes HTS Code, hts_code, HTS, Tariff code or HS code, or put the codes in a file of their own\. Nothing was written\./],
    ];
    for (const [file, says] of cases) {
      const r = dutyscout('hts', '--csv', file);
      assert.equal(r.code, 1, file);
      assert.equal(r.stderr.trim().split('\n').length, 1, `one line for ${file}: ${r.stderr}`);
      assert.match(r.stderr, says);
      assert.equal(r.stdout, '');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('hts without codes or with a bad date is a usage error (exit 2)', () => {
  assert.equal(dutyscout('hts').code, 2);
  const r = dutyscout('hts', '7326.90.8688', '--as-of', '2025-02-30');
  assert.equal(r.code, 2);
  assert.match(r.stderr, /as_of/);
  const early = dutyscout('hts', '7326.90.8688', '--as-of', '2024-01-01');
  assert.equal(early.code, 2);
  assert.match(early.stderr, /covers dates from 2025-03-12/);
  assert.equal(dutyscout('hts', '--help').code, 0);
});

test('duty prints the total first, then its parts; --json has the payload', () => {
  const text = dutyscout('duty', '--codes', '7326.90.8688,1001.11.0000', '--value', '200,000', '--origin', 'china', '--as-of', '2025-09-01');
  assert.equal(text.code, 0, text.stderr);
  // 50% of $100,000 (Section 232), 2.9% of $100,000 (ordinary) and Section 301 List 3's 25% of
  // each $100,000 (9903.88.03, on the full value: the derived list has both 7326.90.86 and
  // 1001.11.00); wheat's ordinary rate is specific, left out.
  assert.match(text.stdout, /^Total duty: low \$102,900, mid \$102,900, high \$102,900/m);
  assert.match(text.stdout, /^ {2}of which ordinary \(column 1\) duty: \$2,900$/m);
  assert.match(text.stdout, /^ {2}of which Section 232 duty: \$50,000$/m);
  assert.match(text.stdout, /^ {2}of which Section 301 duty \(9903\.88\.03\): \$50,000$/m);
  assert.match(text.stdout, /\$100K-\$1M/);
  assert.match(text.stdout, /not legal advice/);
  const json = dutyscout('duty', '--codes', '7326.90.8688', '--value', '1000', '--origin', 'eu', '--as-of', '2025-09-01', '--json');
  const body = JSON.parse(json.stdout) as { estimate_usd: { mid: number }; per_code: unknown[] };
  assert.equal(body.estimate_usd.mid, 500);
  assert.equal(body.per_code.length, 1);
  assert.equal(dutyscout('duty', '--codes', '7326.90.8688', '--value', '1000', '--origin', 'mars').code, 2);
});

test('duty takes codes as arguments like hts (--codes still works, and both together are all the codes); --version prints the version', () => {
  const args = ['--value', '200,000', '--origin', 'china', '--as-of', '2025-09-01', '--json'];
  const byOption = dutyscout('duty', '--codes', '7326.90.8688,1001.11.0000', ...args);
  const byArguments = dutyscout('duty', '7326.90.8688', '1001.11.0000', ...args);
  const both = dutyscout('duty', '7326.90.8688', '--codes', '1001.11.0000', ...args);
  assert.equal(byArguments.code, 0, byArguments.stderr);
  assert.equal(byArguments.stdout, byOption.stdout);
  const codes = (r: { stdout: string }) => (JSON.parse(r.stdout) as { per_code: Array<{ code: string }> }).per_code.map((c) => c.code).sort();
  assert.deepEqual(codes(both), ['1001.11.0000', '7326.90.8688']);
  const none = dutyscout('duty', '--value', '1000', '--origin', 'china');
  assert.equal(none.code, 2);
  assert.match(none.stderr, /give at least one HTS code \(as arguments, or --codes C1,C2\)/);
  assert.match(dutyscout('duty', '--help').stdout, /^usage: dutyscout duty CODE\.\.\. --value USD/);
  const version = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version as string;
  for (const flag of ['--version', '-V']) {
    const r = dutyscout(flag);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, `dutyscout ${version} (Node ${r.stdout.match(/Node (\S+)\)/)?.[1]})\n`);
    assert.match(r.stdout, /^dutyscout \d+\.\d+\.\d+ \(Node 24\.\d+\.\d+\)\n$/);
  }
});

test('hts --csv shows progress on stderr for a long file when stderr is a terminal, and none otherwise', { skip: !existsSync('/usr/bin/script') && 'needs script(1) for a terminal' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-csv-progress-'));
  try {
    const input = join(dir, 'codes.csv');
    writeFileSync(input, 'hts\n' + '7326.90.8688\n'.repeat(6000));
    const output = join(dir, 'out.csv');
    const quiet = dutyscout('hts', '--csv', input, '--out', output, '--as-of', '2025-09-01');
    assert.doesNotMatch(quiet.stderr, /\r/);
    // script(1) gives the command a terminal and copies what it writes to our stdout.
    const tty = spawnSync('/usr/bin/script', ['-qec', `${BIN} hts --csv ${input} --out ${output} --as-of 2025-09-01`, '/dev/null'], { encoding: 'utf8' });
    assert.match(tty.stdout, /\d+\/6000 rows/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
