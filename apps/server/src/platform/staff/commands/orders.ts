import type { StaffOrderOut as StaffOrder, StaffOrderLineOut } from '../../../modules/order/index.ts';
import { readArgs, soleArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

interface ActionResult {
  orderNo: string;
  status: string;
  refund?: string;
  /** A refund's money, in decimals. */
  refunded?: number;
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

/** `order-lines <orderNo>`: each line's id, units, what it paid and what is refunded of it. */
export const orderLinesCommand: StaffCommand = {
  name: 'order-lines',
  args: '<orderNo>',
  summary: "list an order's lines with their ids, for order-refund of some of them",
  async run(args, io) {
    const orderNo = soleArgument(args);
    if (!orderNo) return WRONG_USAGE;
    const { lines } = await io.client.get<{ lines: StaffOrderLineOut[] }>(
      `orders/${encodeURIComponent(orderNo)}/lines`,
    );
    for (const l of lines)
      io.out(
        `#${l.lineId}  ${l.name} x${l.quantity}  paid ${l.paid.toFixed(2)}  refunded ${l.refundedQuantity} (${l.refunded.toFixed(2)})`,
      );
    return 0;
  },
};

/** `<lineId>:<quantity>` pairs, or null when one is not two whole positive numbers. */
function refundLines(args: string[]): Array<{ lineId: number; quantity: number }> | null {
  const lines = args.map((arg) => /^(\d{1,10}):(\d{1,4})$/.exec(arg));
  if (lines.some((m) => !m)) return null;
  return lines.map((m) => ({ lineId: Number(m![1]), quantity: Number(m![2]) }));
}

/**
 * `order-refund <orderNo> [<lineId>:<quantity> …]`: takes back a completed order, whole or those units (their
 * payment share and the points they earned come back; order-lines tells the ids).
 */
export const orderRefundCommand: StaffCommand = {
  name: 'order-refund',
  args: '<orderNo> [<lineId>:<qty> …]',
  summary:
    'take back a completed order, or some of its lines: their payment and the points they earned are returned',
  async run(args, io) {
    const [orderNo, ...rest] = args;
    const lines = refundLines(rest);
    if (!orderNo || orderNo.startsWith('-') || !lines) return WRONG_USAGE;
    const body = lines.length > 0 ? { lines } : undefined;
    const done = await io.client.post<ActionResult>(`orders/${encodeURIComponent(orderNo)}/refund`, body);
    // The money of a refund of some lines; a whole refund's is the order's.
    const money = body && done.refunded !== undefined ? `, ${done.refunded.toFixed(2)} back` : '';
    io.out(`${done.orderNo} is now ${done.status} (refund: ${done.refund}${money})`);
    return 0;
  },
};

/** The steps store staff move an order through. */
export const orderActionCommands: StaffCommand[] = [
  actionCommand('accept', 'accept a pending order'),
  actionCommand('ready', 'mark an accepted order ready for pickup'),
  actionCommand('complete', 'hand over an order (a cash / pay-after one counts as paid)'),
  actionCommand('cancel', 'cancel an order for the store (a paid one is refunded)'),
  orderRefundCommand,
  orderLinesCommand,
];
