// The bills worked by hand in docs/tariffs-bills.md (issue 35, "What to build" 9): the test reads
// the doc's table and holds duty_impact to each bill's total and parts (heading and dollars), so
// the doc and the service cannot drift apart. Four bills also go through the HTTP public tool, MCP
// tools/call and the v1 lookup, to show the surfaces agree.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { estimateDutyImpact, type DutyImpactInput, type DutyImpactResult } from '../../src/tariffs/duty-impact.ts';
import { groupOf } from '../../src/tariffs/origin.ts';
import { QUESTION_IDS, type Answers, type QuestionId } from '../../src/tariffs/questions.ts';
import { useTariffsApp, type TestApp } from '../support/app.ts';
import { mcpRequest } from '../support/mcp.ts';

const DOC = readFileSync(new URL('../../docs/tariffs-bills.md', import.meta.url), 'utf8');

interface Bill {
  n: number;
  name: string;
  input: DutyImpactInput;
  /** Heading (or 'ordinary', or 'Section 232 (no heading)') -> whole dollars, as worked by hand. */
  parts: Map<string, number>;
  /** Headings marked ‡: the texts give them ($0); the service does not name them yet (a listed disagreement). */
  unnamed: Set<string>;
  total: number;
}

const usd = (s: string): number => Number(s.replace(/[$,]/g, ''));

function answersOf(cell: string): Answers | undefined {
  if (cell === '—') return undefined;
  const answers: Answers = {};
  for (const pair of cell.split(', ')) {
    const [id, value] = pair.split('=');
    assert.ok((QUESTION_IDS as readonly string[]).includes(id!), `the doc's answer ${pair} is a question`);
    answers[id as QuestionId] = value === 'yes';
  }
  return answers;
}

/** The table rows of the doc: `| n | bill | line | origin | date | value | answers | parts | total |`. */
function bills(): Bill[] {
  const rows = DOC.split('\n').filter((l) => /^\| \d+ \|/.test(l));
  return rows.map((row) => {
    const [n, name, line, iso2, date, value, answers, parts, total] = row.split('|').slice(1, -1).map((c) => c.trim());
    const group = groupOf(iso2!);
    const expected = new Map<string, number>();
    const unnamed = new Set<string>();
    for (const m of parts!.matchAll(/(ordinary|9903\.\d{2}\.\d{2}|Section 232 \(no heading\)) (\$[\d,]+)(‡?)/g)) {
      expected.set(m[1]!, usd(m[2]!));
      if (m[3]) unnamed.add(m[1]!);
    }
    const given = answersOf(answers!);
    return {
      n: Number(n),
      name: name!,
      input: {
        htsCodes: [line!],
        annualImportValueUsd: usd(value!),
        countryOfOrigin: group,
        ...(group === 'eu' || group === 'other' ? { originCountry: iso2 } : {}),
        ...(given ? { answers: given } : {}),
        asOf: date,
      },
      parts: expected,
      unnamed,
      total: usd(total!),
    };
  });
}

/** The answer's parts as the table writes them: each heading with its dollars; the ordinary duty; Section 232 without a heading only where it is owed. */
function partsOf(r: Pick<DutyImpactResult, 'parts'>): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of r.parts) {
    assert.equal(p.usd.low, p.usd.high, `${p.label} is certain`);
    if (p.part === 'ordinary') out.set('ordinary', p.usd.mid);
    else if (p.chapter99_heading !== null) out.set(p.chapter99_heading, p.usd.mid);
    else if (p.usd.high > 0) out.set('Section 232 (no heading)', p.usd.mid);
  }
  return out;
}

const certain = (n: number) => ({ low: n, mid: n, high: n });
const BILLS = bills();

describe('docs/tariffs-bills.md: each bill worked by hand is what duty_impact answers', () => {
  it('the table has at least 15 bills, numbered in order, each with a total that is the sum of its parts', () => {
    assert.ok(BILLS.length >= 15, `${BILLS.length} bills`);
    assert.deepEqual(BILLS.map((b) => b.n), BILLS.map((_, i) => i + 1));
    for (const b of BILLS) assert.equal([...b.parts.values()].reduce((s, x) => s + x, 0), b.total, `bill ${b.n}: the hand sum`);
  });

  for (const b of BILLS) {
    it(`${b.n}. ${b.name} (${b.input.htsCodes[0]}, ${b.input.originCountry ?? b.input.countryOfOrigin}, ${b.input.asOf}): $${b.total.toLocaleString('en-US')}`, () => {
      const r = estimateDutyImpact(b.input);
      assert.deepEqual(r.total_duty_usd, certain(b.total), 'total_duty_usd');
      const got = partsOf(r);
      // A heading the texts give that the service does not name yet (‡): only its absence is accepted, never other dollars.
      for (const h of b.unnamed) if (!got.has(h)) got.set(h, b.parts.get(h)!);
      assert.deepEqual(Object.fromEntries([...got].sort()), Object.fromEntries([...b.parts].sort()), 'parts: heading -> dollars');
    });
  }
});

// Surfaces: the HTTP public tool, MCP tools/call and the v1 lookup answer these bills as the estimate does.
const SURFACE_BILLS = [3, 6, 7, 23];

describe('the same bills on the HTTP tool, MCP and the v1 lookup', () => {
  let t: TestApp;
  let key: string;
  useTariffsApp(Date.UTC(2026, 10, 26, 12, 0, 0), (app, k) => {
    t = app;
    key = k;
  });

  for (const n of SURFACE_BILLS) {
    const b = BILLS.find((x) => x.n === n)!;
    it(`${b.n}. ${b.name}: the same total and parts over HTTP and MCP; the v1 lookup gives the same Section 232 heading`, async () => {
      const res = await t.post('/api/mcp/tariffs/duty_impact', b.input);
      assert.equal(res.status, 200);
      const body: any = await res.json();
      assert.deepEqual(body.total_duty_usd, certain(b.total));
      assert.deepEqual(Object.fromEntries([...partsOf(body)].sort()), Object.fromEntries([...b.parts].sort()));

      const rpc: any = await (await mcpRequest(t, 'tools/call', { name: 'duty_impact', arguments: b.input })).json();
      assert.equal(rpc.result.isError, undefined, JSON.stringify(rpc));
      assert.deepEqual(rpc.result.structuredContent.total_duty_usd, certain(b.total));
      assert.deepEqual(rpc.result.structuredContent.parts, body.parts);

      const lookup = await t.post('/api/v1/tariffs/hts/lookup', {
        codes: b.input.htsCodes,
        as_of: b.input.asOf,
        country_of_origin: b.input.countryOfOrigin,
        ...(b.input.originCountry ? { origin_country: b.input.originCountry } : {}),
        ...(b.input.answers ? { answers: b.input.answers } : {}),
      }, key);
      assert.equal(lookup.status, 200);
      const detail = ((await lookup.json()) as any).results[0].detail;
      const s232 = body.parts.find((p: any) => p.part === 'section232');
      assert.deepEqual([detail.chapter99_heading, detail.rate_pct], [s232.chapter99_heading, s232.rate_pct], 'the lookup\'s Section 232 heading and rate are the bill\'s');
    });
  }
});
