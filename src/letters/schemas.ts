// The letter-drafting shapes, written once: validation, types, the OpenAPI 3.1 operation and
// the MCP tool's schemas all come from here.
import { z } from '@hono/zod-openapi';
import { optionalField } from '../optional-field.ts';
import { asOfDate, countryOfOriginEnum, dutyImpactInput, dutyImpactPayload, htsLookupResult } from '../tariffs/schemas.ts';
import { INCLUSIONS_DOCKET } from './letter.ts';
import { DOCKET_ID, knownDocketsSentence } from './dockets.ts';

/** Letter text: no control characters but tab and line breaks (exported: MCP's tools/list leaves this rule to the server). */
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${what} must not be empty` })
    .max(max, { message: `${what} takes at most ${max} characters` })
    .regex(NO_CONTROL_CHARACTERS, { message: `${what} must not hold control characters` });

const fact = (what: string, description: string) => optionalField(text(4000, what), { description });

export const letterDraftInput = z.object({
  company: text(200, 'company').openapi({ description: 'The submitting company, as it should appear in the letter.', example: 'Acme Hardware Imports LLC' }),
  contactName: text(200, 'contactName').openapi({ description: 'Who signs the letter.', example: 'Jordan Lee' }),
  title: optionalField(text(200, 'title'), { description: "The signer's title.", example: 'Director of Trade Compliance' }),
  email: optionalField(z.string().regex(z.regexes.email, { message: 'email must be a valid email address' }), {
    description: "The signer's email, written under the signature. Used only in the draft: never stored or logged.",
    example: 'jordan@acme.example',
  }),
  position: z.enum(['oppose', 'support']).openapi({ description: 'Whether the letter opposes or supports including these products.', example: 'oppose' }),
  htsCodes: dutyImpactInput.shape.htsCodes.openapi({ description: 'The HTS codes the letter is about, 1 to 50, as strings; each is looked up and its status cited.', example: ['7326.90.8688'] }),
  docketId: optionalField(
    z
      .string()
      .max(64)
      .regex(DOCKET_ID, { message: 'docketId must be a regulations.gov docket id such as BIS-2025-0023' }),
    {
      description:
        `The regulations.gov docket the letter comments on; default ${INCLUSIONS_DOCKET}. ${knownDocketsSentence()} ` +
        'Any other well-formed id is accepted: the letter then says the service does not know it.',
      example: INCLUSIONS_DOCKET,
    },
  ),
  inclusionRequestId: optionalField(
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { message: 'inclusionRequestId takes letters, digits and . _ / - only' }),
    { description: 'The inclusion request the letter answers, when there is one.', example: 'BIS-2025-0023-0154' },
  ),
  annualImportValueUsd: optionalField(dutyImpactInput.shape.annualImportValueUsd, {
    description: 'US dollars a year imported under these codes; with countryOfOrigin, the letter states the duty-impact range.',
    example: 250000,
  }),
  countryOfOrigin: optionalField(countryOfOriginEnum(null), {
    description: 'Country of origin group; give it with annualImportValueUsd.',
    example: 'china',
  }),
  asOf: optionalField(
    asOfDate.openapi({
      description: "The letter's date (UTC), YYYY-MM-DD; default today. The codes are looked up, the duty estimated and the docket's window status given for this day.",
      example: '2026-09-03',
    }),
  ),
  facts: optionalField(
    z.object({
      domesticAvailability: fact('facts.domesticAvailability', 'Whether and where the product is made in the United States, in the submitter\'s words.'),
      supplyChain: fact('facts.supplyChain', 'The submitter\'s supply chain, in their words.'),
      jobs: fact('facts.jobs', 'The jobs at stake, in the submitter\'s words.'),
    }),
    {
      description: 'An object (not a string) of up to three named fields, domesticAvailability, supplyChain and jobs, each the submitter\'s own text, written into the letter under its own heading (blank lines start new paragraphs).',
      example: { domesticAvailability: 'No US mill makes the 0.3 mm strip these hinges need.', jobs: 'We employ 40 people in Ohio.' },
    },
  ),
});

const isoDayOrNull = (description: string) => z.string().nullable().openapi({ description, example: '2025-09-15' });

export const letterDocket = z
  .object({
    id: z.string().openapi({ description: 'The docket id, as the service\'s list spells it when the docket is known.', example: INCLUSIONS_DOCKET }),
    known: z.boolean().openapi({ description: 'Whether the docket is one the service knows (from the texts it holds); when false, the rest is null or unknown.' }),
    title: z.string().nullable().openapi({ description: 'The action\'s name as its Federal Register notice prints it; null for an unknown docket.' }),
    action: z.string().nullable().openapi({ description: 'The Section 232 action the docket belongs to, with its Federal Register documents; null for an unknown docket.' }),
    takes: z.string().nullable().openapi({ description: 'What the docket takes, as far as the texts the service holds say; null for an unknown docket.' }),
    as_of: z.string().openapi({ description: 'The day the window status is for (the letter\'s date).' }),
    window: z
      .object({
        status: z.enum(['open', 'closed', 'unknown']).openapi({
          description:
            'open: the day falls in a window whose dates are both stated; closed: it falls in none, and could fall in none whose dates are missing; unknown: a window whose dates are not stated could hold it, or the docket is not known.',
          example: 'unknown',
        }),
        round: z.number().int().nullable().openapi({ description: 'The round the status speaks of: the open one, the one that may be open, or the last one closed before the day.' }),
        opens: isoDayOrNull("That round's opening day; null when not stated in the texts the service holds."),
        closes: isoDayOrNull("That round's closing day; null when not stated in the texts the service holds."),
        next_opens: isoDayOrNull('When closed: the next stated opening after the day; null when none is stated.'),
        source: z.string().nullable().openapi({ description: 'The document that states the dates the status rests on; null for an unknown docket.' }),
      })
      .openapi({ description: 'Whether the docket has a window open on the letter\'s date. Never inferred: a date the texts do not state leaves the status unknown.' }),
    notice: z.string().openapi({ description: 'The plain sentences the letter opens with (closed and unknown said outright); the submitter removes them before filing.' }),
  })
  .openapi({ description: 'The docket on the letter\'s date: what it is and whether its window is open, or that the service does not know it.' });

export const letterDraftPayload = z.object({
  as_of: z.string().openapi({ description: 'The letter\'s date (UTC): the day the lookups, the estimate and the docket status answer for.' }),
  docket_id: z.string().openapi({ description: 'The docket the letter comments on.', example: INCLUSIONS_DOCKET }),
  docket: letterDocket,
  inclusion_request_id: z.string().nullable().openapi({ description: 'The inclusion request the letter answers; null when none was given.' }),
  position: z.enum(['oppose', 'support']).openapi({ description: 'The position the letter takes.' }),
  letter: z
    .object({
      subject: z.string(),
      text: z.string().openapi({ description: 'The letter as plain text.' }),
      markdown: z.string().openapi({ description: 'The letter as Markdown (the submitter\'s text escaped, so it shows as written).' }),
      filename: z.string().openapi({ description: 'A file name for the download, without extension.' }),
    })
    .openapi({ description: 'The draft. The submitter reviews and files it; this service files nothing.' }),
  lookups: z.array(htsLookupResult).openapi({ description: 'The Section 232 lookup of each code the letter cites, in request order.' }),
  duty_impact: dutyImpactPayload
    .pick({ as_of: true, regime: true, country_of_origin: true, annual_import_value_usd: true, estimate_usd: true, ordinary_duty_usd: true, total_duty_usd: true, parts: true, not_included: true, order_of_magnitude: true, assumptions: true, citations: true })
    .nullable()
    .openapi({ description: 'The duty-impact range the letter states: total_duty_usd, the figure the letter leads with, and its parts (parts: ordinary, Section 232, Section 301 and note 52, each with its heading, rate and dollars; ordinary_duty_usd and estimate_usd, the Section 232 duty, as before) and not_included, what no total includes; null unless annualImportValueUsd and countryOfOrigin were given.' }),
});
