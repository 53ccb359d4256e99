import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { topUpOrders } from '../../db/schema/balance-top-up.ts';
import { orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { moveBalance } from '../balance/index.ts';
import { deliverGifts } from '../gift/index.ts';
import type { PaidOutcome } from '../order/index.ts';
import { moveKindOrder } from '../order/index.ts';
import { releaseInstalment, scheduleBalanceGift, topUpSource } from './gift-instalments.ts';

/**
 * What a gateway payment of a top-up does (called once per order by payment, in its transaction; decision 016):
 * credits the money (reason top_up), writes the balance gift's instalments, delivers the first with the rule's other
 * gift items (deliverGifts, source 'topup' and the order number), and completes the order. top_up_orders.credited_at
 * moves from null by a conditional update first, so even a second call would credit nothing. Rows after payment's
 * (order, payments): the member (the ledger), then the gift's (decision 033), then the new instalments.
 */
export async function creditTopUp(tx: Tx, orderId: number, at: Date): Promise<PaidOutcome> {
  const [topUp] = await tx
    .update(topUpOrders)
    .set({ creditedAt: at })
    .where(and(eq(topUpOrders.orderId, orderId), isNull(topUpOrders.creditedAt)))
    .returning();
  if (!topUp) return 'applied';
  const [order] = await tx
    .select({ orderNo: orders.orderNo, storeId: orders.storeId, settings: stores.settings })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`top-up order ${orderId} is gone`);
  const { memberId } = topUp;
  await moveBalance(tx, { memberId, delta: topUp.amount, reason: 'top_up', orderId, at });
  const ref = { memberId, storeId: order.storeId, orderNo: order.orderNo };
  const tz = order.settings.timezone;
  const [first] = await scheduleBalanceGift(tx, { ...topUp, orderId, timeZone: tz }, at);
  if (first) await releaseInstalment(tx, first, ref, at, topUp.giftItems);
  else if (topUp.giftItems.length > 0)
    await deliverGifts(tx, { ...ref, items: topUp.giftItems, source: topUpSource(order.orderNo), at });
  await moveKindOrder(tx, { orderId, kind: 'topup' }, ['pending'], 'completed', at);
  return 'applied';
}
