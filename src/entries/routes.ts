// The entries product on the wire: the readiness_check public tool and the locked GCC stub.
import { createRoute } from '@hono/zod-openapi';
import type { ProductModule } from '../http/product-module.ts';
import { lockedOperation } from '../http/operation.ts';
import { definePublicTool } from '../http/public-tool.ts';
import { v1ErrorResponses, errorEnvelopeSchema } from '../http/openapi-common.ts';
import { gccGenerateRequest, readinessCheckInput, readinessPayload } from './schemas.ts';
import { GCC_STUB_MESSAGE } from './gcc.ts';
import { ReadinessError } from './readiness.ts';
import { parseHtsCode } from '../tariffs/hts-code.ts';
import { readinessAgentAnswer } from './agent-answer.ts';

const gccRoute = createRoute({
  method: 'post',
  path: '/api/v1/entries/gcc/generate',
  operationId: 'entriesGccGenerate',
  tags: ['entries'],
  summary: 'GCC generate (locked contract stub: always 403 beta)',
  description: `${GCC_STUB_MESSAGE} After the 401 checks every call receives 403 with \`error\` = \`beta\`, whatever the body (a body over 64 KiB is refused first with 413, as on every /api route).`,
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: gccGenerateRequest } } } },
  responses: {
    401: v1ErrorResponses[401],
    403: { description: 'Always: `beta`, the path is a locked contract stub.', content: { 'application/json': { schema: errorEnvelopeSchema } } },
    // The 64 KiB body limit guards every /api route before any key is read, this one included;
    // and the key lookup itself can fail like on any other route.
    413: v1ErrorResponses[413],
    429: v1ErrorResponses[429],
    500: v1ErrorResponses[500],
    503: v1ErrorResponses[503],
  },
});

function pageUrlOf(input: { storeUrl?: string; url?: string }): string {
  const { storeUrl, url } = input;
  if (storeUrl !== undefined && url !== undefined && storeUrl.trim() !== url.trim()) {
    throw new ReadinessError('url', '`url` is an alias of `storeUrl`; give one, or both equal');
  }
  const target = (storeUrl ?? url)?.trim();
  if (!target) throw new ReadinessError('storeUrl', 'the product page address is required (storeUrl)');
  if (!URL.canParse(target)) throw new ReadinessError(storeUrl !== undefined ? 'storeUrl' : 'url', 'not a URL; give the full address, e.g. https://shop.example/products/item');
  return target;
}

export const entries: ProductModule = {
  name: 'entries',
  scope: 'entries',
  // The guard answers every call itself; the route only documents the frozen request shape.
  v1: () => [lockedOperation(gccRoute, GCC_STUB_MESSAGE)],
  publicTools: (deps) => [
    definePublicTool({
      name: 'readiness_check',
      pitch: 'Give the address of a product listing: it checks, item by item, whether the page shows what a US children\'s product or general certificate and its eFiling need (identifiers, maker, origin, age grade, warnings, lab evidence), and what is missing.',
      useWhen: 'the user asks whether a public product listing shows what a US CPC/GCC certifier and an eFiling need (identifiers, maker, origin, age grade, warnings, lab evidence).',
      product: 'entries',
      title: 'Product-listing readiness for CPSC certificate eFiling',
      description:
        'Reads a public product page and scores how much of the evidence a certifier needs is ' +
        'visible on it: product identity, manufacturer, origin, age grade, online choking warnings, cited rules, lab and ' +
        'certificate evidence (16 CFR 1110 eFiling from 2026-07-08). Evidence completeness, not compliance. The service ' +
        'does not issue, sign, certify or file a GCC or CPC. `storeUrl` (the page address) is required; `url` is ' +
        'accepted as its alias. `htsCode` and `email` are optional; an email is never stored.',
      input: readinessCheckInput,
      payload: readinessPayload,
      agent: readinessAgentAnswer,
      source: 'dutyscout/entries',
      wraps: 'public product-safety scan (readiness rubric over the listing HTML)',
      fetchesPages: true,
      cta: {
        field: 'soloCta',
        page: '/entries/readiness',
        label: 'Check another listing with the free readiness checker',
        honesty: 'Free. There is no paid tier, no monitoring and no recall alerts.',
      },
      honesty: { flags: ['not_clearance', 'not_filing_service', 'not_legal_advice'], support: deps.config.supportContact },
      citation: (p) =>
        `Readiness of ${p.final_url} as fetched ${p.fetched_at}, read against 16 CFR 1110 (eFiling, 90 FR 1800) and the FHSA choking-hazard statements (16 CFR 1500.19, 1500.20).`,
      async run(input, ctx) {
        const pageUrl = pageUrlOf(input);
        let htsCode: string | undefined;
        if (input.htsCode !== undefined && input.htsCode.trim() !== '') {
          const parsed = parseHtsCode(input.htsCode);
          if (!parsed.ok) throw new ReadinessError('htsCode', `invalid HTS code: ${parsed.reason}`);
          htsCode = parsed.code;
        }
        const signal = ctx.signal;
        const { page, report } = await deps.analysis.admit(signal, async () => {
          const page = await deps.egress.fetchPage(pageUrl, { signal });
          return { page, report: await deps.analysis.readiness(page, { url: page.finalUrl, htsCode, now: new Date(ctx.now) }, signal) };
        });
        return { final_url: page.finalUrl, fetched_at: page.fetchedAt, ...report, facts: { ...report.facts } };
      },
    }),
  ],
};
