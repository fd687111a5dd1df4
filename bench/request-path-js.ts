// The request path's own JavaScript, without the kernel: each request case of
// bench/request-path.ts driven through a server in process over fake sockets (Node's HTTP parser,
// the service's listener or Fastify's, the response written into memory), so the CPU a request
// is the JavaScript (and its garbage) alone. On this shared two-core machine the socket work is
// two thirds of a request's server CPU and moves with the other processes' load; what is left
// here moves far less, so a change of a microsecond or two shows (bench/request-path.ts is still
// the measure the goals are judged by: this one misses the sends and receives, which are the
// same work for every server).
//
// Targets, each in a process of its own (so no JIT or heap state is shared), the runs
// alternating: the service of this checkout, of each BENCH_REFERENCE checkout, and this
// checkout's Fastify references (bench/servers/fastify-server.ts, `fastify` and `fastify-text`).
// A run: a warm-up, then BENCH_ROUNDS rounds of BENCH_SECONDS; a target's figure is the median
// over every round of every run, with its range.
// Run: npm run bench -- request-path-js   (BENCH_CASES=duty_impact-1,...; BENCH_CONCURRENCY=1,20;
// BENCH_RUNS=3; BENCH_ROUNDS=3; BENCH_SECONDS=1; BENCH_REFERENCE=<checkout>[,...];
// BENCH_TARGETS=service,ref:<name>,fastify,fastify-text: which of them run, all by default)
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_ARGS } from './lib/child-server.ts';
import { REQUEST_CASES, type RequestCase } from './lib/request-cases.ts';

const here = fileURLToPath(import.meta.url);
const root = join(here, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** A server of one target, in this process: its HTTP server (never listening) and a key. */
async function serviceServer(dir: string): Promise<{ server: Server; key: string }> {
  const { loadConfig } = await import(join(dir, 'src/config.ts'));
  const { createDeps, memoryLimits } = await import(join(dir, 'src/deps.ts'));
  const { createLogger, logDestination } = await import(join(dir, 'src/logger.ts'));
  const { buildApp } = await import(join(dir, 'src/app.ts'));
  const { issueApiKey } = await import(join(dir, 'src/keys/issue.ts'));
  const { MemoryKeyQuota } = await import(join(dir, 'src/ratelimit/memory.ts'));
  const data = mkdtempSync(join(tmpdir(), 'dutyscout-bench-'));
  // As bench/servers/app-server.ts: SQLite in a temp file, the log to /dev/null, the limits lifted.
  const config = loadConfig({ DATABASE_URL: `sqlite:${join(data, 'bench.sqlite')}`, LOG_LEVEL: 'info', PUBLIC_RATE_PER_MINUTE: '1000000000', PUBLIC_RATE_BURST: '1000000000', PUBLIC_BASE_URL: 'http://127.0.0.1:3000' });
  const limits = memoryLimits(config);
  limits.keyQuota = new MemoryKeyQuota([{ name: 'minute', limit: 1e9, windowSeconds: 60 }, { name: 'day', limit: 1e9, windowSeconds: 86_400 }]);
  const deps = await createDeps(config, { limits, logger: createLogger(config.logLevel, logDestination('/dev/null')) });
  const { plaintext } = await issueApiKey(deps.store.keys, { scope: 'all', notes: 'delegate:on' });
  const built = buildApp(deps);
  // What src/server.ts adds a request: its drain-aware response class, or, in a checkout from
  // before it, the in-flight set and its close listener.
  const { drainAwareResponse } = (await import(join(dir, 'src/server.ts'))) as { drainAwareResponse?: (isDraining: () => boolean) => typeof ServerResponse };
  if (drainAwareResponse) {
    const server = createServer({ requireHostHeader: false, ServerResponse: drainAwareResponse(() => false) }, (req, res) => built.listener(req, res));
    return { server, key: plaintext };
  }
  const inflight = new Set<unknown>();
  function settled(this: unknown) {
    inflight.delete(this);
  }
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    inflight.add(res);
    res.on('close', settled);
    built.listener(req, res);
  });
  return { server, key: plaintext };
}

/** This checkout's Fastify reference for the case, in this process (it also listens on a port, unused). */
async function fastifyServer(c: RequestCase, mode: string, answer: string): Promise<{ server: Server; key: string }> {
  Object.assign(process.env, { CASE: c.name, FASTIFY_ANSWER: mode, ANSWER: answer, ...(c.auth ? {} : { ANSWER_BASE_URL: 'http://127.0.0.1:3000' }) });
  const ref = (await import(join(root, 'bench/servers/fastify-server.ts'))) as { server: Server; key: string };
  return { server: ref.server, key: ref.key };
}

/** A client connection without a socket: what the server writes is counted, not sent. */
class FakeSocket extends Duplex {
  remoteAddress = '127.0.0.1';
  remotePort = 40000;
  remoteFamily = 'IPv4';
  localAddress = '127.0.0.1';
  localPort = 3000;
  #head = '';
  #got = 0;
  #want = -1;
  answered: () => void = () => {};
  /** Where what the server writes is kept, when asked. */
  sink?: string[];

  constructor() {
    super({ decodeStrings: false });
  }

  override _read(): void {}

  override _write(chunk: Buffer | string, _encoding: string, done: () => void): void {
    this.sink?.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    this.#got += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (this.#want < 0) {
      this.#head += typeof chunk === 'string' ? chunk.slice(0, 4096) : chunk.toString('latin1', 0, 4096);
      const end = this.#head.indexOf('\r\n\r\n');
      if (end >= 0) this.#want = end + 4 + Number(/content-length: *(\d+)/i.exec(this.#head.slice(0, end))![1]);
    }
    if (this.#want >= 0 && this.#got >= this.#want) {
      this.#want = -1;
      this.#got = 0;
      this.#head = '';
      // The next request comes in a later turn, as from a real socket.
      setImmediate(this.answered);
    }
    done();
  }

  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
}

