import type { GiftInstalmentOut, TopUpOrderOut } from '@shop/contracts';
import { fromMinor, type Locale } from '@shop/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { giftInstalments, topUpOrders } from '../../db/schema/balance-top-up.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { giftItemsOut } from './gift-item-names.ts';
import { balanceGiftOut } from './top-up-rules.ts';

/** A top-up order with what it credits (topUp null: another kind of order met by a reused idempotency key). */
export interface TopUpOrderRow {
  order: typeof orders.$inferSelect;
  topUp: typeof topUpOrders.$inferSelect | null;
}

/** The first order matching `where`, with its top-up row when it is a top-up; null when none. */
export async function selectTopUpOrder(db: DbOrTx, where: SQL): Promise<TopUpOrderRow | null> {
  const [row] = await db
    .select({ order: orders, topUp: topUpOrders })
    .from(orders)
    .leftJoin(topUpOrders, eq(topUpOrders.orderId, orders.id))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** One of the member's top-up orders by its number; another member's or another kind's: null. */
export function memberTopUpByNo(
  db: DbOrTx,
  memberId: number,
  orderNo: string,
): Promise<TopUpOrderRow | null> {
  return selectTopUpOrder(
    db,
    and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId), eq(orders.kind, 'topup'))!,
  );
}

export function instalmentOut(row: typeof giftInstalments.$inferSelect): GiftInstalmentOut {
  return {
    seq: row.seq,
    of: row.of,
    amount: fromMinor(row.amount),
    dueAt: row.dueAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
  };
}

/** A top-up order as the result page shows it: its gifts, the instalments so far, the member's balance now. */
export async function topUpOrderOut(db: DbOrTx, row: TopUpOrderRow, locale: Locale): Promise<TopUpOrderOut> {
  const { order, topUp } = row;
  if (!topUp) throw new AppError('ORDER_NOT_FOUND');
  const parts = await db
    .select()
    .from(giftInstalments)
    .where(eq(giftInstalments.orderId, order.id))
    .orderBy(asc(giftInstalments.seq));
  const [member] = await db
    .select({ balance: members.balance })
    .from(members)
    .where(eq(members.id, order.memberId));
  const [items] = await giftItemsOut(db, [topUp.giftItems], locale);
  const unpaid = order.status === 'unpaid';
  return {
    orderNo: order.orderNo,
    status: order.status,
    needPay: unpaid,
    payMethod: order.payMethod,
    amount: fromMinor(order.amount),
    ruleId: topUp.ruleId,
    gift: balanceGiftOut(topUp),
    items: items!,
    instalments: parts.map(instalmentOut),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    autoCancelAt: unpaid ? (order.cancelAfter?.toISOString() ?? null) : null,
    balance: fromMinor(member?.balance ?? 0),
  };
}
