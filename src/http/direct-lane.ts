// The direct lane: the JSON operations (the v1 routes, the locked stubs, the public tools)
// answered on Node's request and response, without building a web Request, a Hono context
// and a middleware chain for each. It runs the same guards (auth.ts), body checks and
// operation handlers (json-route.ts) and failure bodies (failure.ts) as the Hono routes, in
// the same order, so the answers are the same (test/http/direct-lane.test.ts compares them);
// taking that chain out cut a one-code v1 lookup's server time by about a third
// (bench/request-path.ts). Anything else (another method or path, a query string, a body
// without a declared length) is left to Hono.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from './context.ts';
import type { Product } from '../keys/api-key.ts';
import { payloadTooLarge } from './body-limit.ts';
import { admit, refuseLocked, type KeyCheck, type SetHeader } from './auth.ts';
import { answerBody, parseJsonBody, type HandledOperation, type LockedOperation, type OperationCall } from './json-route.ts';
import { incomingHeader } from './raw-header.ts';
import { apiErrorOf, failureBody } from './failure.ts';
import { spendPublicToken } from './public-routes.ts';
import { requestIdFrom } from './request-id.ts';
import { resolveClient } from './proxy-trust.ts';
import { logRequest } from './request-log.ts';

/** Answers the request and says true, or says false and leaves it untouched for Hono. */
export type DirectLane = (req: IncomingMessage, res: ServerResponse) => boolean;

export type DirectRoute =
  /** Behind the key: the 401 checks, then the product's scope, quota and beta gate. */
  | { op: HandledOperation; access: 'v1'; product: Product }
  /** A locked contract stub: the 401 checks, then always 403 beta. */
  | { op: LockedOperation; access: 'locked' }
  /** A public tool: any origin, the soft per-client limit, the tool's failure body. */
  | { op: HandledOperation; access: 'public'; toolName: string };

export interface DirectLaneOptions {
  routes: readonly DirectRoute[];
  keyCheck: KeyCheck;
  bodyLimitBytes: number;
}

// As `Request.text()` decodes: UTF-8, a leading BOM dropped, bad bytes replaced.
const utf8 = new TextDecoder();

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    req.once('error', reject);
  });
}

/** An abort signal for the call, made when first asked for, aborted if the caller goes away. */
function lazySignal(res: ServerResponse): () => AbortSignal {
  let controller: AbortController | undefined;
  return () => {
    if (!controller) {
      const made = (controller = new AbortController());
      res.once('close', () => {
        if (!res.writableFinished) made.abort();
      });
    }
    return controller.signal;
  };
}

export function directLane(deps: AppDeps, opts: DirectLaneOptions): DirectLane {
  const { logger, config } = deps;
  const trust = config.trustProxy;
  const byPath = new Map(opts.routes.map((r) => [r.op.path, r]));

  /** The guards in their order, then the operation: its body, or the API error that refuses it. */
  const run = async (route: DirectRoute, req: IncomingMessage, call: OperationCall, declared: number, setHeader: SetHeader) => {
    if (declared > opts.bodyLimitBytes) throw payloadTooLarge(opts.bodyLimitBytes);
    if (route.access === 'public') {
      setHeader('Access-Control-Allow-Origin', '*');
      await spendPublicToken(deps, call.clientAddress);
    } else {
      call.apiKey = await opts.keyCheck(call.clientAddress, incomingHeader(req, 'authorization'));
      if (route.access === 'locked') return refuseLocked(deps, call.apiKey, route.op.locked, setHeader);
      await admit(deps, call.apiKey, route.product, setHeader);
    }
    const input = parseJsonBody(incomingHeader(req, 'content-type'), await readText(req), route.op.schema);
    return answerBody(await route.op.handler(input as never, call));
  };

  const answer = async (route: DirectRoute, req: IncomingMessage, res: ServerResponse, declared: number) => {
    const started = performance.now();
    const requestId = requestIdFrom(incomingHeader(req, 'x-request-id'));
    const client = resolveClient(trust, req.socket.remoteAddress, trust.kind === 'none' ? undefined : incomingHeader(req, 'x-forwarded-for'));
    // Gathered here and written once with the status: Node's setHeader validates and files
    // each one as it comes, writeHead with them all skips that (a setHeader made meanwhile,
    // such as the drain's Connection: close, is still merged in).
    const headers: Record<string, string | number> = { 'X-Request-Id': requestId };
    const setHeader: SetHeader = (name, value) => {
      headers[name] = value;
    };
    const call: OperationCall = { requestId, clientAddress: client, apiKey: undefined, signal: lazySignal(res) };
    let status = 200;
    let body: { text: string; bytes?: number };
    try {
      body = await run(route, req, call, declared, setHeader);
    } catch (err) {
      const api = apiErrorOf(logger, err, requestId);
      status = api.status;
      for (const name in api.headers) headers[name] = api.headers[name]!;
      body = { text: JSON.stringify(failureBody(api, route.access === 'public' ? route.toolName : undefined, config.supportContact, requestId)) };
    }
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = body.bytes ?? Buffer.byteLength(body.text);
    res.writeHead(status, headers);
    res.end(body.text);
    logRequest(logger, { request_id: requestId, method: 'POST', route: route.op.path, status, started, key_prefix: call.apiKey?.prefix });
  };

  return (req, res) => {
    if (req.method !== 'POST') return false;
    const route = byPath.get(req.url ?? '');
    if (!route) return false;
    const declared = req.headers['content-length'];
    // A body of undeclared length is counted as it streams, by Hono's body limit.
    if (declared === undefined || req.headers['transfer-encoding'] !== undefined) return false;
    answer(route, req, res, Number(declared)).catch((err: unknown) => {
      logger.error({ err }, 'direct lane failed to answer');
      res.destroy();
    });
    return true;
  };
}
