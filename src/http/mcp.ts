// POST /mcp: the Model Context Protocol over Streamable HTTP, stateless, JSON responses,
// offering exactly the public tools with the same inputs, answering each call with a short text
// and the REST body as structuredContent, or, where that body repeats itself, a compact form of
// the same facts (mcp-answer.ts; issue 36: a 50-code lookup was 656 KB). Cold callers never
// reach /api/v1 through it.
//
// Both protocol eras are served from one factory: 2026-era requests by the SDK's modern
// handler, 2025-era ones by a stateless transport of our own, because the SDK's own
// fallback always answers them as SSE and hands the factory a clone of the request. Who is
// calling (client address, request id) travels in an AsyncLocalStorage, so it reaches every
// tool call whatever request object the SDK passes on.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  McpServer,
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
  isSpecType,
  type SpecTypeName,
} from '@modelcontextprotocol/server';
import type { AppDeps } from './context.ts';
import { toolAnnotations, toolFailureBody, toolInputSchema, type PublicToolDefinition, type ToolFailure } from './public-tool.ts';
import { mcpSuccessSchema, mcpToolAnswer } from './mcp-answer.ts';
import { runPublicTool, spendPublicToken, type PublicToken } from './public-routes.ts';
import { ApiError, asApiError } from './errors.ts';
import { invalidRequest } from './validation.ts';
import { mcpSchema } from './mcp-schema.ts';
import { BODY_LIMIT_BYTES } from './request-body.ts';

/** One MCP request: who sent it, and (filled in as it runs) which tool it called and how that went. */
export interface McpCall {
  client: string;
  requestId: string;
  tool?: string;
  failed?: boolean;
}

export interface McpEndpoint {
  fetch(request: Request, call: McpCall): Promise<Response>;
  close(): Promise<void>;
}

const currentCall = new AsyncLocalStorage<McpCall>();

// The requests a stateless 2025-era exchange can carry, each checked against the
// specification's own schema before the SDK sees it: a malformed one is the JSON-RPC
// invalid-params error it is, not an internal error with a validation dump.
const LEGACY_REQUEST_TYPES: Record<string, SpecTypeName> = {
  initialize: 'InitializeRequest',
  ping: 'PingRequest',
  'tools/list': 'ListToolsRequest',
  'tools/call': 'CallToolRequest',
};

function jsonRpcError(status: number, code: number, message: string, id: unknown = null): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: typeof id === 'string' || typeof id === 'number' ? id : null }, { status });
}

/** A JSON-RPC invalid-params answer when a known request breaks its schema; otherwise nothing. */
function malformedLegacyRequest(body: unknown): Response | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { method, id } = body as { method?: unknown; id?: unknown };
  // Own keys only: `toString`, `constructor` or `__proto__` as a method would find Object's.
  const type = typeof method === 'string' && Object.hasOwn(LEGACY_REQUEST_TYPES, method) ? LEGACY_REQUEST_TYPES[method] : undefined;
  if (!type || id === undefined || isSpecType[type](body)) return undefined;
  return jsonRpcError(400, -32602, `Invalid params for ${String(method)}: see the Model Context Protocol schema for ${type}.`, id);
}

/** The body read once, and parsed when it is JSON (else the SDK reads it and answers its parse error). */
async function readOnce(request: Request): Promise<{ forward: Request; parsed: unknown }> {
  const text = await request.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // A plain Request over the text: what the SDK is handed, whatever kind the server made.
  return { forward: new Request(request.url, { method: request.method, headers: request.headers, body: text }), parsed };
}

/**
 * A failed tool call as every MCP host reads it: `isError` with the failure as text, first in
 * words ("invalid_request: ... (request id ...)"), then the same failure body as /api/mcp answers,
 * as JSON. No structuredContent: a tool's output schema describes its success, and clients on
 * the TypeScript SDK 1.x validate any structured content against it, so a failure body sent there
 * reached the agent as "-32602 Structured content does not match the tool's output schema" with
 * the real message lost.
 */
export function toolErrorResult(body: ToolFailure): { isError: true; content: Array<{ type: 'text'; text: string }> } {
  const lines = [`${body.error}: ${body.message}`];
  for (const d of body.details ?? []) lines.push(`- ${d.path === '' ? '(request)' : d.path}: ${d.message}`);
  lines.push(`(request id ${body.request_id}; ${body.contact})`);
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }, { type: 'text', text: JSON.stringify(body) }] };
}

/** What the server tells an agent on initialize: which tool answers what, and what no answer is. */
export function serverInstructions(tools: PublicToolDefinition[]): string {
  return [
    'dutyscout tells online sellers what their public pages and their imports expose them to. Call the tool that answers the question:',
    ...tools.map((t) => `- ${t.name}: ${t.useWhen}`),
    'Every answer is informational: not customs clearance, not legal advice, never a certificate. Echo each answer\'s citation to the user. ' +
      'A failed call is a tool error whose first text says what to change. Optional inputs take null as not given. ' +
      'A tool answer\'s text is a short summary; its structured content has the full answer.',
  ].join('\n');
}

