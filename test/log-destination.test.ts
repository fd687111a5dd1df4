// The service's log destination (src/log-destination.ts): lines reach the file or pipe whole and
// in order, gathered or not, through partial writes and a full pipe, at exit too; a destination
// that fails is given up without taking the process with it.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LogDestination } from '../src/log-destination.ts';

const lineOf = (i: number) => `{"n":${i},"pad":"${'x'.repeat(i % 97)}","é":"ü"}\n`;

function tempFile(): { file: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'dutyscout-logdest-'));
  return { file: join(dir, 'out.log'), done: () => rmSync(dir, { recursive: true, force: true }) };
}

const DESTINATION = JSON.stringify(new URL('../src/log-destination.ts', import.meta.url).href);

/**
 * Runs `script` (ES module lines) in a child whose stdout is a pipe nobody reads for the first
 * `stalledMs` (long enough for the pipe, 64 KiB, to fill several times over): its exit code,
 * what reached stdout and stderr.
 */
async function childWithStalledReader(script: string[], stalledMs = 400): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script.join('\n')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c));
  const chunks: Buffer[] = [];
  child.stdout.pause();
  setTimeout(() => {
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stdout.resume();
  }, stalledMs);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout: Buffer.concat(chunks).toString('utf8'), stderr };
}

const flushed = (d: LogDestination) => new Promise<void>((resolve) => d.flush(() => resolve()));

it('lines reach the file whole and in order, across many chunks, and flush waits for all written before it', async () => {
  const { file, done } = tempFile();
  const d = new LogDestination(file, { chunk: 1000 });
  const expected: string[] = [];
  for (let i = 0; i < 5_000; i++) {
    expected.push(lineOf(i));
    d.write(lineOf(i));
    if (i % 700 === 0) await new Promise((r) => setImmediate(r));
  }
  await flushed(d);
  assert.equal(readFileSync(file, 'utf8'), expected.join(''));
  closeSync(d.fd);
  done();
});

it('a lone line reaches the file unasked, within the wait it is allowed', async () => {
  const { file, done } = tempFile();
  const d = new LogDestination(file, { maxWaitMs: 30 });
  d.write(lineOf(1));
  assert.equal(readFileSync(file, 'utf8'), '', 'a line under a chunk waits');
  let text = '';
  // Polled, not timed: due within 30 ms; 5 s is only the give-up point.
  for (const until = Date.now() + 5_000; Date.now() < until && text === ''; await new Promise((r) => setTimeout(r, 10))) {
    text = readFileSync(file, 'utf8');
  }
  assert.equal(text, lineOf(1));
  closeSync(d.fd);
  done();
});

it('flush with nothing gathered answers at once, and after a write has ended', async () => {
  const { file, done } = tempFile();
  const d = new LogDestination(file);
  await flushed(d);
  d.write(lineOf(2));
  await flushed(d);
  await flushed(d);
  assert.equal(readFileSync(file, 'utf8'), lineOf(2));
  closeSync(d.fd);
  done();
});

// A pipe that libuv has made non-blocking (the child's stdout, once process.stdout exists) and
// a reader that stops for a while: the writes are taken in part and then refused (EAGAIN) until
// it reads again. Every line must still arrive whole, once, in order, the last ones at exit.
it('through a full non-blocking pipe, every line arrives whole and in order, the last at exit', async () => {
  const count = 40_000;
  const script = [
    `import { LogDestination } from ${DESTINATION};`,
    'process.stdout;', // libuv opens fd 1 as a pipe handle and makes it non-blocking
    'const d = new LogDestination(1);',
    `const lineOf = ${lineOf.toString()};`,
    `let i = 0;`,
    `const more = () => { for (let k = 0; k < 2000 && i < ${count}; k++) d.write(lineOf(i++)); if (i < ${count}) setImmediate(more); else setTimeout(() => { d.write('{"last":true}\\n'); d.flushSync(); process.exit(0); }, 300); };`,
    'more();',
  ];
  const { code, stdout: text, stderr } = await childWithStalledReader(script);
  assert.equal(code, 0, stderr);
  const lines = text.split('\n').filter(Boolean);
  assert.equal(lines.at(-1), '{"last":true}', 'the line written at exit is there, last');
  const numbered = lines.slice(0, -1);
  assert.equal(numbered.length, count, 'every line, once');
  numbered.forEach((l, i) => assert.equal(l + '\n', lineOf(i)));
  assert.equal(stderr, '');
});

it('a destination that fails is given up with one line on stderr, and writing to it throws nothing', async () => {
  // A file opened for reading: every write to it fails (EBADF).
  const script = [
    `import { openSync } from 'node:fs';`,
    `import { LogDestination } from ${DESTINATION};`,
    `const d = new LogDestination(openSync(${JSON.stringify(process.execPath)}, 'r'), { chunk: 10 });`,
    `d.write('one line and more\\n');`,
    `d.flush(() => { d.write('another\\n'); d.flushSync(); d.flush(() => console.log('still here')); });`,
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c));
  child.stderr.on('data', (c: Buffer) => (err += c));
  assert.equal(await new Promise((resolve) => child.on('close', resolve)), 0, err);
  assert.equal(out, 'still here\n');
  assert.equal(err, 'dutyscout: log destination failed (EBADF); log lines are dropped from now on\n');
});

it('a reader that stops does not let waiting lines grow without bound: past the bound they are dropped, and stderr says so', async () => {
  const script = [
    `import { LogDestination } from ${DESTINATION};`,
    'process.stdout;',
    'const d = new LogDestination(1, { maxWaiting: 20_000 });',
    `const lineOf = ${lineOf.toString()};`,
    'let i = 0;',
    // A burst while nobody reads, then, once the reader is back, ten lines more.
    'const more = () => { for (let k = 0; k < 2000 && i < 30000; k++) d.write(lineOf(i++)); if (i < 30000) setImmediate(more); else setTimeout(after, 800); };',
    'const after = () => { while (i < 30010) d.write(lineOf(i++)); d.flush(() => process.exit(0)); };',
    'more();',
  ];
  const { code, stdout, stderr } = await childWithStalledReader(script);
  assert.equal(code, 0, stderr);
  const numbers = stdout.split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { n: number }).n);
  assert.ok(numbers.length < 30_010, 'some lines were dropped');
  assert.ok(numbers.every((n, i) => i === 0 || n > numbers[i - 1]!), 'the lines that came are whole and in order');
  assert.deepEqual(numbers.slice(-10), [30000, 30001, 30002, 30003, 30004, 30005, 30006, 30007, 30008, 30009], 'the lines after it caught up are there');
  assert.match(stderr, /^dutyscout: the log destination is not keeping up; log lines are dropped until it does\ndutyscout: the log destination caught up; (\d+) log lines were dropped\n$/);
  const dropped = Number(/(\d+) log lines were dropped/.exec(stderr)![1]);
  assert.equal(numbers.length + dropped, 30_010, 'every line is either written or counted as dropped');
});
