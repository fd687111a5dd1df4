// An 8-digit code (7318.15.20, as the Section 232 lists and the list browser print provisions)
// is no dead end: the v1 lookup (one result per code, a 10-digit line each, by contract) refuses
// it with its lines listed; duty_impact, the CLI and the web lookup answer each of its lines.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { SHARED_EXPORT } from '../../scripts/build-general-rates.ts';
import { statisticalLinesText } from '../../scripts/build-hts-lines.ts';
import { lookupHtsCode } from '../../src/tariffs/lookup.ts';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import { TariffError } from '../../src/tariffs/errors.ts';
import { linesUnder } from '../../src/tariffs/statistical-lines.ts';
import { useTariffsApp, type TestApp } from '../support/app.ts';

const LINES_7318_15_20 = ['2010', '2020', '2030', '2041', '2046', '2051', '2055', '2061', '2065', '2091', '2095'].map((s) => `7318.15.${s}`);
const BIN = fileURLToPath(new URL('../../bin/dutyscout', import.meta.url));
const dutyscout = (...args: string[]) => spawnSync(BIN, args, { encoding: 'utf8' });

describe('8-digit codes', () => {
  it('the lookup refuses 7318.15.20 (and 73181520) as one result, listing its 10-digit lines', () => {
    for (const code of ['7318.15.20', '73181520', ' 7318.15.20 ']) {
      const r = lookupHtsCode(code, { asOf: '2026-10-15' });
      assert.equal(r.status, 'invalid', code);
      assert.deepEqual(r.detail!.lines, LINES_7318_15_20, code);
      const note = r.detail!.notes.find((n) => n.code === 'eight_digit_code');
      assert.ok(note, `${code}: an eight_digit_code note`);
      assert.match(note!.message, /8-digit provision.*11 line\(s\): 7318\.15\.2010/);
    }
    // A 9-digit code is still just invalid.
    assert.equal(lookupHtsCode('7318.15.201', { asOf: '2026-10-15' }).detail!.lines, undefined);
  });

  it('the lines follow the revisions: 3004.31.00 is .0000 before Revision 11 and .0010/.0090 after', () => {
    assert.deepEqual(linesUnder('30043100', '2026-06-30'), ['3004.31.0000']);
    assert.deepEqual(linesUnder('30043100', '2026-10-15'), ['3004.31.0010', '3004.31.0090']);
  });

  it('duty_impact answers each line of an 8-digit code with its share, the same total as the lines given one by one', () => {
    const asOf = '2026-10-15';
    const expanded = estimateDutyImpact({ htsCodes: ['7318.15.20', '7326.90.8688'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf });
    assert.deepEqual(expanded.per_code.map((p) => p.code), [...LINES_7318_15_20, '7326.90.8688']);
    assert.deepEqual(expanded.per_code.map((p) => p.expanded_from), [...LINES_7318_15_20.map(() => '7318.15.20'), undefined]);
    const shares = expanded.per_code.map((p) => p.share_of_value);
    assert.ok(Math.abs(shares.slice(0, 11).reduce((a, b) => a + b, 0) - 0.5) < 1e-5, 'the 8-digit code keeps its half of the value');
    assert.equal(shares[11], 0.5);
    const direct = estimateDutyImpact({ htsCodes: LINES_7318_15_20, annualImportValueUsd: 500_000, countryOfOrigin: 'china', asOf });
    const alone = estimateDutyImpact({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 500_000, countryOfOrigin: 'china', asOf });
    assert.ok(Math.abs(expanded.total_duty_usd.mid - (direct.total_duty_usd.mid + alone.total_duty_usd.mid)) <= 1);
    assert.ok(expanded.assumptions.some((a) => /7318\.15\.20 is an 8-digit provision.*11 statistical lines/.test(a)));
  });

  it('duty_impact refuses an expansion past 500 lines with a 400 that lists each code\'s lines', () => {
    const codes = Array.from({ length: 12 }, () => '3004.90.92');
    assert.ok(linesUnder('30049092', '2026-10-15').length * 12 > 500);
    assert.throws(
      () => estimateDutyImpact({ htsCodes: codes, annualImportValueUsd: 1, countryOfOrigin: 'china', asOf: '2026-10-15' }),
      (err: unknown) => err instanceof TariffError && /more than the 500/.test(err.message) && err.details!.length === 12 && /3004\.90\.92 has \d+ lines: 3004\.90\.92\d\d/.test(err.details![0].message),
    );
  });

  it('the CLI hts and duty commands answer each line of 7318.15.20', () => {
    const hts = dutyscout('hts', '7318.15.20', '--as-of', '2026-10-15');
    assert.equal(hts.status, 0, hts.stderr);
    for (const line of LINES_7318_15_20) assert.match(hts.stdout, new RegExp(`${line.replace(/\./g, '\\.')} \\(of 7318\\.15\\.20\\)\\s+hit`));
    const json = JSON.parse(dutyscout('hts', '7318.15.20', '--as-of', '2026-10-15', '--json').stdout) as { results: Array<{ code: string; expanded_from?: string }> };
    assert.deepEqual(json.results.map((r) => [r.code, r.expanded_from]), LINES_7318_15_20.map((l) => [l, '7318.15.20']));
    const duty = dutyscout('duty', '--codes', '7318.15.20', '--value', '1000000', '--origin', 'china', '--as-of', '2026-10-15', '--json');
    assert.equal(duty.status, 0, duty.stderr);
    assert.deepEqual((JSON.parse(duty.stdout) as { per_code: Array<{ code: string }> }).per_code.map((p) => p.code), LINES_7318_15_20);
  });
});

describe('8-digit codes over HTTP and on the web', () => {
  let t: TestApp;
  let key: string;
  useTariffsApp(Date.UTC(2026, 9, 15, 12, 0, 0), (app, k) => {
    t = app;
    key = k;
  });

  it('the v1 lookup answers one invalid result listing the lines; duty_impact answers each line', async () => {
    const res = await t.post('/api/v1/tariffs/hts/lookup', { codes: ['7318.15.20'] }, key);
    assert.equal(res.status, 200);
    const { results }: any = await res.json();
    assert.equal(results.length, 1);
    assert.equal(results[0].status, 'invalid');
    assert.deepEqual(results[0].detail.lines, LINES_7318_15_20);
    const duty = await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: ['7318.15.20'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china' });
    assert.equal(duty.status, 200);
    const body: any = await duty.json();
    assert.deepEqual(body.per_code.map((p: any) => [p.code, p.expanded_from]), LINES_7318_15_20.map((l) => [l, '7318.15.20']));
  });

  it('the web lookup shows each line of 7318.15.20', async () => {
    const html = await (await t.request('/tariffs?codes=7318.15.20')).text();
    for (const line of LINES_7318_15_20) assert.ok(html.includes(`${line} <span class="lists">(of 7318.15.20)</span>`), line);
    const csv = await (await t.request('/tariffs.csv?codes=7318.15.20')).text();
    assert.equal(csv.trim().split('\r\n').length, 1 + LINES_7318_15_20.length);
  });
});

describe('data/hts/lines.json against its sources', () => {
  const DATA = new URL('../../data/', import.meta.url);
  const lines = (JSON.parse(readFileSync(new URL('hts/lines.json', DATA), 'utf8')) as { lines: Record<string, string> }).lines;
  const usitc = new Set(Object.entries(lines).flatMap(([head, suffixes]) => suffixes.split(' ').map((s) => head + s)));

  it('holds the disagreements with the tracker\'s list of lines that data/hts/SOURCES.md records, class by class', () => {
    const metal = (JSON.parse(readFileSync(new URL('section232/metal-content.json', DATA), 'utf8')) as { lines: Record<string, string> }).lines;
    const tracker = new Set(Object.entries(metal).flatMap(([sub, tokens]) => tokens.split(' ').map((t) => sub + t.split(':')[0])));
    const heads = (set: Set<string>) => new Set([...set].map((l) => l.slice(0, 8)));
    const [usitcHeads, trackerHeads] = [heads(usitc), heads(tracker)];
    const onlyUsitc = [...usitc].filter((l) => !tracker.has(l));
    const onlyTracker = [...tracker].filter((l) => !usitc.has(l));
    assert.equal(usitc.size - onlyUsitc.length, 19_345, 'lines in both');
    assert.equal(onlyTracker.filter((l) => !usitcHeads.has(l.slice(0, 8))).length, 1_258);
    assert.equal(onlyTracker.filter((l) => usitcHeads.has(l.slice(0, 8))).length, 177);
    assert.equal(onlyUsitc.filter((l) => trackerHeads.has(l.slice(0, 8))).length, 326);
    const noProvision = onlyUsitc.filter((l) => !trackerHeads.has(l.slice(0, 8)));
    assert.equal(noProvision.length, 29);
    assert.ok(noProvision.every((l) => l.startsWith('98')), 'the tracker lacks only chapter 98 provisions');
  });

  it('is what the shared USITC export gives, byte for byte', { skip: existsSync(SHARED_EXPORT) ? false : 'skipped: ../shared/data/hts/usitc-json is not here (optional outside CI)' }, () => {
    assert.equal(statisticalLinesText(), readFileSync(new URL('hts/lines.json', DATA), 'utf8'));
  });
});
