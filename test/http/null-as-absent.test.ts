// Optional request fields take null as "not given": a pydantic model_dump() or a JSON
// serialiser that writes every field sends `"as_of": null`, and that is not a mistake.
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

it('v1 HTS lookup: "as_of": null is today', async () => {
  const key = await t.key('tariffs');
  const res = await t.post('/api/v1/tariffs/hts/lookup', { codes: ['7326.90.8688'], as_of: null }, key);
  assert.equal(res.status, 200, await res.clone().text());
  const today = new Date(t.clock()).toISOString().slice(0, 10);
  const body: any = await res.json();
  assert.equal(body.results[0].detail?.as_of ?? today, today);
});

it('public tools: "email": null and a null optional field are absent', async () => {
  const duty = await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'china', email: null });
  assert.equal(duty.status, 200, await duty.clone().text());
  // readiness_check: url: null and htsCode: null leave storeUrl the page; the refusal is
  // about the address (loopback is not public here), not about the nulls.
  const ready = await t.post('/api/mcp/entries/readiness_check', { storeUrl: 'http://127.0.0.1:9/p', url: null, htsCode: null, email: null });
  const body: any = await ready.json();
  assert.notEqual(body.error, 'invalid_request', JSON.stringify(body));
});

it('the documents say so', () => {
  const doc = JSON.stringify(t.documents.v1) + JSON.stringify(t.documents.public);
  assert.match(doc, /null counts as not given/);
});

it('v1 pixel scan: "max_age": null is a live fetch, not a 400', async () => {
  const key = await t.key('pixels', 'delegate:on');
  const res = await t.post('/api/v1/pixels/scan', { url: 'http://127.0.0.1:9/', max_age: null }, key);
  const body: any = await res.json();
  // Past the beta gate and the schema: the refusal is about the address (loopback is not public here).
  assert.equal(body.error, 'url_not_allowed', JSON.stringify(body));
});
