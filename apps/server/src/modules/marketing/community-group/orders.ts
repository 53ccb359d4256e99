import type { CommunityOrderOut } from '@shop/contracts';
import { fromMinor, type Locale, translatedField } from '@shop/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  communityGroupItems,
  communityGroups,
  communityLeaders,
  communityOrderLines,
  communityOrders,
} from '../../../db/schema/marketing/community-group.ts';
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
import { pointOut } from './groups.ts';

/** A community order with its fact, group and point (nulls for another kind met by a reused key). */
export interface CommunityOrderRow {
  order: KindOrder;
  fact: typeof communityOrders.$inferSelect | null;
  group: typeof communityGroups.$inferSelect | null;
  leader: typeof communityLeaders.$inferSelect | null;
}

function selectCommunityOrders(db: DbOrTx) {
  return selectKindOrders(db, { fact: communityOrders, group: communityGroups, leader: communityLeaders })
    .leftJoin(communityOrders, eq(communityOrders.orderId, kindOrderKeys.id))
    .leftJoin(communityGroups, eq(communityGroups.id, communityOrders.groupId))
    .leftJoin(communityLeaders, eq(communityLeaders.id, communityOrders.leaderId));
}

/** One of the member's orders by idempotency key (any kind) or order number (community orders only). */
export function findCommunityOrder(db: DbOrTx, memberId: number, by: MemberOrderKey) {
  return findKindOrder(selectCommunityOrders(db), memberId, 'communityGroup', by);
}

/** These orders' lines with their items, in item id order. */
export function linesOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: communityOrderLines, item: communityGroupItems })
    .from(communityOrderLines)
    .innerJoin(communityGroupItems, eq(communityGroupItems.id, communityOrderLines.itemId))
    .where(inArray(communityOrderLines.orderId, orderIds))
    .orderBy(asc(communityOrderLines.itemId));
}

/** These orders as their member reads them. */
export async function communityOrdersOut(
  db: DbOrTx,
  rows: readonly CommunityOrderRow[],
  locale: Locale,
): Promise<CommunityOrderOut[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order, fact, group, leader }) => {
    if (!fact || !group || !leader) throw new Error(`order ${order.orderNo} is no community group order`);
    return {
      ...presentKindOrder(order, ['amount', 'createdAt']),
      groupId: group.id,
      name: translatedField(group.name, group.translations, 'name', locale),
      image: group.image,
      point: pointOut(leader, locale),
      pickupFrom: group.pickupFrom.toISOString(),
      pickupUntil: group.pickupUntil.toISOString(),
      lines: lines
        .filter((l) => l.line.orderId === order.id)
        .map(({ line, item }) => ({
          itemId: item.id,
          name: translatedField(item.name, item.translations, 'name', locale),
          quantity: line.quantity,
          price: fromMinor(line.price),
        })),
    };
  });
}

/** The member's community order by number; ORDER_NOT_FOUND for another's or none. */
export async function memberCommunityOrder(db: DbOrTx, memberId: number, orderNo: string, locale: Locale) {
  const row = await findCommunityOrder(db, memberId, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [out] = await communityOrdersOut(db, [row], locale);
  return out!;
}

/** The member's community orders, newest first (the last 100). */
export async function memberCommunityOrders(db: DbOrTx, memberId: number, locale: Locale) {
  const { rows } = await kindOrderPage(db, selectCommunityOrders(db), memberId, 'communityGroup', {
    index: 1,
    size: 100,
  });
  return communityOrdersOut(db, rows, locale);
}
