import { createHash } from 'node:crypto';
import type { BargainOrderOut } from '@shop/contracts';
import { PayCode, toMinor } from '@shop/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pgErrorOf } from '../../../db/pg-errors.ts';
import { retryTransaction } from '../../../db/retry-transaction.ts';
import { bargains } from '../../../db/schema/marketing/bargain.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { keyedCall } from '../../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce, moveKindOrder } from '../../order/index.ts';
import { payFromBalance } from '../../payment/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { type BargainWithActivity, priceNow, requireBargain, statusOf } from './bargains.ts';
import { type BargainOrderRow, bargainOrderOut, findBargainOrder } from './orders.ts';

export interface BuyBargainInput {
  bargain: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice: number;
}

/** What makes two Buy calls the same purchase: the bargain; the password and the price seen do not. */
function buyHash(storeId: number, i: BuyBargainInput): string {
  const canonical = JSON.stringify(['bargain', storeId, i.bargain]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** A repeat of the idempotency key answers the first purchase; any other use of the key is a conflict. */
function requireSame(first: BargainOrderRow, hash: string): BargainOrderRow {
  if (first.order.kind !== 'bargain' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/** Why the starter may not buy it now: another's (not found to them), bought, ended. */
function buyRefusal(row: BargainWithActivity, memberId: number, now: Date) {
  if (row.bargain.memberId !== memberId) return 'BARGAIN_NOT_FOUND' as const;
  const status = statusOf(row, now);
  if (status === 'bought') return 'BARGAIN_BOUGHT' as const;
  if (status === 'ended') return 'BARGAIN_ENDED' as const;
  return null;
}

interface Purchase {
  ctx: MemberContext;
  storeId: number;
  zone: string;
  row: BargainWithActivity;
  amount: number;
  input: BuyBargainInput;
  hash: string;
  at: Date;
}

/**
 * The order, its fact (the bargain, unique: a second purchase of it waits there and then fails), the balance
 * payment and the bargain marked bought commit together or not at all. Lock order of decision 012: the new order,
 * the member and the ledger, then the bargain (an activity's shared row) by a conditional update on the remaining
 * the price was read from, so a friend's cut landing meanwhile refuses CART_CHANGED rather than charging a price
 * the page did not show.
 */
async function payByBalance(db: Db, p: Purchase): Promise<void> {
  const { bargain } = p.row;
  await retryTransaction(db, async (tx) => {
    const order = await insertLineLessOrder(tx, {
      kind: 'bargain',
      memberId: p.ctx.member.uid,
      storeId: p.storeId,
      zone: p.zone,
      quantity: 1,
      payMethod: PayCode.balance,
      amount: p.amount,
      idempotencyKey: p.input.idempotencyKey,
      requestHash: p.hash,
      at: p.at,
      cancelAfter: null,
      facts: [{ table: 'bargain_orders', row: { bargain_id: bargain.id } }],
    });
    if (!order) return;
    if (order.amount > 0) {
      await payFromBalance(tx, {
        memberId: order.memberId,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        reason: 'order_payment',
        at: p.at,
      });
    }
    const [bought] = await tx
      .update(bargains)
      .set({ status: 'bought' })
      .where(
        and(
          eq(bargains.id, bargain.id),
          eq(bargains.status, 'in_progress'),
          eq(bargains.remaining, bargain.remaining),
          gt(bargains.endsAt, p.at),
        ),
      )
      .returning({ id: bargains.id });
    if (!bought) throw new AppError('CART_CHANGED');
    await markPaidAtOnce(tx, order.id, p.at);
    const done = await moveKindOrder(
      tx,
      { orderId: order.id, kind: 'bargain' },
      ['pending'],
      'completed',
      p.at,
    );
    if (!done) throw new Error(`bargain order ${order.orderNo} was not waiting to complete`);
  });
}

/** Runs the purchase; a parallel purchase of the same bargain under another key meets the unique fact. */
async function purchase(db: Db, p: Purchase): Promise<void> {
  try {
    await payByBalance(db, p);
  } catch (err) {
    if (pgErrorOf(err)?.code === '23505') throw new AppError('BARGAIN_BOUGHT');
    throw err;
  }
}

/**
 * Bargain/Buy: the starter buys at the price the page showed (CART_CHANGED otherwise), paid from the balance, the
 * order completed at once. A repeat of the idempotency key — in sequence or in parallel — answers the first order
 * and pays nothing again; a second purchase of the bargain under another key is BARGAIN_BOUGHT.
 */
export function buyBargain(
  ctx: MemberContext,
  storeId: number,
  input: BuyBargainInput,
): Promise<BargainOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => buyOnce(ctx, storeId, input),
    async () => (await findBargainOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function buyOnce(
  ctx: MemberContext,
  storeId: number,
  input: BuyBargainInput,
): Promise<BargainOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const hash = buyHash(storeId, input);
  const key = { idempotencyKey: input.idempotencyKey };
  const first = await findBargainOrder(ctx.db, uid, key);
  if (first) return bargainOrderOut(requireSame(first, hash), ctx.locale);
  const row = await requireBargain(ctx.db, storeId, input.bargain);
  const refusal = buyRefusal(row, uid, at);
  if (refusal) throw new AppError(refusal);
  const amount = priceNow(row.bargain);
  if (toMinor(input.expectedPrice) !== amount) throw new AppError('CART_CHANGED');
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (amount > 0) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  await purchase(ctx.db, { ctx, storeId, zone: store.settings.timezone, row, amount, input, hash, at });
  const made = await findBargainOrder(ctx.db, uid, key);
  if (!made) throw new Error('a bargain order without its row');
  return bargainOrderOut(requireSame(made, hash), ctx.locale);
}
