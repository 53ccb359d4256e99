import type { StaffBlindBoxOut } from '../../../modules/marketing/index.ts';
import { readArgs, readJsonArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function seriesLine(s: StaffBlindBoxOut): string {
  const where = s.storeId === null ? 'every store' : `store ${s.storeId}`;
  const span = `${s.startsAt.slice(0, 16)}Z → ${s.endsAt.slice(0, 16)}Z`;
  const left = s.items.reduce((sum, i) => sum + i.remaining, 0);
  const guarantee = s.guaranteeAfter === null ? 'no guarantee' : `prize after ${s.guaranteeAfter}`;
  return `#${s.id}  ${s.status.padEnd(6)}  ${s.name}  ¥${s.price}  (${where}, ${span}, ${guarantee})  ${left} left`;
}

function itemLine(i: StaffBlindBoxOut['items'][number]): string {
  return `    item #${i.id}  ${i.name}${i.prize ? '  [prize]' : ''}  ${i.remaining}/${i.total}`;
}

function print(s: StaffBlindBoxOut, io: CommandIo): void {
  io.out(seriesLine(s));
  for (const item of s.items) io.out(itemLine(item));
}

async function list(args: string[], io: CommandIo) {
  const read = readArgs(args, ['--store', '--status']);
  if (!read || read.positionals.length > 0) return WRONG_USAGE;
  const query: Record<string, string> = {};
  if (read.options['--store']) query.storeId = read.options['--store'];
  if (read.options['--status']) query.status = read.options['--status'];
  const { series } = await io.client.get<{ series: StaffBlindBoxOut[] }>('blind-boxes', query);
  if (series.length === 0) io.err('No blind box series.');
  for (const s of series) print(s, io);
  return 0;
}

async function create(source: string, io: CommandIo) {
  let body: unknown;
  try {
    body = await readJsonArgument(source);
  } catch (err) {
    io.err(`Cannot read the series: ${(err as Error).message}`);
    return 1;
  }
  print(await io.client.post<StaffBlindBoxOut>('blind-boxes', body), io);
  return 0;
}

/** `activities blind-box [list [--store N] [--status S] | create <file.json | json> | end <id>]`. */
async function blindBox(args: string[], io: CommandIo) {
  const [action, ...rest] = args;
  if (action === undefined || action === 'list' || action.startsWith('--'))
    return list(action === 'list' ? rest : args, io);
  if (action === 'create' && rest.length === 1) return create(rest[0]!, io);
  if (action === 'end' && rest.length === 1 && /^\d+$/.test(rest[0]!)) {
    print(await io.client.post<StaffBlindBoxOut>(`blind-boxes/${rest[0]}/end`), io);
    return 0;
  }
  return WRONG_USAGE;
}

/**
 * The marketing activities (issue 30). `activities blind-box create` takes {"storeId":1001,"name":"Tea cups",
 * "price":15,"startsAt":"2026-12-01T00:00:00Z","endsAt":"2027-01-01T00:00:00Z","guaranteeAfter":5,
 * "items":[{"name":"Rose cup","stock":20},{"name":"Gold cup","stock":2,"prize":true}]} (money in decimals).
 */
export const activitiesCommand: StaffCommand = {
  name: 'activities',
  args: 'blind-box [list [--store N] [--status S] | create <file.json | json> | end <id>]',
  summary:
    'marketing activities: list, create or end blind box series; e.g. activities blind-box create \'{"storeId":1001,"name":"Tea cups","price":15,"startsAt":"2026-12-01T00:00:00Z","endsAt":"2027-01-01T00:00:00Z","items":[{"name":"Rose cup","stock":20}]}\'',
  async run(args, io) {
    const [kind, ...rest] = args;
    if (kind === 'blind-box') return blindBox(rest, io);
    return WRONG_USAGE;
  },
};
