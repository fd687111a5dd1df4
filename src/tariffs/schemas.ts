// The tariffs shapes, written once: runtime validation, TypeScript types, both OpenAPI
// documents and the MCP tool's schemas all come from here.
import { z } from '@hono/zod-openapi';
import { COUNTRIES_OF_ORIGIN } from './duty-impact.ts';
import { optionalField } from '../optional-field.ts';
import { QUESTION_IDS, QUESTIONS } from './questions.ts';
import { originGroupHint } from './origin-hint.ts';

const HTS_STATUSES = ['hit', 'adjacent', 'in_scope_no_bis14', 'clear', 'invalid'] as const;
const MAX_CODES = 50;
const MAX_CODE_LENGTH = 64;
const MAX_ANNUAL_USD = 1e15;

const htsCodeString = z.string().max(MAX_CODE_LENGTH).openapi({ description: 'An HTS code: NNNN.NN.NNNN, NNNN.NN.NN.NN or ten digits. Always a string: leading zeros matter.', example: '7326.90.8688' });

export const asOfDate = z.iso.date({ message: 'must be a real calendar date, YYYY-MM-DD' }).openapi({ description: 'The day to answer for (UTC); default today.', example: '2026-09-01' });

/** The contract's seven groups; a value outside them is refused with the value to send instead (originGroupHint). */
export const countryOfOriginEnum = (countryField: string | null) =>
  z.enum(COUNTRIES_OF_ORIGIN as unknown as [string, ...string[]], { error: (issue) => originGroupHint(issue.input, countryField) });

const originCountryField = (groupField: string) =>
  z.string().min(1).max(100).openapi({
    description:
      `The country inside ${groupField}: an ISO 3166-1 alpha-2 code or an English name (CH, Switzerland, United Kingdom, Taiwan, DE). ` +
      "It refines 'eu' and 'other', so the treatments a heading gives by country (the partners of U.S. notes 16(c)(xi), 33, 37, 40 and 43) apply exactly. A country outside the group is refused.",
    // Consistent with countryOfOrigin's example ('china'): a page's example request must succeed.
    example: 'CN',
  });

const answersField = z
  .object(Object.fromEntries(QUESTION_IDS.map((id) => [id, optionalField(z.boolean().openapi({ description: `${QUESTIONS[id].question} (${QUESTIONS[id].citation})` }))])))
  .strict()
  .openapi({ description: 'Answers to the questions the notes\' conditions ask (the answer names the open ones); each answered question keeps only the outcomes it allows. Unanswered, the answer is a range naming the question.', example: { for_use_with_unmanned_aircraft: false } });

export const htsLookupRequest = z
  .object({
    codes: z
      .array(htsCodeString)
      .min(1, { message: 'codes needs at least 1 HTS code' })
      .max(MAX_CODES, { message: `codes takes at most ${MAX_CODES} HTS codes per request` })
      .openapi({ description: '10-digit HTS codes in dotted form, 1 to 50. Results come back in the same order (duplicates kept).' }),
    as_of: optionalField(asOfDate),
    country_of_origin: optionalField(countryOfOriginEnum('origin_country').openapi({ description: 'Optional: the origin group the outcomes in detail are for (default: a country without a treatment of its own).', example: 'china' })),
    origin_country: optionalField(originCountryField('country_of_origin (which it implies when absent)')),
    answers: optionalField(answersField),
  })
  .openapi('HtsLookupRequest');

/** 1 to 50 strings of at most 64 characters: what an array of htsCodeString takes. */
function isPlainCodeList(codes: unknown): codes is string[] {
  if (!Array.isArray(codes) || codes.length < 1 || codes.length > MAX_CODES) return false;
  for (let i = 0; i < codes.length; i++) {
    const code: unknown = codes[i];
    if (typeof code !== 'string' || code.length > MAX_CODE_LENGTH) return false;
  }
  return true;
}

/** A JSON object whose keys are all among `keys`. */
function hasOnlyKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) if (!keys.includes(key)) return false;
  return true;
}

/**
 * The lookup's common body, `{codes, as_of}` (as_of a date, null or absent) and nothing else,
 * as htsLookupRequest gives it, without the schema's walk (PlainInput): at concurrency 1 that
 * walk cost a never-seen one-code lookup about as much as its own lookup (alternating runs,
 * /proc per-thread CPU). Anything else, and any doubt, is the schema's.
 */
