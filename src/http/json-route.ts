// A JSON POST operation, written once and answered by either lane: its handler is a function
// of the checked input and the call (no Hono, no Node), mounted here on Hono (with its OpenAPI
// entry, as createRoute describes it) and listed for the direct lane (direct-lane.ts), which
// answers the same operation on Node's request and response when the service runs as a server.
//
// The body checks are those of zod-openapi's route and this app's hook, kept on purpose: a
// Content-Type that is not JSON, or none, is 415; a body that does not parse is 400
// "Malformed JSON in request body."; a body that breaks the schema is 400 with its details.
import type { RouteConfig, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from './context.ts';
import { lockedStub } from './auth.ts';
import type { ApiKeyRecord } from '../store/store.ts';
import { ApiError } from './errors.ts';
import { invalidRequest, notJson } from './validation.ts';
import { rawHeader } from './raw-header.ts';

// zod-openapi's test for a request's Content-Type against a declared application/json.
const JSON_REQUEST = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

type JsonRoute<S extends z.ZodType> = RouteConfig & {
  method: 'post';
  request: { body: { required: true; content: { 'application/json': { schema: S } } } };
};

/** What an operation knows of the call beyond its input. */
export interface OperationCall {
  requestId: string;
  clientAddress: string;
  /** The caller's key, on /api/v1 routes (after the guards). */
  apiKey: ApiKeyRecord | undefined;
  /** Aborted when the caller goes away; made when first asked for (making one is not free). */
  signal(): AbortSignal;
}

/** A 200 answer: a value to send as JSON, or its JSON text already made (with its UTF-8 length when known). */
export type OperationAnswer = { json: unknown } | { jsonText: string; bytes?: number };

export type OperationHandler<I> = (input: I, call: OperationCall) => OperationAnswer | Promise<OperationAnswer>;

/** An operation that answers. */
export interface HandledOperation {
  path: string;
  schema: z.ZodType;
  handler: OperationHandler<never>;
}

/** A locked contract stub: after the 401 checks, always 403 beta with this message. */
export interface LockedOperation {
  path: string;
  schema: z.ZodType;
  locked: string;
}

export type JsonOperation = HandledOperation | LockedOperation;

const OPERATIONS = new WeakMap<OpenAPIHono<AppEnv>, JsonOperation[]>();

/** The JSON operations mounted on an app, in mounting order. */
export function jsonOperationsOf(app: OpenAPIHono<AppEnv>): readonly JsonOperation[] {
  return OPERATIONS.get(app) ?? [];
}

function listOperation(app: OpenAPIHono<AppEnv>, op: JsonOperation): void {
  const list = OPERATIONS.get(app) ?? [];
  list.push(op);
  OPERATIONS.set(app, list);
}

/** The body, checked against `schema`; throws the API error otherwise. */
export function parseJsonBody<S extends z.ZodType>(contentType: string | undefined, text: string, schema: S): z.output<S> {
  if (contentType === undefined || !JSON_REQUEST.test(contentType)) throw notJson();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_request', 'Malformed JSON in request body.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}

/** The answer's body as Node or Hono sends it, and its UTF-8 length when the operation knew it. */
export function answerBody(answer: OperationAnswer): { text: string; bytes?: number } {
  return 'jsonText' in answer ? { text: answer.jsonText, bytes: answer.bytes } : { text: JSON.stringify(answer.json) };
}

const callOf = (c: Context<AppEnv>): OperationCall => ({
  requestId: c.get('requestId'),
  clientAddress: c.get('clientAddress'),
  apiKey: c.get('apiKey'),
  signal: () => c.req.raw.signal,
});

export function mountJsonRoute<S extends z.ZodType>(app: OpenAPIHono<AppEnv>, route: JsonRoute<S>, handler: OperationHandler<z.output<S>>): void {
  app.openAPIRegistry.registerPath(route);
  const schema = route.request.body.content['application/json'].schema;
  listOperation(app, { path: route.path, schema, handler: handler as OperationHandler<never> });
  app.post(route.path, async (c) => {
    // `c.req.text()` decodes as `Request.json()` would (UTF-8, a leading BOM dropped).
    const input = parseJsonBody(rawHeader(c, 'content-type'), await c.req.text(), schema);
    return c.body(answerBody(await handler(input, callOf(c))).text, 200, { 'Content-Type': 'application/json' });
  });
}

/**
 * A locked contract stub: documented with its frozen request shape, answered after the 401
 * checks with 403 beta (`message`), before any scope, quota or body check.
 */
export function mountLockedRoute<S extends z.ZodType>(app: OpenAPIHono<AppEnv>, route: JsonRoute<S>, deps: AppDeps, message: string): void {
  app.openAPIRegistry.registerPath(route);
  listOperation(app, { path: route.path, schema: route.request.body.content['application/json'].schema, locked: message });
  app.use(route.path, lockedStub(deps, message));
  app.post(route.path, () => {
    throw new Error('unreachable: the locked stub guard answers first');
  });
}
