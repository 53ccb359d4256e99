import type { StaffTableOut } from '../../../modules/table/index.ts';
import { readArgs } from '../command-args.ts';
import type { StaffCommand } from '../staff-command.ts';
import { WRONG_USAGE } from '../staff-command.ts';

function tableLine(t: StaffTableOut): string {
  const state = t.enabled ? 'on ' : 'off';
  const session = t.session
    ? `open since ${t.session.openedAt.slice(11, 16)}Z, ${t.session.diners} diners, ${t.session.orderedBatches} batches`
    : 'free';
  return `store ${t.storeId}  table ${t.number.padEnd(4)} ${state}  seats ${t.seats}  code ${t.code}  ${session}`;
}

const storeOf = (options: Record<string, string>) =>
  options['--store'] ? Number(options['--store']) : undefined;

/**
 * `tables [--store N]` lists the tables with their codes and sessions; `tables add <no> --store N [--seats S]`,
 * `tables enable|disable <no> --store N`, `tables service on|off --store N [--min-spend MINOR]`.
 */
export const tablesCommand: StaffCommand = {
  name: 'tables',
  args: '[add <no> | enable <no> | disable <no> | service on|off] [--store N] [--seats S] [--min-spend MINOR]',
  summary: 'list, add and switch the tables of a store, or switch its table service',
  async run(args, io) {
    const read = readArgs(args, ['--store', '--seats', '--min-spend']);
    if (!read) return WRONG_USAGE;
    const [action, arg, ...rest] = read.positionals;
    const storeId = storeOf(read.options);
    if (rest.length > 0) return WRONG_USAGE;
    if (!action) {
      const { tables } = await io.client.get<{ tables: StaffTableOut[] }>(
        'tables',
        storeId ? { storeId: String(storeId) } : {},
      );
      if (tables.length === 0) io.err('No tables.');
      for (const t of tables) io.out(tableLine(t));
      return 0;
    }
    if (!arg || !storeId) return WRONG_USAGE;
    if (action === 'add') {
      const seats = read.options['--seats'] ? Number(read.options['--seats']) : undefined;
      io.out(tableLine(await io.client.post<StaffTableOut>('tables', { storeId, number: arg, seats })));
      return 0;
    }
    if (action === 'enable' || action === 'disable') {
      const done = await io.client.post<{ number: string; enabled: boolean }>('tables/enable', {
        storeId,
        number: arg,
        enabled: action === 'enable',
      });
      io.out(`table ${done.number} is ${done.enabled ? 'on' : 'off'}`);
      return 0;
    }
    if (action === 'service' && (arg === 'on' || arg === 'off')) {
      const minSpend = read.options['--min-spend'] ? Number(read.options['--min-spend']) : undefined;
      await io.client.post('tables/service', { storeId, enabled: arg === 'on', minSpend });
      io.out(`table service of store ${storeId} is ${arg}`);
      return 0;
    }
    return WRONG_USAGE;
  },
};

/** `table <no> close [--store N]`: staff close a table's open session. */
export const tableCommand: StaffCommand = {
  name: 'table',
  args: '<no> close [--store N]',
  summary: "close a table's open session (the store is needed when several take table orders)",
  async run(args, io) {
    const read = readArgs(args, ['--store']);
    if (read?.positionals.length !== 2 || read.positionals[1] !== 'close') return WRONG_USAGE;
    const storeId = storeOf(read.options);
    const done = await io.client.post<{ number: string; sessionId: number }>('tables/close', {
      number: read.positionals[0],
      ...(storeId ? { storeId } : {}),
    });
    io.out(`table ${done.number} closed (session ${done.sessionId})`);
    return 0;
  },
};

/** `table-order <orderNo> confirm`: staff confirm a table order (accepted for the kitchen). */
export const tableOrderCommand: StaffCommand = {
  name: 'table-order',
  args: '<orderNo> confirm',
  summary: 'confirm a table order',
  async run(args, io) {
    if (args.length !== 2 || args[1] !== 'confirm' || !args[0]) return WRONG_USAGE;
    const done = await io.client.post<{ orderNo: string; status: string }>(
      `table-orders/${encodeURIComponent(args[0])}/confirm`,
    );
    io.out(`${done.orderNo} is now ${done.status}`);
    return 0;
  },
};
