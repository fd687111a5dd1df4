// The Node HTTP server around the app: production timeouts in one place, graceful shutdown.
import { createServer, ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, type RequestListener, type Server } from 'node:http';
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
export async function listenOn(
  port: number,
  host: string,
  listener: RequestListener,
  supportContact: string,
  Response: typeof ServerResponse = ServerResponse,
): Promise<Server> {
  // Node's own Host check answers with an empty 400: made in refusedForNoHost instead.
  const server = createServer({ requireHostHeader: false, ServerResponse: Response }, (req, res) => {
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

/**
 * Node's response class for a server that drains: an answer whose head goes out once
 * `isDraining()` says so closes its connection (`Connection: close`, unless the answer set it).
 * Told as the head is written, so a request keeps no bookkeeping for the drain: a set of
 * responses in flight and a 'close' listener on each were 3-4 us of server CPU a request over
 * sockets (docs/performance.md, "The last tenth at concurrency 1"). Node writes every head
 * through writeHead: res.end() and res.write() without one call it.
 */
export function drainAwareResponse(isDraining: () => boolean): typeof ServerResponse {
  class DrainAwareResponse extends ServerResponse {
    override writeHead(statusCode: number, statusMessage?: string, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
    override writeHead(statusCode: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
    override writeHead(statusCode: number, reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this {
      if (isDraining() && !this.headersSent && !this.hasHeader('connection')) this.setHeader('Connection', 'close');
      // Node's writeHead takes the headers in the second place when no reason is given.
      return super.writeHead(statusCode, reason as string | undefined, headers);
    }
  }
  // @types/node types the class as generic over its request; this one serves IncomingMessage.
  return DrainAwareResponse as unknown as typeof ServerResponse;
}

/** How long idle kept-alive connections may still bring a request (to be refused) once draining. */
const DRAIN_LINGER_MS = 500;

export async function startServer(given: AppDeps, opts: { port: number; host: string; products?: ProductModule[] }): Promise<RunningServer> {
  let deps = given;
  let draining = false;

  const refuse = (res: ServerResponse) => {
    const id = newRequestId();
    const api = new ApiError('unavailable', 'The server is shutting down; retry the request on a new connection.');
    const body = JSON.stringify(errorEnvelope(api, deps.config.supportContact, id));
    res.writeHead(503, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': id, 'Retry-After': '1', Connection: 'close' });
    res.end(body);
  };

  // Every request: refused while draining, else answered by the app (built once the port is
  // known, below, before any request is read).
  let built: BuiltApp;
  const server = await listenOn(
    opts.port,
    opts.host,
    (req, res) => {
      if (draining) return refuse(res);
      built.listener(req, res);
    },
    deps.config.supportContact,
    drainAwareResponse(() => draining),
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
