// What every dutyscout command does with its arguments before its own work: parse them, answer
// -h/--help, and turn a bad option into one line on stderr with exit code 2. Kept in one place
// so a new command gets the same --help and the same usage errors without writing them again.

import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** Every command takes -h/--help; it is added here so no command can forget it. */
const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

type CommandArgsConfig<O extends ParseArgsOptionsConfig> = { args: string[]; options: O & typeof HELP_OPTION; allowPositionals: boolean };

/** parseArgs' own result, typed from the command's options. */
export type CommandArgs<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<CommandArgsConfig<O>>>;

export interface CliCommand {
  /** As typed after `dutyscout`, e.g. 'scan'; it prefixes every line the command writes to stderr. */
  name: string;
  /**
   * Parses the arguments. Returns them, or the exit code when the command should stop here:
   * 0 after printing the help, 2 after a usage error (unknown option, missing value, ...).
   */
  parse<O extends ParseArgsOptionsConfig>(args: string[], options: O, settings?: { positionals?: boolean }): CommandArgs<O> | number;
  /** One line on stderr pointing at --help; returns the usage-error exit code, 2. */
  usageError(message: string): number;
}

export function cliCommand(name: string, help: string): CliCommand {
  const usageError = (message: string): number => {
    process.stderr.write(`dutyscout ${name}: ${message} (see dutyscout ${name} --help)\n`);
    return 2;
  };
  return {
    name,
    usageError,
    parse<O extends ParseArgsOptionsConfig>(args: string[], options: O, settings?: { positionals?: boolean }): CommandArgs<O> | number {
      const config: CommandArgsConfig<O> = { args, options: { ...options, ...HELP_OPTION }, allowPositionals: settings?.positionals ?? false };
      let parsed: CommandArgs<O>;
      try {
        parsed = parseArgs(config);
      } catch (err) {
        // With a valid options table, parseArgs throws only for the user's mistakes (ERR_PARSE_ARGS_*).
        return usageError(err instanceof Error ? err.message : String(err));
      }
      // Read through a plain type: with O generic, TypeScript cannot see that `help` is always there.
      if ((parsed.values as { help?: boolean }).help) {
        process.stdout.write(`${help}\n`);
        return 0;
      }
      return parsed;
    },
  };
}
