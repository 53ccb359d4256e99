import type { PresaleOrderOut } from '@shop/contracts';
import { fromMinor, type Locale, presaleFinalAmount, presaleStage, translatedField } from '@shop/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { presaleDeposits, presaleRests, presales } from '../../../db/schema/marketing/presale.ts';
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
import { settingsOf } from './presales.ts';

/** A deposit order with its purchase row and pre-sale (nulls for another kind met by a reused key). */
export interface DepositRow {
  order: KindOrder;
  deposit: typeof presaleDeposits.$inferSelect | null;
  presale: typeof presales.$inferSelect | null;
}

function selectDeposits(db: DbOrTx) {
  return selectKindOrders(db, { deposit: presaleDeposits, presale: presales })
    .leftJoin(presaleDeposits, eq(presaleDeposits.orderId, kindOrderKeys.id))
    .leftJoin(presales, eq(presales.id, presaleDeposits.presaleId));
}

function selectRests(db: DbOrTx) {
  return selectKindOrders(db, { rest: presaleRests }).leftJoin(
    presaleRests,
    eq(presaleRests.orderId, kindOrderKeys.id),
  );
}

/** One of the member's deposit orders by idempotency key (any kind) or order number. */
export function findDeposit(db: DbOrTx, memberId: number, by: MemberOrderKey) {
  return findKindOrder(selectDeposits(db), memberId, 'presaleDeposit', by);
}

/** One of the member's rest orders by idempotency key (any kind) or order number. */
export function findRest(db: DbOrTx, memberId: number, by: MemberOrderKey) {
  return findKindOrder(selectRests(db), memberId, 'presaleRest', by);
}

/** The member's purchase by either of its order numbers; ORDER_NOT_FOUND for another's or none. */
export async function requirePurchase(db: DbOrTx, memberId: number, orderNo: string): Promise<DepositRow> {
  const deposit = await findDeposit(db, memberId, { orderNo });
  if (deposit) return deposit;
  const rest = await findRest(db, memberId, { orderNo });
  const [row] = rest?.rest
    ? await selectDeposits(db).where(eq(kindOrderKeys.id, rest.rest.depositOrderId)).limit(1)
    : [];
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

const step = (o: KindOrder) => ({
  ...presentKindOrder(o, ['amount', 'paidAt']),
});

/** These purchases as their member reads them: the rest shown is the one that paid, else the latest placed. */
export async function purchasesOut(
  db: DbOrTx,
  rows: readonly DepositRow[],
  now: Date,
  locale: Locale,
): Promise<PresaleOrderOut[]> {
  const ids = rows.map((r) => r.order.id);
  const rests = ids.length
    ? await selectRests(db).where(inArray(presaleRests.depositOrderId, ids)).orderBy(desc(kindOrderKeys.id))
    : [];
  return rows.map(({ order, deposit, presale }) => {
    if (!deposit || !presale) throw new Error(`order ${order.orderNo} pays no pre-sale deposit`);
    const mine = rests.filter((r) => r.rest?.depositOrderId === order.id);
    const rest = mine.find((r) => r.order.id === deposit.restOrderId) ?? mine[0] ?? null;
    const s = settingsOf(deposit.snapshot);
    const stage = deposit.lapseOutcome
      ? deposit.lapseOutcome === 'forfeit'
        ? 'deposit_forfeited'
        : 'deposit_refunded'
      : presaleStage(
          s,
          { deposit: order.paidAt !== null, final: deposit.restOrderId !== null },
          now,
          deposit.lapsesAt.getTime() - s.finalEndsAt.getTime(),
        );
    return {
      presaleId: presale.id,
      name: translatedField(presale.name, presale.translations, 'name', locale),
      image: presale.image,
      quantity: deposit.quantity,
      stage,
      deposit: step(order),
      rest: rest ? step(rest.order) : null,
      restAmount: fromMinor(presaleFinalAmount(s, deposit.quantity)),
      finalStartsAt: s.finalStartsAt.toISOString(),
      finalEndsAt: s.finalEndsAt.toISOString(),
      shipsOn: s.shipsOn,
      lapsedDeposit: s.lapsedDeposit,
      createdAt: order.createdAt.toISOString(),
    };
  });
}

export async function purchaseOut(db: DbOrTx, row: DepositRow, now: Date, locale: Locale) {
  const [out] = await purchasesOut(db, [row], now, locale);
  return out!;
}

/** The member's purchases, the newest first (the last 100); of one pre-sale when given. */
export async function memberPurchases(db: DbOrTx, memberId: number, presaleId?: number) {
  const query = selectDeposits(db);
  if (presaleId !== undefined) {
    return (await query
      .where(and(eq(presaleDeposits.memberId, memberId), eq(presaleDeposits.presaleId, presaleId)))
      .orderBy(desc(kindOrderKeys.id))
      .limit(100)) as DepositRow[];
  }
  const { rows } = await kindOrderPage(db, query, memberId, 'presaleDeposit', { index: 1, size: 100 });
  return rows;
}
