// The dutyscout CLI: one entry point, one file per command under src/cli/.
// `dutyscout serve` is what `npm start` runs.
import { enableCompileCache } from 'node:module';

// Node keeps what it compiled (the TypeScript with its types stripped, V8's code cache) under
// the system temp dir (or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so
// every start after the first skips that work: `dutyscout serve` listens in about 30% less
// time and 20 MiB less memory (bench/startup.ts). src/entry.mjs, the usual entry, has turned
// it on already, before this file was read; this covers `node src/main.ts` run directly.
enableCompileCache();

// Each command lives in src/cli/<name>.ts and exports run(args) -> exit code. It is imported
// only when called, so `dutyscout hts` never opens the store.
const COMMANDS: Record<string, string> = {
  serve: 'run the HTTP service (same as npm start)',
  keys: 'create, list, update and revoke API keys',
  scan: 'scan a storefront page or local HTML file for legacy tags',
  readiness: 'score a product listing for CPSC certificate readiness',
  hts: 'look HTS codes up against the dated Section 232 lists',
  duty: 'order-of-magnitude Section 232 duty estimate',
};

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, summary]) => `  ${name.padEnd(width)}  ${summary}`);
  return [
    'usage: dutyscout <command> [options]',
    '',
    'commands:',
    ...lines,
    '',
    'Run `dutyscout <command> --help` for a command\'s options; `dutyscout --version` for the version.',
    'Configuration comes from the environment (see docs/operations.md): DATABASE_URL, PORT, ...',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage() + '\n');
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    // Read only when asked: every other command starts without it.
    const { default: packageJson } = await import('../package.json', { with: { type: 'json' } });
    process.stdout.write(`dutyscout ${packageJson.version} (Node ${process.versions.node})\n`);
    return 0;
  }
  if (!Object.hasOwn(COMMANDS, name)) {
    process.stderr.write(`dutyscout: unknown command '${name}'\n\n${usage()}\n`);
    return 2;
  }
  const mod = (await import(`./cli/${name}.ts`)) as { run: (args: string[]) => Promise<number> };
  return mod.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`dutyscout: ${message}\n`);
    process.exitCode = 1;
  },
);
