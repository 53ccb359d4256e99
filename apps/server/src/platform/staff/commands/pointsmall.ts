import type { StaffPointsProductOut } from '../../../modules/pointsmall/index.ts';
import { readArgs, readJsonArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function productLine(p: StaffPointsProductOut): string {
  const where = p.storeId === null ? 'chain' : `store ${p.storeId}`;
  const rules = p.rules.map((r) =>
    r.price > 0 ? `${r.points} pts + ¥${r.price.toFixed(2)}` : `${r.points} pts`,
  );
  const limit = p.perPersonLimit === null ? '∞' : String(p.perPersonLimit);
  const what = p.couponTemplateId === null ? p.kind : `${p.kind} #${p.couponTemplateId}`;
  return `#${p.id}  ${p.status.padEnd(6)}  ${what.padEnd(10)}  ${rules.join(' | ')}  ${p.stock} left  ${limit} each  ${where}  ${p.name}`;
}

type Action = (rest: string[], io: CommandIo) => Promise<number | typeof WRONG_USAGE>;

const actions: Record<string, Action> = {
  async list(rest, io) {
    const read = readArgs(rest, ['--store']);
    if (!read || read.positionals.length > 0) return WRONG_USAGE;
    const query = read.options['--store'] ? { storeId: read.options['--store'] } : undefined;
    const { products } = await io.client.get<{ products: StaffPointsProductOut[] }>(
      'pointsmall/products',
      query,
    );
    if (products.length === 0) io.err('No points products.');
    for (const p of products) io.out(productLine(p));
    return 0;
  },
  async create([source, ...extra], io) {
    if (!source || extra.length > 0) return WRONG_USAGE;
    let body: unknown;
    try {
      body = await readJsonArgument(source);
    } catch (err) {
      io.err(`Cannot read the product: ${(err as Error).message}`);
      return 1;
    }
    io.out(productLine(await io.client.post<StaffPointsProductOut>('pointsmall/products', body)));
    return 0;
  },
  async end([id, ...extra], io) {
    if (!id || !/^\d+$/.test(id) || extra.length > 0) return WRONG_USAGE;
    io.out(productLine(await io.client.post<StaffPointsProductOut>(`pointsmall/products/${id}/end`)));
    return 0;
  },
  async pickup([orderNo, ...extra], io) {
    if (!orderNo || !/^\d{6,32}$/.test(orderNo) || extra.length > 0) return WRONG_USAGE;
    const done = await io.client.post<{ orderNo: string; status: string }>('pointsmall/pickup', { orderNo });
    io.out(`${done.orderNo}  ${done.status}`);
    return 0;
  },
  // Goods the store will not hand over or bring (a delivery brought back): points, stock and money come back.
  async cancel([orderNo, ...extra], io) {
    if (!orderNo || !/^\d{6,32}$/.test(orderNo) || extra.length > 0) return WRONG_USAGE;
    const done = await io.client.post<{ orderNo: string; status: string }>('pointsmall/cancel', { orderNo });
    io.out(`${done.orderNo}  ${done.status}`);
    return 0;
  },
};

/**
 * `pointsmall [list [--store N]]`, `pointsmall create <file.json | json>`, `pointsmall end <id>`,
 * `pointsmall pickup <orderNo>`, `pointsmall cancel <orderNo>` (goods given back by the store; delivered goods move
 * by `delivery <step> <orderNo>`, decision 044). A product: {"kind":"goods","name":"Tote bag","rules":[{"points":500,"price":0},
 * {"points":200,"price":9.9}],"stock":50,"perPersonLimit":2} (money in currency units; a coupon product names its
 * "couponTemplateId"; docs/decisions/035).
 */
export const pointsmallCommand: StaffCommand = {
  name: 'pointsmall',
  args: '[list [--store N] | create <file.json | json> | end <id> | pickup <orderNo> | cancel <orderNo>]',
  summary:
    'points mall products (list, create, end), goods handed over at the counter or given back (cancel); e.g. pointsmall create \'{"kind":"goods","name":"Tote bag","rules":[{"points":500,"price":0}],"stock":50}\'',
  async run(args, io) {
    const [action, ...rest] = args;
    if (action === undefined || action.startsWith('--')) return actions.list!(args, io);
    const run = actions[action];
    return run ? run(rest, io) : WRONG_USAGE;
  },
};
