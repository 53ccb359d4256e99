import { and, eq, gt } from 'drizzle-orm';
import { orders } from '../../db/schema/order.ts';
import type { PayableKind } from '../payment/index.ts';
import { emitOrderEvent } from './lifecycle/emit.ts';
import { factsColumns, factsOf } from './lifecycle/order-facts.ts';

/**
 * The goods order as a payable kind. Payment's own step — the order unpaid → pending (paid), in the lock order of
 * decision 012 — is all a paid goods order needs of payment: it then waits for the store (staff-actions.ts), and
 * its stock was taken when it was placed. A reservation for a later day paid online goes on waiting as booked
 * until its day (checkout's release job). Then the lifecycle's 'paid' event: the coupons the order reserved are
 * spent (the coupon area's effect, decision 031) — only the one payment that moved the order out of unpaid gets
 * here, and a cancel that came first has given them back already. Registered with payment by registerOrder.
 */
export const goodsPayable: PayableKind = {
  kind: 'goods',
  onPaid: async (tx, _deps, orderId, at) => {
    await tx
      .update(orders)
      .set({ status: 'booked' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), gt(orders.bookedUntil, at)));
    const [row] = await tx.select(factsColumns).from(orders).where(eq(orders.id, orderId));
    await emitOrderEvent(tx, [factsOf(row!, 'unpaid')], { type: 'paid', at });
    return 'applied';
  },
};
