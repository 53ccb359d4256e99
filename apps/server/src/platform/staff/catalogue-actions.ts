import { readArgs, readJsonArgument } from './command-args.ts';
import { type CommandIo, WRONG_USAGE } from './staff-command.ts';

/** One action of a staff command: its arguments after the action's name, and the output. */
export type StaffAction = (rest: string[], io: CommandIo) => Promise<number | typeof WRONG_USAGE>;

/**
 * `list [--store N]` of something staff make (coupon templates, gift packages): GETs `path`, with the store when
 * given, and prints each row of the answer's `key` as `line` makes it, or `empty` when there is none.
 */
export function listAction<Row>(
  path: string,
  key: string,
  line: (row: Row) => string,
  empty: string,
): StaffAction {
  return async (rest, io) => {
    const read = readArgs(rest, ['--store']);
    if (!read || read.positionals.length > 0) return WRONG_USAGE;
    const query = read.options['--store'] ? { storeId: read.options['--store'] } : undefined;
    const rows = (await io.client.get<Record<string, Row[]>>(path, query))[key] ?? [];
    if (rows.length === 0) io.err(empty);
    for (const row of rows) io.out(line(row));
    return 0;
  };
}

/** `create <file.json | json>`: POSTs the JSON read from a file or the argument to `path`, prints the answer. */
export function createAction<Row>(path: string, line: (row: Row) => string, what: string): StaffAction {
  return async ([source, ...extra], io) => {
    if (!source || extra.length > 0) return WRONG_USAGE;
    let body: unknown;
    try {
      body = await readJsonArgument(source);
    } catch (err) {
      io.err(`Cannot read the ${what}: ${(err as Error).message}`);
      return 1;
    }
    io.out(line(await io.client.post<Row>(path, body)));
    return 0;
  };
}
