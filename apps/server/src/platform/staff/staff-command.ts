import type { StaffClient } from './staff-client.ts';

/** What a command gets besides its arguments: a client connected to the staff API, and the output. */
export interface CommandIo {
  client: StaffClient;
  out(line: string): void;
  err(line: string): void;
}

/**
 * One `npm run staff -- <name> …` command. Returns the process exit code. Commands know only this type and the
 * client; the runner (cli-runner.ts) finds them in the list of commands.ts.
 */
export interface StaffCommand {
  name: string;
  /** Arguments as shown by help, e.g. '<phone>'. */
  args: string;
  summary: string;
  /** The exit code, or WRONG_USAGE when the arguments do not fit (the runner then prints the usage). */
  run(args: string[], io: CommandIo): Promise<number | typeof WRONG_USAGE>;
}

/** What `run` answers to arguments that do not fit its `args`. */
export const WRONG_USAGE = 'wrong usage';

/** The usage line of a command, from its name and arguments. */
export function usageOf(command: Pick<StaffCommand, 'name' | 'args'>): string {
  return `Usage: npm run staff -- ${command.name} ${command.args}`.trimEnd();
}
