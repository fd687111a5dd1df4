// Structured JSON logs. Keys and emails must never reach a log line: request logs carry only
// the key's display prefix, bodies are never logged, and redaction is a second line of defence.
import { pino, type Logger } from 'pino';
import { isoTime } from './log-time.ts';
import { gatherRequestLines, writeRequestLines } from './http/request-log.ts';

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'dutyscout' },
      redact: {
        // Top-level paths only: wildcard paths cost about half again per line, and nothing
        // here logs nested request data.
        paths: ['authorization', 'email', 'key', 'plaintext'],
        censor: '[redacted]',
      },
      timestamp: () => `,"time":"${isoTime(Date.now())}"`,
      // Request lines wait for the end of their event-loop turn (http/request-log.ts); any
      // other line writes them first, so the log keeps the order things happened in.
      hooks: {
        logMethod(args, method) {
          writeRequestLines();
          return method.apply(this, args);
        },
      },
    },
    (destination ?? logDestination(1)) as never,
  );
}

/**
 * Where log lines go: asynchronous writes, so a request never waits on the log pipe, gathered
 * into writes of 4 KiB or every 250 ms, whichever comes first (request lines are gathered
 * the same way before they reach it: http/request-log.ts). One write a line cost a
 * system call and a thread-pool round trip per request. Lines still buffered are written
 * at exit and by flushLogger() at shutdown; a process killed outright loses at most 250 ms.
 */
export function logDestination(dest: number | string): NodeJS.WritableStream {
  const stream = pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: 250 });
  gatherRequestLines(stream, 4096, () => stream.flush());
  return stream as unknown as NodeJS.WritableStream;
}

/** Writes out what the asynchronous destination still holds (call before exiting). */
export function flushLogger(logger: Logger): Promise<void> {
  writeRequestLines();
  return new Promise((resolve) => logger.flush(() => resolve()));
}
