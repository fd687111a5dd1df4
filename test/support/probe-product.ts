// A minimal product module for exercising the pipeline's guards and the public-tool plumbing
// on their own, apart from any real product's behaviour (the security suites also run on
// every real v1 route: test/http/v1/).
import { createRoute, z } from '@hono/zod-openapi';
import type { ProductModule } from '../../src/http/product-module.ts';
import { v1Operation } from '../../src/http/operation.ts';
import { definePublicTool } from '../../src/http/public-tool.ts';
import { v1ErrorResponses } from '../../src/http/openapi-common.ts';

const echoRoute = createRoute({
  method: 'post',
  path: '/api/v1/pixels/echo',
  operationId: 'probeEcho',
  summary: 'Echo (test probe)',
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ n: z.number().int().min(1).max(5) }) } } } },
  responses: {
    200: { description: 'echo', content: { 'application/json': { schema: z.object({ n: z.number(), key_scope: z.string() }) } } },
    ...v1ErrorResponses,
  },
});

export const seenToolInputs: unknown[] = [];

export const probeProduct: ProductModule = {
  name: 'probe',
  scope: 'pixels',
  v1: () => [v1Operation(echoRoute, ({ n }, call) => ({ json: { n, key_scope: call.apiKey!.scope } }))],
  publicTools: () => [
    definePublicTool({
      name: 'echo_tool',
      pitch: 'Echoes a word.',
      useWhen: 'a test wants its word echoed.',
      product: 'pixels',
      title: 'Echo',
      description: 'Echoes a word back.',
      input: z.object({ word: z.string().min(1).max(20) }),
      payload: z.object({ echoed: z.string() }),
      source: 'dutyscout/probe',
      wraps: 'probe pipeline',
      cta: { field: 'monitorCta', page: '/tools/probe', label: 'See the probe', honesty: 'A test page.' },
      honesty: { flags: ['not_clearance'], support: 'support@dutyscout.test' },
      citation: () => 'Probe data as of today.',
      async run(input) {
        seenToolInputs.push(input);
        if (input.word === 'boom') throw new Error('kaboom: internal detail that must not leak');
        return { echoed: input.word };
      },
    }),
  ],
};
