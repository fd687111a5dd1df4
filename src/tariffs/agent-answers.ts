// The tariffs tools' MCP answers (AgentAnswer in src/http/public-tool.ts): a few lines an
// agent reads first, and for hts_lookup the compact structured content of lookup-compact.ts.
import { z } from '@hono/zod-openapi';
import type { AgentAnswer } from '../http/public-tool.ts';
import type { HtsLookupResult } from './lookup.ts';
import type { DutyImpactResult } from './duty-impact.ts';
import { compactLookup, compactLookupParts, compactLookupResult, type CompactLookup } from './lookup-compact.ts';
import { compactDuty, compactDutyPayload } from './duty-compact.ts';

// One formatter, made once (toLocaleString builds one per call: see duty-impact.ts).
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const usd = (n: number) => `$${WHOLE_DOLLARS.format(n)}`;
const range = (r: { low: number; mid: number; high: number }) => (r.low === r.high ? usd(r.mid) : `${usd(r.low)} to ${usd(r.high)} (mid ${usd(r.mid)})`);

const INVALID_NOTES = new Set(['invalid_code', 'eight_digit_code', 'deleted_line']);

/** What decides a code's Section 232 duty, in one phrase: the listing or action, heading and rate. */
function treatmentOf(r: HtsLookupResult): string {
  const d = r.detail;
  // An invalid code's reason (not a code; an 8-digit code; a deleted line) is one of its notes.
  if (r.status === 'invalid') return d?.notes.find((n) => INVALID_NOTES.has(n.code))?.message ?? '';
  if (!d || r.status === 'clear') return '';
  const parts: string[] = [];
  if (d.list) parts.push(d.list);
  if (d.chapter99_heading) parts.push(`heading ${d.chapter99_heading}`);
  if (d.rate_pct !== null) parts.push(`${d.rate_basis === 'all_in' ? '' : '+'}${d.rate_pct}%${d.rate_basis === 'all_in' ? ' all-in' : ''}${d.value_base === 'metal_content' ? ' on the metal content' : ''}`);
  if (!d.list && d.in_scope_by.length) parts.push(d.in_scope_by.map((s) => (s.kind === 'action' ? s.name : `chapter ${s.chapter}`)).join('; '));
  return parts.join(', ');
}

/** Codes that read alike, grouped on one line: a 50-code answer is a few lines, not fifty. */
function groupedLines(results: readonly HtsLookupResult[]): string[] {
  const groups = new Map<string, string[]>();
  for (const r of results) {
    const treatment = treatmentOf(r);
    const open = r.detail?.questions?.length ? `; depends on ${r.detail.questions.join(', ')}` : '';
    const key = `${r.status}${treatment ? `: ${treatment}` : ''}${open}`;
    groups.set(key, [...(groups.get(key) ?? []), r.code]);
  }
  return [...groups].map(([key, codes]) => `- ${codes.join(', ')}: ${key}`);
}

const htsPayload = z.object({
  as_of: z.string(),
  data: compactLookupParts.data,
  results: z.array(compactLookupResult),
  lists: compactLookupParts.lists.optional(),
  treatments: compactLookupParts.treatments.optional(),
  questions: compactLookupParts.questions.optional(),
  notes: compactLookupParts.notes.optional(),
});

// The structured content and the text of one answer read the same compact lookup: made once.
const compacted = new WeakMap<object, CompactLookup>();
function compactOnce(results: HtsLookupResult[]): CompactLookup {
  let c = compacted.get(results);
  if (!c) compacted.set(results, (c = compactLookup(results)));
  return c;
}

const nonEmpty = (o: object) => (Array.isArray(o) ? o.length > 0 : Object.keys(o).length > 0);

export const htsLookupAgentAnswer: AgentAnswer = {
  compact: {
    payload: htsPayload,
    from: (p) => {
      const { data, results, ...shared } = compactOnce(p.results as HtsLookupResult[]);
      const said = Object.fromEntries(Object.entries(shared).filter(([, v]) => nonEmpty(v)));
      return { as_of: p.as_of, data, results, ...said };
    },
  },
  summary: (p) => {
    const results = p.results as HtsLookupResult[];
    const count = (s: string) => results.filter((r) => r.status === s).length;
    const tally = ['hit', 'in_scope_no_bis14', 'adjacent', 'clear', 'invalid'].filter((s) => count(s)).map((s) => `${count(s)} ${s}`).join(', ');
    const lines = [`Section 232 status of ${results.length} HTS code${results.length === 1 ? '' : 's'} on ${p.as_of as string} (${tally}):`, ...groupedLines(results)];
    const { notes, questions } = compactOnce(results);
    const everyCode = notes.filter((n) => !n.codes);
    for (const n of everyCode) lines.push(`Note (${n.code}): ${n.message}`);
    const some = notes.filter((n) => n.codes && !INVALID_NOTES.has(n.code));
    if (some.length) lines.push(`Notes for some codes (in notes, with their codes): ${[...new Set(some.map((n) => n.code))].join(', ')}.`);
    if (Object.keys(questions).length) lines.push(`Open questions (answers input): ${Object.entries(questions).map(([id, q]) => `${id}: ${q}`).join('; ')}`);
    return lines.join('\n');
  },
};

export const dutyImpactAgentAnswer: AgentAnswer = {
  compact: { payload: compactDutyPayload, from: (p) => compactDuty(p as unknown as DutyImpactResult) },
  summary: (raw) => {
    const p = raw as unknown as DutyImpactResult;
    const lines = [
      `Estimated duty on ${usd(p.annual_import_value_usd)} a year from ${p.origin_country?.name ?? p.country_of_origin} on ${p.as_of} (${p.regime}), ${p.per_code.length} code${p.per_code.length === 1 ? '' : 's'}: ` +
        `${range(p.total_duty_usd)} a year in total (${p.order_of_magnitude.label}), an order-of-magnitude planning figure.`,
      ...p.parts.map((part) => `- ${part.label}: ${range(part.usd)}${part.when ? ` (${part.when})` : ''}`),
    ];
    const open = new Map<string, string>();
    for (const c of p.per_code) for (const q of c.questions) open.set(q.id, q.question);
    if (open.size) lines.push(`The range narrows with answers to: ${[...open].map(([id, q]) => `${id} (${q})`).join('; ')}`);
    lines.push(`Not included: ${p.not_included.join('; ')}.`);
    return lines.join('\n');
  },
};
