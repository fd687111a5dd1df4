// A lookup answer as an agent gets it over MCP (issue 36): the same facts as the REST and v1
// results, each said once. What the REST body repeats per code is hoisted to the answer (the
// data revision and dates; a note, a treatment's wording, a list's name or an open question
// said for several codes); empty detail is absent rather than null; adjacent listings are
// capped and counted. A 50-code answer went from 320 KB to about a tenth of that.
import { z } from '@hono/zod-openapi';
import type { HtsLookupResult, LookupNote, OtherRate } from './lookup.ts';
import { QUESTIONS, type QuestionId } from './questions.ts';
import { adjacentHit, htsLookupDetail } from './schemas.ts';

/**
 * Adjacent listings kept per code. A hit keeps none: its own listing answers it, and the
 * neighbours' (up to ten) made most of a hit's bytes. The others keep three, the nearest.
 */
const ADJACENT_KEPT = 3;

/** Detail fields every code of one answer shares (hoisted to `data` when they agree). */
const SHARED = ['regime', 'data_revision', 'hts_revision', 'sources_as_of', 'data_through'] as const;
type Shared = (typeof SHARED)[number];

const otherRate = htsLookupDetail.shape.other_rates.element;
const alsoListed = htsLookupDetail.shape.also_listed_on.element;

const compactDetail = htsLookupDetail
  .omit({ as_of: true, notes: true, list: true, other_rates: true, also_listed_on: true, regime: true, data_revision: true, hts_revision: true, sources_as_of: true, data_through: true })
  .partial()
  .extend({
    // A heading of `treatments`, or (were one heading ever to read two ways) the whole treatment.
    other_rates: z.array(z.union([z.string(), otherRate])).optional(),
    also_listed_on: z.array(alsoListed.omit({ list: true })).optional(),
    matching_provision: z.string().optional(),
    chapter99_heading: z.string().optional(),
    list_id: z.string().optional(),
    metal: htsLookupDetail.shape.metal.unwrap().optional(),
    rate_pct: z.number().optional(),
    rate_basis: htsLookupDetail.shape.rate_basis.unwrap().optional(),
    value_base: htsLookupDetail.shape.value_base.unwrap().optional(),
  });

export const compactLookupResult = z.object({
  code: z.string(),
  hit: z.boolean(),
  in_scope: z.boolean(),
  status: z.enum(['hit', 'adjacent', 'in_scope_no_bis14', 'clear', 'invalid']),
  adjacent_hits: z.array(adjacentHit),
  adjacent_count: z.number().int().optional(),
  detail: compactDetail.optional(),
});

export const compactLookupParts = {
  data: z.object({ regime: z.string(), data_revision: z.string(), hts_revision: z.string(), sources_as_of: z.string(), data_through: z.string() }).partial(),
  lists: z.record(z.string(), z.string()),
  treatments: z.record(z.string(), otherRate.omit({ chapter99_heading: true })),
  questions: z.record(z.string(), z.string()),
  notes: z.array(z.object({ code: z.string(), message: z.string(), codes: z.array(z.string()).optional() })),
};

export type CompactLookupResult = z.infer<typeof compactLookupResult>;

export interface CompactLookup {
  data: Partial<Record<Shared, string>>;
  results: CompactLookupResult[];
  /** list_id -> the list's name. */
  lists: Record<string, string>;
  /** Chapter 99 heading of another treatment -> its rate and who or what qualifies. */
  treatments: Record<string, Omit<OtherRate, 'chapter99_heading'>>;
  /** Each question a code's detail names -> the question and its citation. */
  questions: Record<string, string>;
  /** Each distinct note once; `codes` absent when it applies to every code. */
  notes: Array<{ code: string; message: string; codes?: string[] }>;
}

// An outcome's condition quotes its question in full; the answer's `questions` already does.
const QUESTION_IDS_BY_TEXT = new Map(Object.values(QUESTIONS).map((q) => [q.question, q.id]));
function byQuestionId(when: string): string {
  return when.replace(/the answer to "([^"]+)" is/g, (whole, text: string) => {
    const id = QUESTION_IDS_BY_TEXT.get(text);
    return id ? `the answer to ${id} is` : whole;
  });
}

const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

export function compactLookup(results: readonly HtsLookupResult[], opts: { adjacentKept?: number } = {}): CompactLookup {
  const kept = opts.adjacentKept ?? ADJACENT_KEPT;
  const data: Partial<Record<Shared, string>> = {};
  const shared = new Set<Shared>(SHARED);
  for (const key of SHARED) {
    const values = new Set(results.filter((r) => r.detail).map((r) => r.detail![key]));
    if (values.size === 1) data[key] = [...values][0];
    else shared.delete(key);
  }
  const lists: Record<string, string> = {};
  const treatments: CompactLookup['treatments'] = {};
  const questions: Record<string, string> = {};
  const notes = new Map<string, { note: LookupNote; codes: string[] }>();
  const out = results.map((r) => {
    const cap = r.status === 'hit' ? 0 : kept;
    const result: CompactLookupResult = { code: r.code, hit: r.hit, in_scope: r.in_scope, status: r.status, adjacent_hits: r.adjacent_hits.slice(0, cap) };
    if (r.adjacent_hits.length > cap) result.adjacent_count = r.adjacent_hits.length;
    if (!r.detail) return result;
    for (const note of r.detail.notes) {
      const key = `${note.code}\n${note.message}`;
      const seen = notes.get(key) ?? { note, codes: [] };
      seen.codes.push(r.code);
      notes.set(key, seen);
    }
    if (r.detail.list_id && r.detail.list) lists[r.detail.list_id] = r.detail.list;
    const detail: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(r.detail)) {
      if (isEmpty(value) || key === 'as_of' || key === 'notes' || key === 'list' || shared.has(key as Shared)) continue;
      detail[key] = value;
    }
    if (detail.other_rates) {
      detail.other_rates = r.detail.other_rates.map((rate) => {
        // One heading, one rate and wording in the data; were two ever to differ, the code keeps its own.
        const { chapter99_heading: heading, ...rest } = rate;
        const known = treatments[heading];
        if (!known) treatments[heading] = rest;
        else if (known.rate_pct !== rest.rate_pct || known.rate_basis !== rest.rate_basis || known.applies_to !== rest.applies_to) return rate;
        return heading;
      });
    }
    if (detail.also_listed_on) {
      detail.also_listed_on = r.detail.also_listed_on.map(({ list, ...rest }) => {
        lists[rest.list_id] = list;
        return rest;
      });
    }
    for (const id of r.detail.questions ?? []) questions[id] = `${QUESTIONS[id as QuestionId].question} (${QUESTIONS[id as QuestionId].citation})`;
    if (detail.outcomes) detail.outcomes = r.detail.outcomes!.map((o) => (o.when ? { ...o, when: byQuestionId(o.when) } : o));
    if (Object.keys(detail).length) result.detail = detail as CompactLookupResult['detail'];
    return result;
  });
  const withDetail = results.filter((r) => r.detail).length;
  return {
    data,
    results: out,
    lists,
    treatments,
    questions,
    notes: [...notes.values()].map(({ note, codes }) => (codes.length === withDetail && withDetail > 1 ? { ...note } : { ...note, codes })),
  };
}
