// POST /mcp: the Model Context Protocol over Streamable HTTP, stateless, JSON responses,
// offering exactly the public tools with the same inputs and the same bodies (as
// structuredContent). Cold callers never reach /api/v1 through it.
import { McpServer, createMcpHandler, type McpHttpHandler } from '@modelcontextprotocol/server';
import type { AppDeps } from './context.ts';
import { toolFailureBody, toolInputSchema, toolSuccessSchema, type PublicToolDefinition } from './public-tool.ts';
import { runPublicTool, spendPublicToken } from './public-routes.ts';
import { ApiError, asApiError } from './errors.ts';
import { newRequestId } from './request-id.ts';

export interface McpCallContext {
  client: string;
  requestId: string;
}

function failureResult(tool: PublicToolDefinition, err: unknown, deps: AppDeps, requestId: string) {
  let api = asApiError(err);
  if (!api) {
    deps.logger.error({ err, tool: tool.name, request_id: requestId }, 'mcp tool failed');
    api = new ApiError('internal', `Unexpected server error; it was logged as ${requestId}.`);
  }
  const body = toolFailureBody(tool.name, api, deps.config.supportContact);
  return { isError: true, content: [{ type: 'text' as const, text: JSON.stringify(body) }], structuredContent: body as unknown as Record<string, unknown> };
}

export function createMcpEndpoint(deps: AppDeps, tools: PublicToolDefinition[], version: string): {
  handler: McpHttpHandler;
  contexts: WeakMap<Request, McpCallContext>;
} {
  // The Hono route records who is calling before handing the raw Request to the SDK.
  const contexts = new WeakMap<Request, McpCallContext>();
  const handler = createMcpHandler(
    ({ requestInfo }) => {
      const server = new McpServer({ name: 'dutyscout', version });
      const call = (requestInfo && contexts.get(requestInfo)) ?? { client: 'mcp', requestId: newRequestId() };
      for (const tool of tools) {
        server.registerTool(
          tool.name,
          {
            title: tool.title,
            description: tool.description,
            inputSchema: toolInputSchema(tool),
            outputSchema: toolSuccessSchema(tool),
          },
          async (args: Record<string, unknown>) => {
            try {
              await spendPublicToken(deps, call.client);
              const body = await runPublicTool(tool, args, deps, call.requestId, requestInfo?.signal ?? new AbortController().signal);
              return { content: [{ type: 'text' as const, text: JSON.stringify(body) }], structuredContent: body };
            } catch (err) {
              return failureResult(tool, err, deps, call.requestId);
            }
          },
        );
      }
      return server;
    },
    { responseMode: 'json', maxRequestBodySize: 64 * 1024, onerror: (err) => deps.logger.warn({ err: err.message }, 'mcp request rejected') },
  );
  return { handler, contexts };
}
