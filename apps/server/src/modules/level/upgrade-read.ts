import type { UpgradeOrderDetailOut, UpgradeOrderOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { upgradeOrders } from '../../db/schema/level/upgrade-orders.ts';
import { customerCategories } from '../../db/schema/level.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  presentKindOrder,
  selectKindOrders,
} from '../order/index.ts';
import type { MemberOrderKey } from '../payment/index.ts';
import { toLevelRef } from './levels.ts';

/** An order with the level it buys and who invited the member (null for a goods order met by a reused key). */
export interface UpgradeOrderRow {
  order: KindOrder;
  level: typeof customerCategories.$inferSelect | null;
  inviterId: number | null;
}

/**
 * One of the member's orders with its level, by idempotency key (any kind: a goods order's key reused here is a
 * conflict) or by order number (upgrade orders only). Another member's order is never found.
 */
export function findUpgradeOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<UpgradeOrderRow | null> {
  const query = selectKindOrders(db, { level: customerCategories, inviterId: upgradeOrders.inviterId })
    .leftJoin(upgradeOrders, eq(upgradeOrders.orderId, kindOrderKeys.id))
    .leftJoin(customerCategories, eq(customerCategories.id, upgradeOrders.targetCategoryId));
  return findKindOrder(query, memberId, 'upgrade', by);
}

/** UpdateCategory's answer for an upgrade order as it stands, the level named in the reader's locale. */
export function upgradeOut({ order, level }: UpgradeOrderRow, locale: Locale): UpgradeOrderOut {
  if (!level) throw new Error(`order ${order.orderNo} buys no level`);
  return { ...presentKindOrder(order, ['amount']), category: toLevelRef(level, locale) };
}

/** Order/CustomerCategoryDetail's answer: the order with its payment and completion. */
export function upgradeDetailOut(row: UpgradeOrderRow, locale: Locale): UpgradeOrderDetailOut {
  const { order } = row;
  return {
    ...upgradeOut(row, locale),
    ...presentKindOrder(order, ['paidAmount', 'refundedAmount', 'createdAt', 'paidAt', 'completedAt']),
    inviterUid: row.inviterId,
  };
}
