import { defaultStaffUrl, type Env } from '../../env.ts';
import { staffCommands } from './commands.ts';
import { findStaffServer } from './server-record.ts';
import { StaffCallError, staffClient } from './staff-client.ts';
import { usageOf, WRONG_USAGE } from './staff-command.ts';

export interface CliIo {
  env: Pick<Env, 'STAFF_URL' | 'STAFF_TOKEN' | 'dataDir'>;
  out(line: string): void;
  err(line: string): void;
  fetch?: typeof fetch;
}

function printHelp(io: CliIo): void {
  io.out('Usage: npm run staff -- <command> [arguments]');
  io.out('');
  io.out('Commands:');
  const rows = [
    ...staffCommands.map((c) => [`${c.name} ${c.args}`.trim(), c.summary]),
    ['help', 'this list'],
  ];
  const width = Math.max(...rows.map(([left]) => left!.length));
  for (const [left, right] of rows) io.out(`  ${left!.padEnd(width)}  ${right}`);
  io.out('');
  io.out(
    `Server: STAFF_URL, else the address the running server recorded in DATA_DIR, else ${defaultStaffUrl}.`,
  );
  io.out(`Token: STAFF_TOKEN, else DATA_DIR/staff-token (DATA_DIR now ${io.env.dataDir}).`);
}

/** Runs one staff command against the server findStaffServer finds and returns the exit code. */
export async function runStaffCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    printHelp(io);
    return name ? 0 : 2;
  }
  const command = staffCommands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Run "npm run staff -- help" for the list.`);
    return 2;
  }
  const server = await findStaffServer(io.env);
  if (!server.ok) {
    io.err(server.message);
    return 2;
  }
  const client = staffClient({ baseUrl: server.url, token: server.token, fetch: io.fetch });
  try {
    const code = await command.run(args, { client, out: io.out, err: io.err });
    if (code !== WRONG_USAGE) return code;
    io.err(usageOf(command));
    return 2;
  } catch (err) {
    if (!(err instanceof StaffCallError)) throw err;
    io.err(err.message);
    return 1;
  }
}
