// The tariffs product over HTTP: the v1 HTS lookup, the duty_impact public tool, the MCP tool,
// and agreement between them and the CLI.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { useTariffsApp, type TestApp } from '../support/app.ts';
import { startTestServer } from '../support/server.ts';
import { runCli } from '../support/spawn.ts';
import { toolFailureOf } from '../support/mcp.ts';
import { compactLookup } from '../../src/tariffs/lookup-compact.ts';
import { compactDuty } from '../../src/tariffs/duty-compact.ts';

const pick = ({ per_code, assumptions, code_assumptions, deciding_facts, questions }: any) => ({ per_code, assumptions, code_assumptions, deciding_facts, questions });

let t: TestApp;
let key: string;
useTariffsApp(Date.UTC(2026, 10, 21, 12, 0, 0), (app, k) => {
  t = app;
  key = k;
});

const lookup = (body: unknown, k = key) => t.post('/api/v1/tariffs/hts/lookup', body, k);

describe('POST /api/v1/tariffs/hts/lookup', () => {
  it('answers one result per code in request order, duplicates kept, with the contract fields', async () => {
    const res = await lookup({ codes: ['7326.90.8688', '0101.21.0010', '7326908688', 'ABCD.EF.GHIJ'] });
    assert.equal(res.status, 200);
    const { results }: any = await res.json();
    assert.deepEqual(results.map((r: any) => [r.code, r.status]), [
      ['7326.90.8688', 'hit'],
      ['0101.21.0010', 'clear'],
      ['7326.90.8688', 'hit'],
      ['ABCD.EF.GHIJ', 'invalid'],
    ]);
    const hit = results[0];
    assert.equal(hit.hit, true);
    assert.equal(hit.in_scope, true);
    assert.ok(Array.isArray(hit.adjacent_hits));
    assert.equal(hit.detail.as_of, '2026-11-21');
    assert.equal(hit.detail.regime, 's232-2026');
    assert.ok(hit.detail.citations.length > 0);
    assert.ok(Array.isArray(hit.detail.notes));
    assert.deepEqual(results[3].adjacent_hits, []);
  });

  it('answers for the as_of day: a round-1 inclusion is a hit from 2025-08-18, not before', async () => {
    const before = (await (await lookup({ codes: ['0402.99.6800'], as_of: '2025-08-01' })).json()) as any;
    const after = (await (await lookup({ codes: ['0402.99.6800'], as_of: '2025-09-01' })).json()) as any;
    assert.notEqual(before.results[0].status, 'hit');
    assert.equal(after.results[0].status, 'hit');
    assert.equal(after.results[0].detail.as_of, '2025-09-01');
  });

  const bad: Array<[string, unknown, string]> = [
    ['no codes', { codes: [] }, 'codes'],
    ['51 codes', { codes: Array(51).fill('7326.90.8688') }, 'codes'],
    ['codes missing', {}, 'codes'],
    ['a code that is a number', { codes: [7326908688] }, 'codes.0'],
    ['a bad date', { codes: ['7326.90.8688'], as_of: '21/11/2026' }, 'as_of'],
  ];
  for (const [name, body, path] of bad) {
    it(`400 for ${name}, naming ${path}`, async () => {
      const res = await lookup(body);
      assert.equal(res.status, 400);
      const err: any = await res.json();
      assert.equal(err.error, 'invalid_request');
      assert.ok(err.details.some((d: any) => d.path === path), JSON.stringify(err.details));
    });
  }

  it('400 for a date before the data starts, saying so', async () => {
    const res = await lookup({ codes: ['7326.90.8688'], as_of: '2020-01-01' });
    assert.equal(res.status, 400);
    const err: any = await res.json();
    assert.match(err.message, /2025-03-12/);
    assert.deepEqual(err.details.map((d: any) => d.path), ['as_of']);
  });

  it('a pixels-scoped key is refused with forbidden_scope', async () => {
    const res = await lookup({ codes: ['7326.90.8688'] }, await t.key('pixels'));
    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as any).error, 'forbidden_scope');
  });
});

