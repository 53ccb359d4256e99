import type { GroupBuyOrderOut } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  groupBuyActivities,
  groupBuyGroups,
  groupBuyOrders,
} from '../../../db/schema/marketing/group-buy.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  kindOrderPage,
  presentKindOrder,
  selectKindOrders,
} from '../../order/index.ts';
import type { MemberOrderKey } from '../../payment/index.ts';
import { groupOut, placesIn } from './groups.ts';

/** A group buy order with its fact, activity and group (nulls for another kind met by a reused key). */
export interface GroupOrderRow {
  order: KindOrder;
  fact: typeof groupBuyOrders.$inferSelect | null;
  activity: typeof groupBuyActivities.$inferSelect | null;
  group: typeof groupBuyGroups.$inferSelect | null;
}

function selectGroupOrders(db: DbOrTx) {
  return selectKindOrders(db, { fact: groupBuyOrders, activity: groupBuyActivities, group: groupBuyGroups })
    .leftJoin(groupBuyOrders, eq(groupBuyOrders.orderId, kindOrderKeys.id))
    .leftJoin(groupBuyActivities, eq(groupBuyActivities.id, groupBuyOrders.activityId))
    .leftJoin(groupBuyGroups, eq(groupBuyGroups.id, groupBuyOrders.groupId));
}

/** One of the member's orders by idempotency key (any kind) or order number (group buy orders only). */
export function findGroupOrder(db: DbOrTx, memberId: number, by: MemberOrderKey) {
  return findKindOrder(selectGroupOrders(db), memberId, 'groupBuy', by);
}

/** These group buy orders as their member reads them, the groups' places read in one query. */
export async function groupOrdersOut(
  db: DbOrTx,
  rows: readonly GroupOrderRow[],
  now: Date,
  locale: Locale,
): Promise<GroupBuyOrderOut[]> {
  const groupIds = rows.flatMap((r) => (r.group ? [r.group.id] : []));
  const places = await placesIn(db, [...new Set(groupIds)]);
  return rows.map(({ order, fact, activity, group }) => {
    if (!fact || !activity) throw new Error(`order ${order.orderNo} buys no group place`);
    return {
      ...presentKindOrder(order, ['amount', 'createdAt']),
      activityId: activity.id,
      name: translatedField(activity.name, activity.translations, 'name', locale),
      image: activity.image,
      leader: fact.leader,
      group: group ? groupOut({ group, activity }, places, order.memberId, now) : null,
    };
  });
}

/** One group buy order's answer. */
export async function groupOrderOut(db: DbOrTx, row: GroupOrderRow, now: Date, locale: Locale) {
  const [out] = await groupOrdersOut(db, [row], now, locale);
  return out!;
}

/** The member's group buy order by number; ORDER_NOT_FOUND for another's or none. */
export async function memberGroupOrder(
  db: DbOrTx,
  memberId: number,
  orderNo: string,
  now: Date,
  locale: Locale,
) {
  const row = await findGroupOrder(db, memberId, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return groupOrderOut(db, row, now, locale);
}

/** The member's group buy orders, newest first (the last 100). */
export async function memberGroupOrders(db: DbOrTx, memberId: number, now: Date, locale: Locale) {
  const { rows } = await kindOrderPage(db, selectGroupOrders(db), memberId, 'groupBuy', {
    index: 1,
    size: 100,
  });
  return groupOrdersOut(db, rows, now, locale);
}
