// The ordinary (column 1 general) duty: the reader of USITC's JSON export on tiny real-format
// chapter files, the rate parser on every form the export prints, the lookup on the committed
// data, and the committed data held against a second source and against a rebuild from ../shared.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs, { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGeneralRates, serialiseGeneralRates } from '../../scripts/lib/usitc-json.ts';
import { compareWithSecondSource, secondSourceProblems, SECOND_SOURCE_FILE, type SecondSource } from '../../scripts/lib/usitc-json-check.ts';
import { generalRates, SHARED_EXPORT, SHARED_EXPORT_REVISION } from '../../scripts/build-general-rates.ts';

// ../shared (the late-2024 export the file is built from) is optional: without it the rebuild check at the end skips
// with the reason, except under CI=true, where it must be there (test/tariff-data.test.ts does the same).
const shared = existsSync(SHARED_EXPORT);
if (!shared && process.env.CI === 'true') {
  throw new Error(`${SHARED_EXPORT} is not here (or DUTYSCOUT_SHARED): CI=true requires the shared USITC export to rebuild data/hts/general-rates.json`);
}

// Watch which files are read before the module under test is imported: it must not read its data
// until the first lookup (start-up time).
const reads: string[] = [];
const realReadFileSync = fs.readFileSync;
fs.readFileSync = ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
  reads.push(String(path));
  return (realReadFileSync as (...args: unknown[]) => unknown)(path, ...rest);
}) as typeof fs.readFileSync;
syncBuiltinESMExports();
const { ORDINARY_DUTY_SOURCE, ordinaryDuty, parseGeneralRate } = await import('../../src/tariffs/ordinary-duty.ts');
const readsAtImport = reads.filter((p) => p.includes('general-rates')).length;
ordinaryDuty('7326908688');
const readsAfterLookups = (ordinaryDuty('0101300000'), reads.filter((p) => p.includes('general-rates')).length);
fs.readFileSync = realReadFileSync;
syncBuiltinESMExports();

const FIXTURE = fileURLToPath(new URL('../fixtures/usitc-json/chapters/', import.meta.url));
const DATA = fileURLToPath(new URL('../../data/hts/', import.meta.url));

