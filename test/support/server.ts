// A real HTTP server on 127.0.0.1 (ephemeral port) around a fresh in-memory store.
import { startServer, type RunningServer } from '../../src/server.ts';
import { createDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/logger.ts';
import type { AppDeps } from '../../src/http/context.ts';
import type { ProductModule } from '../../src/http/product-module.ts';
import { testConfig } from './app.ts';

export async function startTestServer(opts: { products?: ProductModule[]; env?: Record<string, string>; egressPorts?: number[] } = {}): Promise<RunningServer & { deps: AppDeps }> {
  const config = testConfig(opts.env);
  const deps = await createDeps(config, { logger: createLogger('silent'), egressPorts: opts.egressPorts });
  const server = await startServer(deps, { port: 0, host: '127.0.0.1', products: opts.products });
  return { ...server, deps };
}
