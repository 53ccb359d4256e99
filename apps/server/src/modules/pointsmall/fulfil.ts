import type { ExchangeRefusal } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pointsmallCounts, pointsmallOrders, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import { grantCoupons } from '../coupon/index.ts';
import { deliverGifts } from '../gift/index.ts';
import type { OrderIdentity, PaidOutcome } from '../order/index.ts';
import { moveKindOrder, refundUnfulfilled } from '../order/index.ts';
import type { RefundDeps } from '../payment/index.ts';
import { movePoints } from '../points/index.ts';

/** A refusal of the exchange's transaction, with the limit to show when it is the member's own. */
export interface FulfilRefusal {
  code: Exclude<ExchangeRefusal, 'NOT_LOGGED_IN'>;
  params?: { Limit: number };
}

/** Thrown inside the savepoint so everything it wrote is undone; carries the refusal out. */
class Refused extends Error {
  constructor(readonly refusal: FulfilRefusal) {
    super(refusal.code);
  }
}

/** Counts `quantity` units against the member's per-person limit by one conditional upsert; false: over it. */
async function countExchange(
  tx: Tx,
  memberId: number,
  productId: number,
  quantity: number,
  limit: number | null,
) {
  if (limit !== null && quantity > limit) return false;
  const rows = await tx
    .insert(pointsmallCounts)
    .values({ memberId, productId, exchanged: quantity })
    .onConflictDoUpdate({
      target: [pointsmallCounts.memberId, pointsmallCounts.productId],
      set: { exchanged: sql`${pointsmallCounts.exchanged} + ${quantity}` },
      setWhere: limit === null ? undefined : sql`${pointsmallCounts.exchanged} + ${quantity} <= ${limit}`,
    })
    .returning({ memberId: pointsmallCounts.memberId });
  return rows.length === 1;
}

/** Takes `quantity` from the product's stock by one conditional update: only while active and that many are left. */
async function takeStock(tx: Tx, productId: number, quantity: number) {
  const [row] = await tx
    .update(pointsmallProducts)
    .set({ stock: sql`${pointsmallProducts.stock} - ${quantity}` })
    .where(
      and(
        eq(pointsmallProducts.id, productId),
        eq(pointsmallProducts.status, 'active'),
        sql`${pointsmallProducts.stock} >= ${quantity}`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The exchange itself, in the caller's transaction and the lock order of decisions 012 and 035: the member's points
 * (members row, the 'gift_exchange' entry), their pointsmall_counts row (the limit), the product's stock (shared),
 * then what it gives — coupons issued (new rows) and the order completed, or goods left pending for pickup.
 * Everything runs in a savepoint: a refusal undoes all of it and comes back with nothing written.
 */
export async function fulfilExchange(tx: Tx, order: OrderIdentity, at: Date): Promise<FulfilRefusal | null> {
  const [exchange] = await tx.select().from(pointsmallOrders).where(eq(pointsmallOrders.orderId, order.id));
  if (!exchange) throw new Error(`points order ${order.orderNo} without its pointsmall_orders row`);
  try {
    await tx.transaction(async (sp) => {
      const moved = await movePoints(sp, {
        memberId: order.memberId,
        delta: -exchange.points,
        reason: 'gift_exchange',
        orderId: order.id,
        at,
      });
      if (moved === 'insufficient') throw new Refused({ code: 'POINTSMALL_INSUFFICIENT_POINTS' });
      if (moved === 'already') throw new Error(`points order ${order.orderNo} took its points already`);
      const [product] = await sp
        .select()
        .from(pointsmallProducts)
        .where(eq(pointsmallProducts.id, exchange.productId));
      if (!product) throw new Error(`points order ${order.orderNo} exchanges a missing product`);
      const limit = product.perPersonLimit;
      if (!(await countExchange(sp, order.memberId, product.id, exchange.quantity, limit)))
        throw new Refused({ code: 'POINTSMALL_LIMIT', params: { Limit: limit ?? 0 } });
      if (!(await takeStock(sp, product.id, exchange.quantity)))
        throw new Refused({ code: product.status === 'ended' ? 'POINTSMALL_ENDED' : 'POINTSMALL_SOLD_OUT' });
      await deliver(sp, order, product, exchange.quantity, at);
    });
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
  return null;
}

/**
 * Coupons are issued, or a gift package delivered through the gift area (once per exchange: its source is the
 * order number), and the order completes; goods wait (pending) for pickup at the store.
 */
async function deliver(
  tx: Tx,
  order: OrderIdentity,
  product: typeof pointsmallProducts.$inferSelect,
  quantity: number,
  at: Date,
) {
  if (product.kind === 'goods') return;
  if (product.kind === 'coupon') {
    const issued = await grantCoupons(tx, {
      memberId: order.memberId,
      templateId: product.couponTemplateId!,
      count: product.couponCount * quantity,
      source: 'points',
      at,
      orderId: order.id,
    });
    if (!issued) throw new Refused({ code: 'POINTSMALL_ENDED' });
  }
  if (product.kind === 'package') {
    const delivery = await deliverGifts(tx, {
      memberId: order.memberId,
      storeId: order.storeId,
      items: [{ giftType: 5, quantity, giftInfo: { packageId: product.giftPackageId! } }],
      source: { kind: 'points-exchange', ref: order.orderNo },
      at,
    });
    if (!delivery.delivered) throw new Error(`points order ${order.orderNo} delivered its package already`);
  }
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'points' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`points order ${order.orderNo} was not waiting to complete`);
}

/**
 * What applying a gateway payment does to an exchange it just marked paid (once per order, decision 016): the
 * exchange, or — when the points, the limit or the stock no longer allow it — the order refunded and its money
 * given back. 'flagged' when the gateway refused the refund (staff settle it).
 */
export async function applyPointsPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  const refusal = await fulfilExchange(tx, order, at);
  if (!refusal) return 'applied';
  deps.log.warn(
    { orderNo: order.orderNo, refusal: refusal.code },
    'points exchange no longer possible; refunding',
  );
  return refundUnfulfilled(tx, deps, order.id, refusal.code, at);
}

/** Exchanges with a money part as a payable kind: registered with payment by registerPointsmall (routes.ts). */
