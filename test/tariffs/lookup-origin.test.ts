// The v1 lookup and the public hts_lookup tool take an optional origin and answers (issue 35,
// What 2 and 3), so they answer a line's outcomes as duty_impact does for the same request.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useTariffsApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let key: string;
useTariffsApp(Date.UTC(2026, 9, 15, 12, 0, 0), (app, k) => {
  t = app;
  key = k;
});

const lookup = (body: unknown) => t.post('/api/v1/tariffs/hts/lookup', body, key);
const duty = (body: unknown) => t.post('/api/mcp/tariffs/duty_impact', body);

describe('v1 lookup with an origin and answers', () => {
  it('a Swiss patented medicine: the lookup lists 9903.04.62 as duty_impact does; none without the origin', async () => {
    const res = await lookup({ codes: ['3004.20.0010'], as_of: '2026-10-15', origin_country: 'Switzerland' });
    assert.equal(res.status, 200);
    const { results }: any = await res.json();
    const estimate: any = await (await duty({ htsCodes: ['3004.20.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'other', originCountry: 'CH', asOf: '2026-10-15' })).json();
    assert.deepEqual(results[0].detail.outcomes.map((o: any) => o.chapter99_heading), estimate.per_code[0].outcomes.map((o: any) => o.chapter99_heading));
    assert.ok(results[0].detail.outcomes.some((o: any) => o.chapter99_heading === '9903.04.62'));
    assert.deepEqual(results[0].detail.questions, ['patented']);
    const plain: any = await (await lookup({ codes: ['3004.20.0010'], as_of: '2026-10-15' })).json();
    assert.ok(!plain.results[0].detail.outcomes.some((o: any) => o.chapter99_heading === '9903.04.62'));
  });

  it('answers narrow the lookup to one outcome: a static converter not for drones is 9903.08.20', async () => {
    const { results }: any = await (await lookup({ codes: ['8504.40.9580'], as_of: '2026-10-15', answers: { for_use_with_unmanned_aircraft: false } })).json();
    assert.deepEqual([results[0].detail.chapter99_heading, results[0].detail.rate_pct], ['9903.08.20', 0]);
    assert.deepEqual(results[0].detail.questions, []);
  });

  for (const [name, body, path] of [
    ['an unknown country', { codes: ['3004.20.0010'], origin_country: 'Atlantis' }, 'origin_country'],
    ['a country outside its group', { codes: ['3004.20.0010'], country_of_origin: 'eu', origin_country: 'CH' }, 'origin_country'],
    ['an unknown question', { codes: ['3004.20.0010'], answers: { nope: true } }, 'answers'],
  ] as const) {
    it(`400 invalid_request for ${name}`, async () => {
      const res = await lookup(body);
      assert.equal(res.status, 400);
      const err: any = await res.json();
      assert.equal(err.error, 'invalid_request');
      assert.ok(err.details.some((d: any) => String(d.path).startsWith(path)), JSON.stringify(err.details));
    });
  }
});

describe('public hts_lookup with an origin', () => {
  it('a Taiwanese drone lists 43(d)\'s 9903.08.24', async () => {
    const res = await t.post('/api/mcp/tariffs/hts_lookup', { htsCodes: ['8806.21.0000'], originCountry: 'TW', asOf: '2026-10-15' });
    assert.equal(res.status, 200);
    const body: any = await res.json();
    assert.ok(body.results[0].detail.outcomes.some((o: any) => o.chapter99_heading === '9903.08.24'));
  });
});
