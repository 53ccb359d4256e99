import type { BargainOrderOut } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bargainActivities, bargainOrders, bargains } from '../../../db/schema/marketing/bargain.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  presentKindOrder,
  selectKindOrders,
} from '../../order/index.ts';
import type { MemberOrderKey } from '../../payment/index.ts';

/** A bargain order with the bargain and activity it bought (nulls for another kind met by a reused key). */
export interface BargainOrderRow {
  order: KindOrder;
  fact: typeof bargainOrders.$inferSelect | null;
  activity: typeof bargainActivities.$inferSelect | null;
}

function selectBargainOrders(db: DbOrTx) {
  return selectKindOrders(db, { fact: bargainOrders, activity: bargainActivities })
    .leftJoin(bargainOrders, eq(bargainOrders.orderId, kindOrderKeys.id))
    .leftJoin(bargains, eq(bargains.id, bargainOrders.bargainId))
    .leftJoin(bargainActivities, eq(bargainActivities.id, bargains.activityId));
}

/** One of the member's orders by idempotency key (any kind) or order number (bargain orders only). */
export function findBargainOrder(db: DbOrTx, memberId: number, by: MemberOrderKey) {
  return findKindOrder(selectBargainOrders(db), memberId, 'bargain', by);
}

/** A bargain order's answer: its order and what it bought. */
export function bargainOrderOut(row: BargainOrderRow, locale: Locale): BargainOrderOut {
  const { order, fact, activity } = row;
  if (!fact || !activity) throw new Error(`order ${order.orderNo} buys no bargain`);
  const { orderNo, status, amount, createdAt } = presentKindOrder(order, ['amount', 'createdAt']);
  return {
    orderNo,
    status,
    amount,
    createdAt,
    bargainId: fact.bargainId,
    name: translatedField(activity.name, activity.translations, 'name', locale),
  };
}
