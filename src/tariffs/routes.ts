// The tariffs product on the wire: the v1 HTS lookup and the duty_impact public tool.
import { createRoute } from '@hono/zod-openapi';
import type { ProductModule } from '../http/product-module.ts';
import { v1Operation } from '../http/operation.ts';
import { definePublicTool } from '../http/public-tool.ts';
import { v1ErrorResponses, v1RateLimitHeaders } from '../http/openapi-common.ts';
import { createResultsJson } from './results-json.ts';
import { AnswerCache } from '../http/answer-cache.ts';
import type { Answers } from './questions.ts';
import { estimateDutyImpact, type CountryOfOrigin } from './duty-impact.ts';
import { dutyImpactJson, questionKey } from './duty-impact-json.ts';
import { datasetInfo } from './dataset.ts';
import { todayUtc } from './as-of.ts';
import { dutyImpactInput, dutyImpactPayload, htsLookupRequest, htsLookupResponse, htsLookupToolInput, htsLookupToolPayload, plainDutyImpactInput, plainLookupRequest } from './schemas.ts';
import { lookupHtsCodes } from './lookup.ts';
import { lookupOrigin } from './origin.ts';
import { dutyImpactAgentAnswer, htsLookupAgentAnswer } from './agent-answers.ts';


const lookupRoute = createRoute({
  method: 'post',
  path: '/api/v1/tariffs/hts/lookup',
  operationId: 'tariffsHtsLookup',
  tags: ['tariffs'],
  summary: 'Look HTS codes up against the dated Section 232 lists',
  description:
    'Each result is for one day (`as_of`, default today UTC). Statuses: `hit` (a listed provision covers the code), ' +
    '`in_scope_no_bis14` (inside Section 232 scope, not on the BIS inclusion list), `adjacent` (listed provisions in the same ' +
    'subheading or heading), `clear`, `invalid`. Informational only; not clearance, not legal advice.',
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: htsLookupRequest } } } },
  responses: {
    200: { description: 'One result per code, in request order.', headers: v1RateLimitHeaders, content: { 'application/json': { schema: htsLookupResponse } } },
    ...v1ErrorResponses,
  },
});

