// A JSON operation: a POST path, the schema of its body, its OpenAPI entry (as createRoute
// describes it) and either a handler (a function of the checked input and the call: no Hono,
// no Node) or, for a locked contract stub, the message it always refuses with. Product modules
// declare their operations; pipeline.ts answers every one of them, whoever calls.
//
// The body checks are those a zod-openapi route with this app's hook gave, kept on purpose:
// a Content-Type that is not JSON, or none, is 415; a body that does not parse is 400
// "Malformed JSON in request body."; a body that breaks the schema is 400 with its details.
import type { RouteConfig, z } from '@hono/zod-openapi';
import type { ApiKeyRecord } from '../store/store.ts';
import type { Product } from '../keys/api-key.ts';
import { ApiError } from './errors.ts';
import { invalidRequest, notJson } from './validation.ts';

// zod-openapi's test for a request's Content-Type against a declared application/json.
const JSON_REQUEST = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

export type JsonRoute<S extends z.ZodType = z.ZodType> = RouteConfig & {
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
  /** The body as it came, before parsing (a kept answer's key, keptAnswer), when the call came over HTTP. */
  bodyText?: string;
}

/** JSON text already made, with its UTF-8 length when the maker knew it (else it is measured to send it). */
export interface JsonText {
  text: string;
  bytes?: number;
}

/** A 200 answer: a value to send as JSON, its JSON text already made (with its UTF-8 length when known), or its JSON as UTF-8 bytes. */
export type OperationAnswer = { json: unknown } | { jsonText: string; bytes?: number } | { jsonBytes: Buffer };

export type OperationHandler<I> = (input: I, call: OperationCall) => OperationAnswer | Promise<OperationAnswer>;

/** Who may call an operation, and so which guards it runs (guards.ts). */
export type Access =
  /** Behind a key: the 401 checks, then the product's scope, quota and beta gate. */
  | 'v1'
  /** A locked contract stub: the 401 checks, then always 403 beta. */
  | 'locked'
  /** A public tool: any origin, the soft per-client limit, the tool's failure body. */
  | 'public';

/**
 * The body's input as the schema would give it, for the body's common shape, or undefined to
 * leave the body to the schema: a few typeof checks where the schema's general walk costs more
 * than the rest of a small request's own work. It may only say yes where the schema says yes,
 * with the same input (each one's test holds it to the schema over many bodies).
 */
export type PlainInput<O> = (value: unknown) => O | undefined;

/** What a product module declares under /api/v1/<its scope>/. */
export type V1OperationSpec =
  | ({ route: JsonRoute; handler: OperationHandler<never> } & V1OperationOptions<unknown>)
  | { route: JsonRoute; locked: string };

/** What a v1 operation may add to its handler (each as on Operation). */
export interface V1OperationOptions<I> {
  plainInput?: PlainInput<I>;
  keptAnswer?: (bodyText: string) => OperationAnswer | undefined;
}

/** An operation as the app answers it: its access, the key scope it belongs to, its answer. */
export interface Operation {
  path: string;
  access: Access;
  product: Product;
  route: JsonRoute;
  schema: z.ZodType;
  /** The handler; absent on a locked stub. */
  handler?: OperationHandler<never>;
  /** A locked stub's 403 message. */
  locked?: string;
  /** The common body's input without the schema's walk (PlainInput), where the operation has one. */
  plainInput?: PlainInput<unknown>;
  /** On a public tool: its name, which its failure bodies carry. */
  toolName?: string;
  /**
   * The answer kept for this very body, when the operation keeps answers (one whose answer is a
   * function of its body and day: the v1 lookup, a public tool that says so; answer-cache.ts):
   * asked after the guards and the Content-Type check, before the body is parsed and checked,
   * which that body passed when its answer was made.
   */
  keptAnswer?: (bodyText: string) => OperationAnswer | undefined;
}

/** A v1 operation of a product module. */
export function v1Operation<S extends z.ZodType>(route: JsonRoute<S>, handler: OperationHandler<z.output<S>>, options: V1OperationOptions<z.output<S>> = {}): V1OperationSpec {
  return { route, handler: handler as OperationHandler<never>, ...(options as V1OperationOptions<unknown>) };
}

/**
 * A locked contract stub: documented with its frozen request shape, answered after the 401
 * checks with 403 beta (`message`), before any scope, quota or body check.
 */
export function lockedOperation<S extends z.ZodType>(route: JsonRoute<S>, message: string): V1OperationSpec {
  return { route, locked: message };
}

export const bodySchemaOf = (route: JsonRoute): z.ZodType => route.request.body.content['application/json'].schema;

/** A body declared as JSON, or the 415 that refuses it. */
export function checkJsonContentType(contentType: string | undefined): void {
  if (contentType === undefined || !JSON_REQUEST.test(contentType)) throw notJson();
}

/** The body, checked against `schema` (or taken by `plain`, PlainInput); throws the API error otherwise. */
export function parseJsonBody<S extends z.ZodType>(text: string, schema: S, plain?: PlainInput<z.output<S>>): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_request', 'Malformed JSON in request body.');
  }
  const taken = plain?.(value);
  if (taken !== undefined) return taken;
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}

/** An answer's body as sent: JSON text or its bytes, and its UTF-8 length when known. */
export interface AnswerBody {
  text: string | Buffer;
  bytes?: number;
}

/** The answer's body as sent, and its UTF-8 length when the operation knew it. */
export function answerBody(answer: OperationAnswer): AnswerBody {
  if ('jsonBytes' in answer) return { text: answer.jsonBytes, bytes: answer.jsonBytes.length };
  return 'jsonText' in answer ? { text: answer.jsonText, bytes: answer.bytes } : { text: JSON.stringify(answer.json) };
}
