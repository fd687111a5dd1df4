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
// A line is not put together when its answer goes out: its fields and time are kept, and
// every line of an event-loop turn is written together once the turn's I/O is done
// (setImmediate). Under load that is the same work done in one stretch instead of between
// answers, and it cost less: the one-code lookup at concurrency 20 took 53-54 us of server CPU
// a request against 61-63 written at once (the line itself is about 5 us; not logging at all,
// 46-47), same runs; at concurrency 1 (a line a turn) no different. Order is kept: any other
// log line first writes the request lines waiting (createLogger's hook), and so do
// flushLogger() and the process's exit.
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

/** A line waiting for the end of its turn: what it says, and when. */
interface Waiting {
  logger: Logger;
  line: RequestLogLine;
  /** Milliseconds since the epoch, and since the request arrived, when it was answered. */
  at: number;
  latencyMs: number;
}

let waiting: Waiting[] = [];
let scheduled = false;

export function logRequest(logger: Logger, line: RequestLogLine): void {
  if (!logger.isLevelEnabled('info')) return;
  waiting.push({ logger, line, at: Date.now(), latencyMs: performance.now() - line.started });
  if (!scheduled) {
    scheduled = true;
    setImmediate(endOfTurn);
  }
}

function endOfTurn(): void {
  scheduled = false;
  writeRequestLines();
}

/** Writes the request lines still waiting, in the order they were logged. */
export function writeRequestLines(): void {
  if (waiting.length === 0) return;
  const lines = waiting;
  waiting = [];
  for (const { logger, line, at, latencyMs } of lines) {
    const pino = logger as unknown as PinoInternals;
    const latency = Math.round(latencyMs * 100) / 100;
    let out = `${pino[symbols.lsCacheSym][INFO]},"time":"${isoTime(at)}"${pino[symbols.chindingsSym]}`;
    out += `,"request_id":${JSON.stringify(line.request_id)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)}`;
    out += `,"status":${line.status},"latency_ms":${latency}`;
    if (line.key_prefix !== undefined) out += `,"key_prefix":${JSON.stringify(line.key_prefix)}`;
    if (line.tool !== undefined) out += `,"tool":${JSON.stringify(line.tool)}`;
    if (line.tool_failed !== undefined) out += `,"tool_failed":${line.tool_failed}`;
    pino[symbols.streamSym].write(`${out},${JSON.stringify(pino[symbols.messageKeySym])}:"request"}\n`);
  }
}

// Registered when this module loads, which is before any log destination is made (logger.ts
// imports it), so it runs before the destination's own exit hook writes out what it holds.
process.once('exit', writeRequestLines);
