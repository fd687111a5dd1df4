// The one path every request for a JSON operation takes (the v1 routes, the locked stubs, the
// public tools), whatever its shape: a declared length or chunked, with a query string or
// without, any method. On Node's request and response, without a web Request, a Hono context
// or a middleware chain per request: that chain was about a third of a one-code v1 lookup's
// server time (bench/request-path.ts). Anything that is not an operation's path is left to
// Hono (the pages, the documents, /mcp, health).
//
//   request -> id, client address -> method (405, CORS preflight) -> guards (guards.ts)
//           -> body (413 while streaming, 415) -> the answer kept for this body, if any,
//              or (400) -> operation -> answer -> one log line
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from './context.ts';
import { answerBody, checkJsonContentType, parseJsonBody, type AnswerBody, type Operation, type OperationCall } from './operation.ts';
import { passGuards, type GuardChains, type GuardedCall } from './guards.ts';
import { incomingHeader } from './raw-header.ts';
import { ApiError } from './errors.ts';
import { apiErrorOf, failureBody } from './failure.ts';
import { requestIdFrom } from './request-id.ts';
import { resolveClient } from './proxy-trust.ts';
import { logRequest } from './request-log.ts';
import { BODY_LIMIT_BYTES, ClientGoneError, isClientGone, readBodyText } from './request-body.ts';

/** Answers the request and says true, or says false and leaves it untouched (not an operation's path). */
export type OperationListener = (req: IncomingMessage, res: ServerResponse) => boolean;

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/** The path without its query string. */
function pathOf(url: string | undefined): string {
  if (url === undefined) return '';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * An abort signal for the call, made when first asked for, aborted if the caller goes away
 * before its answer is written: the page fetch, the page's analysis and the scan history write
 * stop on it, one signal for every operation (OperationCall.signal, a public tool's ctx.signal).
 */
function lazySignal(res: ServerResponse): () => AbortSignal {
  let controller: AbortController | undefined;
  return () => {
    if (!controller) {
      const made = (controller = new AbortController());
      const gone = () => made.abort(new ClientGoneError('The caller closed the connection before its answer.'));
      // Asked for after the caller already left: aborted from the start.
      if (res.destroyed && !res.writableFinished) gone();
      else
        res.once('close', () => {
          if (!res.writableFinished) gone();
        });
    }
    return controller.signal;
  };
}

/** Why a request on an operation's path is refused before its guards, or nothing. */
function refusedMethod(op: Operation, method: string | undefined): ApiError | undefined {
  if (method === 'POST') return undefined;
  const allow = op.access === 'public' ? 'POST, OPTIONS' : 'POST';
  return new ApiError('method_not_allowed', `${method} is not allowed on ${op.path}; use POST.`, { headers: { Allow: allow } });
}

export function operationListener(deps: AppDeps, operations: readonly Operation[], guards: GuardChains): OperationListener {
  const { logger, config } = deps;
  const trust = config.trustProxy;
  const byPath = new Map(operations.map((op) => [op.path, op]));

  /**
   * Nobody to answer: the line says the caller left (499, as proxies write it), whatever the
   * operation made of it (an answer, or the abort its signal raised), and no stack.
   */
  const callerLeft = (req: IncomingMessage, res: ServerResponse, op: Operation, requestId: string, started: number, keyPrefix: string | undefined) => {
    logRequest(logger, { request_id: requestId, method: req.method ?? '', route: op.path, status: 499, started, key_prefix: keyPrefix });
    res.destroy();
  };

  /** The guards in their order, then the operation: its body, or the API error that refuses it. */
  const run = async (op: Operation, req: IncomingMessage, guarded: GuardedCall, call: OperationCall) => {
    const refused = refusedMethod(op, req.method);
    if (refused) throw refused;
    const guardsPending = passGuards(guards[op.access], guarded);
    if (guardsPending) await guardsPending;
    call.apiKey = guarded.apiKey;
    const read = readBodyText(req, BODY_LIMIT_BYTES);
    const text = typeof read === 'string' ? read : await read;
    checkJsonContentType(incomingHeader(req, 'content-type'));
    const kept = op.keptAnswer?.(text);
    if (kept) return answerBody(kept);
    const input = parseJsonBody(text, op.schema, op.plainInput);
    call.bodyText = text;
    const answer = op.handler!(input as never, call);
    return answerBody(answer instanceof Promise ? await answer : answer);
  };

  const answer = async (op: Operation, req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const requestId = requestIdFrom(incomingHeader(req, 'x-request-id'));
    const client = resolveClient(trust, req.socket.remoteAddress, trust.kind === 'none' ? undefined : incomingHeader(req, 'x-forwarded-for'));
    // Gathered here and written once with the status: Node's setHeader validates and files
    // each one as it comes, writeHead with them all skips that (a setHeader made meanwhile,
    // such as the drain's Connection: close, is still merged in).
    const headers: Record<string, string | number> = { 'X-Request-Id': requestId };
    const declared = req.headers['transfer-encoding'] === undefined ? req.headers['content-length'] : undefined;
    const guarded: GuardedCall = {
      op,
      clientAddress: client,
      header: (name) => incomingHeader(req, name),
      declaredLength: declared === undefined ? undefined : Number(declared),
      setHeader: (name, value) => {
        headers[name] = value;
      },
      apiKey: undefined,
    };
    const call: OperationCall = { requestId, clientAddress: client, apiKey: undefined, signal: lazySignal(res) };
    let status = 200;
    let body: AnswerBody;
    try {
      body = await run(op, req, guarded, call);
    } catch (err) {
      if (res.destroyed || isClientGone(err, req)) return callerLeft(req, res, op, requestId, started, guarded.apiKey?.prefix);
      const api = apiErrorOf(logger, err, requestId);
      if (guarded.publicToken) await guarded.publicToken.settle(api).catch((e: unknown) => logger.warn({ err: e }, 'could not give a soft-limit token back'));
      status = api.status;
      for (const name in api.headers) headers[name] = api.headers[name]!;
      // A body refused before it was all read: close the connection rather than read the rest.
      if (!req.complete) headers.Connection = 'close';
      body = { text: JSON.stringify(failureBody(api, op.toolName, config.supportContact, requestId)) };
    }
    if (res.destroyed) return callerLeft(req, res, op, requestId, started, guarded.apiKey?.prefix);
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = body.bytes ?? Buffer.byteLength(body.text);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body.text);
    logRequest(logger, { request_id: requestId, method: req.method ?? '', route: op.path, status, started, key_prefix: guarded.apiKey?.prefix });
  };

  const preflight = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(204, { ...PREFLIGHT_HEADERS, 'X-Request-Id': requestIdFrom(incomingHeader(req, 'x-request-id')) });
    res.end();
  };

  return (req, res) => {
    const op = byPath.get(pathOf(req.url));
    if (!op) return false;
    if (req.method === 'OPTIONS' && op.access === 'public') preflight(req, res);
    else
      answer(op, req, res).catch((err: unknown) => {
        logger.error({ err }, 'the operation pipeline failed to answer');
        res.destroy();
      });
    return true;
  };
}
