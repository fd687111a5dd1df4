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
// 46-47), same runs; at concurrency 1 (a line a turn) no different. A turn's lines go to the
// stream as one text, and to the service's own destination a chunk at a time (`gathering`
// below). Order is kept: any other log line first writes the request lines waiting or
// gathered (createLogger's hook), and so do flushLogger() and the process's exit.
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

type Stream = PinoInternals[typeof symbols.streamSym];

/**
 * Destinations that gather small writes into larger ones themselves (logDestination: 4 KiB or
 * 250 ms): for these, request lines are gathered here as well and handed over a chunk at a
 * time. The destination measures all it holds on every write (its UTF-8 length, flattening
 * it), so a write a line cost more for every line already held: about 3 of a cached
 * duty_impact's 24 us of JavaScript a request, in process (docs/performance.md).
 */
const gathering = new WeakMap<object, { chunk: number; flush(): void }>();

/** Request lines for `stream` are handed over `chunk` characters at a time, or within `ms` of the first; `flush` writes out what the stream holds. */
export function gatherRequestLines(stream: object, chunk: number, flush: () => void): void {
  gathering.set(stream, { chunk, flush });
}

/** Lines gathered, not yet handed to their stream (one stream in practice; the order only matters within one). */
const gathered = new Map<Stream, string>();
let gatherTimer: NodeJS.Timeout | undefined;
/** How long a gathered line may wait: with the destination's own 250 ms, lines still reach it within the same bound (handed over, then flushed). */
const GATHER_MS = 250;

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
  putTogether(false);
}

/** Writes out every request line still waiting or gathered, in the order they were logged. */
export function writeRequestLines(): void {
  putTogether(true);
}

/**
 * Puts the waiting lines together, the lines of one logger in a row as one text, and hands
 * each text to its stream, or gathers it (see `gathering`) unless `all` asks for everything.
 */
function putTogether(all: boolean): void {
  if (waiting.length > 0) {
    const lines = waiting;
    waiting = [];
    let text = '';
    for (let i = 0; i < lines.length; i++) {
      const { logger, line, at, latencyMs } = lines[i]!;
      const pino = logger as unknown as PinoInternals;
      const latency = Math.round(latencyMs * 100) / 100;
      text += `${pino[symbols.lsCacheSym][INFO]},"time":"${isoTime(at)}"${pino[symbols.chindingsSym]}`;
      text += `,"request_id":${JSON.stringify(line.request_id)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)}`;
      text += `,"status":${line.status},"latency_ms":${latency}`;
      if (line.key_prefix !== undefined) text += `,"key_prefix":${JSON.stringify(line.key_prefix)}`;
      if (line.tool !== undefined) text += `,"tool":${JSON.stringify(line.tool)}`;
      if (line.tool_failed !== undefined) text += `,"tool_failed":${line.tool_failed}`;
      text += `,${JSON.stringify(pino[symbols.messageKeySym])}:"request"}\n`;
      if (lines[i + 1]?.logger !== logger) {
        hand(pino[symbols.streamSym], text, all);
        text = '';
      }
    }
  }
  if (all) handOverGathered(false);
}

function hand(stream: Stream, text: string, all: boolean): void {
  const joined = (gathered.get(stream) ?? '') + text;
  gathered.delete(stream);
  const gather = gathering.get(stream);
  if (all || !gather || joined.length >= gather.chunk) {
    stream.write(joined);
    return;
  }
  gathered.set(stream, joined);
  gatherTimer ??= setTimeout(() => handOverGathered(true), GATHER_MS).unref();
}

/** Hands every gathered text to its stream; `flush`: and has the stream write it out now. */
function handOverGathered(flush: boolean): void {
  if (gatherTimer !== undefined) {
    clearTimeout(gatherTimer);
    gatherTimer = undefined;
  }
  for (const [stream, text] of gathered) {
    gathered.delete(stream);
    stream.write(text);
    if (flush) gathering.get(stream)?.flush();
  }
}

// Registered when this module loads, which is before any log destination is made (logger.ts
// imports it), so it runs before the destination's own exit hook writes out what it holds.
process.once('exit', writeRequestLines);
