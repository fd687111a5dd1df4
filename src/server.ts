// The Node HTTP server around the app: production timeouts in one place, graceful shutdown.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from './app.ts';
import type { AppDeps } from './http/context.ts';
import type { ProductModule } from './http/product-module.ts';
import { answerClientError, answerConnect, answerExpectation, refusedForNoHost } from './http/client-error.ts';
import { ApiError, errorEnvelope } from './http/errors.ts';
import { newRequestId } from './http/request-id.ts';

export interface RunningServer {
  /** Where the server listens, as a URL a client on this machine can use. */
  url: string;
  /** The address and port actually bound (e.g. 0.0.0.0:8080). */
  bound: string;
  port: number;
  /** Where the links it gives point (PUBLIC_BASE_URL, or this server). */
  publicBaseUrl: string;
  /**
   * Drains: from now on every answer says `Connection: close` and a new request (on a
   * kept-alive connection; the listener is closed) gets 503; in-flight requests finish (up to
   * graceMs, then their connections are cut); then the app, the store and the limits close.
   */
  shutdown(graceMs?: number): Promise<void>;
}

/**
 * A Node HTTP server around `listener`, listening: production timeouts, and what Node refuses
 * before the app (bad chunking, both length headers, headers too large, a request too slow, no
 * Host, an Expect other than 100-continue, CONNECT) answered in the envelope (client-error.ts).
 * Tests serve an app through this too.
 */
export async function listenOn(port: number, host: string, listener: RequestListener, supportContact: string): Promise<Server> {
  // Node's own Host check answers with an empty 400: made in refusedForNoHost instead.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    if (!refusedForNoHost(req, res, supportContact)) listener(req, res);
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket, supportContact));
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => answerConnect(socket, supportContact));
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => answerExpectation(res, supportContact));
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** How long idle kept-alive connections may still bring a request (to be refused) once draining. */
const DRAIN_LINGER_MS = 500;

export async function startServer(given: AppDeps, opts: { port: number; host: string; products?: ProductModule[] }): Promise<RunningServer> {
  let deps = given;
  let draining = false;
  const inflight = new Set<ServerResponse>();

  const refuse = (res: ServerResponse) => {
    const id = newRequestId();
    const api = new ApiError('unavailable', 'The server is shutting down; retry the request on a new connection.');
    const body = JSON.stringify(errorEnvelope(api, deps.config.supportContact, id));
    res.writeHead(503, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': id, 'Retry-After': '1', Connection: 'close' });
    res.end(body);
  };

  // Every request: refused while draining, else counted in flight and answered by the app
  // (built once the port is known, below, before any request is read). One shared 'close'
  // listener, not a closure per request.
  let built: BuiltApp;
  function settled(this: ServerResponse) {
    inflight.delete(this);
  }
  const server = await listenOn(
    opts.port,
    opts.host,
    (req, res) => {
      if (draining) return refuse(res);
      inflight.add(res);
      res.on('close', settled);
      built.listener(req, res);
    },
    deps.config.supportContact,
  );
  const { port, address } = server.address() as AddressInfo;
  // With no PUBLIC_BASE_URL the links point here; PORT=0 has only now become a real port.
  if (deps.config.publicBaseUrlFollowsPort) deps = { ...deps, config: { ...deps.config, publicBaseUrl: `http://localhost:${port}` } };
  built = opts.products ? buildApp(deps, opts.products) : buildApp(deps);
  const shownHost = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;

  let stopping: Promise<void> | undefined;
  const shutdown = (graceMs = 10_000) =>
    (stopping ??= (async () => {
      draining = true;
      // Answers not yet started close their connection once written.
      for (const res of inflight) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Stop listening, but keep idle kept-alive connections for a moment: a client may be
      // sending on one right now, and a 503 with Connection: close is an answer it can act
      // on where a reset is a request lost (http.Server.close() would destroy them at once).
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      let sweep: NodeJS.Timeout | undefined;
      const linger = setTimeout(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), 50);
      }, Math.min(DRAIN_LINGER_MS, graceMs));
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(linger);
      clearInterval(sweep);
      clearTimeout(timer);
      await built.close();
      await deps.egress.close();
      await deps.analysis.close();
      await deps.store.close();
      await deps.limits.close?.();
    })());

  const bracket = (host: string) => (host.includes(':') ? `[${host}]` : host);
  return { url: `http://${bracket(shownHost)}:${port}`, bound: `${bracket(address)}:${port}`, port, publicBaseUrl: deps.config.publicBaseUrl, shutdown };
}
