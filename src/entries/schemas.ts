import { z } from '@hono/zod-openapi';
import { optionalField } from '../optional-field.ts';

// The contract's "GCC generate request", exactly: no sub-field is required.
export const gccGenerateRequest = z
  .object({
    product_info: z.object({
      name: z.string().optional(),
      model: z.string().optional(),
      sku: z.string().optional(),
      place_of_manufacture: z.string().optional(),
      date_of_manufacture: z.iso.date().optional(),
    }),
    manufacturer: z.object({
      name: z.string().optional(),
      address: z.string().optional(),
      contact_email: z.email().optional(),
    }),
    testing_lab: z.object({
      name: z.string().optional(),
      accreditation_id: z.string().optional(),
      test_date: z.iso.date().optional(),
    }),
    cpsc_rules_cited: z.array(z.string()).optional(),
  })
  .openapi('GccGenerateRequest');

const evidence = z.object({ source: z.string(), snippet: z.string() }).openapi('Evidence');

const pageUrl = z.string().min(1).max(2048);

export const readinessCheckInput = z.object({
  storeUrl: optionalField(pageUrl, { description: 'The public product page to read (http or https). Required unless `url` is given.', example: 'https://shop.example/products/stacking-rings' }),
  url: optionalField(pageUrl, { description: 'Alias of `storeUrl`: give one of the two (when both are given they must be equal).', example: 'https://shop.example/products/stacking-rings' }),
  htsCode: optionalField(z.string().max(64), { description: 'An HTS code (NNNN.NN.NNNN); 9503.00.00 suffixes encode the age grade.', example: '9503.00.0073' }),
});

export const readinessPayload = z.object({
  final_url: z.string().openapi({ description: 'The page read, after redirects.' }),
  fetched_at: z.string().openapi({ description: 'When the page was fetched (ISO 8601, UTC).' }),
  score: z.number().int().min(0).max(100).openapi({ description: '0-100: how much of the evidence a certifier needs is visible on the page.' }),
  band: z.enum(['ready', 'gaps', 'not_ready']).openapi({
    description: 'The verdict. Any ban or statutory violation in `blockers` makes it not_ready, whatever the score; "ready" also needs a certificate (or a stated one), ' +
      "the rules the product needs cited and, for a children's product, a CPSC lab ID of a plausible form. Otherwise by score: 80+ ready, 50-79 gaps, below 50 not_ready.",
  }),
  classification: z.object({
    childrens_product: z.boolean().nullable(),
    certificate_expected: z.enum(['CPC', 'GCC', 'possibly_none']),
    category: z.string().nullable(),
    reasons: z.array(z.string()),
    applicable_rules: z.array(z.object({
      rule: z.string(),
      title: z.string(),
      status: z.enum(['expected', 'one_of', 'if', 'on_product', 'hazard']),
      reason: z.string(),
      provision: z.string().nullable(),
      quote: z.string().nullable(),
      evidence: z.array(evidence),
    }).openapi('ApplicableRule')).openapi({
      description: 'The rules for this product from the data table (data/cpsc): `expected` (a certificate cites it), `one_of` (one of these, by product type or size), ' +
        '`if` (binds only under the condition in `reason`, which the page does not show), `on_product` (a duty on the product or packaging, such as tracking labels ' +
        'or a registration card, which a listing cannot show and the check does not judge), `hazard` (the page shows what the rule lists as a hazard), each with its provision and quoted text.',
    }),
  }).openapi({ description: "Whether it reads as a children's product, which certificate is expected (CPC, GCC), why, and the rules for the product." }),
  checks: z.array(
    z.object({
      id: z.string(),
      points_earned: z.number(),
      points_possible: z.number(),
      status: z.enum(['pass', 'partial', 'fail', 'not_applicable']),
      message: z.string(),
      citation: z.string(),
      evidence: z.array(evidence),
    }),
  ).openapi({ description: 'Each rubric check: points, status, the rule it cites and the evidence seen.' }),
  caps: z.array(z.object({ limit: z.number(), reason: z.string() })).openapi({ description: 'Limits on the score, e.g. 49 when a required choking warning is missing.' }),
  contradictions: z.array(z.object({ id: z.string(), penalty: z.number(), message: z.string(), evidence: z.array(evidence) })).openapi({ description: 'Facts on the page that disagree with each other, each with its penalty.' }),
  blockers: z.array(z.object({
    id: z.string(),
    kind: z.enum(['ban', 'statutory_violation', 'red_flag', 'ready_requirement']),
    provision: z.string(),
    quote: z.string().nullable(),
    message: z.string(),
    evidence: z.array(evidence),
  }).openapi('ReadinessBlocker')).openapi({
    description: 'What overrules the score, each with the provision it rests on and its quoted text (null where the text was not reachable): ' +
      'a ban or statutory violation (band not_ready; children\'s sleepwear the page calls "not flame resistant" without the snug-fitting label is one), ' +
      'a red flag (what the page says points at a violation it cannot settle, such as "not intended for sleepwear" on children\'s pajamas or drawstrings on children\'s hoodies; band at best gaps), ' +
      'or a requirement for "ready" not met (band at best gaps). ' +
      'A lab ID is checked for its form only: whether CPSC accepts the lab cannot be confirmed from a listing.',
  }),
  efiling_elements: z.array(
    z.object({
      element: z.number().int().min(1).max(7),
      name: z.string(),
      status: z.enum(['shown', 'partial', 'missing']),
      shown: z.array(z.object({ fact: z.string(), value: z.string(), evidence })),
      missing: z.array(z.string()),
    }).openapi('EfilingElement'),
  ).openapi({ description: 'The seven certificate data elements an importer files (15 U.S.C. 2063(g)(1); 16 CFR 1110 as amended by 90 FR 1800): product identification, rule citations, the certifier (importer or domestic manufacturer; a brand is not the manufacturer), the records keeper, date and place of manufacture, date and place of testing, the third-party lab. Each with the facts the page shows for it (primary value and evidence) and the parts it does not show.' }),
  efiling_elements_missing: z.array(z.string()).openapi({ description: 'The eFiling data elements the page does not fully show, one line each (the same as `efiling_elements` with status partial or missing).' }),
  efiling_filing: z.object({
    who_files: z.string(),
    ways: z.array(z.string()),
    required_from: z.string(),
    foreign_trade_zone_from: z.string(),
    registry_reference: z.object({ identifier: z.string(), evidence }).nullable(),
    provision: z.string(),
    quote: z.string().nullable(),
    unverified: z.string().nullable(),
  }).openapi('EfilingFiling').openapi({
    description: 'Who files the certificate data with CBP (the importer, at entry), the two ways (the full data set in ACE, or a CPSC Product Registry reference), from when ' +
      '(2026-07-08; 2027-01-08 for foreign-trade-zone entries), a registry reference the listing shows, and the provision (`unverified` says what of the amended 16 CFR 1110 could not be read).',
  }),
  facts: z.looseObject({}).openapi({ description: 'Every product fact read from the page, each with its evidence (source kind and snippet).' }),
  statement: z.string().openapi({ description: 'Plainly: this is not a certificate; the service does not issue, sign, certify or file one.' }),
  limits_reached: z.array(z.string()).optional().openapi({
    description:
      'Present only when the page goes past what one check reads (elements nested over 512 deep, over 20 product nodes in JSON-LD or microdata, ' +
      'over 50 certificate links, over 100 brand-page links): one line per bound, with how many the page has and how many were read. The report is then partial.',
  }),
});