export function plainLookupRequest(value: unknown): z.output<typeof htsLookupRequest> | undefined {
  if (!hasOnlyKeys(value, ['codes', 'as_of'])) return undefined;
  const { codes, as_of: asOf } = value;
  if (!isPlainCodeList(codes)) return undefined;
  // The fields the body leaves out are absent, as in the schema's output (the type says undefined).
  type Input = z.output<typeof htsLookupRequest>;
  if (asOf === undefined) return { codes } as Input;
  if (asOf === null) return { codes, as_of: undefined } as Input;
  return typeof asOf === 'string' && z.regexes.date.test(asOf) ? ({ codes, as_of: asOf } as Input) : undefined;
}

export const adjacentHit = z
  .object({
    code_heading: z.string().openapi({ description: 'The listed provision as the list prints it', example: '7326.90.86' }),
    article_slug: z.string().openapi({ description: 'Stable slug; the web surface serves /tariffs/articles/<slug>', example: '7326-90-86-steel' }),
    article_name: z.string(),
    proposed_rate: z.number().openapi({ description: 'Ad valorem rate of that list, in percent (50 means 50%).' }),
  })
  .openapi('AdjacentHit');

const rateBasis = z.enum(['additional', 'all_in']).openapi({
  description:
    "'additional': the ordinary (column 1) duty plus rate_pct. 'all_in': the ordinary duty and the Section 232 duty together come to rate_pct where the ordinary rate is lower; nothing is added where it is rate_pct or more (Annex III's 15%, the 15% of the partners named in 9903.82.22).",
});

const otherRate = z
  .object({
    chapter99_heading: z.string().openapi({ example: '9903.82.22' }),
    rate_pct: z.number(),
    rate_basis: rateBasis,
    applies_to: z.string().openapi({ description: 'Who or what qualifies, in the heading\'s and note\'s words.' }),
  })
  .openapi('OtherRate');

const exclusionHeadings = z
  .array(z.object({ chapter99_heading: z.string().openapi({ example: '9903.94.06' }), text: z.string().openapi({ example: 'not a part of a passenger vehicle or light truck (U.S. note 33(h)(ii), heading 9903.94.06): no Section 232 duty under note 33' }) }))
  .optional()
  .openapi({ description: 'Only where the outcome rests on one: the exclusion headings the article is entered under ("not parts of" 9903.94.06 / 9903.74.11, "not for use in or with" 9903.08.20, 9903.76.04, the USMCA headings), each with no Section 232 duty under its note. The outcome\'s own heading is the exclusion heading when no other Section 232 heading applies, else the one that does (e.g. the metal list\'s).' });

const lookupNote = z.object({
  code: z.enum(['data_gap', 'unknown_statistical_line', 'weight_15pct_condition', 'conditional_exemption', 'invalid_code', 'inherited_listing', 'action_condition', 'deleted_line', 'eight_digit_code', 'after_data_through']),
  message: z.string(),
});

