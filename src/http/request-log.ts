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
// A line is put together when its answer goes out and handed to its stream then, or, for the
// service's own destination, gathered here and handed over a chunk at a time (`gathering`
// below). It used to wait for the end of its event-loop turn (setImmediate), to be put together
// with the turn's other lines. With the gathering that came after, that no longer showed at
// concurrency 20 (in process, bench/request-path-js.ts: the same within the runs' spread), and
// at 1 every request paid a turn of its own (an immediate is a callback from libuv into
// JavaScript): a never-seen one-code lookup's main thread took about 15 us less user CPU a
// request without the line at all, and 5-10 us less with it written at once (alternating runs,
// /proc per-thread CPU), where putting it together is 1-2 us. Order is kept: any other log line
// first writes the request lines gathered (createLogger's hook), and so do flushLogger() and
// the process's exit.
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
  const pino = logger as unknown as PinoInternals;
  const latency = Math.round((performance.now() - line.started) * 100) / 100;
  let text = `${pino[symbols.lsCacheSym][INFO]},"time":"${isoTime(Date.now())}"${pino[symbols.chindingsSym]}`;
  text += `,"request_id":${JSON.stringify(line.request_id)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)}`;
  text += `,"status":${line.status},"latency_ms":${latency}`;
  if (line.key_prefix !== undefined) text += `,"key_prefix":${JSON.stringify(line.key_prefix)}`;
  if (line.tool !== undefined) text += `,"tool":${JSON.stringify(line.tool)}`;
  if (line.tool_failed !== undefined) text += `,"tool_failed":${line.tool_failed}`;
  text += `,${JSON.stringify(pino[symbols.messageKeySym])}:"request"}\n`;
  hand(pino[symbols.streamSym], text);
}

/** Hands every gathered request line to its stream (before any other line is written, and at exit). */
export function writeRequestLines(): void {
  handOverGathered(false);
}

function hand(stream: Stream, text: string): void {
  const gather = gathering.get(stream);
  if (!gather) {
    stream.write(text);
    return;
  }
  const joined = (gathered.get(stream) ?? '') + text;
  gathered.delete(stream);
  if (joined.length >= gather.chunk) {
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