/** The bytes of one request of the case, as the load generator sends them. */
function requestText(c: RequestCase, key: string, body: string): string {
  const auth = c.auth ? `Authorization: Bearer ${key}\r\n` : '';
  return `POST ${c.path} HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nContent-Type: application/json\r\n${auth}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** One target, in this (child) process: prints {cpuMicros: [per round]}. */
async function child(): Promise<void> {
  const c = REQUEST_CASES.find((x) => x.name === process.env.CASE)!;
  const connections = Number(process.env.CONNECTIONS);
  const target = process.env.TARGET!;
  const { server, key } = target.startsWith('fastify') ? await fastifyServer(c, target === 'fastify-text' ? 'text' : 'serialize', process.env.SAMPLE_ANSWER!) : await serviceServer(target);
  const next = c.bodies();
  const request = (body: string) => requestText(c, key, body);
  const fixed = c.varies ? '' : request(next());
  const sockets = Array.from({ length: connections }, () => {
    const socket = new FakeSocket();
    server.emit('connection', socket);
    return socket;
  });
  let count = 0;
  const run = (ms: number) =>
    new Promise<void>((resolve) => {
      const stopAt = performance.now() + ms;
      let open = connections;
      for (const socket of sockets) {
        socket.answered = () => {
          count++;
          if (performance.now() > stopAt) {
            if (--open === 0) resolve();
            return;
          }
          socket.push(c.varies ? request(next()) : fixed);
        };
        socket.push(c.varies ? request(next()) : fixed);
      }
    });
  await run(1500);
  const cpuMicros: number[] = [];
  for (let r = 0; r < rounds; r++) {
    count = 0;
    const cpu = process.cpuUsage();
    await run(seconds * 1000);
    const used = process.cpuUsage(cpu);
    cpuMicros.push(Number(((used.user + used.system) / count).toFixed(2)));
  }
  process.stdout.write(JSON.stringify({ cpuMicros }) + '\n');
  // The loggers' exit hooks would wait on destinations this run never needs again.
  process.kill(process.pid, 'SIGKILL');
}

/** The service's answer to the case's first body, for the Fastify references (they send those bytes). */
async function sampleAnswer(c: RequestCase): Promise<string> {
  const { server, key } = await serviceServer(root);
  const socket = new FakeSocket();
  const sink: string[] = [];
  socket.sink = sink;
  const done = new Promise<void>((resolve) => (socket.answered = resolve));
  server.emit('connection', socket);
  const body = c.bodies()();
  socket.push(requestText(c, key, body));
  await done;
  const text = sink.join('');
  return text.slice(text.indexOf('\r\n\r\n') + 4);
}

const spread = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  return { median: v[Math.floor(v.length / 2)]!, min: v[0]!, max: v.at(-1)! };
};

async function main(): Promise<void> {
  const wanted = process.env.BENCH_CASES?.split(',');
  const cases = REQUEST_CASES.filter((c) => !wanted || wanted.includes(c.name));
  const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const references = (process.env.BENCH_REFERENCE ?? '').split(',').filter(Boolean);
  const every: Record<string, string> = { service: root, ...Object.fromEntries(references.map((d) => [`ref:${basename(d)}`, d])), fastify: 'fastify', 'fastify-text': 'fastify-text' };
  // BENCH_TARGETS=service,ref:<name> leaves the Fastify references out (an A/B of two checkouts).
  const only = process.env.BENCH_TARGETS?.split(',');
  const targets = Object.fromEntries(Object.entries(every).filter(([name]) => !only || only.includes(name)));
  const rows: Record<string, unknown>[] = [];
  for (const c of cases) {
    const answer = await sampleAnswer(c);
    for (const connections of concurrencies) {
      const figures: Record<string, number[]> = Object.fromEntries(Object.keys(targets).map((n) => [n, []]));
      for (let r = 0; r < runs; r++) {
        for (const [name, target] of Object.entries(targets)) {
          const out = spawnSync(process.execPath, [...SERVICE_NODE_ARGS, here], {
            env: { ...process.env, ROLE: 'child', TARGET: target, CASE: c.name, CONNECTIONS: String(connections), SAMPLE_ANSWER: answer },
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          });
          const line = out.stdout.trim().split('\n').filter((l) => l.startsWith('{"cpuMicros"')).pop();
          if (!line) throw new Error(`${name} on ${c.name}: no result (${out.stderr.slice(0, 500)})`);
          figures[name]!.push(...(JSON.parse(line) as { cpuMicros: number[] }).cpuMicros);
        }
      }
      const base = (n: string) => (figures[n] ? spread(figures[n]).median : NaN);
      console.log(`\n${c.name} @${connections}: JavaScript CPU a request in process, median of ${runs} runs x ${rounds} rounds of ${seconds} s [range]`);
      for (const name of Object.keys(targets)) {
        const s = spread(figures[name]!);
        console.log(`  ${name.padEnd(14)} ${s.median.toFixed(1).padStart(6)} us [${s.min.toFixed(1)}-${s.max.toFixed(1)}]  /fastify ${(s.median / base('fastify')).toFixed(2)}  /fastify-text ${(s.median / base('fastify-text')).toFixed(2)}`);
      }
      rows.push({ case: c.name, connections, ...Object.fromEntries(Object.keys(targets).map((n) => [n, spread(figures[n]!)])) });
    }
  }
  console.log(JSON.stringify({ bench: 'request-path-js', seconds, rounds, rows }, null, 2));
  // The sample server's log destination and store would keep this process waiting.
  process.exit(0);
}

if (process.env.ROLE === 'child') await child();
else await main();