export const htsLookupDetail = z
  .object({
    regime: z.string().openapi({ example: 's232-2026' }),
    as_of: z.string(),
    matching_provision: z.string().nullable(),
    chapter99_heading: z.string().nullable(),
    list: z.string().nullable(),
    list_id: z.string().nullable(),
    metal: z.enum(['steel', 'aluminum', 'copper', 'mixed']).nullable(),
    rate_pct: z.number().nullable().openapi({ description: 'The matching list\'s rate that day, in percent; read it with rate_basis.' }),
    rate_basis: rateBasis.nullable(),
    value_base: z.enum(['full_value', 'metal_content']).nullable(),
    other_rates: z.array(otherRate).openapi({ description: 'Other treatments the matching list\'s headings give some imports: by origin (the EU, Japan, Korea and others under 16(c)(xi); USMCA content) or by a condition the importer shows (UK- or US-melted metal, column 2 countries).' }),
    also_listed_on: z.array(z.object({ list_id: z.string(), list: z.string(), chapter99_heading: z.string(), rate_pct: z.number() })),
    in_scope_by: z.array(
      z.object({
        kind: z.enum(['metal_chapter', 'action']),
        chapter: z.string().optional(),
        action_id: z.string().optional(),
        name: z.string().optional(),
        chapter99_heading: z.string().optional(),
        rate_pct: z.number().optional(),
        rate_basis: rateBasis.optional(),
        value_base: z.enum(['full_value', 'copper_content']).optional(),
        condition: z.string().optional().openapi({ description: 'The fact, not told by the code, on which the action applies at all (e.g. a part of a passenger vehicle; a patented pharmaceutical).' }),
      }),
    ),
    citations: z.array(z.string()).openapi({ description: 'Document numbers (Federal Register documents, proclamations).' }),
    data_revision: z.string().openapi({ description: 'The dutyscout Section 232 data revision that answered.', example: '2026.11-1' }),
    hts_revision: z.string().openapi({ description: 'The HTS revision the data is current through.', example: 'HTS 2026 Revision 21' }),
    sources_as_of: z.string().openapi({ description: 'Publication date of the newest source the data rests on (that HTS revision).', example: '2026-10-07' }),
    data_through: z.string().openapi({ description: 'The date the data run through (the newest HTS revision\'s publication). An as_of after it carries an after_data_through note: actions published later are not known.', example: '2026-10-07' }),
    notes: z.array(lookupNote),
    successors: z.array(z.string()).optional().openapi({ description: 'Only on a line an HTS revision deleted (status invalid from the deletion\'s effective date): the lines its goods are now under, NNNN.NN.NNNN.', example: ['3004.31.0010', '3004.31.0090'] }),
    lines: z.array(z.string()).optional().openapi({ description: 'Only on an 8-digit code (status invalid: a result is one 10-digit line): the 10-digit lines under it that day, to look up instead.', example: ['7318.15.2010', '7318.15.2020'] }),
    outcomes: z
      .array(z.object({ when: z.string().nullable(), chapter99_heading: z.string().nullable(), rate_pct: z.number().nullable(), rate_basis: rateBasis.nullable(), exclusion_headings: exclusionHeadings }))
      .optional()
      .openapi({ description: 'Present where another Section 232 action covers the code: each way its duty can come out, as duty_impact reads it for the same origin and answers. chapter99_heading and rate_pct are the certain outcome\'s when there is one, null when the listed heading is none of them.' }),
    questions: z.array(z.enum(QUESTION_IDS)).optional().openapi({ description: 'The questions (duty_impact\'s answers input) that decide between the outcomes.' }),
  })
  .openapi('HtsLookupDetail', { description: 'Optional: which regime, list and provision decided the answer, with citations and notes (data_gap, unknown_statistical_line, ...).' });

export const htsLookupResult = z
  .object({
    code: z.string().openapi({ description: 'The code normalised to NNNN.NN.NNNN; an invalid input is echoed as given.' }),
    hit: z.boolean(),
    in_scope: z.boolean(),
    status: z.enum(HTS_STATUSES),
    adjacent_hits: z.array(adjacentHit),
    detail: htsLookupDetail.optional(),
  })
  .openapi('HtsLookupResult');

export const htsLookupResponse = z.object({ results: z.array(htsLookupResult) }).openapi('HtsLookupResponse');

/** The public tools' list of codes (duty_impact, hts_lookup). */
const htsCodesField = (description: string) =>
  z
    .array(htsCodeString)
    .min(1, { message: 'htsCodes needs at least 1 HTS code' })
    .max(MAX_CODES, { message: `htsCodes takes at most ${MAX_CODES} codes` })
    .openapi({ description, example: ['7326.90.8688'] });

export const htsLookupToolInput = z.object({
  htsCodes: htsCodesField('The HTS codes to look up, 1 to 50, as strings (leading zeros matter). Results come back in the same order.'),
  countryOfOrigin: optionalField(countryOfOriginEnum('originCountry').openapi({ description: 'Optional: the origin group the outcomes in detail are for.', example: 'china' })),
  originCountry: optionalField(originCountryField('countryOfOrigin (which it implies when absent)')),
  answers: optionalField(answersField),
  asOf: optionalField(asOfDate.openapi({ description: 'The day to answer for (UTC), YYYY-MM-DD; default today.', example: '2026-09-03' })),
}).strict();

export const htsLookupToolPayload = z.object({
  as_of: z.string().openapi({ description: 'The day the answers are for (UTC).' }),
  results: z.array(htsLookupResult).openapi({ description: 'One result per code, in request order: the same results as the v1 lookup.' }),
});

export const dutyImpactInput = z.object({
  htsCodes: htsCodesField('The HTS codes imported, 1 to 50, as strings (leading zeros matter).'),
  annualImportValueUsd: z
    .number({ message: 'annualImportValueUsd must be a number of US dollars a year' })
    .finite()
    .min(0, { message: 'annualImportValueUsd must be 0 or more' })
    .max(MAX_ANNUAL_USD, { message: 'annualImportValueUsd is implausibly large' })
    .openapi({ description: 'US dollars per year, split evenly over the valid codes.', example: 250000 }),
  countryOfOrigin: countryOfOriginEnum('originCountry').openapi({ description: 'Country of origin group.', example: 'china' }),
  originCountry: optionalField(originCountryField('countryOfOrigin')),
  answers: optionalField(answersField),
  asOf: optionalField(asOfDate.openapi({ description: 'The day to estimate for (UTC), YYYY-MM-DD; default today. Lists, rates and country treatments change by proclamation.', example: '2026-09-03' })),
}).strict();