describe('POST /api/mcp/tariffs/duty_impact', () => {
  const ask = (body: unknown) => t.post('/api/mcp/tariffs/duty_impact', body);

  it('answers the envelope with watchlistCta, the four honesty flags and the dated estimate', async () => {
    const res = await ask({ htsCodes: ['7326.90.8688', '0101.21.0010'], annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', email: 'buyer@shop.example' });
    assert.equal(res.status, 200);
    const body: any = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.tool, 'duty_impact');
    assert.deepEqual(Object.keys(body.honesty).sort(), ['email_required_trial', 'not_clearance', 'not_customs_broker', 'not_legal_advice', 'support']);
    assert.ok(Object.values(body.honesty).filter((v) => v === true).length === 4);
    assert.match(body.watchlistCta.href, /^https:\/\/dutyscout\.test\/tariffs\/watchlist\?utm_source=mcp&utm_medium=tool&utm_campaign=duty_impact$/);
    assert.match(body.citation, /2026-11-21/);
    assert.match(body.citation, /Informational only; not clearance, not legal advice\.$/);
    // Hand-computed: $1M split evenly; 7326.90.8688 is Annex I-A steel at 50% on full value, China's metals load factor 1.0.
    assert.deepEqual(body.estimate_usd, { low: 250_000, mid: 250_000, high: 250_000 });
    assert.deepEqual(body.order_of_magnitude, { power: 5, label: '$100K-$1M' });
    assert.deepEqual(body.per_code.map((p: any) => [p.code, p.status, p.share_of_value]), [
      ['7326.90.8688', 'hit', 0.5],
      ['0101.21.0010', 'clear', 0.5],
    ]);
    assert.doesNotMatch(JSON.stringify(body), /buyer@shop\.example/);
  });

  const bad: Array<[string, unknown, string]> = [
    ['a negative value', { htsCodes: ['7326.90.8688'], annualImportValueUsd: -1, countryOfOrigin: 'china' }, 'annualImportValueUsd'],
    ['a value that is a string', { htsCodes: ['7326.90.8688'], annualImportValueUsd: '100', countryOfOrigin: 'china' }, 'annualImportValueUsd'],
    ['an unknown country', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'uk' }, 'countryOfOrigin'],
    ['no codes', { htsCodes: [], annualImportValueUsd: 1, countryOfOrigin: 'eu' }, 'htsCodes'],
    ['51 codes', { htsCodes: Array(51).fill('7326.90.8688'), annualImportValueUsd: 1, countryOfOrigin: 'eu' }, 'htsCodes'],
    ['a bad email', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'eu', email: 'nope' }, 'email'],
    ['a country outside its group (Switzerland as eu)', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'eu', originCountry: 'CH' }, 'originCountry'],
    ['an unknown originCountry', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1, countryOfOrigin: 'other', originCountry: 'Atlantis' }, 'originCountry'],
  ];
  for (const [name, body, path] of bad) {
    it(`400 failure body for ${name}`, async () => {
      const res = await ask(body);
      assert.equal(res.status, 400);
      const err: any = await res.json();
      assert.deepEqual([err.ok, err.tool, err.error], [false, 'duty_impact', 'invalid_request']);
      assert.ok(err.details.some((d: any) => d.path === path), JSON.stringify(err.details));
    });
  }

  it('only invalid codes is a failure naming each, not a $0 estimate', async () => {
    const res = await ask({ htsCodes: ['hooks', '7326.90'], annualImportValueUsd: 250_000, countryOfOrigin: 'china' });
    assert.equal(res.status, 400);
    const err: any = await res.json();
    assert.equal(err.error, 'invalid_request');
    assert.match(err.message, /none of the HTS codes is valid \("hooks", "7326\.90"\)/);
    assert.deepEqual(err.details.map((d: any) => d.path), ['htsCodes.0', 'htsCodes.1']);
    assert.match(err.details[1].message, /6 digits/);
    // One valid code among invalid ones is still an estimate, the invalid ones reported.
    const mixed: any = await (await ask({ htsCodes: ['hooks', '7326.90.8688'], annualImportValueUsd: 250_000, countryOfOrigin: 'china' })).json();
    assert.deepEqual(mixed.per_code.map((p: any) => p.status), ['invalid', 'hit']);
  });

  it('an infinite value (1e400 in JSON) is refused, not computed', async () => {
    const res = await ask('{"htsCodes":["7326.90.8688"],"annualImportValueUsd":1e400,"countryOfOrigin":"eu"}');
    assert.equal(res.status, 400);
  });
});

describe('POST /api/mcp/tariffs/hts_lookup', () => {
  const ask = (body: unknown) => t.post('/api/mcp/tariffs/hts_lookup', body);

  it('answers the v1 lookup\'s results for the same codes and day, in the public envelope', async () => {
    const codes = ['7326.90.8688', '0101.21.0010', 'ABCD.EF.GHIJ'];
    const res = await ask({ htsCodes: codes, asOf: '2026-11-21' });
    assert.equal(res.status, 200);
    const body: any = await res.json();
    assert.deepEqual([body.ok, body.tool, body.as_of], [true, 'hts_lookup', '2026-11-21']);
    assert.match(body.watchlistCta.href, /utm_campaign=hts_lookup$/);
    assert.match(body.citation, /2026-11-21.*Informational only; not clearance, not legal advice\.$/);
    const v1: any = await (await lookup({ codes, as_of: '2026-11-21' })).json();
    assert.deepEqual(body.results, v1.results);
    assert.deepEqual(body.results.map((r: any) => r.status), ['hit', 'clear', 'invalid']);
  });

  it('defaults to today (the app\'s clock) and refuses 51 codes or an unknown field, naming it', async () => {
    const today: any = await (await ask({ htsCodes: ['7326.90.8688'] })).json();
    assert.equal(today.as_of, '2026-11-21');
    for (const [body, path] of [[{ htsCodes: Array(51).fill('7326.90.8688') }, 'htsCodes'], [{ codes: ['7326.90.8688'] }, '']] as const) {
      const res = await ask(body);
      assert.equal(res.status, 400);
      const err: any = await res.json();
      assert.deepEqual([err.tool, err.error], ['hts_lookup', 'invalid_request']);
      assert.ok(err.details.some((d: any) => d.path === path || (path === '' && /codes|htsCodes/.test(d.message + d.path))), JSON.stringify(err.details));
    }
  });
});

