import { createHash } from 'node:crypto';
import type { CouponOrderOut } from '@shop/contracts';
import { PayCode, takeRefusal, toMinor, unpaidCancelAt } from '@shop/domain';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { couponOrders } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { refuse } from './claim.ts';
import { type CouponOrderRow, couponOrderOut, findCouponOrder } from './coupon-orders.ts';
import { fulfilCouponOrder } from './fulfil.ts';
import { takerFor } from './member-facts.ts';
import { requireTemplate, type TemplateRow } from './templates.ts';

export interface BuyInput {
  templateId: number;
  quantity?: number | undefined;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice?: number | undefined;
}

/** What makes two Buy calls the same purchase; the payment password and the price seen do not. */
function buyHash(storeId: number, i: BuyInput): string {
  const canonical = JSON.stringify(['coupon', storeId, i.templateId, i.quantity ?? 1, i.payMethod]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface NewPurchase {
  memberId: number;
  storeId: number;
  zone: string;
  template: TemplateRow;
  quantity: number;
  input: BuyInput;
  hash: string;
  at: Date;
  cancelAfter: Date | null;
}

/** The order of kind 'coupon' and what it buys; null when a parallel call with the key inserted it first. */
async function insertPurchase(tx: Tx, p: NewPurchase) {
  const order = await insertLineLessOrder(tx, {
    kind: 'coupon',
    memberId: p.memberId,
    storeId: p.storeId,
    zone: p.zone,
    quantity: p.quantity,
    payMethod: p.input.payMethod,
    amount: p.template.price * p.quantity,
    idempotencyKey: p.input.idempotencyKey,
    requestHash: p.hash,
    at: p.at,
    cancelAfter: p.cancelAfter,
  });
  if (!order) return null;
  await tx.insert(couponOrders).values({
    orderId: order.id,
    memberId: p.memberId,
    templateId: p.template.id,
    name: p.template.name,
    quantity: p.quantity,
    unitPrice: p.template.price,
  });
  return order;
}

/**
 * Balance: the order, the ledger entry, the payment row and the coupons commit together or not at all (lock order
 * of decision 030: the new order, the member through the ledger, their coupon_claims row, the template). A limit or
 * template that no longer allows it refuses the whole purchase: nothing is paid, nothing needs refunding.
 */
async function payByBalance(db: Db, p: NewPurchase): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const order = await insertPurchase(tx, p);
    if (!order) return;
    await payFromBalance(tx, {
      memberId: p.memberId,
      orderId: order.id,
      orderNo: order.orderNo,
      amount: order.amount,
      reason: 'coupon_purchase',
      at: p.at,
    });
    const paid = await markPaidAtOnce(tx, order.id, p.at);
    const refusal = await fulfilCouponOrder(tx, paid, p.at);
    if (refusal) refuse(refusal);
  });
}

/** A repeat of the idempotency key answers the first purchase; any other use of the key is a conflict. */
function requireSame(first: CouponOrderRow, hash: string): CouponOrderRow {
  if (first.order.kind !== 'coupon' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/**
 * Coupon/Buy (SPEC §5 buy limit): a priced template's coupons as an order of kind 'coupon', paid by balance at once
 * or left unpaid for an online payment (order/wxpay; the coupons are issued when it is paid, couponPayable). A
 * repeat of the idempotency key — in sequence or in parallel — answers the first order and pays nothing again.
 */
export async function buyCoupons(
  ctx: MemberContext,
  storeId: number,
  input: BuyInput,
): Promise<CouponOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const template = await requireTemplate(ctx.db, storeId, input.templateId);
  const hash = buyHash(storeId, input);
  const first = await findCouponOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (first) return couponOrderOut(ctx.db, requireSame(first, hash), at, ctx.locale);
  if (template.price === 0) throw new AppError('COUPON_FREE');
  if (input.expectedPrice !== undefined && toMinor(input.expectedPrice) !== template.price)
    throw new AppError('CART_CHANGED');
  const quantity = input.quantity ?? 1;
  const refusal = takeRefusal(template, await takerFor(ctx.db, uid, template.id, at), at, quantity);
  if (refusal) refuse(refusal);
  requirePrepayMethod(store.settings, input.payMethod);
  const byBalance = input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (byBalance) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const purchase: NewPurchase = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    template,
    quantity,
    input,
    hash,
    at,
    cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
  };
  if (byBalance) await payByBalance(ctx.db, purchase);
  else await ctx.db.transaction((tx) => insertPurchase(tx, purchase));
  // Whether this call made the order or a parallel repeat did, the answer is the order as it now stands.
  const made = await findCouponOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (!made) throw new Error('a coupon order without its row');
  return couponOrderOut(ctx.db, requireSame(made, hash), at, ctx.locale);
}
