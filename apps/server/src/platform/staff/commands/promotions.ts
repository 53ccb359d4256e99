import type { StaffPromotionOut } from '../../../modules/marketing/index.ts';
import { readArgs, readJsonArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function promotionLine(p: StaffPromotionOut): string {
  const where = p.storeId === null ? 'every store' : `store ${p.storeId}`;
  const span = `${p.startsAt.slice(0, 16)}Z → ${p.endsAt.slice(0, 16)}Z`;
  return `#${p.id}  ${p.status.padEnd(6)}  ${p.t}  ${p.name}  (${where}, ${span})  ${JSON.stringify(p.rule)}`;
}

async function list(args: string[], io: CommandIo) {
  const read = readArgs(args, ['--store', '--status']);
  if (!read || read.positionals.length > 0) return WRONG_USAGE;
  const query: Record<string, string> = {};
  if (read.options['--store']) query.storeId = read.options['--store'];
  if (read.options['--status']) query.status = read.options['--status'];
  const { promotions } = await io.client.get<{ promotions: StaffPromotionOut[] }>('promotions', query);
  if (promotions.length === 0) io.err('No promotions.');
  for (const p of promotions) io.out(promotionLine(p));
  return 0;
}

async function create(source: string, io: CommandIo) {
  let body: unknown;
  try {
    body = await readJsonArgument(source);
  } catch (err) {
    io.err(`Cannot read the promotion: ${(err as Error).message}`);
    return 1;
  }
  io.out(promotionLine(await io.client.post<StaffPromotionOut>('promotions', body)));
  return 0;
}

/**
 * `promotions [list] [--store N] [--status active|ended|all]`, `promotions create <file.json | json>`,
 * `promotions end <id>`. A promotion: {"storeId":1001,"name":"Spend 50 save 8","startsAt":"2026-12-01T00:00:00+08:00",
 * "endsAt":"2027-01-01T00:00:00+08:00","rule":{"t":"PromotionCashBack","tiers":[{"requireAmount":50,"backAmount":8}]}}
 * (money in decimals; docs/decisions/032 lists every type's fields).
 */
export const promotionsCommand: StaffCommand = {
  name: 'promotions',
  args: '[list [--store N] [--status S] | create <file.json | json> | end <id>]',
  summary:
    'list, create or end automatic promotions; e.g. promotions create \'{"storeId":1001,"name":"2nd half price","startsAt":"2026-12-01T00:00:00Z","endsAt":"2027-01-01T00:00:00Z","rule":{"t":"PromotionSecondProductHalfPrice"}}\'',
  async run(args, io) {
    const [action, ...rest] = args;
    if (action === undefined || action === 'list' || action.startsWith('--'))
      return list(action === 'list' ? rest : args, io);
    if (action === 'create' && rest.length === 1) return create(rest[0]!, io);
    if (action === 'end' && rest.length === 1 && /^\d+$/.test(rest[0]!)) {
      io.out(promotionLine(await io.client.post<StaffPromotionOut>(`promotions/${rest[0]}/end`)));
      return 0;
    }
    return WRONG_USAGE;
  },
};
