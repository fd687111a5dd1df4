// A JSON POST operation mounted with one handler: its OpenAPI entry is registered as
// createRoute describes it, and its body is checked here, synchronously, with the same
// schema. @hono/zod-openapi's own route did the same in three more middlewares (a media-type
// gate, an async validator, a hook), about a seventh of a lookup's server time.
//
// The answers are those of zod-openapi's route and this app's hook, kept on purpose: a
// Content-Type that is not JSON, or none, is 415; a body that does not parse is 400
// "Malformed JSON in request body."; a body that breaks the schema is 400 with its details.
import type { RouteConfig, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { invalidRequest, notJson } from './validation.ts';
import { rawHeader } from './raw-header.ts';

// zod-openapi's test for a request's Content-Type against a declared application/json.
const JSON_REQUEST = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

type JsonRoute<S extends z.ZodType> = RouteConfig & {
  method: 'post';
  request: { body: { required: true; content: { 'application/json': { schema: S } } } };
};

/** The request body, parsed and checked against `schema`; throws the API error otherwise. */
export async function readJsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const contentType = rawHeader(c, 'content-type');
  if (contentType === undefined || !JSON_REQUEST.test(contentType)) throw notJson();
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw new ApiError('invalid_request', 'Malformed JSON in request body.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}

export function mountJsonRoute<S extends z.ZodType>(
  app: OpenAPIHono<AppEnv>,
  route: JsonRoute<S>,
  handler: (c: Context<AppEnv>, input: z.output<S>) => Response | Promise<Response>,
): void {
  app.openAPIRegistry.registerPath(route);
  const schema = route.request.body.content['application/json'].schema;
  app.post(route.path, async (c) => handler(c, await readJsonBody(c, schema)));
}
