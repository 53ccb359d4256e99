import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveries, deliveryEvents, deliveryOrders } from '../../db/schema/delivery.ts';
import { orders } from '../../db/schema/order.ts';

/**
 * A delivery order by its number (orderMode 'package' with its address snapshot), the member's own when
 * `memberId` is given; null when there is none, so another member's order reads like an unknown one (404).
 */
export async function findDeliveryOrder(db: DbOrTx, orderNo: string, memberId?: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      memberId: orders.memberId,
      storeId: orders.storeId,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      delivery: deliveryOrders.address,
    })
    .from(orders)
    .innerJoin(deliveryOrders, eq(deliveryOrders.orderId, orders.id))
    .where(
      and(
        eq(orders.orderNo, orderNo),
        eq(orders.orderMode, 'package'),
        memberId === undefined ? undefined : eq(orders.memberId, memberId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type DeliveryOrder = NonNullable<Awaited<ReturnType<typeof findDeliveryOrder>>>;

/** The courier side of a delivery order; null before the merchant accepted it. */
export async function findDelivery(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
  return row ?? null;
}

/** The delivery's timeline, oldest first. */
export function deliveryTimeline(db: DbOrTx, orderId: number) {
  return db
    .select({ state: deliveryEvents.state, at: deliveryEvents.at })
    .from(deliveryEvents)
    .where(eq(deliveryEvents.orderId, orderId))
    .orderBy(deliveryEvents.id);
}
