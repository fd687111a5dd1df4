import { createRoute } from '@hono/zod-openapi';
import type { ProductModule } from '../http/product.ts';
import { lockedStub } from '../http/auth.ts';
import { v1ErrorResponses, errorEnvelopeSchema } from '../http/openapi-common.ts';
import { gccGenerateRequest } from './schemas.ts';
import { GCC_STUB_MESSAGE } from './gcc.ts';

const gccRoute = createRoute({
  method: 'post',
  path: '/api/v1/entries/gcc/generate',
  operationId: 'entriesGccGenerate',
  tags: ['entries'],
  summary: 'GCC generate (locked contract stub: always 403 beta)',
  description: `${GCC_STUB_MESSAGE} After the 401 checks every call receives 403 with \`error\` = \`beta\`, whatever the body.`,
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: gccGenerateRequest } } } },
  responses: {
    401: v1ErrorResponses[401],
    403: { description: 'Always: `beta`, the path is a locked contract stub.', content: { 'application/json': { schema: errorEnvelopeSchema } } },
    429: v1ErrorResponses[429],
  },
});

export const entries: ProductModule = {
  name: 'entries',
  mountLocked(v1, deps) {
    // The guard answers every call itself; the route only documents the frozen request shape.
    v1.use(gccRoute.path, lockedStub(deps, GCC_STUB_MESSAGE));
    v1.openapi(gccRoute, () => {
      throw new Error('unreachable: the locked stub guard answers first');
    });
  },
};
