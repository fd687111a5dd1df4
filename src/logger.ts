// Structured JSON logs. Keys and emails must never reach a log line: request logs carry only
// the key's display prefix, bodies are never logged, and redaction is a second line of defence.
import { pino, type Logger } from 'pino';

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'dutyscout' },
      redact: {
        paths: ['authorization', 'headers.authorization', '*.authorization', 'email', '*.email', 'key', '*.key', 'plaintext'],
        censor: '[redacted]',
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination as never,
  );
}
