// What an MCP tool call answers on success: a short text first, then the structured content
// hosts validate against the tool's output schema (public-tool.ts, AgentAnswer).
import { CTA_FIELDS, toolSuccessSchema, type PublicToolDefinition } from './public-tool.ts';

const ENVELOPE = new Set<string>(['ok', 'tool', 'source', 'wraps', 'citation', 'honesty', ...CTA_FIELDS]);

/** The success schema of the MCP tool: the envelope, then the payload it sends. */
export function mcpSuccessSchema(tool: PublicToolDefinition) {
  const payload = tool.agent?.compact?.payload;
  return toolSuccessSchema(payload ? { ...tool, payload } : tool);
}

export interface McpToolAnswer {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string }>;
  structuredContent: Record<string, unknown>;
}

/** The MCP answer of a REST success body (envelope and payload). */
export function mcpToolAnswer(tool: PublicToolDefinition, body: Record<string, unknown>): McpToolAnswer {
  const agent = tool.agent;
  let structured = body;
  if (agent?.compact) {
    structured = {};
    for (const key of Object.keys(body)) if (ENVELOPE.has(key)) structured[key] = body[key];
    Object.assign(structured, agent.compact.from(body));
  }
  const lines = agent ? [agent.summary(body)] : [];
  lines.push(`Source: ${String(body.citation)} (echo this to the user.)`);
  return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: structured };
}
