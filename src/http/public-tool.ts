// The public tools' shared plumbing: one definition per tool gives its REST route under
// /api/mcp/<product>/<tool>, its MCP tool, its OpenAPI 3.1 operation and the same body on
// both surfaces. `email` is accepted and validated here and dropped before the tool runs,
// so nothing downstream can log or store it.
import { z } from '@hono/zod-openapi';
import { optionalField } from '../optional-field.ts';
import type { Product } from '../keys/api-key.ts';
import type { ApiError } from './errors.ts';
import type { JsonText, PlainInput } from './operation.ts';

export const CTA_FIELDS = ['monitorCta', 'soloCta', 'watchlistCta'] as const;
export type CtaField = (typeof CTA_FIELDS)[number];

export interface ToolContext {
  /** Milliseconds since the epoch (the app's clock). */
  now: number;
  signal: AbortSignal;
  requestId: string;
}

// The loose ZodObject type keeps tool definitions of different shapes in one list.
type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface PublicToolDefinition<I extends AnyObject = AnyObject, P extends AnyObject = AnyObject> {
  /** Operation name: the MCP tool name, the last URL segment, `tool` in every body. */
  name: string;
  product: Product;
  /** The REST path when it is not /api/mcp/<product>/<name> (the letter draft: /api/letters/draft). */
  path?: string;
  title: string;
  description: string;
  /** One line for the MCP server's instructions: the question an agent should bring to this tool. */
  useWhen: string;
  /**
   * What the web pages tell a seller the tool does, in plain words: no markup, no field names,
   * no disclaimer (each page says that once, in its footer). `description` is for agents.
   */
  pitch: string;
  /**
   * The tool's own inputs; the plumbing adds the optional `email` and drops it before the tool
   * runs. A tool whose input declares `email` itself (the letter draft writes it under the
   * signature) gets it: it still must never store or log it.
   */
  input: I;
  /** Result fields placed beside the envelope fields. */
  payload: P;
  /** The pipeline behind the tool (`source`) and what it wraps (`wraps`). */
  source: string;
  wraps: string;
  cta: { field: CtaField; page: string; label: string; honesty: string };
  honesty: { flags: readonly string[]; support: string };
  /** The data and its date, one sentence; the plumbing adds the informational disclaimer. */
  citation: (payload: z.infer<P>) => string;
  run: (input: z.infer<I>, ctx: ToolContext) => Promise<z.infer<P>>;
  /** How the MCP tool answers an agent (see AgentAnswer); absent: the REST body and its citation. */
  agent?: AgentAnswer;
  /**
   * The tool fetches a third party's page: its MCP annotations say it reaches the open web,
   * and its operation documents the fetch failures (422, 502, 504) only then.
   */
  fetchesPages?: boolean;
  /**
   * The answer is a function of the input (without `email`) and the UTC day of the call alone,
   * within one data revision: the REST route then keeps its text for questions asked again
   * (answer-cache.ts). Never on a tool that fetches, stores or reads the email.
   */
  sameAnswerPerDay?: boolean;
  /**
   * With `sameAnswerPerDay`: makes the writer of the REST answer's JSON, for a tool whose answers
   * JSON.stringify writes slowly (the same bytes, always, with their UTF-8 length when it knows
   * it). `input` is the checked input without the email; `day` the UTC day number of the call.
   */
  restJson?: () => (body: Record<string, unknown>, input: Record<string, unknown>, day: number) => JsonText;
  /**
   * The REST body's input for its common shape without the schema's walk, or undefined to leave
   * the body to the schema (PlainInput, operation.ts): it may only take what the full request
   * schema (the input with the optional email) accepts, giving the same input.
   */
  plainInput?: PlainInput<z.infer<I>>;
}

/**
 * An MCP tool's answer, sized for a model's context window: every byte of it is paid for by the
 * agent on every call. The text is a few lines a person or model reads first (the answer, not a
 * copy of the JSON); the structured content is the REST body, or, where that body repeats
 * itself (the same note on every code, empty detail, every adjacent listing), a compact form of
 * the same facts with its own schema. The envelope fields are the same either way.
 */
export interface AgentAnswer {
  /** The structured content's payload when it is not the REST payload (`from` is given the REST body). */
  compact?: { payload: AnyObject; from: (body: Record<string, unknown>) => Record<string, unknown> };
  /** The text content, from the REST body (the plumbing adds the citation line). */
  summary: (body: Record<string, unknown>) => string;
}

/**
 * MCP tool annotations. Every public tool only reads: a call changes nothing (the rate-limit
 * token it spends is not an effect on the caller's world), so a repeat is harmless.
 */
export function toolAnnotations(tool: Pick<PublicToolDefinition, 'fetchesPages'>) {
  return { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: tool.fetchesPages === true };
}

export function definePublicTool<I extends AnyObject, P extends AnyObject>(def: PublicToolDefinition<I, P>): PublicToolDefinition {
  if (def.cta.page.startsWith('/api/')) throw new Error(`${def.name}: a call to action links to a web page, never to the API`);
  return def as unknown as PublicToolDefinition;
}

export const DISCLAIMER = 'Informational only; not clearance, not legal advice.';

export function toolPath(tool: Pick<PublicToolDefinition, 'product' | 'name' | 'path'>): string {
  return tool.path ?? `/api/mcp/${tool.product}/${tool.name}`;
}

/** The tool's input declares `email` itself, so the plumbing hands it on (see `input`). */
export function toolUsesEmail(tool: Pick<PublicToolDefinition, 'input'>): boolean {
  return 'email' in tool.input.shape;
}

