// The request log line is put together by hand (src/http/request-log.ts) and must be the line
// pino itself writes for the same fields, byte for byte but for the time and the latency.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { captureLogs } from '../support/app.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, flushLogger, logDestination } from '../../src/logger.ts';
import { isoTime } from '../../src/log-time.ts';
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

it('request lines keep their order with the other log lines, and flushLogger writes any still waiting', async () => {
  const logs = captureLogs();
  const logger = createLogger('info', logs.stream);
  logRequest(logger, LINES[0]!);
  logger.warn('after the first request');
  logRequest(logger, LINES[1]!);
  await flushLogger(logger);
  await settle();
  assert.deepEqual(
    logs.lines.map((l) => JSON.parse(l).msg + ':' + (JSON.parse(l).request_id ?? '')),
    ['request:req_0123456789abcdef0123', 'after the first request:', 'request:trace-0123456789'],
  );
});

it('a request line carries the time it was answered, not the time it was written', async () => {
  const logs = captureLogs();
  const before = Date.now();
  logRequest(createLogger('info', logs.stream), LINES[0]!);
  const after = Date.now();
  await new Promise((r) => setTimeout(r, 30));
  const time = Date.parse(JSON.parse(logs.lines[0]!).time);
  assert.ok(time >= before && time <= after, `${time} not in [${before}, ${after}]`);
});

it('a request line logged just before the process exits is written out', () => {
  const script = [
    `import { createLogger, logDestination } from ${JSON.stringify(new URL('../../src/logger.ts', import.meta.url).href)};`,
    `import { logRequest } from ${JSON.stringify(new URL('../../src/http/request-log.ts', import.meta.url).href)};`,
    `logRequest(createLogger('info', logDestination(1)), { request_id: 'req_exit_line_0001', method: 'POST', route: '/x', status: 200, started: performance.now(), key_prefix: undefined });`,
    'process.exit(0);',
  ].join('\n');
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  assert.match(out.stdout, /"request_id":"req_exit_line_0001"/);
});

it('log times are ISO 8601 in UTC with milliseconds, as toISOString writes them', () => {
  const base = Date.UTC(2026, 10, 25, 23, 59, 59);
  for (const ms of [0, 7, 42, 999, 1000, 1001, 60_000, base, base + 5, base + 99, base + 999, base + 1000, base + 86_400_123]) {
    assert.equal(isoTime(ms), new Date(ms).toISOString(), String(ms));
  }
  // Out of order (a clock stepped back) and back again.
  for (const ms of [base + 1500, base - 3_600_000, base + 1500]) assert.equal(isoTime(ms), new Date(ms).toISOString());
});

// The service's own destination gathers request lines into 4 KiB chunks before they reach it
// (src/http/request-log.ts): a line that never makes a chunk full must still reach the file
// on its own, in order with the other lines, with no flush asked for.
it('through the service destination, a lone request line reaches the file unasked, in order with the other lines', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-log-'));
  const file = join(dir, 'service.log');
  const logger = createLogger('info', logDestination(file));
  logRequest(logger, LINES[0]!);
  logRequest(logger, LINES[1]!);
  await new Promise((r) => setImmediate(r));
  logger.warn('after two requests');
  logRequest(logger, LINES[2]!);
  const expected = ['request:req_0123456789abcdef0123', 'request:trace-0123456789', 'after two requests:', 'request:req_0123456789abcdef0123'];
  let lines: string[] = [];
  // Polled, not timed: the lines are due within a quarter of a second; 5 s is only the give-up point.
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
    if (lines.length >= expected.length) break;
  }
  assert.deepEqual(
    lines.map((l) => JSON.parse(l).msg + ':' + (JSON.parse(l).request_id ?? '')),
    expected,
  );
  rmSync(dir, { recursive: true, force: true });
});
