// One headline: the same duty request gives the same total on every surface a person or an agent
// reads, and each surface leads with that total (ordinary, Section 232 and what stacks on them:
// China's Section 301, the note 52 country duty) and lists its parts.
// Before this, the CLI printed "Estimate:" from estimate_usd (Section 232 only), the letters stated
// only the Section 232 figure and the clients' READMEs printed estimate_usd.mid, while the web page
// showed total_duty_usd. (The web page is held to the same total in test/web/browser.test.ts.)
import { it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildTestApp, type TestApp } from '../support/app.ts';
import { mcpRequest } from '../support/mcp.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = `${ROOT}bin/dutyscout`;

// A certain line, a line whose Section 232 duty is a range, and an 8-digit provision, so low,
// mid and high all differ and the parts are not trivially zero. The range is 8504.40.9580's (a
// static converter: whether it is for use with unmanned aircraft is asked, 9903.08.20); 7202.50.0000
// is on no note 16(c) list, so since the lists are read as complete it owes a certain $0.
const CODES = ['7326.90.8688', '8504.40.9580', '7318.15.20'];
const VALUE = 250_000;
const ORIGIN = 'china';
const AS_OF = '2026-10-15';

type Range = { low: number; mid: number; high: number };
const dollars = (s: string): number => Number(s.replace(/[$,]/g, ''));

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.dispose());

async function api(): Promise<any> {
  const res = await t.post('/api/mcp/tariffs/duty_impact', { htsCodes: CODES, annualImportValueUsd: VALUE, countryOfOrigin: ORIGIN, asOf: AS_OF });
  assert.equal(res.status, 200);
  return res.json();
}

