// Both OpenAPI documents come from the operations' own route configs (the schemas that also
// check their bodies): 3.0.3 for /api/v1 (bearer keys) and 3.1 for the public tools.
import { OpenAPIRegistry, OpenApiGeneratorV3, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { Config } from '../config.ts';
import type { Operation } from './operation.ts';

const INFORMATIONAL = 'All results are informational: not clearance, not legal advice. The service files nothing with any agency, is not a customs broker, and does not issue, sign, certify or file a GCC or CPC.';

function registryOf(operations: readonly Operation[]): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  for (const op of operations) registry.registerPath(op.route);
  return registry;
}

export function buildDocuments(operations: readonly Operation[], config: Config, version: string) {
  const v1 = registryOf(operations.filter((op) => op.access !== 'public'));
  v1.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'de_ followed by 24 base62 characters',
    description: 'Keys are issued on request during the closed beta.',
  });
  const servers = [{ url: config.publicBaseUrl, description: 'This service (PUBLIC_BASE_URL)' }];
  // The service is not open source: say so rather than leave the licence unstated.
  const license = { name: 'Proprietary: all rights reserved', url: `${config.publicBaseUrl}/#licence` };
  const v1Doc = new OpenApiGeneratorV3(v1.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'dutyscout v1 API',
      version: '1.0.0-beta',
      description: `Closed-beta surface: storefront tracking scan, product-listing readiness, Section 232 HTS lookup. Limits: 100 requests per minute and 10,000 per UTC day per key. A valid key that is not enrolled in delegate mode receives 403 \`beta\`. ${INFORMATIONAL}`,
      contact: { email: config.supportContact },
      license,
    },
    servers,
    security: [{ bearerAuth: [] }],
  });
  const publicDoc = new OpenApiGeneratorV31(registryOf(operations.filter((op) => op.access === 'public')).definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'dutyscout public tools',
      version: `0.x (${version})`,
      description: `Public tools for sellers, their programs and the AI agents that work for them: no key, no account (also served over MCP at /mcp). A soft per-client rate limit answers 429 with Retry-After; it is never a lockout. The response shapes are not yet stable (v0). ${INFORMATIONAL}`,
      contact: { email: config.supportContact },
      license,
    },
    servers,
    // No authentication on the public tools, said explicitly.
    security: [],
  });
  return { v1: v1Doc as unknown as Record<string, unknown>, public: publicDoc as unknown as Record<string, unknown> };
}
