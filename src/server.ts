// The Node HTTP server around the app: production timeouts in one place, graceful shutdown.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import type { AppDeps } from './http/context.ts';
import type { ProductModule } from './http/product.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests finish (up to graceMs), then closes the app and the store. */
  shutdown(graceMs?: number): Promise<void>;
}

export async function startServer(deps: AppDeps, opts: { port: number; host: string; products?: ProductModule[] }): Promise<RunningServer> {
  const built = opts.products ? buildApp(deps, opts.products) : buildApp(deps);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: built.app.fetch, port: opts.port, hostname: opts.host }, () => resolve(s as Server));
    s.once('error', reject);
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  const { port } = server.address() as AddressInfo;
  const shownHost = opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host;

  let stopping: Promise<void> | undefined;
  const shutdown = (graceMs = 10_000) =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(timer);
      await built.close();
      await deps.egress.close();
      await deps.store.close();
    })());

  return { url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`, port, shutdown };
}
