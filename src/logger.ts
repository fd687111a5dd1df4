// Structured JSON logs. Keys and emails must never reach a log line: request logs carry only
// the key's display prefix, bodies are never logged, and redaction is a second line of defence.
import { pino, type Logger } from 'pino';

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
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    // Asynchronous writes to stdout: a request never waits on the log pipe. flushLogger()
    // drains it at shutdown.
    (destination ?? pino.destination({ dest: 1, sync: false })) as never,
  );
}

/** Writes out what the asynchronous destination still holds (call before exiting). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