/**
 * duty_impact's common body, `{htsCodes, annualImportValueUsd, countryOfOrigin}` and nothing
 * else, as dutyImpactInput gives it, without the schema's walk (PlainInput; see
 * plainLookupRequest). Anything else, and any doubt, is the schema's.
 */
export function plainDutyImpactInput(value: unknown): z.output<typeof dutyImpactInput> | undefined {
  if (!hasOnlyKeys(value, ['htsCodes', 'annualImportValueUsd', 'countryOfOrigin'])) return undefined;
  const { htsCodes, annualImportValueUsd: usd, countryOfOrigin } = value;
  if (!isPlainCodeList(htsCodes)) return undefined;
  if (typeof usd !== 'number' || !Number.isFinite(usd) || usd < 0 || usd > MAX_ANNUAL_USD) return undefined;
  if (typeof countryOfOrigin !== 'string' || !(COUNTRIES_OF_ORIGIN as readonly string[]).includes(countryOfOrigin)) return undefined;
  return { htsCodes, annualImportValueUsd: usd, countryOfOrigin } as z.output<typeof dutyImpactInput>;
}

const usdRange = z.object({ low: z.number(), mid: z.number(), high: z.number() });
const rateBasisOrNull = rateBasis.nullable();

const dutyPart = z.object({
  part: z.enum(['ordinary', 'section232', 'section301', 'note52', 'note50', 'note51']).openapi({ description: 'Which duty: the ordinary (column 1) duty, Section 232, China Section 301 (9903.88, 9903.91), the U.S. note 52 country duty (9903.05.20-.84), the U.S. note 50 Brazil duty (9903.05.01) or a U.S. note 51 Canada duty (9903.03.12-.14).' }),
  label: z.string().openapi({ example: 'Section 301 duty (9903.88.03)' }),
  chapter99_heading: z.string().nullable().openapi({ description: 'The Chapter 99 heading; null for the ordinary duty, or for Section 232 where the outcomes differ.', example: '9903.88.03' }),
  rate_pct: z.number().nullable(),
  rate_basis: rateBasisOrNull,
  value_base: z.string().nullable().openapi({ description: 'What the rate applies to: full_value for every part but Section 232 on metal or copper content.' }),
  usd: usdRange.openapi({ description: 'What the part adds, US dollars a year: low, mid and high over the outcomes left open.' }),
  when: z.string().nullable().openapi({ description: 'The fact the part depends on; null when it is owed for certain.' }),
  authority: z.string(),
  effective_from: z.string().nullable(),
  effective_to: z.string().nullable(),
  citations: z.array(z.string()),
  secondary: z.boolean().openapi({ description: 'True when the line\'s membership rests on a secondary (derived) list (Section 301 by 8 digits).' }),
});
const dutyParts = z.array(dutyPart).openapi({ description: 'What total_duty_usd adds up from: ordinary, Section 232, then each duty that stacks on them (Section 301; the note 52 country duty, the note 50 Brazil duty and the note 51 Canada duties where no Section 232 heading of 52(f), 50(a)(vi) or 51(c) exempts the goods). Each part\'s low and high are its own; the total is priced per outcome, so it is not always the sum of the parts\' lows or highs.' });

