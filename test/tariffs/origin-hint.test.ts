// countryOfOrigin is fixed by the contract to seven groups, so "China", "CN" and "germany" stay
// 400: the message names the value to send and the optional field for the country itself.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

async function refusal(path: string, body: unknown, key?: string): Promise<{ message: string; details: Array<{ path: string; message: string }> }> {
  const res = await t.post(path, body, key);
  assert.equal(res.status, 400, path);
  const json = (await res.json()) as { error: string; message: string; details: Array<{ path: string; message: string }> };
  assert.equal(json.error, 'invalid_request');
  return json;
}

const duty = (countryOfOrigin: unknown) => ({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin });

it('duty_impact: a country or a capitalised group is refused with the group to send, and originCountry for the country', async () => {
  const cases: Array<[string, RegExp]> = [
    ['China', /^"China" is not one of canada, mexico, eu, china, japan, south_korea, other: write it "china" \(lower case\)$/],
    ['South Korea', /: write it "south_korea" \(lower case\)$/],
    ['CN', /: use "china" for China, and originCountry "CN" to name the country \(optional\)$/],
    ['germany', /^"germany" is not one of .*: Germany is in the EU: use "eu", and originCountry "DE" to name the country \(optional\)$/],
    ['Vietnam', /: Vietnam has no group of its own: use "other", and originCountry "VN" to name the country \(optional\)$/],
    ['Atlantis', /^"Atlantis" is not one of .*other; to name a country, send its group here and the country in originCountry \(e\.g\. countryOfOrigin "eu" with originCountry "DE"\)$/],
    [42 as unknown as string, /^a non-string is not one of /],
  ];
  for (const [given, says] of cases) {
    const body = await refusal('/api/mcp/tariffs/duty_impact', duty(given));
    assert.deepEqual(body.details.map((d) => d.path), ['countryOfOrigin'], String(given));
    assert.match(body.details[0]!.message, says, String(given));
    assert.equal(body.message, `Invalid request body: countryOfOrigin: ${body.details[0]!.message}`);
  }
  // What the hint says to send is accepted.
  const ok = await t.post('/api/mcp/tariffs/duty_impact', { ...duty('eu'), originCountry: 'DE' });
  assert.equal(ok.status, 200);
});

it('the same hint on hts_lookup, on v1 (origin_country) and on the letter (which has no country field)', async () => {
  const tool = await refusal('/api/mcp/tariffs/hts_lookup', { htsCodes: ['7326.90.8688'], countryOfOrigin: 'germany' });
  assert.match(tool.details[0]!.message, /use "eu", and originCountry "DE"/);
  const v1 = await refusal('/api/v1/tariffs/hts/lookup', { codes: ['7326.90.8688'], country_of_origin: 'germany' }, await t.key('tariffs'));
  assert.match(v1.details[0]!.message, /use "eu", and origin_country "DE"/);
  const letter = await refusal('/api/letters/draft', { company: 'A', contactName: 'B', position: 'oppose', htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'germany' });
  assert.match(letter.details[0]!.message, /Germany is in the EU: use "eu"$/);
});
