// The pixels shapes, written once for validation, types, OpenAPI and MCP.
import { z } from '@hono/zod-openapi';
import { optionalField } from '../optional-field.ts';

const storefrontUrl = z
  .string()
  .min(1)
  .max(2048)
  .refine((s) => URL.canParse(s), { message: 'not a URL; give the full address, e.g. https://shop.example/' })
  .openapi({ format: 'uri', description: 'A public storefront page (http or https).', example: 'https://shop.example/' });

/** How old a cached copy of the page a v1 scan accepts; the page cache keeps pages 5 minutes at most. */
export const MAX_AGE_LIMIT_S = 3600;

export const scanRequest = z
  .object({
    url: storefrontUrl,
    max_age: optionalField(z.number().int().min(0).max(MAX_AGE_LIMIT_S), {
      description:
        'Seconds: accept a copy of the page fetched at most this long ago from the service\'s short page cache (kept 5 minutes at most). ' +
        'Absent or 0: the page is fetched live, so a rescan right after a deploy sees the change (drift).',
      example: 0,
    }),
  })
  .openapi('ScanRequest');

const evidence = z
  .object({
    element: z.string().openapi({ description: 'Where it was seen, e.g. script[src], inline script, noscript img.' }),
    offset: z.number().int().nullable().openapi({ description: 'UTF-8 byte offset in the page; null for drift findings.' }),
    snippet: z.string().openapi({ description: 'At most 160 characters of the bytes that matched.' }),
  })
  .openapi('ScanEvidence');

export const finding = z
  .object({
    rule_id: z.string().openapi({ example: 'ga.universal_analytics_js' }),
    severity: z.enum(['info', 'warn', 'error']),
    message: z.string(),
    vendor: z.string().optional(),
    ids: z.array(z.string()).optional(),
    count: z.number().int().optional(),
    evidence: z.array(evidence).optional(),
    reference: z.string().optional().openapi({ description: "The vendor's own documentation or deprecation notice the rule rests on." }),
  })
  .openapi('Finding');

export const severityCounts = z
  .object({ info: z.number().int(), warn: z.number().int(), error: z.number().int() })
  .openapi('SeverityCounts');

export const scanReport = z
  .object({
    score: z.number().int().min(0).max(100).openapi({ description: '100 minus 20 per distinct error and 8 per distinct warn finding, at most 30 per vendor family.' }),
    findings: z.array(finding),
    severity_counts: severityCounts,
  })
  .openapi('ScanReport');

export const tagInventoryEntry = z
  .object({ vendor: z.string(), ids: z.array(z.string()), rule_ids: z.array(z.string()) })
  .openapi('TagInventoryEntry');

export const scanStorefrontInput = z.object({ url: storefrontUrl });

export const scanStorefrontPayload = z.object({
  final_url: z.string().openapi({ description: 'The page scanned, after redirects.' }),
  scanned_at: z.string().openapi({ description: 'When this scan ran (ISO 8601, UTC).' }),
  fetched_at: z.string().openapi({ description: 'When the page was fetched from the storefront; earlier than scanned_at when cached.' }),
  cached: z.boolean().openapi({ description: 'True when the page came from the short page cache (at most 5 minutes old) instead of a live fetch.' }),
  score: z.number().int().min(0).max(100).openapi({ description: '0-100: 100 minus 20 per distinct error and 8 per distinct warn finding, at most 30 per vendor family.' }),
  severity_counts: severityCounts.openapi({ description: 'How many findings of each severity.' }),
  findings: z.array(finding).openapi({ description: 'Each legacy, duplicated or drifting tag, with its rule, severity, evidence and the vendor notice it rests on.' }),
  inventory: z.array(tagInventoryEntry).openapi({ description: 'Every tag vendor seen, with its IDs and the rules that matched.' }),
  platform: z.string().nullable().openapi({ description: 'The storefront platform recognised (e.g. shopify), or null.' }),
  cannot_see: z.array(z.string()).openapi({ description: 'What a scan of one page cannot see.' }),
});