export const dutyImpactPayload = z.object({
  as_of: z.string().openapi({ description: 'The day the estimate is for (UTC).' }),
  regime: z.string().openapi({ description: 'The Section 232 regime in force that day.' }),
  country_of_origin: z.string().openapi({ description: 'The country of origin group used.' }),
  origin_country: z.object({ code: z.string(), name: z.string() }).nullable().openapi({ description: 'The country originCountry named (ISO 3166-1 alpha-2 and English name); null when it was not given.', example: { code: 'CH', name: 'Switzerland' } }),
  annual_import_value_usd: z.number().openapi({ description: 'The annual import value the estimate splits over the codes.' }),
  estimate_usd: usdRange.openapi({ description: 'The Section 232 duty only (low, mid and high, US dollars a year): the Section 232 estimate the published surface has always carried, kept as it was. It is one part of total_duty_usd, the figure to read and show first.' }),
  ordinary_duty_usd: usdRange.openapi({ description: 'The ordinary (column 1 general) duty in US dollars a year, ad valorem lines only (specific and compound rates need a quantity and are left out, with a note).' }),
  total_duty_usd: usdRange.openapi({ description: 'The figure to read first: every modelled part (ordinary, Section 232, China Section 301, the note 52 country duty, the note 50 Brazil and note 51 Canada duties), low, mid and high, US dollars a year. What it leaves out is in not_included.' }),
  parts: dutyParts,
  not_included: z.array(z.string()).openapi({ description: 'Duties and charges no total includes (not modelled), named in every answer: antidumping and countervailing duties, Section 338, quotas, Section 201, fees, Section 301 exclusions, the note 52 and note 50 exemptions whose texts are not held, note 51(d)\'s civil-aircraft list past the held text.' }),
  order_of_magnitude: z.object({ power: z.number().nullable(), label: z.string().openapi({ example: '$10K-$100K' }) }).openapi({ description: 'The mid total duty as a power of ten and a label.' }),
  per_code: z.array(
    z.object({
      code: z.string(),
      status: z.enum(HTS_STATUSES),
      factor: z.number(),
      factor_low: z.number(),
      factor_high: z.number(),
      rate_pct: z.number().nullable(),
      rate_basis: rateBasis.nullable(),
      value_base: z.enum(['full_value', 'metal_content', 'copper_content']).nullable(),
      value_base_share: z.number().nullable(),
      share_of_value: z.number(),
      load_factor: z.number(),
      load_factor_group: z.string().nullable(),
      basis: z.string(),
      estimate_usd: usdRange.openapi({ description: 'Section 232 duty on this code\'s share.' }),
      ordinary_rate: z.object({
        text: z.string().nullable().openapi({ description: 'The column 1 general rate as printed.', example: '2.9%' }),
        pct: z.number().nullable().openapi({ description: 'Ad valorem percent (0 for Free); null for a rate that is not a share of value (specific, compound or other), left out of the figure.' }),
        line: z.string().nullable().openapi({ description: 'The provision that carries the rate.', example: '7326.90.86' }),
      }),
      ordinary_duty_usd: z.number(),
      total_duty_usd: usdRange,
      parts: dutyParts,
      outcomes: z.array(
        z.object({
          when: z.string().nullable().openapi({ description: 'The fact under which this outcome holds; null when certain.' }),
          chapter99_heading: z.string().nullable(),
          rate_pct: z.number().nullable(),
          rate_basis: rateBasisOrNull,
          factor_low: z.number(),
          factor_high: z.number(),
          exclusion_headings: exclusionHeadings,
        }),
      ).openapi({ description: 'Each way the Section 232 duty can come out where a fact the caller did not give decides it.' }),
      deciding_facts: z.array(z.string()).openapi({ description: 'The facts that decide between the outcomes (empty when one outcome is certain).' }),
      questions: z.array(z.object({ id: z.enum(QUESTION_IDS), question: z.string(), citation: z.string() })).openapi({ description: 'The questions (answers input) that would narrow this code\'s range; empty when it is one figure.' }),
      expanded_from: z.string().optional().openapi({ description: 'Only on a line of an 8-digit code given (NNNN.NN.NN): that code. Its share of the value is split evenly over its lines.', example: '7318.15.20' }),
    }),
  ).openapi({ description: 'Each code: its status, Section 232 factor and outcomes, ordinary rate, share of the value and duties.' }),
  load_factor: z.object({
    country: z.string(),
    groups: z.array(z.object({ group: z.string(), factor: z.number(), reasoning: z.string() })),
  }).openapi({ description: 'The country load factors applied, with their reasoning.' }),
  assumptions: z.array(z.string()).openapi({ description: 'What the estimate assumes, in plain words.' }),
  citations: z.array(z.string()).openapi({ description: 'The documents the estimate rests on.' }),
  data_gaps: z.array(z.string()).openapi({ description: 'Known gaps in the data for that day.' }),
  hts_revision: z.string().openapi({ description: 'The HTS revision the Section 232 data is current through.', example: 'HTS 2026 Revision 21' }),
  sources_as_of: z.string().openapi({ description: 'Publication date of the newest source (that revision).', example: '2026-10-07' }),
  data_through: z.string().openapi({ description: 'The date the data run through (the newest HTS revision\'s publication). An as_of after it puts a data gap first in data_gaps: actions published later are not known.', example: '2026-10-07' }),
});