/**
 * The SDK finds a called tool by indexing a plain object with its name, so a call of
 * `toString`, `constructor` or `__proto__` found Object.prototype's and was answered
 * "Tool toString disabled" where any other unknown name is "not found". Its registry is made
 * prototype-free here. That is a private field of McpServer: the SDK offers no other hook short
 * of answering tools/call ourselves in each protocol era's framing, and test/http/mcp-hosts
 * calls these names through both official clients, so an SDK that renames the field fails
 * here, loudly, rather than quietly bringing the old answer back.
 */
function withoutInheritedTools(server: McpServer): void {
  const registry = (server as unknown as { _registeredTools?: unknown })._registeredTools;
  if (typeof registry !== 'object' || registry === null) throw new Error('McpServer has no _registeredTools object any more: see withoutInheritedTools in src/http/mcp.ts');
  Object.setPrototypeOf(registry, null);
}

export function createMcpEndpoint(deps: AppDeps, tools: PublicToolDefinition[], version: string): McpEndpoint {
  const failure = (tool: PublicToolDefinition, err: unknown, call: McpCall) => {
    let api = asApiError(err);
    if (!api) {
      deps.logger.error({ err, tool: tool.name, request_id: call.requestId }, 'mcp tool failed');
      api = new ApiError('internal', `Unexpected server error; it was logged as ${call.requestId}.`);
    }
    return toolErrorResult(toolFailureBody(tool.name, api, deps.config.supportContact, call.requestId));
  };

  // Everything a tool registers with is made once: its zod schemas, their JSON Schemas and its
  // handler. The SDK's stateless handler asks for a new server on every request, and building
  // these each time (new zod schemas to compile, JSON Schemas to convert) made an MCP tools/call
  // cost ten times the same call over REST.
  const registrations = tools.map((tool) => {
    const input = toolInputSchema(tool);
    const config = {
      title: tool.title,
      description: tool.description,
      // The SDK lists the real schema but lets every call through to us, so a call that
      // breaks it gets the same failure body as the REST tool rather than SDK text.
      inputSchema: mcpSchema(input, 'input', 'tool'),
      outputSchema: mcpSchema(mcpSuccessSchema(tool), 'output', 'sdk'),
      annotations: toolAnnotations(tool),
    };
    const handler = async (args: unknown, ctx: { mcpReq?: { signal?: AbortSignal } }) => {
      const call = currentCall.getStore() ?? { client: 'mcp', requestId: 'mcp' };
      call.tool = tool.name;
      call.failed = true;
      let token: PublicToken | undefined;
      try {
        token = await spendPublicToken(deps, call.client);
        const parsed = input.safeParse(args ?? {});
        if (!parsed.success) throw invalidRequest(parsed.error);
        const body = await runPublicTool(tool, parsed.data, deps, call.requestId, () => ctx?.mcpReq?.signal ?? new AbortController().signal);
        call.failed = false;
        return mcpToolAnswer(tool, body);
      } catch (err) {
        if (token) await token.settle(err).catch((e: unknown) => deps.logger.warn({ err: e }, 'could not give a soft-limit token back'));
        return failure(tool, err, call);
      }
    };
    return { name: tool.name, config, handler };
  });

  const instructions = serverInstructions(tools);
  const factory = () => {
    const server = new McpServer({ name: 'dutyscout', version }, { instructions });
    withoutInheritedTools(server);
    for (const { name, config, handler } of registrations) server.registerTool(name, config, handler);
    return server;
  };

  const onerror = (err: Error) => deps.logger.debug({ err: err.message, request_id: currentCall.getStore()?.requestId }, 'mcp request rejected');
  // No responseMode: 'auto' answers JSON whenever a call sends no mid-call notification,
  // which ours never do (and 'json' makes the SDK print a warning on every start).
  const modern = createMcpHandler(factory, { legacy: 'reject', maxRequestBodySize: BODY_LIMIT_BYTES, onerror });

  async function serveLegacy(request: Request, parsedBody: unknown): Promise<Response> {
    const rejected = malformedLegacyRequest(parsedBody);
    if (rejected) return rejected;
    const server = factory();
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    transport.onerror = onerror;
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
    } finally {
      void transport.close().catch(() => {});
      void server.close().catch(() => {});
    }
  }

  return {
    // The body is read once, here, and the SDK is given it parsed (its parsedBody option):
    // left to itself it cloned the request's stream to classify it, read it again to check
    // the 2025-era schema, and once more to serve it.
    fetch: (request, call) =>
      currentCall.run(call, async () => {
        const { forward, parsed } = await readOnce(request);
        const opts = { maxRequestBodySize: BODY_LIMIT_BYTES };
        if (parsed === undefined) return (await isLegacyRequest(forward, undefined, opts)) ? serveLegacy(forward, undefined) : modern.fetch(forward);
        return (await isLegacyRequest(forward, parsed, opts)) ? serveLegacy(forward, parsed) : modern.fetch(forward, { parsedBody: parsed });
      }),
    close: () => modern.close(),
  };
}
