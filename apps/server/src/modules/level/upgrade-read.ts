import type { UpgradeOrderDetailOut, UpgradeOrderOut } from '@shop/contracts';
import { fromMinor, type Locale } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { orders } from '../../db/schema/order.ts';
import { type MemberOrderKey, memberOrderWhere } from '../payment/index.ts';
import { toLevelRef } from './levels.ts';

/** An order with the level it buys (null for a goods order met by a reused idempotency key). */
export interface UpgradeOrderRow {
  order: typeof orders.$inferSelect;
  level: typeof customerCategories.$inferSelect | null;
}

/**
 * One of the member's orders with its level, by idempotency key (any kind: a goods order's key reused here is a
 * conflict) or by order number (upgrade orders only). Another member's order is never found.
 */
export async function findUpgradeOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<UpgradeOrderRow | null> {
  const [row] = await db
    .select({ order: orders, level: customerCategories })
    .from(orders)
    .leftJoin(customerCategories, eq(customerCategories.id, orders.targetCategoryId))
    .where(memberOrderWhere(memberId, by, 'upgrade'))
    .limit(1);
  return row ?? null;
}

/** UpdateCategory's answer for an upgrade order as it stands, the level named in the reader's locale. */
export function upgradeOut({ order, level }: UpgradeOrderRow, locale: Locale): UpgradeOrderOut {
  if (!level) throw new Error(`order ${order.orderNo} buys no level`);
  const unpaid = order.status === 'unpaid';
  return {
    orderNo: order.orderNo,
    status: order.status,
    needPay: unpaid,
    payMethod: order.payMethod,
    amount: fromMinor(order.amount),
    category: toLevelRef(level, locale),
    autoCancelAt: unpaid ? (order.cancelAfter?.toISOString() ?? null) : null,
  };
}

/** Order/CustomerCategoryDetail's answer: the order with its payment and completion. */
export function upgradeDetailOut(row: UpgradeOrderRow, locale: Locale): UpgradeOrderDetailOut {
  const { order } = row;
  return {
    ...upgradeOut(row, locale),
    paidAmount: fromMinor(order.paidAmount),
    refundedAmount: fromMinor(order.refundedAmount),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    inviterUid: order.inviterId,
  };
}
