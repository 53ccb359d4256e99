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
  run(args: string[], io: CommandIo): Promise<number>;
}