export const tariffs: ProductModule = {
  name: 'tariffs',
  scope: 'tariffs',
  v1(deps) {
    // The answer to a list of codes on a day, made from each code's JSON (kept per code and day,
    // results-json.ts); the whole answer kept as well, per body and day (answer-cache.ts), for a
    // caller asking the same list again: found before the body is parsed, sent without being
    // joined or encoded again (a repeated one-code lookup's JavaScript 24.5 -> 19.9 us in
    // process, 50 codes 87 -> 22.5; bench/request-path-js.ts).
    const resultsJson = createResultsJson();
    const kept = new AnswerCache();
    return [
      v1Operation(
        lookupRoute,
        (input, call) => {
          const { codes, as_of, country_of_origin, origin_country, answers } = input;
          const now = deps.clock();
          const asOf = as_of ?? todayUtc(new Date(now));
          if (country_of_origin === undefined && origin_country === undefined && answers === undefined) {
            return kept.get(now, { bodyText: call.bodyText, question: input }, () => resultsJson(codes, asOf));
          }
          // For an origin or answers, the outcomes are the caller's own: answered fresh, not cached.
          const origin = lookupOrigin(country_of_origin as CountryOfOrigin | undefined, origin_country, { group: 'country_of_origin', country: 'origin_country' });
          const text = JSON.stringify({ results: lookupHtsCodes(codes, { asOf, origin, answers: answers as Answers | undefined }) });
          return { jsonText: text, bytes: Buffer.byteLength(text) };
        },
        { plainInput: plainLookupRequest, keptAnswer: kept.keptFor(deps.clock) },
      ),
    ];
  },
  publicTools: (deps) => [
    definePublicTool({
      name: 'hts_lookup',
      pitch: 'Give up to 50 HTS codes: for each, whether a Section 232 list covers it on the day you choose, at what rate, and the proclamation that says so.',
      useWhen: 'the user asks whether HTS codes are on a Section 232 list (hit, in scope, adjacent, clear or invalid) on a day, with the list, rate and citations.',
      product: 'tariffs',
      title: 'Section 232 status of HTS codes',
      description:
        'Looks up to 50 HTS codes up against every dated Section 232 action and list, for one day (asOf, default today UTC). ' +
        'Per code: status (hit: a listed provision covers it; in_scope_no_bis14: inside Section 232 scope, not on the BIS inclusion list; ' +
        'adjacent: listed provisions in the same subheading or heading, named in adjacent_hits; clear; invalid: not a 10-digit code, ' +
        'with detail.lines listing the 10-digit lines of an 8-digit code and detail.successors those of a line a revision deleted), ' +
        'and the detail: the matching list, chapter 99 heading, rate and its basis, other treatments, citations and notes. ' +
        'Optional countryOfOrigin, originCountry and answers (to the questions detail.questions names) give the outcomes for that origin and those answers. ' +
        'The same results as the v1 lookup. Informational: not clearance, not legal advice.',
      input: htsLookupToolInput,
      payload: htsLookupToolPayload,
      agent: htsLookupAgentAnswer,
      source: 'dutyscout/tariffs',
      wraps: 'the Section 232 HTS lookup (the v1 lookup)',
      cta: {
        field: 'watchlistCta',
        page: '/tariffs/lookup',
        label: 'Look HTS codes up against the dated Section 232 lists',
        honesty: 'Looking codes up needs no account and no email.',
      },
      honesty: { flags: ['not_clearance', 'not_legal_advice'], support: deps.config.supportContact },
      citation: (payload) => {
        const info = datasetInfo();
        return `Section 232 lists as in force on ${payload.as_of}, dutyscout data revision ${info.revision}, current through ${info.hts_revision}, sources as of ${info.sources_as_of}.`;
      },
      async run(input, ctx) {
        const asOf = input.asOf ?? todayUtc(new Date(ctx.now));
        const origin = lookupOrigin(input.countryOfOrigin as CountryOfOrigin | undefined, input.originCountry, { group: 'countryOfOrigin', country: 'originCountry' });
        return { as_of: asOf, results: lookupHtsCodes(input.htsCodes, { asOf, origin, answers: input.answers as Answers | undefined }) };
      },
    }),
    definePublicTool({
      name: 'duty_impact',
      pitch: 'Give the HTS codes you import, their yearly value and where they come from: it estimates the yearly duty (ordinary, Section 232, China Section 301, the note 52 country duty and the Brazil and Canada duties of notes 50 and 51, each a part) as a low, middle and high figure with its assumptions.',
      useWhen: 'the user asks what duty (ordinary, Section 232, Section 301, notes 50, 51 and 52) a yearly import of some HTS codes from a country may cost (an order-of-magnitude planning figure).',
      product: 'tariffs',
      title: 'Section 232 duty impact (order of magnitude)',
      description:
        'Looks HTS codes up against every dated Section 232 action (metals and copper, autos and parts, trucks, wood, ' +
        'semiconductors, patented pharmaceuticals, drones, polysilicon from 2026-12-04) and estimates the yearly duty of an import, split evenly over the valid codes: ' +
        'the ordinary (column 1) duty, Section 232, China Section 301 and the country duties of U.S. notes 50 (Brazil), 51 (Canada) and 52, each only where the texts do not exempt the goods. ' +
        'total_duty_usd (low/mid/high) is the figure to show first; parts[] lists each duty, not_included[] what no total includes; estimate_usd is the Section 232 part only. ' +
        'Where a fact not given decides (a vehicle part? patented?), a range naming the question; asOf, originCountry and answers narrow it. ' +
        'A planning figure, not a customs entry: not clearance, not legal advice, not a customs broker.',
      input: dutyImpactInput,
      payload: dutyImpactPayload,
      agent: dutyImpactAgentAnswer,
      source: 'dutyscout/tariffs',
      wraps: 'duty-impact calculation over the Section 232 HTS lookup',
      cta: {
        field: 'watchlistCta',
        page: '/tariffs/watchlist',
        label: 'Look up more codes against the dated Section 232 lists',
        honesty: 'A watchlist trial that tells you when a proclamation touches your codes will ask for an email; it is not open yet, and this tool asks for none.',
      },
      honesty: {
        flags: ['not_clearance', 'not_legal_advice', 'not_customs_broker', 'email_required_trial'],
        support: deps.config.supportContact,
      },
      citation: (payload) => {
        const info = datasetInfo();
        return `Section 232 lists as in force on ${payload.as_of} (regime ${payload.regime}), dutyscout data revision ${info.revision}, current through ${info.hts_revision}, sources as of ${info.sources_as_of}.`;
      },
      // Its answer is 9.5 KB of JSON for one code, mostly text that repeats: the estimate (20 us in
      // a loop) and its JSON (14 us) were two thirds of a request's server CPU. Kept per question.
      sameAnswerPerDay: true,
      plainInput: plainDutyImpactInput,
      restJson: () => {
        const write = dutyImpactJson();
        return (body, input, day) => write(body, questionKey(input, day));
      },
      async run(input, ctx) {
        return estimateDutyImpact({
          htsCodes: input.htsCodes,
          annualImportValueUsd: input.annualImportValueUsd,
          countryOfOrigin: input.countryOfOrigin as CountryOfOrigin,
          ...(input.originCountry === undefined ? {} : { originCountry: input.originCountry }),
          ...(input.answers === undefined ? {} : { answers: input.answers as Answers }),
          asOf: input.asOf ?? todayUtc(new Date(ctx.now)),
        });
      },
    }),
  ],
};
