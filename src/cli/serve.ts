import { flushCompileCache } from 'node:module';
import { ConfigError, loadConfig, redactUrl } from '../config.ts';
import { createDeps } from '../deps.ts';
import { startServer } from '../server.ts';
import { flushLogger } from '../logger.ts';
import { cliCommand } from './args.ts';

const HELP = `usage: dutyscout serve [--port N] [--host ADDR]

Runs the HTTP service (what \`npm start\` runs). Configuration comes from the environment
(PORT, HOST, DATABASE_URL, REDIS_URL, PUBLIC_BASE_URL, SUPPORT_CONTACT, TRUST_PROXY,
MCP_ALLOWED_ORIGINS, EGRESS_ALLOW_PRIVATE, LOG_LEVEL: see docs/operations.md); --port and --host override PORT and HOST.
SIGTERM or SIGINT drains it: answers say Connection: close, new requests get 503, in-flight
requests finish (up to 10 s), then the store and the limits close. A second signal exits at once
(one arriving within a second of the first is its copy: Ctrl-C on npm start reaches npm and the
service both, and npm forwards it).`;

const cli = cliCommand('serve', HELP);

/** A signal this soon after the first is its copy (npm forwarding the terminal's SIGINT), not a second one. */
const REPEATED_SIGNAL_MS = 1_000;

export async function run(args: string[]): Promise<number> {
  const parsed = cli.parse(args, { port: { type: 'string' }, host: { type: 'string' } });
  if (typeof parsed === 'number') return parsed;
  const { values } = parsed;
  if (values.port !== undefined && !/^\d{1,5}$/.test(values.port)) return cli.usageError(`--port must be a whole number from 0 to 65535 (got ${JSON.stringify(values.port)})`);
  let config;
  try {
    config = loadConfig({ ...process.env, ...(values.port ? { PORT: values.port } : {}), ...(values.host ? { HOST: values.host } : {}) });
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`dutyscout: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
  let deps;
  try {
    deps = await createDeps(config);
  } catch (err) {
    process.stderr.write(`dutyscout: cannot start: ${(err as Error).message} (DATABASE_URL=${redactUrl(config.databaseUrl)})\n`);
    return 1;
  }
  const server = await startServer(deps, { port: config.port, host: config.host });
  deps.logger.info({ url: server.url, store: deps.store.kind }, 'dutyscout listening');
  // One write, so a reader that waits for "listening" also has the hint.
  const noKeys = (await deps.store.keys.list()).length === 0;
  process.stderr.write(
    `dutyscout listening on ${server.url} (${/^(0\.0\.0\.0|\[?::\]?):/.test(server.bound) ? `every interface, ${server.bound}; ` : ''}links use ${server.publicBaseUrl}; store: ${redactUrl(config.databaseUrl)}; limits: ${config.redisUrl ? 'redis' : 'memory'})\n` +
      (noKeys
        ? 'No API keys yet. Create one for /api/v1 with:\n' +
          '  npx dutyscout keys create --scope all --notes "delegate:on" --label "my first key"\n' +
          '(the public tools under /api/mcp and /mcp need no key)\n'
        : ''),
  );
  // Node writes its compile cache at exit; a service may be killed instead, so it is written
  // a little after start, not at once: the write blocks, and the first requests were waiting
  // behind it (10-120 ms, bench/startup.ts).
  setTimeout(flushCompileCache, 2_000).unref();
  await new Promise<void>((resolve) => {
    let signalledAt: number | undefined;
    const stop = (signal: string) => {
      if (signalledAt !== undefined) {
        // Ctrl-C on `npm start` signals the whole process group, and npm forwards its own
        // SIGINT too: the copy that arrives with the first is the same Ctrl-C, not a second.
        if (performance.now() - signalledAt < REPEATED_SIGNAL_MS) return;
        // A second signal later: the operator wants out now.
        deps.logger.warn({ signal }, 'second signal: exiting without waiting for in-flight requests');
        process.exit(1);
      }
      signalledAt = performance.now();
      deps.logger.info({ signal }, 'shutting down: finishing in-flight requests');
      server.shutdown().then(resolve, (err) => {
        deps.logger.error({ err }, 'shutdown failed');
        resolve();
      });
    };
    // Handlers are installed explicitly, so the same holds as PID 1 in a container (where
    // the kernel gives a process no default action for SIGTERM or SIGINT).
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  });
  deps.logger.info('stopped');
  await flushLogger(deps.logger);
  // Everything is closed; should a stray handle still hold the event loop, do not let it keep
  // a stopped service's process alive (unref'd: a clean exit never waits for this).
  setTimeout(() => process.exit(0), 1000).unref();
  return 0;
}
