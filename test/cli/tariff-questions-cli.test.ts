// `dutyscout duty` and `dutyscout hts` take any origin country and answer the notes' questions
// (issue 35): --origin-country, --answer ID=yes|no, and the open questions printed with the flag
// that answers each. The figures are the API's for the same request (duty_impact in-process).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsv } from '../../src/csv/csv.js';
import { fileURLToPath } from 'node:url';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import { QUESTION_IDS, QUESTIONS } from '../../src/tariffs/questions.ts';

const BIN = fileURLToPath(new URL('../../bin/dutyscout', import.meta.url));
const AS_OF = '2026-11-26';

function dutyscout(...args: string[]) {
  const r = spawnSync(BIN, args, { encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

test('duty --origin-country CH gives a Swiss patented medicine the partner heading 9903.04.62 and asks whether it is patented', () => {
  const r = dutyscout('duty', '--codes', '3004.20.0010', '--value', '1000000', '--origin-country', 'CH', '--as-of', AS_OF);
  assert.equal(r.code, 0, r.stderr);
  const api = estimateDutyImpact({ htsCodes: ['3004.20.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'other', originCountry: 'CH', asOf: AS_OF });
  assert.match(r.stdout, /origin Switzerland \(other\)/);
  assert.match(r.stdout, /9903\.04\.62/);
  const total = (t: { low: number; mid: number; high: number }) => `\nTotal duty: low ${usd(t.low)}, mid ${usd(t.mid)}, high ${usd(t.high)} `;
  assert.ok(r.stdout.includes(total(api.total_duty_usd)), r.stdout);
  assert.ok(api.total_duty_usd.low < api.total_duty_usd.high, 'unanswered, a range');
  assert.match(r.stdout, /^ {4}--answer patented=yes {2}or {2}--answer patented=no$/m);
  // Answered, one figure: the API's for the same answer (15% all-in on $1M when the ordinary rate is free).
  const yes = dutyscout('duty', '--codes', '3004.20.0010', '--value', '1000000', '--origin-country', 'Switzerland', '--answer', 'patented=yes', '--as-of', AS_OF);
  assert.equal(yes.code, 0, yes.stderr);
  const answered = estimateDutyImpact({ htsCodes: ['3004.20.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'other', originCountry: 'CH', answers: { patented: true }, asOf: AS_OF });
  assert.equal(answered.estimate_usd.mid, 150_000);
  assert.ok(yes.stdout.includes(total(answered.total_duty_usd)), yes.stdout);
  assert.doesNotMatch(yes.stdout, /Open questions/);
});

test('duty --answer for_use_with_unmanned_aircraft=no makes a Chinese static converter $0 of Section 232 (9903.08.20)', () => {
  const open = dutyscout('duty', '--codes', '8504.40.9580', '--value', '1000000', '--origin', 'china', '--as-of', AS_OF);
  assert.equal(open.code, 0, open.stderr);
  assert.match(open.stdout, /^ {2}of which Section 232 duty: low \$0, mid \$500,000, high \$1,000,000$/m);
  assert.match(open.stdout, /--answer for_use_with_unmanned_aircraft=no/);
  const r = dutyscout('duty', '--codes', '8504.40.9580', '--value', '1000000', '--origin', 'china', '--answer', 'for_use_with_unmanned_aircraft=no', '--as-of', AS_OF, '--json');
  assert.equal(r.code, 0, r.stderr);
  const body = JSON.parse(r.stdout) as { estimate_usd: { low: number; mid: number; high: number }; per_code: Array<{ outcomes: Array<{ chapter99_heading: string }>; questions: unknown[] }> };
  assert.deepEqual(body.estimate_usd, { low: 0, mid: 0, high: 0 });
  assert.deepEqual(body.per_code[0].outcomes.map((o) => o.chapter99_heading), ['9903.08.20']);
  assert.deepEqual(body.per_code[0].questions, []);
});

test('hts --origin-country and --answer give the lookup for that country and those answers', () => {
  const r = dutyscout('hts', '3004.20.0010', '8504.40.9580', '--origin-country', 'Switzerland', '--as-of', AS_OF);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /origin Switzerland/);
  assert.match(r.stdout, /^3004\.20\.0010: 9903\.04\.62 15% all-in if the article is a patented/m);
  assert.match(r.stdout, /--answer for_use_with_unmanned_aircraft=yes {2}or {2}--answer for_use_with_unmanned_aircraft=no/);
  const json = dutyscout('hts', '8504.40.9580', '--origin-country', 'CN', '--answer', 'for_use_with_unmanned_aircraft=no', '--as-of', AS_OF, '--json');
  assert.equal(json.code, 0, json.stderr);
  const body = JSON.parse(json.stdout) as { origin_country: { code: string }; results: Array<{ detail: { chapter99_heading: string; rate_pct: number; questions: string[] } }> };
  assert.equal(body.origin_country.code, 'CN');
  assert.equal(body.results[0].detail.chapter99_heading, '9903.08.20');
  assert.equal(body.results[0].detail.rate_pct, 0);
  assert.deepEqual(body.results[0].detail.questions, []);
});

test('a country or answer the CLI cannot use is a usage error that says what it takes; --help lists every question', () => {
  const typo = dutyscout('duty', '--codes', '8504.40.9580', '--value', '1000', '--origin-country', 'Swizerland');
  assert.equal(typo.code, 2);
  assert.match(typo.stderr, /'Swizerland' is not a country dutyscout knows; did you mean Switzerland \(CH\)\?/);
  const clash = dutyscout('duty', '--codes', '8504.40.9580', '--value', '1000', '--origin', 'eu', '--origin-country', 'CH');
  assert.equal(clash.code, 2);
  assert.match(clash.stderr, /CH is in the group 'other', not --origin eu/);
  const bad = dutyscout('hts', '8504.40.9580', '--answer', 'drone=maybe');
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /'drone' is not a question; one of metal_15pct_by_weight/);
  const maybe = dutyscout('hts', '8504.40.9580', '--answer', 'thermal_imaging=maybe');
  assert.equal(maybe.code, 2);
  assert.match(maybe.stderr, /give thermal_imaging=yes or thermal_imaging=no/);
  for (const command of ['duty', 'hts']) {
    const help = dutyscout(command, '--help');
    assert.equal(help.code, 0);
    for (const id of QUESTION_IDS) assert.ok(help.stdout.includes(`  ${id}\n      ${QUESTIONS[id].question}`), `${command} --help lists ${id}`);
    assert.match(help.stdout, /--origin-country C/);
  }
});

test('hts --csv reads each row\'s origin_country column (the --origin-country of the file otherwise); a country it does not know is a bad row', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-origin-csv-'));
  try {
    const file = join(dir, 'codes.csv');
    writeFileSync(file, 'sku,hts_code,origin_country\nA,3004.20.0010,Switzerland\nB,3004.20.0010,\nC,3004.20.0010,Atlantis\n');
    // (Not for a company with an onshoring plan: note 40(h) is a question of its own.)
    const r = dutyscout('hts', '--csv', file, '--answer', 'patented=yes', '--answer', 'onshoring_plan=no', '--as-of', AS_OF);
    assert.equal(r.code, 1, 'one bad row');
    assert.match(r.stderr, /line 4: origin_country "Atlantis" is not a country dutyscout knows/);
    const rows = parseCsv(r.stdout);
    const heading = rows[0].cells.indexOf('chapter99_heading');
    // Patented: the Swiss row gets the partners' 15% all-in heading, the row without a country the 100% one.
    assert.deepEqual(rows.slice(1).map((row) => [row.cells[0], row.cells[heading]]), [['A', '9903.04.62'], ['B', '9903.04.60'], ['C', '9903.04.60']]);
    const file2 = dutyscout('hts', '--csv', file, '--answer', 'patented=yes', '--origin-country', 'Japan', '--as-of', AS_OF, '--allow-bad-rows');
    assert.equal(parseCsv(file2.stdout)[2].cells[heading], '9903.04.62', 'a row without a country takes the file\'s');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
