import { createHash } from 'node:crypto';
import type { BlindBoxOrderOut } from '@shop/contracts';
import { PayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { keyedCall } from '../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { openBlindBox } from './blind-box-open.ts';
import { type BlindBoxOrderRow, boxOrderOut, findBoxOrder } from './blind-box-orders.ts';
import {
  type BlindBoxSeriesRow,
  poolsOf,
  requireSeries,
  seriesRefusal,
  streakOf,
} from './blind-box-series.ts';

export interface BuyBoxInput {
  id: number;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice?: number | undefined;
}

/** What makes two Buy calls the same purchase; the payment password and the price seen do not. */
function buyHash(storeId: number, i: BuyBoxInput): string {
  const canonical = JSON.stringify(['blindBox', storeId, i.id, i.payMethod]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface NewBox {
  memberId: number;
  storeId: number;
  zone: string;
  series: BlindBoxSeriesRow;
  input: BuyBoxInput;
  hash: string;
  at: Date;
  cancelAfter: Date | null;
}

/** The order of kind 'blindBox' with its draw row (not drawn yet) as its fact; null when a parallel repeat won. */
function insertBox(tx: Tx, b: NewBox) {
  return insertLineLessOrder(tx, {
    kind: 'blindBox',
    memberId: b.memberId,
    storeId: b.storeId,
    zone: b.zone,
    quantity: 1,
    payMethod: b.input.payMethod,
    amount: b.series.price,
    idempotencyKey: b.input.idempotencyKey,
    requestHash: b.hash,
    at: b.at,
    cancelAfter: b.cancelAfter,
    facts: [
      { table: 'blind_box_draws', row: { series_id: b.series.id, member_id: b.memberId, guaranteed: false } },
    ],
  });
}

/**
 * Balance: the order, the ledger entry and payment row, and the draw commit together or not at all, so a pool
 * that ran out (or a limit reached) meanwhile refuses the whole purchase with nothing to refund. Lock order of
 * decision 012: the new order, the member (balance), the ledger, then the series' pool.
 */
async function payByBalance(db: Db, b: NewBox): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const order = await insertBox(tx, b);
    if (!order) return;
    if (order.amount > 0) {
      await payFromBalance(tx, {
        memberId: b.memberId,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        reason: 'order_payment',
        at: b.at,
      });
    }
    await openBlindBox(tx, await markPaidAtOnce(tx, order.id, b.at), b.at);
  });
}

/** A repeat of the idempotency key answers the first purchase; any other use of the key is a conflict. */
function requireSame(first: BlindBoxOrderRow, hash: string): BlindBoxOrderRow {
  if (first.order.kind !== 'blindBox' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/**
 * BlindBox/Buy: one box as an order of kind 'blindBox', paid by balance and opened at once, or left unpaid for an
 * online payment (opened once when it is paid, blindBoxKind.onPaid). A repeat of the idempotency key — in sequence
 * or in parallel — answers the first order and pays nothing again.
 */
export function buyBlindBox(
  ctx: MemberContext,
  storeId: number,
  input: BuyBoxInput,
): Promise<BlindBoxOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => buyOnce(ctx, storeId, input),
    async () => (await findBoxOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function buyOnce(ctx: MemberContext, storeId: number, input: BuyBoxInput): Promise<BlindBoxOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const series = await requireSeries(ctx.db, storeId, input.id);
  const hash = buyHash(storeId, input);
  const key = { idempotencyKey: input.idempotencyKey };
  const first = await findBoxOrder(ctx.db, uid, key);
  if (first) return boxOrderOut(requireSame(first, hash), ctx.locale);
  if (input.expectedPrice !== undefined && toMinor(input.expectedPrice) !== series.price)
    throw new AppError('CART_CHANGED');
  const refusal = seriesRefusal(series, (await poolsOf(ctx.db, [series.id])).get(series.id) ?? [], at);
  if (refusal) throw new AppError(refusal);
  // Checked here for a plain answer; the draw checks it again under the pool's lock, which is what holds.
  if (series.buyLimit !== null && (await streakOf(ctx.db, uid, series.id)).drawn >= series.buyLimit)
    throw new AppError('BLIND_BOX_BUY_LIMIT', { Limit: series.buyLimit });
  requirePrepayMethod(store.settings, input.payMethod);
  const free = series.price === 0;
  const byBalance = free || input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (byBalance && !free) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const box: NewBox = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    series,
    input,
    hash,
    at,
    cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
  };
  if (byBalance) await payByBalance(ctx.db, box);
  else await ctx.db.transaction((tx) => insertBox(tx, box));
  const made = await findBoxOrder(ctx.db, uid, key);
  if (!made) throw new Error('a blind box order without its row');
  return boxOrderOut(requireSame(made, hash), ctx.locale);
}
