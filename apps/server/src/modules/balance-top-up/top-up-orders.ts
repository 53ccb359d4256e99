import type { TopUpOrderOut } from '@shop/contracts';
import { fromMinor, type Locale } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftInstalments, topUpOrders } from '../../db/schema/balance-top-up.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { balanceGiftOut, giftItemsOut, instalmentOut, memberBalance } from '../balance/index.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  presentKindOrder,
  selectKindOrders,
} from '../order/index.ts';
import type { MemberOrderKey } from '../payment/index.ts';

/** A top-up order with what it credits (topUp null: another kind of order met by a reused idempotency key). */
export interface TopUpOrderRow {
  order: KindOrder;
  topUp: typeof topUpOrders.$inferSelect | null;
}

/**
 * One of the member's orders by `by` with its top-up row: by idempotency key any kind (a key another kind used is
 * a conflict, told by the row's kind), by number top-ups only; another member's: null.
 */
export function findTopUpOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<TopUpOrderRow | null> {
  const query = selectKindOrders(db, { topUp: topUpOrders }).leftJoin(
    topUpOrders,
    eq(topUpOrders.orderId, kindOrderKeys.id),
  );
  return findKindOrder(query, memberId, 'topup', by);
}

/** A top-up order as the result page shows it: its gifts, the instalments so far, the member's balance now. */
export async function topUpOrderOut(db: DbOrTx, row: TopUpOrderRow, locale: Locale): Promise<TopUpOrderOut> {
  const { order, topUp } = row;
  if (!topUp) throw new AppError('ORDER_NOT_FOUND');
  const [parts, balance, [items]] = await Promise.all([
    db
      .select()
      .from(giftInstalments)
      .where(eq(giftInstalments.orderId, order.id))
      .orderBy(asc(giftInstalments.seq)),
    memberBalance(db, order.memberId),
    giftItemsOut(db, [topUp.giftItems], locale),
  ]);
  return {
    ...presentKindOrder(order, ['amount', 'createdAt', 'paidAt']),
    ruleId: topUp.ruleId,
    gift: balanceGiftOut(topUp),
    items: items!,
    instalments: parts.map(instalmentOut),
    balance: fromMinor(balance),
  };
}

/** A member's top-up by number as the result page and the ledger's entry show it; null when not theirs. */
export async function memberTopUpOut(db: DbOrTx, memberId: number, orderNo: string, locale: Locale) {
  const row = await findTopUpOrder(db, memberId, { orderNo });
  return row ? topUpOrderOut(db, row, locale) : null;
}
