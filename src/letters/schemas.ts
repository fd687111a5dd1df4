// The letter-drafting shapes, written once: validation, types, the OpenAPI 3.1 operation and
// the MCP tool's schemas all come from here.
import { z } from '@hono/zod-openapi';
import { optionalField } from '../optional-field.ts';
import { COUNTRIES_OF_ORIGIN } from '../tariffs/duty-impact.ts';
import { dutyImpactInput, dutyImpactPayload, htsLookupResult } from '../tariffs/schemas.ts';
import { INCLUSIONS_DOCKET } from './letter.ts';

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${what} must not be empty` })
    .max(max, { message: `${what} takes at most ${max} characters` })
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, { message: `${what} must not hold control characters` });

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
      .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/, { message: 'docketId must be a regulations.gov docket id such as BIS-2025-0023' }),
    { description: `The regulations.gov docket the letter comments on; default ${INCLUSIONS_DOCKET} (the BIS Section 232 inclusions docket).`, example: INCLUSIONS_DOCKET },
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
  countryOfOrigin: optionalField(z.enum(COUNTRIES_OF_ORIGIN as unknown as [string, ...string[]]), {
    description: 'Country of origin group; give it with annualImportValueUsd.',
    example: 'china',
  }),
  facts: optionalField(
    z.object({
      domesticAvailability: fact('facts.domesticAvailability', 'Whether and where the product is made in the United States, in the submitter\'s words.'),
      supplyChain: fact('facts.supplyChain', 'The submitter\'s supply chain, in their words.'),
      jobs: fact('facts.jobs', 'The jobs at stake, in the submitter\'s words.'),
    }),
    {
      description: 'Free-text facts, each written into the letter under its own heading (blank lines start new paragraphs).',
      example: { domesticAvailability: 'No US mill makes the 0.3 mm strip these hinges need.', jobs: 'We employ 40 people in Ohio.' },
    },
  ),
});

export const letterDraftPayload = z.object({
  as_of: z.string().openapi({ description: 'The day (UTC) the lookups and the estimate answer for.' }),
  docket_id: z.string().openapi({ description: 'The docket the letter comments on.', example: INCLUSIONS_DOCKET }),
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
    .pick({ as_of: true, regime: true, country_of_origin: true, annual_import_value_usd: true, estimate_usd: true, order_of_magnitude: true, assumptions: true, citations: true })
    .nullable()
    .openapi({ description: 'The duty-impact range the letter states; null unless annualImportValueUsd and countryOfOrigin were given.' }),
});
