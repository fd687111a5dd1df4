// Every answer carries the date its data run through (HTS 2026 Revision 21, published
// 2026-10-07), and an answer for a later day says plainly that actions published after it are
// not known (an answer for 2026-12-10 used to read as current).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { datasetInfo } from '../../src/tariffs/dataset.ts';
import { lookupHtsCode } from '../../src/tariffs/lookup.ts';
import { estimateDutyImpact } from '../../src/tariffs/duty-impact.ts';
import { useTariffsApp, type TestApp } from '../support/app.ts';

const duty = (asOf: string) => estimateDutyImpact({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf });

describe('the date the data run through', () => {
  it('is HTS 2026 Revision 21, published 2026-10-07', () => {
    const info = datasetInfo();
    assert.equal(info.hts_revision, 'HTS 2026 Revision 21');
    assert.equal(info.data_through, '2026-10-07');
    assert.match(info.citation, /Revisions 11-21 \(Revision 21: its Chapter 99 headings only/);
  });

  it('a lookup for 2026-12-10 carries it and says later actions are not known; one for 2026-10-07 does not', () => {
    const late = lookupHtsCode('7326.90.8688', { asOf: '2026-12-10' }).detail!;
    assert.equal(late.data_through, '2026-10-07');
    const note = late.notes.find((n) => n.code === 'after_data_through');
    assert.ok(note, 'an after_data_through note');
    assert.match(note!.message, /2026-12-10 is after 2026-10-07.*published after 2026-10-07.*not known/);
    const onTheDay = lookupHtsCode('7326.90.8688', { asOf: '2026-10-07' }).detail!;
    assert.equal(onTheDay.data_through, '2026-10-07');
    assert.ok(!onTheDay.notes.some((n) => n.code === 'after_data_through'));
    // Invalid codes too: every answer carries the date.
    assert.equal(lookupHtsCode('ABCD', { asOf: '2026-12-10' }).detail!.data_through, '2026-10-07');
  });

  it('duty_impact for 2026-12-10 carries it, its first data gap and its assumptions say later actions are not known', () => {
    const late = duty('2026-12-10');
    assert.equal(late.data_through, '2026-10-07');
    assert.match(late.data_gaps[0], /not known/);
    assert.ok(late.assumptions.some((a) => /2026-12-10 is after 2026-10-07/.test(a)));
    const early = duty('2026-10-01');
    assert.equal(early.data_through, '2026-10-07');
    assert.ok(!early.data_gaps.some((g) => /not known/.test(g)));
  });
});

describe('the date the data run through, on the wire', () => {
  let t: TestApp;
  let key: string;
  useTariffsApp(Date.UTC(2026, 11, 10, 12, 0, 0), (app, k) => {
    t = app;
    key = k;
  });

  it('the v1 lookup and duty_impact answer today (2026-12-10) with data_through and the note', async () => {
    const { results }: any = await (await t.post('/api/v1/tariffs/hts/lookup', { codes: ['7326.90.8688'] }, key)).json();
    assert.equal(results[0].detail.data_through, '2026-10-07');
    assert.ok(results[0].detail.notes.some((n: any) => n.code === 'after_data_through'));
    const body: any = await (await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china' })).json();
    assert.equal(body.as_of, '2026-12-10');
    assert.equal(body.data_through, '2026-10-07');
    assert.match(body.data_gaps[0], /not known/);
  });

  it('the web lookup says so under its table, and the page names the date', async () => {
    const html = await (await t.request('/tariffs?codes=7326.90.8688')).text();
    assert.match(html, /data through 2026-10-07/);
    assert.match(html, /2026-12-10 is after 2026-10-07, the date this data runs through/);
  });

  it('the CLI prints the note once for the day, not once per code', () => {
    const r = spawnSync(fileURLToPath(new URL('../../bin/dutyscout', import.meta.url)), ['hts', '7326.90.8688', '0101.21.0010', '--as-of', '2026-12-10'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.match(/after_data_through: 2026-12-10 is after 2026-10-07/g)?.length, 1);
  });
});
