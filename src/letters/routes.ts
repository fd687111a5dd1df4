// The letters module on the wire: POST /api/letters/draft, also the MCP tool
// draft_comment_letter. Public, soft-limited, read-only: it looks the codes up, estimates the
// duty when asked, and returns the draft. It files nothing and keeps nothing; the email is
// used only in the returned text.
import type { ProductModule } from '../http/product-module.ts';
import { definePublicTool } from '../http/public-tool.ts';
import { ApiError } from '../http/errors.ts';
import { lookupHtsCodes } from '../tariffs/lookup.ts';
import { estimateDutyImpact, type CountryOfOrigin } from '../tariffs/duty-impact.ts';
import { datasetInfo } from '../tariffs/dataset.ts';
import { todayUtc, regimeFor } from '../tariffs/as-of.ts';
import { draftLetter, INCLUSIONS_DOCKET, type LetterInput, type Position } from './letter.ts';
import { docketStatus } from './docket-status.ts';
import { knownDocketsSentence } from './dockets.ts';
import { letterDraftInput, letterDraftPayload } from './schemas.ts';
import { letterAgentAnswer } from './agent-answer.ts';

export const LETTER_DRAFT_PATH = '/api/letters/draft';

export const letters: ProductModule = {
  name: 'letters',
  // Drafting a letter is a tariffs question: a key scoped to tariffs covers it if it ever has v1 operations.
  scope: 'tariffs',
  publicTools: (deps) => [
    definePublicTool({
      name: 'draft_comment_letter',
      pitch: 'Fill in your company, your position and your HTS codes: it drafts a comment letter for a Section 232 inclusion docket, with each code\'s status cited, for you to review and file yourself.',
      useWhen: 'the user wants a draft comment letter for a Section 232 inclusion docket (facts is an object of named fields, not free text).',
      product: 'tariffs',
      path: LETTER_DRAFT_PATH,
      title: 'Draft a Section 232 comment letter',
      description:
        `Drafts a comment letter on a Section 232 inclusion or product-scope docket (default ${INCLUSIONS_DOCKET}) ` +
        'from the submitter\'s company, signer, position, HTS codes and facts. Each code is looked up against the dated Section 232 lists ' +
        'and its status cited with the regime and date; with an annual value and origin the duty-impact range is stated. ' +
        `${knownDocketsSentence()} For a known docket the answer and the top of the letter say what it is and whether its window is open, ` +
        'closed or unknown on the letter\'s date (asOf, default today); any other well-formed docket id is accepted and said to be unknown to the service, ' +
        'to be checked on regulations.gov. Returns the letter as text and Markdown. The submitter\'s own draft: not legal advice; nothing is filed, stored or logged.',
      input: letterDraftInput,
      payload: letterDraftPayload,
      agent: letterAgentAnswer,
      source: 'dutyscout/letters',
      wraps: 'comment-letter drafting over the Section 232 HTS lookup and duty-impact estimate',
      cta: {
        field: 'watchlistCta',
        page: '/letters',
        label: 'Draft and download the letter in the browser',
        honesty: 'A drafting page: it files nothing, stores nothing and asks for no account.',
      },
      honesty: { flags: ['not_legal_advice', 'not_filed', 'not_customs_broker'], support: deps.config.supportContact },
      citation: (p) => {
        const info = datasetInfo();
        return `Draft comment on docket ${p.docket_id}; Section 232 lists as in force on ${p.as_of}, dutyscout data revision ${info.revision}, sources as of ${info.sources_as_of}.`;
      },
      async run(input, ctx) {
        const asOf = input.asOf ?? todayUtc(new Date(ctx.now));
        // A letter date the lists do not cover is the asOf field's fault (a TariffError naming it).
        regimeFor(asOf, 'asOf');
        const hasValue = input.annualImportValueUsd !== undefined;
        const hasOrigin = input.countryOfOrigin !== undefined;
        if (hasValue !== hasOrigin) {
          const path = hasValue ? 'countryOfOrigin' : 'annualImportValueUsd';
          throw new ApiError('invalid_request', `Invalid request body: ${path}: give annualImportValueUsd and countryOfOrigin together, or neither.`, {
            details: [{ path, message: 'give annualImportValueUsd and countryOfOrigin together, or neither' }],
          });
        }
        const letterInput: LetterInput = {
          ...input,
          position: input.position as Position,
          docketId: input.docketId ?? INCLUSIONS_DOCKET,
          countryOfOrigin: input.countryOfOrigin as CountryOfOrigin | undefined,
        };
        const results = lookupHtsCodes(letterInput.htsCodes, { asOf });
        const duty =
          letterInput.annualImportValueUsd !== undefined && letterInput.countryOfOrigin !== undefined
            ? estimateDutyImpact({ htsCodes: letterInput.htsCodes, annualImportValueUsd: letterInput.annualImportValueUsd, countryOfOrigin: letterInput.countryOfOrigin, asOf })
            : null;
        const docket = docketStatus(letterInput.docketId, asOf);
        const letter = draftLetter(letterInput, { asOf, results, duty, docket });
        return {
          as_of: asOf,
          docket_id: letterInput.docketId,
          docket,
          inclusion_request_id: input.inclusionRequestId ?? null,
          position: letterInput.position,
          letter,
          lookups: results,
          duty_impact: duty && {
            as_of: duty.as_of,
            regime: duty.regime,
            country_of_origin: duty.country_of_origin,
            annual_import_value_usd: duty.annual_import_value_usd,
            estimate_usd: duty.estimate_usd,
            ordinary_duty_usd: duty.ordinary_duty_usd,
            total_duty_usd: duty.total_duty_usd,
            parts: duty.parts,
            not_included: duty.not_included,
            order_of_magnitude: duty.order_of_magnitude,
            assumptions: duty.assumptions,
            citations: duty.citations,
          },
        };
      },
    }),
  ],
};

