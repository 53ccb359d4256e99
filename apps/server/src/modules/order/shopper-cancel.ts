import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { invalidateProductPages } from '../catalog/index.ts';
import { closeCancelledOrders } from './close-order.ts';
import { findOrderState, memberGoodsOrder } from './order-queries.ts';

/**
 * The shopper cancels their order while it is unpaid (SPEC §4): waiting for an online payment, or a cash /
 * pay-after order the store has not accepted (a reservation still booked for a later day among them). One conditional update decides, so a payment landing at the same
 * moment either comes first (the cancel is refused) or finds the order cancelled (and is refunded).
 */
export async function cancelByShopper(db: Db, memberId: number, orderNo: string, at: Date): Promise<void> {
  const cancelled = await retryTransaction(db, async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'shopper', cancelledAt: at })
      .where(
        and(
          memberGoodsOrder(memberId, orderNo),
          inArray(orders.status, ['unpaid', 'booked', 'pending']),
          isNull(orders.paidAt),
        ),
      )
      .returning({ id: orders.id });
    if (row) await closeCancelledOrders(tx, [row.id]);
    return row !== undefined;
  });
  if (cancelled) {
    invalidateProductPages(db);
    return;
  }
  throw await refusal(db, memberId, orderNo);
}

/** Why the cancel did not happen, from the order as it stands now. */
async function refusal(db: Db, memberId: number, orderNo: string): Promise<AppError> {
  const order = await findOrderState(db, memberId, orderNo);
  if (!order) return new AppError('ORDER_NOT_FOUND');
  if (order.status === 'cancelled') {
    return new AppError(order.cancelReason === 'timeout' ? 'ORDER_TIMED_OUT' : 'ORDER_CANCELLED');
  }
  return new AppError('ORDER_CANCEL_FAILED');
}
