// The one log line per request, written by whichever path answered it (the operation pipeline,
// Hono): id, method, route, status, latency and the key's display prefix (never the key, never
// a body).
//
// The line is the one pino would write (its level prefix, time and bindings, through its
// stream: pino.symbols, which pino exports), put together here. Measured against logger.info()
// for the same fields, same run (bench/request-path, one-code lookup at concurrency 20): 59
// against 67 us of server CPU a request (docs/performance.md, Request path); in a tight loop
// the two are about 1 us apart, so most of the cost is the garbage logger.info leaves under
// load. No field here is one that redaction covers; test/http/request-log.test.ts holds the
// line to pino's own.
//
// A line is put together when its answer goes out and handed to its stream then. It used to
// wait for the end of its event-loop turn (setImmediate), to be put together with the turn's
// other lines; at concurrency 1 every request then paid a turn of its own (an immediate is a
// callback from libuv into JavaScript): a never-seen one-code lookup's main thread took about
// 15 us less user CPU a request without the line at all, and 5-10 us less with it written at
// once (alternating runs, /proc per-thread CPU), where putting it together is 1-2 us. The
// service's destination gathers lines into larger writes itself (src/log-destination.ts).
import { symbols, type Logger } from 'pino';
import { isoTime } from '../log-time.ts';

export interface RequestLogLine {
  request_id: string;
  method: string;
  /** The route pattern that answered (e.g. /api/v1/tariffs/hts/lookup), else the path. */
  route: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
  key_prefix: string | undefined;
  /** On /mcp: the tool the call ran and whether it failed. */
  tool?: string | undefined;
  tool_failed?: boolean | undefined;
}

interface PinoInternals {
  [symbols.lsCacheSym]: Record<number, string>;
  [symbols.chindingsSym]: string;
  [symbols.messageKeySym]: string;
  [symbols.streamSym]: { write(line: string): unknown };
}

const INFO = 30;

export function logRequest(logger: Logger, line: RequestLogLine): void {
  if (!logger.isLevelEnabled('info')) return;
  const pino = logger as unknown as PinoInternals;
  const latency = Math.round((performance.now() - line.started) * 100) / 100;
  let text = `${pino[symbols.lsCacheSym][INFO]},"time":"${isoTime(Date.now())}"${pino[symbols.chindingsSym]}`;
  text += `,"request_id":${JSON.stringify(line.request_id)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)}`;
  text += `,"status":${line.status},"latency_ms":${latency}`;
  if (line.key_prefix !== undefined) text += `,"key_prefix":${JSON.stringify(line.key_prefix)}`;
  if (line.tool !== undefined) text += `,"tool":${JSON.stringify(line.tool)}`;
  if (line.tool_failed !== undefined) text += `,"tool_failed":${line.tool_failed}`;
  text += `,${JSON.stringify(pino[symbols.messageKeySym])}:"request"}\n`;
  pino[symbols.streamSym].write(text);
}
