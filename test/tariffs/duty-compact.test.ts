// The compact duty estimate an agent gets over MCP (issue 36) loses nothing: expanded back by
// the rules it states (a code's part completed from the answer's part for the same duty and
// heading; question ids back to their wording; assumptions and deciding facts said once with
// their codes), it is the full estimate, code for code.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { estimateDutyImpact, type DutyImpactResult } from '../../src/tariffs/duty-impact.ts';
import { compactDuty } from '../../src/tariffs/duty-compact.ts';
import { QUESTIONS } from '../../src/tariffs/questions.ts';

const CODES = [
  '8415.83.0050', '8544.30.0000', '7615.10.9100', '7321.12.0000', '8418.10.0010', '8302.42.3010', '8708.80.6590', '8429.20.0000', '8716.39.0010',
  '7326.90.8688', '7318.15.2030', '7318.15.20', '3004.31.0000', 'hooks', '4811.51.6000', '8806.21.0000', '9403.20.0050', '8708.29.5160', '0101.21.0010',
];

const QUESTION_IDS = Object.values(QUESTIONS).sort((a, b) => b.id.length - a.id.length);
const words = (s: string) => QUESTION_IDS.reduce((text, q) => text.split(q.id).join(q.question), s);
const sortedText = (xs: string[]) => [...xs].sort();

function expand(c: any, full: DutyImpactResult): DutyImpactResult {
  const { code_assumptions = [], deciding_facts = [], questions = {}, per_code, assumptions, ...rest } = c;
  const codeLines = code_assumptions.flatMap((a: any) => a.codes.map((code: string) => `${code}: ${words(a.text)}`));
  return {
    ...rest,
    assumptions: sortedText([...assumptions, ...codeLines]),
    per_code: per_code.map((pc: any) => {
      const ids: string[] = pc.questions ?? [];
      const asked = ids.map((id) => QUESTIONS[id as keyof typeof QUESTIONS]);
      const facts = deciding_facts.filter((f: any) => f.codes.includes(pc.code)).map((f: any) => f.text);
      return {
        rate_pct: null,
        rate_basis: null,
        value_base: null,
        value_base_share: null,
        load_factor_group: null,
        ...pc,
        ordinary_rate: { text: null, pct: null, line: null, ...pc.ordinary_rate },
        deciding_facts: sortedText([...asked.map((q) => q.question), ...facts]),
        questions: asked.map((q) => ({ id: q.id, question: q.question, citation: q.citation })),
        outcomes: (pc.outcomes ?? []).map((o: any) => ({ when: null, chapter99_heading: null, rate_pct: null, rate_basis: null, ...o, ...(o.when ? { when: words(o.when) } : {}) })),
        parts: (pc.parts ?? []).map((p: any) => {
          const same = full.parts.find((x) => x.part === p.part && x.chapter99_heading === (p.chapter99_heading ?? null));
          return {
            chapter99_heading: null,
            rate_pct: null,
            rate_basis: null,
            value_base: null,
            when: null,
            effective_from: null,
            effective_to: null,
            ...(same ? { label: same.label, authority: same.authority, effective_from: same.effective_from, effective_to: same.effective_to, secondary: same.secondary } : {}),
            ...p,
            ...(p.when ? { when: words(p.when) } : {}),
            citations: p.citations ?? [],
          };
        }),
      };
    }),
  } as DutyImpactResult;
}

/** Key order aside, and the order of lists whose order means nothing (citations of a part, facts). */
function normal(v: unknown, key = ''): unknown {
  if (Array.isArray(v)) return key === 'citations' ? [...v].map((x) => normal(x)).sort() : v.map((x) => normal(x));
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, normal((v as any)[k], k)]));
  return v;
}

for (const [country, asOf] of [['china', '2026-11-27'], ['eu', '2026-06-01'], ['canada', '2025-06-04']] as const) {
  it(`${country} on ${asOf}: the compact estimate expands back to the full one`, () => {
    const full = estimateDutyImpact({ htsCodes: CODES, annualImportValueUsd: 1_000_000, countryOfOrigin: country, asOf });
    const back = expand(compactDuty(full), full);
    const want = { ...full, assumptions: sortedText(full.assumptions), per_code: full.per_code.map((c) => ({ ...c, deciding_facts: sortedText(c.deciding_facts) })) };
    assert.deepEqual(Object.keys(back).sort(), Object.keys(want).sort());
    for (let i = 0; i < full.per_code.length; i++) assert.deepEqual(normal(back.per_code[i]), normal(want.per_code[i]), full.per_code[i]!.code);
    assert.deepEqual(normal(back), normal(want));
  });
}

it('is a fraction of the full estimate for many codes', () => {
  const full = estimateDutyImpact({ htsCodes: CODES, annualImportValueUsd: 1_000_000, countryOfOrigin: 'china', asOf: '2026-11-27' });
  const ratio = JSON.stringify(compactDuty(full)).length / JSON.stringify(full).length;
  assert.ok(ratio < 0.8, `compact / full = ${ratio.toFixed(2)}`);
});
