import type { TakeRefusal } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponClaims, couponOrders, couponTemplates } from '../../db/schema/coupon.ts';
import type { OrderIdentity, PaidOutcome } from '../order/index.ts';
import { moveKindOrder, refundUnfulfilled } from '../order/index.ts';
import type { RefundDeps } from '../payment/index.ts';
import { type Issue, issueCoupons } from './issue.ts';
import { countTake, takeFromTemplate } from './take.ts';

/**
 * Issues a paid coupon order's coupons in the caller's transaction, in the lock order of decision 030: the member's
 * coupon_claims row (the buy limit), the shared template (what is left, still on sale), the new coupons, the order
 * completed. The refusal, with nothing written, when the limit or the template no longer allows it.
 */
export async function fulfilCouponOrder(tx: Tx, order: OrderIdentity, at: Date): Promise<TakeRefusal | null> {
  const [bought] = await tx.select().from(couponOrders).where(eq(couponOrders.orderId, order.id));
  if (!bought) throw new Error(`coupon order ${order.orderNo} without its coupon_orders row`);
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, bought.templateId));
  if (!template) throw new Error(`coupon order ${order.orderNo} buys a missing template`);
  const who = { memberId: order.memberId, template, quantity: bought.quantity, as: 'bought' } as const;
  if (!(await countTake(tx, who)))
    return { code: 'COUPON_BUY_LIMIT', params: { Limit: template.buyLimit ?? 0 } };
  if (!(await takeFromTemplate(tx, template, bought.quantity, at))) {
    // The member's count went up first (their row before the shared one); taken back, both rows are still ours.
    await tx
      .update(couponClaims)
      .set({ bought: sql`${couponClaims.bought} - ${bought.quantity}` })
      .where(and(eq(couponClaims.memberId, order.memberId), eq(couponClaims.templateId, template.id)));
    return { code: template.status === 'ended' ? 'COUPON_ENDED' : 'COUPON_SOLD_OUT' };
  }
  const issue: Issue = {
    memberId: order.memberId,
    count: bought.quantity,
    source: 'buy',
    at,
    boughtByOrderId: order.id,
  };
  await issueCoupons(tx, template, issue);
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'coupon' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`coupon order ${order.orderNo} was not waiting to complete`);
  return null;
}

/**
 * What applying a gateway payment does to a coupon order it just marked paid (called once per order by payment,
 * decision 016): issues the coupons, or — when the template sold out or ended meanwhile, or the member reached their
 * buy limit through another order — closes it as refunded and gives the money back. 'flagged' when the gateway
 * refused the refund (staff settle it).
 */
export async function applyCouponPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  const refusal = await fulfilCouponOrder(tx, order, at);
  if (!refusal) return 'applied';
  deps.log.warn({ orderNo: order.orderNo, refusal: refusal.code }, 'coupons no longer available; refunding');
  // As the upgrade's refund (level/upgrade-settle.ts): the intent is refunded after the coupon rows were locked,
  // against decision 012's table, which cannot close a cycle — every transaction touching an intent holds its order
  // row first (ours is locked), and the gateway's own calls on it are single statements holding nothing else.
  return refundUnfulfilled(tx, deps, order.id, refusal.code, at);
}
