// A duty estimate as an agent gets it over MCP (issue 36): the same facts as the REST body, each
// said once. Per code, a part says only what the answer's own part for the same duty and
// heading does not (its label, authority and dates are there; its citations stay, since the
// answer's part lists every code's together); a question is
// named by its id (its text once in `questions`), so a fact that is a question is not repeated
// again as a deciding fact; nulls and empty lists are absent; an assumption or a deciding fact
// said of several codes is one entry with its codes. A 50-code estimate went from 224 KB to about a third of that.
import { z } from '@hono/zod-openapi';
import type { DutyImpactResult, DutyPerCode } from './duty-impact.ts';
import type { DutyPartWire } from './duty-parts.ts';
import { QUESTIONS } from './questions.ts';
import { dutyImpactPayload } from './schemas.ts';

const PART_SHARED = ['label', 'authority', 'effective_from', 'effective_to', 'secondary'] as const;

const range = z.object({ low: z.number(), mid: z.number(), high: z.number() });
const compactPart = z.object({
  part: z.string(),
  chapter99_heading: z.string().optional(),
  rate_pct: z.number().optional(),
  rate_basis: z.string().optional(),
  value_base: z.string().optional(),
  usd: range,
  when: z.string().optional(),
  label: z.string().optional(),
  authority: z.string().optional(),
  effective_from: z.string().optional(),
  effective_to: z.string().optional(),
  secondary: z.boolean().optional(),
  citations: z.array(z.string()).optional(),
});
const compactPerCode = z.object({
  code: z.string(),
  status: z.string(),
  factor: z.number(),
  factor_low: z.number(),
  factor_high: z.number(),
  rate_pct: z.number().optional(),
  rate_basis: z.string().optional(),
  value_base: z.string().optional(),
  value_base_share: z.number().optional(),
  share_of_value: z.number(),
  load_factor: z.number(),
  load_factor_group: z.string().optional(),
  basis: z.string(),
  estimate_usd: range,
  ordinary_rate: z.object({ text: z.string().optional(), pct: z.number().optional(), line: z.string().optional() }),
  ordinary_duty_usd: z.number(),
  total_duty_usd: range,
  parts: z.array(compactPart),
  outcomes: z.array(z.object({ when: z.string().optional(), chapter99_heading: z.string().optional(), rate_pct: z.number().optional(), rate_basis: z.string().optional(), factor_low: z.number(), factor_high: z.number() })).optional(),
  questions: z.array(z.string()).optional(),
  expanded_from: z.string().optional(),
});

export const compactDutyPayload = dutyImpactPayload.omit({ per_code: true, assumptions: true }).extend({
  per_code: z.array(compactPerCode),
  assumptions: z.array(z.string()),
  code_assumptions: z.array(z.object({ text: z.string(), codes: z.array(z.string()) })).optional(),
  deciding_facts: z.array(z.object({ text: z.string(), codes: z.array(z.string()) })).optional(),
  questions: z.record(z.string(), z.string()).optional(),
});

// Longest first, so a question whose text holds another's is replaced whole.
const QUESTION_TEXTS = Object.values(QUESTIONS).sort((a, b) => b.question.length - a.question.length);

/** A text with each question's wording replaced by its id (the answer's `questions` holds the wording). */
export function questionIdsIn(text: string): string {
  let out = text;
  for (const q of QUESTION_TEXTS) if (out.includes(q.question)) out = out.split(q.question).join(q.id);
  return out;
}

type Json = Record<string, unknown>;
const withoutEmpty = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));

function compactPartOf(part: DutyPartWire, answerParts: readonly DutyPartWire[]): Json {
  const same = answerParts.find((p) => p.part === part.part && p.chapter99_heading === part.chapter99_heading);
  const out: Json = { ...part, when: part.when === null ? null : questionIdsIn(part.when) };
  if (same) {
    for (const key of PART_SHARED) if (same[key] === part[key]) delete out[key];
  }
  return withoutEmpty(out);
}

/** Adds `text` for `code` to a list of texts each said once with its codes. */
function said(byText: Map<string, string[]>, text: string, code: string): void {
  byText.set(text, [...(byText.get(text) ?? []), code]);
}

/** A code's facts that are not its questions go to `facts` (said once with their codes). */
function compactCode(c: DutyPerCode, answerParts: readonly DutyPartWire[], facts: Map<string, string[]>): Json {
  const asked = new Set(c.questions.map((q) => q.question));
  for (const fact of c.deciding_facts) if (!asked.has(fact)) said(facts, fact, c.code);
  const { deciding_facts: _saidOnce, ...rest } = c;
  return withoutEmpty({
    ...rest,
    ordinary_rate: withoutEmpty({ ...c.ordinary_rate }),
    parts: c.parts.map((p) => compactPartOf(p, answerParts)),
    outcomes: c.outcomes.map((o) => withoutEmpty({ ...o, when: o.when === null ? null : questionIdsIn(o.when) })),
    questions: c.questions.map((q) => q.id),
  });
}

const CODE_LINE = /^(\d{4}\.\d{2}\.\d{4}): (.*)$/s;

export function compactDuty(d: DutyImpactResult): Json {
  const questions: Record<string, string> = {};
  for (const c of d.per_code) for (const q of c.questions) questions[q.id] = `${q.question} (${q.citation})`;
  const general: string[] = [];
  const byText = new Map<string, string[]>();
  for (const line of d.assumptions) {
    const m = CODE_LINE.exec(line);
    if (!m || !d.per_code.some((c) => c.code === m[1])) general.push(line);
    else said(byText, questionIdsIn(m[2]!), m[1]!);
  }
  const { per_code, assumptions: _grouped, ...rest } = d;
  const facts = new Map<string, string[]>();
  const codes = per_code.map((c) => compactCode(c, d.parts, facts));
  const listed = (m: Map<string, string[]>) => [...m].map(([text, which]) => ({ text, codes: which }));
  return {
    ...rest,
    per_code: codes,
    assumptions: general,
    ...(byText.size ? { code_assumptions: listed(byText) } : {}),
    ...(facts.size ? { deciding_facts: listed(facts) } : {}),
    ...(Object.keys(questions).length ? { questions } : {}),
  };
}