function cli(...extra: string[]) {
  const r = spawnSync(BIN, ['duty', '--codes', CODES.join(','), '--value', String(VALUE), '--origin', ORIGIN, '--as-of', AS_OF, ...extra], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

it('the API\'s total is ordinary, Section 232 and the stacked parts, and the request is one where they differ', async () => {
  const body = await api();
  const stacked = body.parts.filter((p: any) => p.part === 'section301' || p.part === 'note52');
  assert.ok(stacked.some((p: any) => p.chapter99_heading === '9903.88.03'), 'China Section 301 List 3 stacks');
  // The stacked parts here are certain (no `when`), so the total is the plain sum at each end.
  assert.ok(stacked.every((p: any) => p.usd.low === p.usd.high));
  for (const k of ['low', 'mid', 'high'] as const) {
    assert.equal(body.total_duty_usd[k], body.ordinary_duty_usd[k] + body.estimate_usd[k] + stacked.reduce((n: number, p: any) => n + p.usd[k], 0), k);
  }
  assert.ok(body.not_included.length > 0, 'what the total leaves out is named');
  assert.ok(body.ordinary_duty_usd.mid > 0, 'an ordinary part');
  assert.ok(body.estimate_usd.low < body.estimate_usd.high, 'a range');
  assert.notEqual(body.total_duty_usd.mid, body.estimate_usd.mid);
});

it('MCP tools/call gives the API\'s total', async () => {
  const expected = (await api()).total_duty_usd;
  const rpc: any = await (await mcpRequest(t, 'tools/call', { name: 'duty_impact', arguments: { htsCodes: CODES, annualImportValueUsd: VALUE, countryOfOrigin: ORIGIN, asOf: AS_OF } })).json();
  assert.equal(rpc.result.isError, undefined, JSON.stringify(rpc));
  assert.deepEqual(rpc.result.structuredContent.total_duty_usd, expected);
});

it('the CLI leads with the API\'s total, then lists its parts; --json carries the same total', async () => {
  const body = await api();
  const text = cli();
  const lines = text.split('\n');
  const m = /^Total duty: low (\$[\d,]+), mid (\$[\d,]+), high (\$[\d,]+)/.exec(lines[1]!);
  assert.ok(m, `the second line is the total:\n${text}`);
  assert.deepEqual({ low: dollars(m[1]!), mid: dollars(m[2]!), high: dollars(m[3]!) }, body.total_duty_usd);
  const ordinary = /^ {2}of which ordinary \(column 1\) duty: (\$[\d,]+)$/m.exec(text);
  assert.ok(ordinary, 'the ordinary part');
  assert.equal(dollars(ordinary[1]!), body.ordinary_duty_usd.mid);
  const s232 = /^ {2}of which Section 232 duty: low (\$[\d,]+), mid (\$[\d,]+), high (\$[\d,]+)$/m.exec(text);
  assert.ok(s232, 'the Section 232 part');
  assert.deepEqual({ low: dollars(s232[1]!), mid: dollars(s232[2]!), high: dollars(s232[3]!) }, body.estimate_usd);
  for (const p of body.parts.filter((x: any) => x.part === 'section301' || x.part === 'note52')) {
    const esc = p.label.replace(/[().]/g, '\\$&');
    const line = new RegExp(`^ {2}of which ${esc}: (\\$[\\d,]+)$`, 'm').exec(text);
    assert.ok(line, `the ${p.label} part:\n${text}`);
    assert.equal(dollars(line[1]!), p.usd.mid);
  }
  assert.doesNotMatch(text, /^Estimate:/m, 'no Section-232-only headline');
  assert.ok(lines.includes(`Not included: ${body.not_included.join('; ')}.`), 'what the total leaves out is named');
  assert.deepEqual((JSON.parse(cli('--json')) as { total_duty_usd: Range }).total_duty_usd, body.total_duty_usd);
});

it('the letter states the API\'s total with its parts, and carries them on the wire', async () => {
  const body = await api();
  const res = await t.post('/api/letters/draft', {
    company: 'Harbourlight Tools Ltd',
    contactName: 'Priya Nakamura',
    position: 'oppose',
    htsCodes: CODES,
    annualImportValueUsd: VALUE,
    countryOfOrigin: ORIGIN,
    asOf: AS_OF,
  });
  assert.equal(res.status, 200);
  const letter: any = await res.json();
  for (const k of ['total_duty_usd', 'ordinary_duty_usd', 'estimate_usd', 'parts', 'not_included']) assert.deepEqual(letter.duty_impact[k], body[k], k);
  const m = /the duty comes to an estimated (\$[\d,]+) to (\$[\d,]+) a year \(mid (\$[\d,]+);[^)]*\), an order-of-magnitude planning figure: (.*)\./.exec(letter.letter.text);
  assert.ok(m, letter.letter.text);
  assert.deepEqual({ low: dollars(m[1]!), mid: dollars(m[3]!), high: dollars(m[2]!) }, body.total_duty_usd);
  // Every part, in the API's order, with its dollars.
  const span = (r: Range) => (r.low === r.high ? `$${r.low.toLocaleString('en-US')}` : `$${r.low.toLocaleString('en-US')} to $${r.high.toLocaleString('en-US')}`);
  const items = body.parts.map((p: any) => `the ${p.label} ${span(p.usd)}`);
  assert.equal(m[4], `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
  assert.ok(body.parts.length > 2, 'the stacked parts are stated');
  assert.ok(letter.letter.text.includes(`The estimate does not include ${body.not_included.join('; ')}.`), 'what the total leaves out is stated');
});

it('each client README\'s duty example prints the total first, then each of its parts', () => {
  // The parts are printed by looping over parts[] (so Section 301 and note 52 show), never estimate_usd as a figure.
  const examples: Array<[string, RegExp, RegExp, RegExp]> = [
    ['clients/node/README.md', /console\.log\('total', impact\.total_duty_usd\.mid/, /for \(const part of impact\.parts\) console\.log\(/, /console\.log\([^)]*impact\.estimate_usd/],
    ['clients/python/README.md', /print\("total", impact\["total_duty_usd"\]\["mid"\]/, /for part in impact\["parts"\]:\n\s+print\(/, /print\([^)]*impact\["estimate_usd"\]/],
    ['clients/go/README.md', /fmt\.Println\("total", impact\.TotalDutyUSD\.Mid/, /for _, part := range impact\.Parts \{\n\s+fmt\.Println\(/, /fmt\.Println\([^)]*impact\.EstimateUSD/],
  ];
  for (const [file, total, parts, s232] of examples) {
    const readme = readFileSync(`${ROOT}${file}`, 'utf8');
    const t = total.exec(readme);
    assert.ok(t, `${file} prints total_duty_usd`);
    const loop = parts.exec(readme);
    assert.ok(loop && loop.index > t.index, `${file}: each of parts[] is printed after the total`);
    assert.doesNotMatch(readme, s232, `${file}: estimate_usd is one of the parts, not printed on its own`);
  }
});
