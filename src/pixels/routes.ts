// The pixels product on the wire: the v1 scan (with drift per key) and the scan_storefront
// public tool (no history).
import { createRoute } from '@hono/zod-openapi';
import type { ProductModule } from '../http/product-module.ts';
import { v1Operation } from '../http/operation.ts';
import { definePublicTool } from '../http/public-tool.ts';
import { v1ErrorResponses, v1FetchErrorResponses, v1RateLimitHeaders } from '../http/openapi-common.ts';
import { withDrift } from './drift-history.ts';
import { BLIND_SPOTS } from './blind-spots.ts';
import { scanReport, scanRequest, scanStorefrontInput, scanStorefrontPayload } from './schemas.ts';
import { scanAgentAnswer } from './agent-answer.ts';

const scanRoute = createRoute({
  method: 'post',
  path: '/api/v1/pixels/scan',
  operationId: 'pixelsScan',
  tags: ['pixels'],
  summary: 'Scan a storefront page for legacy, duplicated or drifting tags',
  description:
    'Fetches the page (public http(s) addresses only) and reports the ad-pixel, analytics and tag-manager code visible in ' +
    'its HTML, each finding with evidence. The page is fetched live unless max_age accepts a recent cached copy. A later scan of the same URL by the same key adds drift findings ' +
    '(drift.tag_added, drift.tag_removed, drift.id_changed). Only the tag inventory is kept (the last 20 scans per URL), never the page.',
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: scanRequest } } } },
  responses: {
    200: { description: 'The scan report.', headers: v1RateLimitHeaders, content: { 'application/json': { schema: scanReport } } },
    ...v1ErrorResponses,
    ...v1FetchErrorResponses,
  },
});

export const pixels: ProductModule = {
  name: 'pixels',
  scope: 'pixels',
  v1: (deps) => [
    v1Operation(scanRoute, async ({ url, max_age }, call) => {
      const signal = call.signal();
      // Live by default: drift compares with the previous scan, and a cached copy would hide a
      // deploy made since. A caller may accept a recent copy explicitly (max_age, seconds).
      const scanned = await deps.analysis.admit(signal, async () => {
        const page = await deps.egress.fetchPage(url, { maxAgeMs: (max_age ?? 0) * 1000, signal });
        return deps.analysis.scan(page, { url: page.finalUrl }, signal);
      });
      // A caller who left gets no answer, so its scan is not history: the next scan's drift
      // compares with what the key was last told.
      signal.throwIfAborted();
      const report = await withDrift(deps.store.scans, call.apiKey!.id, url, scanned, new Date(deps.clock()).toISOString());
      return { json: { score: report.score, findings: report.findings, severity_counts: report.severity_counts } };
    }),
  ],
  publicTools: (deps) => [
    definePublicTool({
      name: 'scan_storefront',
      pitch: 'Give the address of a page of your store: it lists the ad pixels, analytics and tag managers the page carries, which are outdated, loaded twice or drifting, and scores the page from 0 to 100, showing the code behind each finding.',
      useWhen: 'the user asks which ad pixels, analytics or tag managers a public storefront page carries, and which are legacy, duplicated or drifting.',
      product: 'pixels',
      title: 'Storefront tracking scan',
      description:
        'Fetches one public storefront page and reports the legacy, duplicated or drifting ad-pixel, analytics and ' +
        'tag-manager code visible in its HTML, with a 0-100 score and evidence for every finding. It cannot see checkout ' +
        'pages, tags injected later by a tag manager, Shopify web-pixel sandboxes or server-side APIs; findings are not a fix pack.',
      input: scanStorefrontInput,
      payload: scanStorefrontPayload,
      agent: scanAgentAnswer,
      source: 'dutyscout/pixels',
      wraps: 'public free storefront scan (HTML tag scanner)',
      fetchesPages: true,
      cta: {
        field: 'monitorCta',
        page: '/pixels',
        label: 'Scan another storefront page',
        honesty: 'A one-page HTML scan: it cannot see checkout pages or server-side tags.',
      },
      honesty: { flags: ['not_clearance', 'not_fix_pack', 'not_checkout_proof'], support: deps.config.supportContact },
      citation: (p) => `Tags visible in the HTML of ${p.final_url} as fetched ${p.fetched_at}, matched against dutyscout's rule catalogue (each finding cites its vendor notice).`,
      async run(input, ctx) {
        // The public tool keeps the short cache (repeated free scans must not hammer a
        // storefront) and says when it used it.
        const signal = ctx.signal;
        const { page, result } = await deps.analysis.admit(signal, async () => {
          const page = await deps.egress.fetchPage(input.url, { signal });
          return { page, result: await deps.analysis.scan(page, { url: page.finalUrl }, signal) };
        });
        return {
          final_url: page.finalUrl,
          scanned_at: new Date(deps.clock()).toISOString(),
          fetched_at: page.fetchedAt,
          cached: page.fromCache === true,
          score: result.score,
          severity_counts: result.severity_counts,
          findings: result.findings,
          inventory: result.inventory,
          platform: result.platform,
          cannot_see: [...BLIND_SPOTS],
        };
      },
    }),
  ],
};
