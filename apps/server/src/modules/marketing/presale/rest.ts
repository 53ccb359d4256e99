import type { PresaleOrderOut } from '@shop/contracts';
import { finalPaymentRefusal, presaleFinalAmount } from '@shop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { presaleDeposits, presaleRests } from '../../../db/schema/marketing/presale.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { keyedCall } from '../../../platform/http/keyed-call.ts';
import { fulfilOrRefund, moveKindOrder, type OrderIdentity, type PaidOutcome } from '../../order/index.ts';
import type { RefundDeps } from '../../payment/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { type PayInput, payHash, placeStep } from '../activity-pay.ts';
import { settingsOf } from './presales.ts';
import { type DepositRow, findRest, purchaseOut, requirePurchase } from './purchases.ts';

export interface RestInput extends PayInput {
  orderNo: string;
}

/**
 * A paid rest settles its deposit, once: the deposit row takes this rest by ONE conditional update (no rest yet,
 * not lapsed) — a second rest paid at once, or the lapse job first, makes it miss and the caller undoes or refunds
 * this payment — then the deposit order completes (it has been used); the rest order waits for the ship date.
 */
export async function settleDeposit(tx: Tx, restOrderId: number, at: Date): Promise<void> {
  const [rest] = await tx.select().from(presaleRests).where(eq(presaleRests.orderId, restOrderId));
  if (!rest) throw new Error(`rest order ${restOrderId} without its row`);
  const [taken] = await tx
    .update(presaleDeposits)
    .set({ restOrderId })
    .where(
      and(
        eq(presaleDeposits.orderId, rest.depositOrderId),
        isNull(presaleDeposits.restOrderId),
        isNull(presaleDeposits.lapsedAt),
      ),
    )
    .returning({ orderId: presaleDeposits.orderId });
  if (!taken) {
    const [deposit] = await tx
      .select()
      .from(presaleDeposits)
      .where(eq(presaleDeposits.orderId, rest.depositOrderId));
    if (deposit?.restOrderId === restOrderId) return;
    throw new AppError(deposit?.lapsedAt ? 'PRESALE_LAPSED' : 'PRESALE_REST_PAID');
  }
  await moveKindOrder(
    tx,
    { orderId: rest.depositOrderId, kind: 'presaleDeposit' },
    ['pending'],
    'completed',
    at,
  );
}

/** A gateway payment of a rest: settles its deposit, or — paid already or lapsed by then — is refunded. */
export function applyRestPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  return fulfilOrRefund(tx, deps, order, at, {
    what: 'pre-sale rest',
    fulfil: (savepoint) => settleDeposit(savepoint, order.id, at),
  });
}

/** Why the rest of this deposit cannot be paid now, as the purchase stands. */
function restRefusal(row: DepositRow, now: Date) {
  const { order, deposit } = row;
  if (!deposit) return 'ORDER_NOT_FOUND' as const;
  if (deposit.lapsedAt) return 'PRESALE_LAPSED' as const;
  if (order.paidAt === null || order.status !== 'pending') {
    return deposit.restOrderId !== null
      ? ('PRESALE_REST_PAID' as const)
      : ('PRESALE_DEPOSIT_UNPAID' as const);
  }
  if (deposit.lapsedAt) return 'PRESALE_LAPSED' as const;
  return finalPaymentRefusal(settingsOf(deposit.snapshot), now);
}

/**
 * presale/PayRest: the rest of a paid deposit (named by either order number) in the final window, at the terms of
 * the deposit's snapshot, as an order of kind 'presaleRest'. A repeat of the idempotency key answers as the first.
 */
export function payRest(ctx: MemberContext, storeId: number, input: RestInput): Promise<PresaleOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => restOnce(ctx, storeId, input),
    async () => (await findRest(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function restOnce(ctx: MemberContext, storeId: number, input: RestInput): Promise<PresaleOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const row = await requirePurchase(ctx.db, uid, input.orderNo);
  const hash = payHash(['presaleRest', storeId, row.order.id, input.payMethod]);
  const first = await findRest(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (first) {
    if (first.order.kind !== 'presaleRest' || first.order.requestHash !== hash)
      throw new AppError('IDEMPOTENCY_CONFLICT');
    return purchaseOut(ctx.db, row, at, ctx.locale);
  }
  const refusal = restRefusal(row, at);
  if (refusal) throw new AppError(refusal);
  const deposit = row.deposit!;
  await placeStep(ctx, store, input, {
    kind: 'presaleRest',
    quantity: deposit.quantity,
    amount: presaleFinalAmount(settingsOf(deposit.snapshot), deposit.quantity),
    hash,
    facts: [{ table: 'presale_rests', row: { deposit_order_id: row.order.id } }],
    onPaidNow: (tx, order, paidAt) => settleDeposit(tx, order.id, paidAt),
  });
  return purchaseOut(ctx.db, await requirePurchase(ctx.db, uid, input.orderNo), at, ctx.locale);
}
