import { refundableOf } from '@shop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { retryTransaction } from '../../../db/retry-transaction.ts';
import { orderLines, orderRefunds, orders, type RefundedLine } from '../../../db/schema/order.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type RefundOutcome, refundableByPayments } from '../../payment/index.ts';
import { refundOrderMoney } from '../refund-money.ts';
import { emitOrderEvent } from './emit.ts';
import type { OrderFacts, OrderRefund } from './events.ts';
import { factsColumns, factsOf } from './order-facts.ts';
import { kindRules } from './registry.ts';

/** Units of one order line to refund. */
export interface RefundAsk {
  lineId: number;
  quantity: number;
}

/** What a refund did: the order as it stands after it, the refund's row, and the money's fate. */
export interface RefundResult {
  order: OrderFacts;
  refund: OrderRefund;
  money: RefundOutcome;
}

type LineRow = Pick<
  typeof orderLines.$inferSelect,
  'id' | 'quantity' | 'paidAmount' | 'refundedQuantity' | 'refundedAmount'
>;

/**
 * The one refund path (decision 046): some lines of a paid order, or all that is left ('all'), given back. In one
 * transaction, in decision 012's lock order: the order and its lines locked; each line's units and money taken by
 * a conditional update that never passes what the line paid (decision 047's shares); the refund's row; the money
 * back through payment (what payments hold; a cash order's is handed over by staff); the order 'refunded' once
 * nothing is left; then the 'refunded' event, so each area undoes its part once (points taken back …).
 */
export async function refundOrderLines(
  deps: Pick<AppDeps, 'db' | 'log'>,
  orderNo: string,
  asked: RefundAsk[] | 'all',
  reason: string,
  at: Date,
): Promise<RefundResult> {
  return retryTransaction(deps.db, async (tx) => {
    const [row] = await tx.select(factsColumns).from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const refundable = kindRules(row.kind).refundFrom ?? [];
    if (!refundable.includes(row.status) || row.paidAmount <= row.refundedAmount)
      throw new AppError('ORDER_STATE_CONFLICT', {}, { Status: row.status, Kind: row.kind });
    const lines = await tx
      .select({
        id: orderLines.id,
        quantity: orderLines.quantity,
        paidAmount: orderLines.paidAmount,
        refundedQuantity: orderLines.refundedQuantity,
        refundedAmount: orderLines.refundedAmount,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id))
      .for('update');
    const taken = lines.length === 0 ? [] : planLines(lines, asked);
    const amount = lines.length === 0 ? row.paidAmount - row.refundedAmount : sum(taken);
    await takeLines(tx, taken);
    const whole =
      lines.length === 0 || lines.every((l) => l.refundedQuantity + takenOf(taken, l.id) === l.quantity);
    const refund = await recordRefund(tx, row.id, { amount, lines: taken, whole, reason }, at);
    const money = await sendBack(tx, deps, row.id, amount, whole, `refund:${refund.id}`, at);
    // refundOrderMoney recorded what went back on the order; it is 'refunded' once nothing is left.
    const [after] = whole
      ? await tx
          .update(orders)
          .set({ status: 'refunded', cancelReason: 'store', cancelledAt: at })
          .where(eq(orders.id, row.id))
          .returning(factsColumns)
      : await tx.select(factsColumns).from(orders).where(eq(orders.id, row.id));
    const order = factsOf(after!, row.status);
    await emitOrderEvent(tx, [order], { type: 'refunded', at, refund });
    return { order, refund, money };
  });
}

/** Writes a refund's order_refunds row: the refund as the 'refunded' event carries it. */
export async function recordRefund(
  tx: Tx,
  orderId: number,
  r: Omit<OrderRefund, 'id'>,
  at: Date,
): Promise<OrderRefund> {
  const [saved] = await tx
    .insert(orderRefunds)
    .values({
      orderId,
      amount: r.amount,
      lines: r.lines,
      whole: r.whole ? 1 : 0,
      reason: r.reason,
      createdAt: at,
    })
    .returning({ id: orderRefunds.id });
  return { id: saved!.id, ...r };
}

/**
 * The refund's money back through payment: all that is left of the payments when nothing of the order remains,
 * else the lines' amount, as far as the payments hold it (a cash order's money is handed over by staff).
 */
async function sendBack(
  tx: Tx,
  deps: Pick<AppDeps, 'log'>,
  orderId: number,
  amount: number,
  whole: boolean,
  ref: string,
  at: Date,
): Promise<RefundOutcome> {
  if (whole) return refundOrderMoney(tx, deps, orderId, 'all', null, at);
  const held = await refundableByPayments(tx, orderId);
  return refundOrderMoney(tx, deps, orderId, Math.min(amount, held), ref, at);
}

/** The units and money each asked line gives back; 'all' asks for whatever every line has left. */
function planLines(lines: LineRow[], asked: RefundAsk[] | 'all'): RefundedLine[] {
  const wanted =
    asked === 'all' ? lines.map((l) => ({ lineId: l.id, quantity: l.quantity - l.refundedQuantity })) : asked;
  const planned: RefundedLine[] = [];
  for (const ask of wanted) {
    const line = lines.find((l) => l.id === ask.lineId);
    if (!line) throw new AppError('REFUND_LINE_NOT_FOUND', { Line: ask.lineId });
    if (ask.quantity === 0) continue;
    if (ask.quantity > line.quantity - line.refundedQuantity - takenOf(planned, line.id))
      throw new AppError('REFUND_QUANTITY_EXCEEDED', { Line: ask.lineId });
    const refundedQuantity = line.refundedQuantity + takenOf(planned, line.id);
    const amount = refundableOf(
      { paid: line.paidAmount, quantity: line.quantity, refundedQuantity },
      ask.quantity,
    );
    planned.push({ lineId: line.id, quantity: ask.quantity, amount });
  }
  if (planned.length === 0) throw new AppError('REFUND_QUANTITY_EXCEEDED', { Line: 0 });
  return planned;
}

/** Each line's refunded units and money moved by a conditional update that never passes what it has. */
async function takeLines(tx: Tx, taken: RefundedLine[]): Promise<void> {
  for (const t of taken) {
    const moved = await tx
      .update(orderLines)
      .set({
        refundedQuantity: sql`${orderLines.refundedQuantity} + ${t.quantity}`,
        refundedAmount: sql`${orderLines.refundedAmount} + ${t.amount}`,
      })
      .where(
        and(
          eq(orderLines.id, t.lineId),
          sql`${orderLines.refundedQuantity} + ${t.quantity} <= ${orderLines.quantity}`,
          sql`${orderLines.refundedAmount} + ${t.amount} <= ${orderLines.paidAmount}`,
        ),
      )
      .returning({ id: orderLines.id });
    if (moved.length !== 1) throw new AppError('REFUND_QUANTITY_EXCEEDED', { Line: t.lineId });
  }
}

function takenOf(lines: RefundedLine[], lineId: number): number {
  return lines.filter((l) => l.lineId === lineId).reduce((n, l) => n + l.quantity, 0);
}

function sum(lines: RefundedLine[]): number {
  return lines.reduce((n, l) => n + l.amount, 0);
}
