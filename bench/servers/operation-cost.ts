// The operation's own cost, in process: for one request case, the operation's handler on the
// checked input plus the making of its answer's JSON (what the service must do whatever
// framework carries the request), called directly, no HTTP. Prints the CPU microseconds a
// call (user + system, process.cpuUsage) as one JSON line. Run by bench/request-path.ts with
// the service's Node flags, over the same deps as the app server (SQLite in a temp file).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { createDeps } from '../../src/deps.ts';
import { createLogger } from '../../src/logger.ts';
import { buildApp } from '../../src/app.ts';
import { answerBody, type OperationCall } from '../../src/http/operation.ts';
import { REQUEST_CASES } from '../lib/request-cases.ts';

const c = REQUEST_CASES.find((x) => x.name === process.env.CASE);
if (!c) throw new Error(`CASE must name one of ${REQUEST_CASES.map((x) => x.name).join(', ')}`);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const dir = mkdtempSync(join(tmpdir(), 'dutyscout-bench-'));
const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, LOG_LEVEL: 'info' });
const deps = await createDeps(config, { logger: createLogger('silent') });
const op = buildApp(deps).operations.find((o) => o.path === c.path)!;
const call: OperationCall = { requestId: 'req_bench', clientAddress: '127.0.0.1', apiKey: undefined, signal: () => new AbortController().signal };
const next = c.bodies();

// Inputs checked beforehand, a batch at a time (the pipeline's work, not the operation's), fresh
// for each batch when the case's bodies vary, so no call finds what an earlier one cached. Each
// with its body's text, as the pipeline hands it over: an operation that keeps answers keys
// them by it (src/http/answer-cache.ts), and without it would take another path.
const batch = () =>
  Array.from({ length: c.varies ? 5_000 : 1 }, () => {
    const bodyText = next();
    return { bodyText, input: op.schema.parse(JSON.parse(bodyText)) as never };
  });
let sink = 0;
const run = async (inputs: Array<{ bodyText: string; input: never }>, count: number) => {
  for (let i = 0; i < count; i++) {
    const { bodyText, input } = inputs[i % inputs.length]!;
    call.bodyText = bodyText;
    sink += answerBody(await op.handler!(input, call)).text.length;
  }
};
await run(batch(), 2_000); // warm-up
let calls = 0;
let cpuMicros = 0;
const started = performance.now();
while (performance.now() - started < seconds * 1000) {
  const inputs = batch();
  const count = c.varies ? inputs.length : 5_000;
  const cpu = process.cpuUsage();
  await run(inputs, count);
  const used = process.cpuUsage(cpu);
  cpuMicros += used.user + used.system;
  calls += count;
}
process.stdout.write(JSON.stringify({ case: c.name, calls, cpuMicrosPerCall: Number((cpuMicros / calls).toFixed(2)), sink: sink % 7 }) + '\n');
await deps.store.close();
process.exit(0);