// The address form the server accepts is zod's practical one (z.regexes.email, what z.email()
// applies), which is neither wider nor narrower than JSON Schema's `format: email` (that
// allows a backtick or `$` in the local part, this a local part over 64 characters). So the
// field is that pattern and nothing else: the documents (OpenAPI and MCP) state exactly the
// rule the server applies, and a client or fuzzer generating from them meets no surprise.
const emailField = optionalField(z.string().regex(z.regexes.email, { message: 'email must be a valid email address' }), {
  description: 'Leave it out unless the user wants to give it. An email address (the pattern is the form accepted): validated, then dropped, never stored or logged.',
  example: 'buyer@shop.example',
});

/** The full request schema of a tool: its inputs plus the optional email. */
export function toolInputSchema(tool: PublicToolDefinition): AnyObject {
  if (toolUsesEmail(tool)) return tool.input;
  return tool.input.extend({ email: emailField }) as unknown as AnyObject;
}

const ctaSchema = z
  .object({
    href: z.string().openapi({ description: 'A page of this service, with utm_source=mcp, utm_medium=tool, utm_campaign=<tool>' }),
    label: z.string().openapi({ description: 'The link text to show the user.' }),
    honesty: z.string().openapi({ description: 'What the page offers and does not (no price, no paid tier).' }),
  })
  .openapi('CallToAction', { description: 'A page of this service the user can go to next; never an API, never a price.' });

/** The success body's schema: envelope fields then the tool's payload. */
export function toolSuccessSchema(tool: PublicToolDefinition): AnyObject {
  const honesty: Record<string, z.ZodType> = { support: z.string().openapi({ description: 'Where to ask about this answer.' }) };
  for (const flag of tool.honesty.flags) honesty[flag] = z.literal(true);
  return z
    .object({
      ok: z.literal(true).openapi({ description: 'true on success (a failure is `ok: false` with `error`).' }),
      tool: z.literal(tool.name).openapi({ description: 'The tool that answered.' }),
      source: z.string().openapi({ description: 'The pipeline that produced the answer.', example: tool.source }),
      wraps: z.string().openapi({ description: 'What the tool wraps.', example: tool.wraps }),
      citation: z.string().openapi({ description: 'The data and its date, ending with the informational disclaimer. Echo it verbatim to the user.' }),
      [tool.cta.field]: ctaSchema,
      honesty: z.object(honesty).openapi({ description: `What this answer is not (each flag true: ${tool.honesty.flags.join(', ')}), and where to ask.` }),
    })
    .extend(tool.payload.shape) as unknown as AnyObject;
}

export const toolFailureSchema = z
  .object({
    ok: z.literal(false).openapi({ description: 'false: the call failed.' }),
    tool: z.string().openapi({ description: 'The tool that was called.' }),
    error: z.string().openapi({ description: 'Machine code, e.g. `invalid_request`, `url_not_allowed`, `rate_limited`.', example: 'invalid_request' }),
    message: z.string().openapi({ description: 'What went wrong and what to change, in plain words.' }),
    contact: z.string().openapi({ description: 'Support contact address.' }),
    request_id: z.string().openapi({ description: 'The id of this request (also the `X-Request-Id` header); quote it to support.', example: 'req_0123456789abcdef0123' }),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional().openapi({ description: 'On `invalid_request`: each offending field and what is wrong with it.' }),
  })
  .openapi('PublicToolFailure');

export type ToolFailure = z.infer<typeof toolFailureSchema>;

/** The failure body, the same on the REST route and in an MCP tool error. */
export function toolFailureBody(toolName: string, err: ApiError, contact: string, requestId: string): ToolFailure {
  const body: ToolFailure = { ok: false, tool: toolName, error: err.code, message: err.message, contact, request_id: requestId };
  if (err.details?.length) body.details = err.details;
  return body;
}

export function ctaHref(publicBaseUrl: string, page: string, toolName: string): string {
  const url = new URL(page, `${publicBaseUrl}/`);
  url.searchParams.set('utm_source', 'mcp');
  url.searchParams.set('utm_medium', 'tool');
  url.searchParams.set('utm_campaign', toolName);
  return url.toString();
}

// The parts of a success body that depend only on the tool and the base URL, made once: the
// link was built through URL and URLSearchParams on every call (about 4% of a duty_impact).
const CONSTANT_PARTS = new WeakMap<PublicToolDefinition, { publicBaseUrl: string; cta: Record<string, string>; honesty: Record<string, unknown> }>();

function constantParts(tool: PublicToolDefinition, publicBaseUrl: string) {
  let parts = CONSTANT_PARTS.get(tool);
  if (!parts || parts.publicBaseUrl !== publicBaseUrl) {
    const honesty: Record<string, unknown> = {};
    for (const flag of tool.honesty.flags) honesty[flag] = true;
    honesty.support = tool.honesty.support;
    const cta = { href: ctaHref(publicBaseUrl, tool.cta.page, tool.name), label: tool.cta.label, honesty: tool.cta.honesty };
    parts = { publicBaseUrl, cta: Object.freeze(cta), honesty: Object.freeze(honesty) };
    CONSTANT_PARTS.set(tool, parts);
  }
  return parts;
}

export function successBody(tool: PublicToolDefinition, payload: Record<string, unknown>, publicBaseUrl: string): Record<string, unknown> {
  const { cta, honesty } = constantParts(tool, publicBaseUrl);
  return {
    ok: true,
    tool: tool.name,
    source: tool.source,
    wraps: tool.wraps,
    citation: `${tool.citation(payload)} ${DISCLAIMER}`,
    [tool.cta.field]: cta,
    honesty,
    ...payload,
  };
}
