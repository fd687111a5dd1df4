// The anchor the request path is judged against (issue 38): Fastify 5 doing the steps the
// service does for one request case, so the benchmark can say what the best-known Node framework
// costs for the same work on the same machine in the same run.
//
// For every case: the body checked against the service's own request schema (converted to JSON
// Schema, compiled by Fastify's Ajv), one pino line a request (written where the service's go:
// /dev/null, asynchronously), and the service's answer bytes. On v1 cases, a bearer-key hook: the
// key's sha256 looked up in a map of keys and a per-key counter bumped (the service's key check
// and quota, at their simplest). Two ways to send the answer:
//   FASTIFY_ANSWER=serialize    the answer as an object, serialised by a response schema
//                               (fast-json-stringify, Fastify's own way)
//   FASTIFY_ANSWER=text         the answer's JSON text made beforehand, sent as it is
// Fixed cases answer ANSWER (the service's bytes, given in the environment). Cases whose bodies
// vary (never-seen codes) run the service's own operation core for each body, as the service
// must: lookupHtsCodes for the v1 lookup (then JSON.stringify in the text mode), the duty_impact
// tool's run and envelope for duty_impact. Prints {url, key} once listening.
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { LogController } from 'fastify';
import { z } from 'zod';
import { REQUEST_CASES } from '../lib/request-cases.ts';
import { responseSchemaOf } from '../lib/response-schema.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger, logDestination } from '../../src/logger.ts';
import { lookupHtsCodes } from '../../src/tariffs/lookup.ts';
import { tariffs } from '../../src/tariffs/routes.ts';
import { successBody, toolInputSchema } from '../../src/http/public-tool.ts';
import { htsLookupRequest } from '../../src/tariffs/schemas.ts';
import type { AppDeps } from '../../src/http/context.ts';

const c = REQUEST_CASES.find((x) => x.name === process.env.CASE);
if (!c) throw new Error(`CASE must name one of ${REQUEST_CASES.map((x) => x.name).join(', ')}`);
const mode = process.env.FASTIFY_ANSWER === 'text' ? 'text' : 'serialize';
const fixedAnswer = process.env.ANSWER ?? '';

const config = loadConfig({ ...process.env, PUBLIC_BASE_URL: process.env.ANSWER_BASE_URL ?? 'http://127.0.0.1' });
const tools = tariffs.publicTools!({ config } as unknown as AppDeps);
const dutyImpact = tools.find((t) => t.name === 'duty_impact')!;
const requestSchema = c.auth ? htsLookupRequest : toolInputSchema(dutyImpact);
// Fastify's Ajv speaks draft-07; the service's zod schema, as JSON Schema, is the same rule.
const { $schema: _, ...bodySchema } = z.toJSONSchema(requestSchema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;

type Answer = (body: Record<string, unknown>) => unknown | Promise<unknown>;
const varyingAnswer: Answer = c.auth
  ? (body) => ({ results: lookupHtsCodes(body.codes as string[], { asOf: body.as_of as string }) })
  : async (body) => successBody(dutyImpact, (await dutyImpact.run(body, { now: Date.now(), requestId: 'req_ref', signal: new AbortController().signal })) as Record<string, unknown>, config.publicBaseUrl);
const fixedValue = fixedAnswer ? JSON.parse(fixedAnswer) : undefined;
const answerOf: Answer = c.varies ? varyingAnswer : () => (mode === 'text' ? fixedAnswer : fixedValue);

// The response schema: the shapes of sample answers (the fixed one, or answers to bodies of the
// case), properties in the order the service writes them.
const samples: unknown[] = [];
if (c.varies) {
  const next = c.bodies();
  for (let i = 0; i < 300; i++) samples.push(await varyingAnswer(JSON.parse(next())));
} else samples.push(fixedValue);
const responseSchema = responseSchemaOf(samples);

const logger = createLogger('info', logDestination('/dev/null'));
// Fastify's own two lines a request (received, completed) off: the service writes one, so does this.
const app = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }), bodyLimit: 64 * 1024 });

// The key store: sha256 of the key, a record and its counter (a per-key quota at its simplest).
const key = `ds_live_${randomBytes(24).toString('base64url')}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const keys = new Map([[sha256(key), { id: 'key_1', scope: 'all', used: 0 }]]);
if (c.auth) {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    const record = header?.startsWith('Bearer ') ? keys.get(sha256(header.slice(7))) : undefined;
    if (!record) return reply.code(401).send({ error: { code: 'unauthorized', message: 'A valid API key is required.' } });
    record.used++;
  });
}
app.addHook('onResponse', async (request, reply) => {
  request.log.info({ method: request.method, path: request.url, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
});

app.post(c.path, { schema: { body: bodySchema, ...(mode === 'serialize' ? { response: { 200: responseSchema } } : {}) } }, async (request, reply) => {
  const answer = await answerOf(request.body as Record<string, unknown>);
  reply.type('application/json');
  return mode === 'text' && typeof answer !== 'string' ? JSON.stringify(answer) : answer;
});

const url = await app.listen({ port: 0, host: '127.0.0.1' });
/** For bench/request-path-js.ts, which imports this file and drives the server over fake sockets. */
export const server = app.server;
export { key };
process.stdout.write(JSON.stringify({ url, key }) + '\n');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