const withTempDir = (use: (dir: string) => void) => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-usitc-'));
  try {
    use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// What the fixture prints: 01.json (padded name), 7.json (unpadded), 73.json, and 99.json (left out).
const FIXTURE_LINES = {
  '01012100': 'Free',
  '01012900': 'Free',
  '0101300000': '6.8%',
  '0101903000': 'Free',
  '0101904000': '4.5%',
  '01022940': '1¢/kg',
  '0711204000': '8.6¢/kg on drained weight',
  '0711400000': '7.7%',
  '0711510000': '5.7¢/kg on drained weight + 8%',
  '0711591000': '5.7¢/kg on drained weight +8%',
  '0711599000': '7.7%',
  '7326901000': 'Free',
  '7326902500': 'Free',
  '7326903500': '7.8%',
  '7326904500': 'Free',
  '7326906000': '8.6%',
  '73269086': '2.9%',
};

test('the reader keeps the lines that print a rate, from NN.json and N.json, and leaves out headings, statistical rows and chapter 99', () => {
  const file = readGeneralRates(FIXTURE, 'fixture', 'fixture revision');
  // 7326.90.86 carries 2.9% for its ten statistical rows (7326.90.86.05 ... .88), which print none;
  // 0101 and 0101.90 are headings; 9903.80.01 is an additional duty.
  assert.deepEqual(file, { source: 'fixture', revision_note: 'fixture revision', lines: FIXTURE_LINES });
});

test('the reader takes one whole-schedule file too, and trims the rate as printed', () => {
  withTempDir((dir) => {
    const rows = ['01.json', '7.json', '73.json', '99.json'].flatMap((f) => JSON.parse(readFileSync(join(FIXTURE, f), 'utf8')) as unknown[]);
    // A real row of chapter 29 (2904.31.00.00), whose rate the export prints with a trailing space.
    rows.push({ htsno: '2904.31.00.00', indent: '2', description: 'Perfluorooctane sulfonic acid', superior: null, units: ['kg'], general: '3.7% ', special: 'Free (A,AU,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG)', other: '25%', footnotes: [{ columns: ['general'], value: 'See 9903.88.03.', type: 'endnote' }], quotaQuantity: null, additionalDuties: null, addiitionalDuties: null });
    const schedule = join(dir, 'hts.json');
    writeFileSync(schedule, JSON.stringify(rows));
    assert.deepEqual(readGeneralRates(schedule, 's', 'r').lines, { ...FIXTURE_LINES, '2904310000': '3.7%' });
  });
});

test('the reader refuses a folder that holds one chapter twice (01.json and 1.json)', () => {
  withTempDir((dir) => {
    cpSync(join(FIXTURE, '01.json'), join(dir, '01.json'));
    cpSync(join(FIXTURE, '01.json'), join(dir, '1.json'));
    assert.throws(() => readGeneralRates(dir, 's', 'r'), /chapter 1 is in both/);
  });
});

test('the written file is the same bytes whatever order the lines were read in', () => {
  const file = readGeneralRates(FIXTURE, 's', 'r');
  const reversed = { ...file, lines: Object.fromEntries(Object.entries(file.lines).reverse()) };
  const text = serialiseGeneralRates(file);
  assert.equal(serialiseGeneralRates(reversed), text);
  assert.deepEqual(JSON.parse(text), file);
  assert.match(text, /\n "0101300000": "6\.8%",\n "0101903000": "Free",\n/);
});

test('parseGeneralRate: every form the export prints', () => {
  const cases: Array<[string, ReturnType<typeof parseGeneralRate>]> = [
    ['Free', { kind: 'free', pct: 0, text: 'Free' }],
    ['2.9%', { kind: 'ad_valorem', pct: 2.9, text: '2.9%' }],
    ['6.5%', { kind: 'ad_valorem', pct: 6.5, text: '6.5%' }],
    ['350%', { kind: 'ad_valorem', pct: 350, text: '350%' }],
    [' 3.7% ', { kind: 'ad_valorem', pct: 3.7, text: '3.7%' }],
    ['6.5% on the entire set', { kind: 'ad_valorem', pct: 6.5, text: '6.5% on the entire set' }],
  ];
  const specific = ['1.2¢/kg', '$1.05/doz.', '2.8¢/doz.', '68¢/head', '0.9¢ each', '$5.48/kg', '$1.13/m3', '89.6¢/1000', '4.5¢/ liter', '18.9¢/pf.liter',
    '4.4¢/liter + 31.4¢/pf. liter', '8.6¢/kg on drained weight', '1.7¢/kg on lead content',
    '1.4606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 0.943854¢/kg'];
  const compound = ['5.1¢/kg + 3.4%', '80.4¢/kg + 6.4%', '5.7¢/kg on drained weight +8%', '10¢/1,000 pins + 3.5%', '0.3¢/line/ gross + 4.6%', '15¢ each + 4% + 2.5¢/jewel',
    '44¢ each + 6% on the case + 14% on the strap, band or bracelet + 5.3% on the battery',
    '4.3% + 1.7¢/jewel + 0.2¢ for each other piece or part, but if consisting in part of a plate or a set of plates the total duty shall not exceed the duty for the complete movement'];
  // Shares of a part of the value, and references: no figure can be taken from them alone.
  const other = ['2.5% on the value of the lead content', '3.9% on the movement and case+ 5.3% on the battery',
    '4.7% on the value of the rifle + 20% on the value of the telescopic sight, if any', 'See additional U.S. note 1',
    'The rate applicable to the article of which it is a part or accessory', 'Free (A+,AU,BH)'];
  for (const t of specific) cases.push([t, { kind: 'specific', text: t }]);
  for (const t of compound) cases.push([t, { kind: 'compound', text: t }]);
  for (const t of other) cases.push([t, { kind: 'other', text: t }]);
  for (const [text, expected] of cases) assert.deepEqual(parseGeneralRate(text), expected, text);
});

test('every committed rate the parser calls "other" is a part-value share or a reference, never an unread number form', () => {
  const lines = (JSON.parse(readFileSync(join(DATA, 'general-rates.json'), 'utf8')) as { lines: Record<string, string> }).lines;
  const unread = Object.values(lines).filter(
    (t) => parseGeneralRate(t).kind === 'other' && !/^The rate |^See additional U\.S\. note \d+$|^\d+(?:\.\d+)?% on the (?:value|movement|apparatus)/.test(t),
  );
  assert.deepEqual(unread, []);
});

test('7326.90.86 is 2.9% ad valorem, and 7326.90.8688 (a statistical line under it) inherits it', () => {
  assert.deepEqual(ordinaryDuty('7326908688'), {
    line: '7326.90.86',
    rate: { kind: 'ad_valorem', pct: 2.9, text: '2.9%' },
    source_note: `The column 1 general rate comes ${ORDINARY_DUTY_SOURCE}`,
  });
  assert.equal(ordinaryDuty('7326908605')?.line, '7326.90.86');
});

test('a specific rate stays specific (no percentage); a 10-digit line prints its own; a 4-digit heading covers its codes', () => {
  const cattle = ordinaryDuty('0102294024');
  assert.deepEqual(cattle?.rate, { kind: 'specific', text: '1¢/kg' });
  assert.equal(cattle?.line, '0102.29.40');
  assert.equal('pct' in (cattle?.rate ?? {}), false);
  assert.deepEqual(ordinaryDuty('0101300000'), { line: '0101.30.0000', rate: { kind: 'ad_valorem', pct: 6.8, text: '6.8%' }, source_note: ordinaryDuty('7326908688')?.source_note });
  assert.deepEqual(ordinaryDuty('9503000073')?.line, '9503');
  assert.equal(ordinaryDuty('9903880300'), null, 'chapter 99 is not in the data');
  assert.equal(ordinaryDuty('0000000000'), null);
});

test('the data file is read on the first lookup, not at import, and only once', () => {
  assert.equal(readsAtImport, 0);
  assert.equal(readsAfterLookups, 1);
});

test('the answer sentence names the revision the committed data is from', () => {
  const file = JSON.parse(readFileSync(join(DATA, 'general-rates.json'), 'utf8')) as { revision_note: string };
  // Rebuilt from a newer export, the data would no longer be late 2024: the sentence must follow.
  assert.match(file.revision_note, /^HTS 2024, late 2024 /);
  assert.match(ORDINARY_DUTY_SOURCE, /USITC's HTS JSON export of a late-2024 revision/);
});

test('second source: the committed rates agree with USITC\'s HTS 2026 Revision 19 CSV on its excerpt, except the explained disagreements', () => {
  assert.deepEqual(secondSourceProblems(DATA), []);
});

test('second source: a changed or missing rate is reported, and so is an explanation that no longer applies', () => {
  const second = JSON.parse(readFileSync(join(DATA, SECOND_SOURCE_FILE), 'utf8')) as SecondSource;
  const ours = (JSON.parse(readFileSync(join(DATA, 'general-rates.json'), 'utf8')) as { lines: Record<string, string> }).lines;
  const changed: Record<string, string> = { ...ours, '73269086': '3.9%' };
  delete changed['01012100'];
  assert.deepEqual(compareWithSecondSource(changed, second), [
    { line: '0101.21.00', ours: null, theirs: 'Free' },
    { line: '7326.90.86', ours: '3.9%', theirs: '2.9%' },
  ]);
  withTempDir((dir) => {
    cpSync(DATA, dir, { recursive: true });
    const stale = { line: '7326.90.86', ours: '3.9%', theirs: '2.9%', reason: 'test' };
    writeFileSync(join(dir, 'general-rates-disagreements.json'), JSON.stringify({ disagreements: [stale] }));
    assert.deepEqual(secondSourceProblems(dir), ['general-rates-disagreements.json: 7326.90.86 ("3.9%" vs "2.9%") no longer disagrees: remove it']);
  });
});

test(
  'data/hts/general-rates.json is exactly what the shared USITC export rebuilds',
  { skip: shared ? false : `skipped: ${SHARED_EXPORT} is not here (optional outside CI; set DUTYSCOUT_SHARED to point at it)` },
  () => {
    const rebuilt = serialiseGeneralRates(generalRates(SHARED_EXPORT, SHARED_EXPORT_REVISION));
    assert.equal(readFileSync(join(DATA, 'general-rates.json'), 'utf8'), rebuilt);
  },
);
