// Structured JSON logs. Keys and emails must never reach a log line: request logs carry only
// the key's display prefix, bodies are never logged, and redaction is a second line of defence.
import { pino, type Logger } from 'pino';
import { isoTime } from './log-time.ts';
import { LogDestination } from './log-destination.ts';

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
    },
    (destination ?? logDestination(1)) as never,
  );
}

// Every destination made here, written out at the process's exit (one hook, not one a destination).
const destinations = new Set<LogDestination>();
process.once('exit', () => {
  for (const destination of destinations) destination.flushSync();
});

/**
 * Where log lines go (src/log-destination.ts): asynchronous writes, gathered into writes of
 * 4 KiB or every 250 ms, whichever comes first. Lines still gathered are written at exit and by
 * flushLogger() at shutdown; a process killed outright loses at most 250 ms of them.
 */
export function logDestination(dest: number | string): NodeJS.WritableStream {
  const destination = new LogDestination(dest);
  destinations.add(destination);
  return destination as unknown as NodeJS.WritableStream;
}

/** Writes out what the asynchronous destination still holds (call before exiting). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
