// Each public tool's REST operation (POST /api/mcp/<product>/<tool>), how a tool runs on either
// surface, and the soft per-client limit both spend.
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from './context.ts';
import {
  successBody,
  toolFailureSchema,
  toolInputSchema,
  toolPath,
  toolSuccessSchema,
  toolUsesEmail,
  type PublicToolDefinition,
} from './public-tool.ts';
import { ApiError, asApiError, type ErrorCode } from './errors.ts';
import { bodySchemaOf, type JsonText, type Operation, type OperationHandler } from './operation.ts';
import { limitBucketOf } from './client-address.ts';
import { AnswerCache, utcDay } from './answer-cache.ts';
import type { BucketDecision } from '../ratelimit/limiter.ts';
import { andThen, type Eventually } from '../eventually.ts';


const failure = (description: string) => ({ description, content: { 'application/json': { schema: toolFailureSchema } } });

const fetchFailures = {
  422: failure('The target is not a public http(s) HTML page (`url_not_allowed`, `not_html`), or its analysis ran past the per-page budget (`page_too_complex`).'),
  502: failure('The target could not be fetched (`upstream_unreachable`, `upstream_error`, `upstream_too_large`).'),
  504: failure('The target did not answer in time (`upstream_timeout`).'),
};

export async function runPublicTool(
  tool: PublicToolDefinition,
  rawInput: Record<string, unknown>,
  deps: AppDeps,
  requestId: string,
  /** The call's abort signal, asked for only when a tool reads it (making one is not free). */
  signal: () => AbortSignal,
  now: number = deps.clock(),
): Promise<Record<string, unknown>> {
  // `email` stops here (validated by the schema, never handed on, logged or stored), unless
  // the tool's own input declares it: then it goes into the tool's answer and nowhere else.
  const { email, ...rest } = rawInput;
  const input = toolUsesEmail(tool) && email !== undefined ? { ...rest, email } : rest;
  const ctx = {
    now,
    requestId,
    get signal() {
      return signal();
    },
  };
  const payload = await tool.run(input, ctx);
  return successBody(tool, payload as Record<string, unknown>, deps.config.publicBaseUrl);
}

/** A spent token of the soft limit, given back when the call is refused for its input. */
export interface PublicToken {
  /** Gives the token back when `err` refused the call for its input; otherwise keeps it. */
  settle(err: unknown): Promise<void>;
}

// The refusals that cost the service next to nothing and that an agent fixes by changing its
// call, not by waiting: they spend no token, so a model correcting its arguments is not slowed
// down or locked out for it. A 422 (the target is not a public HTML page) is not among them:
// telling it took a DNS lookup or a fetch.
const INPUT_REFUSALS: ReadonlySet<string> = new Set<ErrorCode>(['invalid_request', 'payload_too_large', 'unsupported_media_type']);

/** The code of an error as its answer will carry it, when it is one the API names. */
function refusalCode(err: unknown): string | undefined {
  return asApiError(err)?.code;
}

/**
 * The soft per-client limit every public tool call spends one token of, on either surface
 * (an IPv6 client's bucket is its /64: see limitBucketOf). A refusal says when to retry, in
 * its message and in Retry-After. At once where the bucket answers at once (in memory): a
 * promise there would cost each public call a turn of the event loop.
 */
export function spendPublicToken(deps: AppDeps, client: string): Eventually<PublicToken> {
  const bucket = limitBucketOf(client);
  return andThen(deps.limits.publicBucket.take(bucket, deps.clock()), (decision) => tokenOf(deps, bucket, decision));
}

function tokenOf(deps: AppDeps, bucket: string, decision: BucketDecision): PublicToken {
  if (!decision.allowed) {
    const { publicRatePerMinute: perMinute, publicRateBurst: burst } = deps.config;
    throw new ApiError(
      'rate_limited',
      `Slow down: the public tools allow ${perMinute} calls a minute per client address, in bursts of up to ${burst}; calls refused for bad input do not count. Retry after ${decision.retryAfterSeconds} s.`,
      { headers: { 'Retry-After': String(decision.retryAfterSeconds) } },
    );
  }
  return {
    settle: async (err) => {
      const code = refusalCode(err);
      if (code !== undefined && INPUT_REFUSALS.has(code)) await deps.limits.publicBucket.giveBack(bucket, deps.clock());
    },
  };
}

/** A public tool's REST operation (POST /api/mcp/<product>/<tool>, or its own path), with its OpenAPI entry. */
export function publicToolOperation(tool: PublicToolDefinition, deps: AppDeps): Operation {
  const route = createRoute({
    method: 'post',
    path: toolPath(tool),
    operationId: tool.name,
    tags: [tool.product],
    summary: tool.title,
    description: tool.description,
    request: { body: { required: true, content: { 'application/json': { schema: toolInputSchema(tool) } } } },
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: toolSuccessSchema(tool) } } },
      400: failure('Invalid request (`invalid_request`), with `details`.'),
      413: failure('Request body over 64 KiB.'),
      415: failure('The body is not declared as JSON, or is sent with a `Content-Encoding` (`unsupported_media_type`): send it uncoded, with `Content-Type: application/json`.'),
      429: failure('Soft rate limit: retry after `Retry-After` seconds; never a lockout.'),
      500: failure('Unexpected server error.'),
      // Only a tool that fetches a third party's page can meet these.
      ...(tool.fetchesPages ? fetchFailures : {}),
    },
  });
  const answers = tool.sameAnswerPerDay ? new AnswerCache() : undefined;
  const writeJson = tool.restJson?.() ?? ((body: Record<string, unknown>): JsonText => ({ text: JSON.stringify(body) }));
  const handler: OperationHandler<Record<string, unknown>> = async (input, call) => {
    if (!answers) return { json: await runPublicTool(tool, input, deps, call.requestId, call.signal) };
    const now = deps.clock();
    const { email: _, ...question } = input;
    return answers.get(now, { bodyText: call.bodyText, question }, async () =>
      writeJson(await runPublicTool(tool, input, deps, call.requestId, call.signal, now), question, utcDay(now)),
    );
  };
  // A body asked again is answered before it is parsed and checked (with the key made, a third
  // of a kept duty_impact's JavaScript).
  const keptAnswer = answers?.keptFor(deps.clock);
  return {
    path: route.path,
    access: 'public',
    product: tool.product,
    route,
    schema: bodySchemaOf(route),
    handler: handler as OperationHandler<never>,
    toolName: tool.name,
    ...(keptAnswer ? { keptAnswer } : {}),
    ...(tool.plainInput ? { plainInput: tool.plainInput } : {}),
  };
}
