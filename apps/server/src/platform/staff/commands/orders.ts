import type { StaffOrderOut as StaffOrder } from '../../../modules/order/index.ts';
import { readArgs, soleArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

interface ActionResult {
  orderNo: string;
  status: string;
  refund?: string;
}

/** The staff API's query parameter behind each option of `orders`. */
const queryNames: Record<string, string> = { '--store': 'storeId', '--status': 'status' };

/** The staff API query of `--store N` / `--status S`; null on anything else. */
function ordersQuery(args: string[]): Record<string, string> | null {
  const read = readArgs(args, Object.keys(queryNames));
  if (!read || read.positionals.length > 0) return null;
  return Object.fromEntries(Object.entries(read.options).map(([flag, value]) => [queryNames[flag]!, value]));
}

function orderLine(o: StaffOrder): string {
  const items = o.items.map((i) => `${i.name} x${i.quantity}`).join(', ');
  const more = o.items.reduce((n, i) => n + i.quantity, 0) < o.quantity ? ', …' : '';
  const when = o.createdAt.slice(0, 16).replace('T', ' ');
  const pay = `${o.amount.toFixed(2)} ${o.paid ? 'paid' : 'unpaid'} (pay ${o.payMethod})`;
  return `${o.orderNo}  #${o.pickupNo}  ${o.status.padEnd(9)}  ${pay}  ${when}Z  ${o.storeName}: ${items}${more}`;
}

/** `orders [--store N] [--status S]`: the latest orders, newest first. */
export const ordersCommand: StaffCommand = {
  name: 'orders',
  args: '[--store N] [--status S]',
  summary: 'list the latest orders (status: unpaid, pending, accepted, ready, completed, …)',
  async run(args, io) {
    const query = ordersQuery(args);
    if (!query) return WRONG_USAGE;
    const { orders } = await io.client.get<{ orders: StaffOrder[] }>('orders', query);
    if (orders.length === 0) io.err('No orders.');
    for (const order of orders) io.out(orderLine(order));
    return 0;
  },
};

/** One order action command: `order-<step> <orderNo>`. */
function actionCommand(step: string, summary: string): StaffCommand {
  return {
    name: `order-${step}`,
    args: '<orderNo>',
    summary,
    async run(args: string[], io: CommandIo) {
      const orderNo = soleArgument(args);
      if (!orderNo) return WRONG_USAGE;
      const done = await io.client.post<ActionResult>(`orders/${encodeURIComponent(orderNo)}/${step}`);
      const refund = done.refund ? ` (refund: ${done.refund})` : '';
      io.out(`${done.orderNo} is now ${done.status}${refund}`);
      return 0;
    },
  };
}

/** The steps store staff move an order through. */
export const orderActionCommands: StaffCommand[] = [
  actionCommand('accept', 'accept a pending order'),
  actionCommand('ready', 'mark an accepted order ready for pickup'),
  actionCommand('complete', 'hand over an order (a cash / pay-after one counts as paid)'),
  actionCommand('cancel', 'cancel an order for the store (a paid one is refunded)'),
  actionCommand('refund', 'take back a completed order: its payment and the points it earned are returned'),
];
