// The dutyscout CLI: one entry point, one file per command under src/cli/.
// `dutyscout serve` is what `npm start` runs.

interface Command {
  summary: string;
  load: () => Promise<{ run: (args: string[]) => Promise<number> }>;
}

// Each command module is imported only when called, so `dutyscout hts` never opens the store.
const COMMANDS: Record<string, Command> = {
  serve: { summary: 'run the HTTP service (same as npm start)', load: () => import('./cli/serve.ts') },
  keys: { summary: 'create, list and revoke API keys', load: () => import('./cli/keys.ts') },
};

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return [
    'usage: dutyscout <command> [options]',
    '',
    'commands:',
    ...lines,
    '',
    'Run `dutyscout <command> --help` for a command\'s options.',
    'Configuration comes from the environment (see README.md): DATABASE_URL, PORT, ...',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage() + '\n');
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`dutyscout: unknown command '${name}'\n\n${usage()}\n`);
    return 2;
  }
  const mod = await command.load();
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
