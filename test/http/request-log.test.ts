// The request log line is put together by hand (src/http/request-log.ts) and must be the line
// pino itself writes for the same fields, byte for byte but for the time and the latency.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { captureLogs } from '../support/app.ts';
import { createLogger } from '../../src/logger.ts';
import { logRequest, type RequestLogLine } from '../../src/http/request-log.ts';

const settle = () => new Promise((r) => setTimeout(r, 20));
const comparable = (line: string) => line.replace(/"time":"[^"]+"/, '"time":"T"').replace(/"latency_ms":[0-9.]+/, '"latency_ms":L');

const LINES: RequestLogLine[] = [
  { request_id: 'req_0123456789abcdef0123', method: 'POST', route: '/api/v1/tariffs/hts/lookup', status: 200, started: performance.now(), key_prefix: 'de_AbC1' },
  { request_id: 'trace-0123456789', method: 'GET', route: '/odd/"quoted"\\path/é', status: 404, started: performance.now(), key_prefix: undefined },
  { request_id: 'req_0123456789abcdef0123', method: 'POST', route: '/mcp', status: 200, started: performance.now(), key_prefix: undefined, tool: 'duty_impact', tool_failed: false },
];

it('the hand-made request line is the line pino writes for the same fields', async () => {
  const ours = captureLogs();
  const theirs = captureLogs();
  for (const line of LINES) {
    logRequest(createLogger('info', ours.stream), line);
    const { request_id, method, route, status, key_prefix, tool, tool_failed } = line;
    createLogger('info', theirs.stream).info({ request_id, method, route, status, latency_ms: 0.5, key_prefix, tool, tool_failed }, 'request');
  }
  await settle();
  assert.equal(ours.lines.length, LINES.length);
  assert.deepEqual(ours.lines.map(comparable), theirs.lines.map(comparable));
  const first = JSON.parse(ours.lines[0]!);
  assert.equal(typeof first.latency_ms, 'number');
  assert.ok(!Number.isNaN(Date.parse(first.time)));
});

it('below info, nothing is written', async () => {
  const logs = captureLogs();
  logRequest(createLogger('warn', logs.stream), LINES[0]!);
  await settle();
  assert.deepEqual(logs.lines, []);
});
