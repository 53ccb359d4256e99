import type { balanceLedgerEndpoints, ResultOf } from '@shop/contracts';
import { fromMinor, type Locale } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { memberEntry } from './ledger-page.ts';

type PayDetailOut = ResultOf<typeof balanceLedgerEndpoints.payDetail>;

/** How a top-up's whole order is shown on its ledger entry: balance-top-up's, which sits above balance (decision 037). */
export type TopUpDetail = (
  db: DbOrTx,
  memberId: number,
  orderNo: string,
  locale: Locale,
) => Promise<PayDetailOut['topUp']>;

let topUpDetail: TopUpDetail | null = null;

/** Registers how a top-up's entry shows its order (balance-top-up, as it mounts). */
export function registerTopUpDetail(detail: TopUpDetail): void {
  topUpDetail = detail;
}

/** Balance/PayDetail: one entry, its order (and the whole top-up when it was one), the instalment it paid. */
export async function payDetail(
  db: DbOrTx,
  memberId: number,
  id: number,
  locale: Locale,
): Promise<PayDetailOut> {
  const { entry, instalment } = await memberEntry(db, memberId, id);
  if (!entry.orderNo) return { entry, order: null, instalment, topUp: null };
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, entry.orderNo), eq(orders.memberId, memberId)));
  if (!order) return { entry, order: null, instalment, topUp: null };
  const topUp =
    order.kind === 'topup' && topUpDetail ? await topUpDetail(db, memberId, order.orderNo, locale) : null;
  return {
    entry,
    order: {
      orderNo: order.orderNo,
      kind: order.kind,
      amount: fromMinor(order.amount),
      status: order.status,
    },
    instalment,
    topUp,
  };
}
