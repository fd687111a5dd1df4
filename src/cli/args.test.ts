// The argument preamble every command shares: --help, usage errors, and the parsed values.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { cliCommand } from './args.ts';

/** Captures what the command writes to stdout and stderr. */
function capture(t: TestContext): { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  t.mock.method(process.stdout, 'write', (chunk: string) => ((out += chunk), true));
  t.mock.method(process.stderr, 'write', (chunk: string) => ((err += chunk), true));
  return { stdout: () => out, stderr: () => err };
}

const OPTIONS = { json: { type: 'boolean' }, out: { type: 'string' } } as const;

test('-h and --help print the help on stdout and stop with 0, though no command declares them', (t) => {
  const io = capture(t);
  const cli = cliCommand('demo', 'usage: dutyscout demo');
  assert.equal(cli.parse(['--help'], OPTIONS), 0);
  assert.equal(cli.parse(['--json', '-h'], OPTIONS), 0);
  t.mock.restoreAll();
  assert.equal(io.stdout(), 'usage: dutyscout demo\nusage: dutyscout demo\n');
  assert.equal(io.stderr(), '');
});

test('a bad option is one line on stderr naming the command and its --help, exit 2', (t) => {
  const io = capture(t);
  const cli = cliCommand('demo', 'usage: dutyscout demo');
  const codes = [cli.parse(['--bogus'], OPTIONS), cli.parse(['--out'], OPTIONS), cli.parse(['stray'], OPTIONS)];
  t.mock.restoreAll();
  assert.deepEqual(codes, [2, 2, 2]);
  const lines = io.stderr().split('\n');
  assert.equal(lines.pop(), '');
  assert.equal(lines.length, 3);
  for (const line of lines) assert.match(line, /^dutyscout demo: .+ \(see dutyscout demo --help\)$/);
  assert.match(lines[0]!, /'--bogus'/);
  assert.equal(io.stdout(), '');
});

test('parsed values and positionals come back when the command should go on', (t) => {
  const io = capture(t);
  const cli = cliCommand('demo', 'usage: dutyscout demo');
  const parsed = cli.parse(['a.html', '--json', '--out', 'x.csv'], OPTIONS, { positionals: true });
  t.mock.restoreAll();
  assert.notEqual(typeof parsed, 'number');
  if (typeof parsed === 'number') return;
  assert.deepEqual(parsed.positionals, ['a.html']);
  assert.equal(parsed.values.json, true);
  assert.equal(parsed.values.out, 'x.csv');
  assert.equal(io.stdout() + io.stderr(), '');
});

test('usageError writes the same line as a parse failure and returns 2', (t) => {
  const io = capture(t);
  const code = cliCommand('demo', '').usageError('give one page');
  t.mock.restoreAll();
  assert.equal(code, 2);
  assert.equal(io.stderr(), 'dutyscout demo: give one page (see dutyscout demo --help)\n');
});