describe('the same answers through MCP, REST and the CLI', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: Client;
  before(async () => {
    server = await startTestServer({ env: { PUBLIC_RATE_BURST: '1000' } });
    client = new Client({ name: 'dutyscout-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  });
  after(async () => {
    await client.close();
    await server.shutdown();
  });

  it('the MCP tool duty_impact answers the REST tool\'s body in compact form, and its figures in words', async () => {
    const args = { htsCodes: ['7326.90.8688', '7616.10.3000'], annualImportValueUsd: 80_000, countryOfOrigin: 'mexico' };
    const mcp: any = await client.callTool({ name: 'duty_impact', arguments: args });
    const rest: any = await (await fetch(`${server.url}/api/mcp/tariffs/duty_impact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) })).json();
    assert.equal(mcp.isError, undefined);
    const { per_code: _p, assumptions: _a, ...shared } = rest;
    const { per_code, assumptions, code_assumptions, deciding_facts, questions, ...same } = mcp.structuredContent;
    assert.deepEqual(same, shared);
    const json = (v: unknown) => JSON.parse(JSON.stringify(v));
    assert.deepEqual(json({ per_code, assumptions, code_assumptions, deciding_facts, questions }), json(pick(compactDuty(rest))));
    assert.match(mcp.content[0].text, /^Estimated duty on \$80,000 a year from mexico/);
    assert.ok(mcp.content[0].text.includes(rest.citation));
  });

  it('the MCP tool refuses bad input with a tool error naming the field, not a crash', async () => {
    const res = await client.callTool({ name: 'duty_impact', arguments: { htsCodes: [], annualImportValueUsd: 1, countryOfOrigin: 'eu' } });
    assert.equal(toolFailureOf(res).details[0].path, 'htsCodes');
  });

  it('the MCP tool hts_lookup answers the REST tool\'s envelope and its results in compact form, with a short text', async () => {
    const args = { htsCodes: ['7326.90.8688', '8806.21.0000'], asOf: '2026-11-21' };
    const mcp: any = await client.callTool({ name: 'hts_lookup', arguments: args });
    const rest: any = await (await fetch(`${server.url}/api/mcp/tariffs/hts_lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) })).json();
    assert.equal(mcp.isError, undefined);
    const sc = mcp.structuredContent;
    for (const field of ['ok', 'tool', 'source', 'wraps', 'citation', 'watchlistCta', 'honesty', 'as_of']) assert.deepEqual(sc[field], rest[field], field);
    const { data, ...compact } = compactLookup(rest.results);
    assert.deepEqual(sc.results, compact.results);
    assert.deepEqual(sc.data, data);
    // The text is a summary an agent reads first, not the JSON again.
    const [text] = mcp.content;
    assert.match(text.text, /^Section 232 status of 2 HTS codes on 2026-11-21/);
    assert.match(text.text, /7326\.90\.8688: hit: .*9903\.82\.02/);
    assert.ok(text.text.includes(rest.citation));
    assert.ok(text.text.length < JSON.stringify(rest).length / 5, `${text.text.length} characters`);
  });

  it('dutyscout hts, /api/v1 and duty_impact agree on 7326.90.8688', async () => {
    const cli = await runCli(['hts', '7326.90.8688', '--json', '--as-of', '2026-11-21']);
    assert.equal(cli.code, 0, cli.stderr);
    const cliFirst = JSON.parse(cli.stdout).results[0];
    const v1: any = await (await lookup({ codes: ['7326.90.8688'], as_of: '2026-11-21' })).json();
    const duty: any = await (await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: ['7326.90.8688'], annualImportValueUsd: 1000, countryOfOrigin: 'other' })).json();
    assert.equal(cliFirst.status, 'hit');
    assert.equal(v1.results[0].status, 'hit');
    assert.equal(duty.per_code[0].status, 'hit');
    assert.equal(v1.results[0].detail.rate_pct, duty.per_code[0].rate_pct);
    assert.deepEqual(cliFirst, v1.results[0]);
  });
});
