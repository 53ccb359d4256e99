import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/order.ts';
import { closeOtherAttempts, type OrderPayments } from '../../payment/index.ts';
import { flagOrderRefund, refundOrderMoney } from '../refund-money.ts';
import { emitOrderEvent } from './emit.ts';
import { factsColumns, factsOf } from './order-facts.ts';
import { kindRules } from './registry.ts';

/**
 * The order's side of every payment (decision 046), registered with payment: the order unpaid → paid by one
 * conditional update (only the one payment that moves it gets further), the other open attempts closed, the
 * lifecycle's 'paid' event (the goods order's coupons spent …), then what the payment means for the order's kind
 * (its rules' onPaid: coupons issued, a level raised — or the money given back when that is no longer possible).
 * An order that already left unpaid tells payment why, so it can give the late money back.
 */
export const orderPaymentsOfOrder: OrderPayments = {
  async lock(tx, orderId) {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  },

  async settle(tx, deps, payment) {
    const [moved] = await tx
      .update(orders)
      .set({
        status: 'pending',
        paidAt: payment.paidAt,
        paidAmount: payment.amount,
        payMethod: payment.payMethod,
        cancelAfter: null,
      })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'unpaid'), isNull(orders.paidAt)))
      .returning(factsColumns);
    if (!moved) return { late: await lateReason(tx, payment.orderId) };
    await closeOtherAttempts(tx, payment.orderId);
    const at = deps.clock.now();
    const order = factsOf(moved, 'unpaid');
    await emitOrderEvent(tx, [order], { type: 'paid', at });
    const onPaid = kindRules(order.kind).onPaid;
    return onPaid ? onPaid(tx, deps, order, at) : 'applied';
  },

  async refundAll(tx, deps, orderId, at) {
    return refundOrderMoney(tx, deps, orderId, 'all', null, at);
  },

  flag: (tx: Tx, orderId: number) => flagOrderRefund(tx, orderId),
};

async function lateReason(tx: Tx, orderId: number): Promise<'cancelled' | 'paid'> {
  const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return current?.status === 'cancelled' ? 'cancelled' : 'paid';
}
