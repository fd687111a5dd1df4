// What writing the request log line by hand through pino's internal symbols would save over
// logger.info() (src/http/request-log.ts uses logger.info: the saving did not pay for leaning on
// pino's internals): the same line, the same pino logger writing to /dev/null, in the same run.
// Run: npm run bench -- request-log
import { createLogger, logDestination } from '../src/logger.ts';
import { symbols, type Logger } from 'pino';
import type { RequestLogLine } from '../src/http/request-log.ts';
import { reportGoals } from './lib/goals.ts';

const logger = createLogger('info', logDestination('/dev/null'));
const line = (): RequestLogLine => ({
  request_id: 'req_0123456789abcdef0123',
  method: 'POST',
  route: '/api/v1/tariffs/hts/lookup',
  status: 200,
  started: performance.now() - 0.05,
  key_prefix: 'de_AbCd',
});

function perSecond(label: string, write: () => void): number {
  for (let i = 0; i < 20_000; i++) write();
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < 1500) {
    for (let i = 0; i < 1_000; i++) write();
    n += 1_000;
  }
  const rate = n / ((performance.now() - started) / 1000);
  console.log(`${label.padEnd(28)} ${(1e6 / rate).toFixed(2)} us a line`);
  return rate;
}

const viaInfo = perSecond('logger.info(fields, msg)', () => {
  const l = line();
  logger.info({ request_id: l.request_id, method: l.method, route: l.route, status: l.status, latency_ms: Math.round((performance.now() - l.started) * 100) / 100, key_prefix: l.key_prefix }, 'request');
});
// The line as pino would write it, put together by hand through its symbols (the former code).
interface PinoInternals {
  [symbols.lsCacheSym]: Record<number, string>;
  [symbols.timeSym]: () => string;
  [symbols.chindingsSym]: string;
  [symbols.messageKeySym]: string;
  [symbols.streamSym]: { write(line: string): unknown };
}
function byHandLine(log: Logger, l: RequestLogLine): void {
  const pino = log as unknown as PinoInternals;
  const latency = Math.round((performance.now() - l.started) * 100) / 100;
  let out = `${pino[symbols.lsCacheSym][30]}${pino[symbols.timeSym]()}${pino[symbols.chindingsSym]}`;
  out += `,"request_id":${JSON.stringify(l.request_id)},"method":${JSON.stringify(l.method)},"route":${JSON.stringify(l.route)}`;
  out += `,"status":${l.status},"latency_ms":${latency},"key_prefix":${JSON.stringify(l.key_prefix)}`;
  pino[symbols.streamSym].write(`${out},${JSON.stringify(pino[symbols.messageKeySym])}:"request"}\n`);
}
const byHand = perSecond('by hand through pino symbols', () => byHandLine(logger, line()));
const saved = (1e6 / viaInfo - 1e6 / byHand).toFixed(2);
console.log(`by hand saves ${saved} us a line; src/http/request-log.ts uses logger.info`);
reportGoals('request-log', [{ name: 'logger.info line cost / by-hand line cost (the price of the public API)', measured: Number((byHand / viaInfo).toFixed(2)), target: 1.5, kind: 'max' }]);
logger.flush();
