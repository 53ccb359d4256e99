import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { giftPackageOrders, giftPackages, giftPackageTakes } from '../../db/schema/gift.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OrderIdentity, PaidOutcome } from '../order/index.ts';
import { fulfilOrRefund, moveKindOrder } from '../order/index.ts';
import type { RefundDeps } from '../payment/index.ts';
import { movePoints } from '../points/index.ts';
import { deliverGifts } from './deliver.ts';
import type { PackageRow } from './packages.ts';

/** Counts one more of the package against the member's buy limit by a conditional upsert; false past the limit. */
async function countBought(tx: Tx, memberId: number, pack: PackageRow): Promise<boolean> {
  const rows = await tx
    .insert(giftPackageTakes)
    .values({ memberId, packageId: pack.id, bought: 1 })
    .onConflictDoUpdate({
      target: [giftPackageTakes.memberId, giftPackageTakes.packageId],
      set: { bought: sql`${giftPackageTakes.bought} + 1` },
      setWhere: pack.buyLimit === null ? undefined : sql`${giftPackageTakes.bought} + 1 <= ${pack.buyLimit}`,
    })
    .returning({ memberId: giftPackageTakes.memberId });
  return rows.length === 1;
}

/** Takes one package from its stock by a conditional update, only while it is active and has one left. */
async function takeStock(tx: Tx, pack: PackageRow): Promise<boolean> {
  const rows = await tx
    .update(giftPackages)
    .set({ remaining: sql`${giftPackages.remaining} - 1` })
    .where(
      and(
        eq(giftPackages.id, pack.id),
        eq(giftPackages.status, 'active'),
        sql`(${giftPackages.remaining} IS NULL OR ${giftPackages.remaining} >= 1)`,
      ),
    )
    .returning({ id: giftPackages.id });
  return rows.length === 1;
}

/**
 * Fulfils a paid package order in the caller's transaction, in the lock order of decision 033: the member's
 * points (the package's points price, 'gift_exchange', once per order), the delivery (balance, points, coupons,
 * entitlements: the member's rows), the member's gift_package_takes row (the buy limit), the shared package row
 * (its stock), the order completed. Throws the refusal (POINTS_INSUFFICIENT, GIFT_PACKAGE_BUY_LIMIT,
 * GIFT_PACKAGE_SOLD_OUT, GIFT_PACKAGE_ENDED) having written what the caller must undo: run it in a transaction or
 * savepoint of its own.
 */
export async function fulfilGiftOrder(tx: Tx, order: OrderIdentity, at: Date): Promise<void> {
  const [bought] = await tx.select().from(giftPackageOrders).where(eq(giftPackageOrders.orderId, order.id));
  if (!bought) throw new Error(`gift order ${order.orderNo} without its gift_package_orders row`);
  const [pack] = await tx.select().from(giftPackages).where(eq(giftPackages.id, bought.packageId));
  if (!pack) throw new Error(`gift order ${order.orderNo} buys a missing package`);
  const memberId = order.memberId;
  if (bought.points > 0) {
    const move = {
      memberId,
      delta: -bought.points,
      reason: 'gift_exchange',
      orderId: order.id,
      note: order.orderNo,
      at,
    } as const;
    if ((await movePoints(tx, move)) === 'insufficient') throw new AppError('POINTS_INSUFFICIENT');
  }
  const items = [{ giftType: 5, quantity: 1, giftInfo: { packageId: pack.id } }] as const;
  const source = { kind: 'giftpack', ref: order.orderNo } as const;
  await deliverGifts(tx, { memberId, storeId: order.storeId, items: [...items], source, at });
  if (!(await countBought(tx, memberId, pack)))
    throw new AppError('GIFT_PACKAGE_BUY_LIMIT', { Limit: pack.buyLimit ?? 0 });
  if (!(await takeStock(tx, pack)))
    throw new AppError(pack.status === 'ended' ? 'GIFT_PACKAGE_ENDED' : 'GIFT_PACKAGE_SOLD_OUT');
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'giftpack' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`gift order ${order.orderNo} was not waiting to complete`);
}

/**
 * What applying a gateway payment does to a package order it just marked paid (once per order, decision 016):
 * fulfils it in a savepoint, or — when the member's points, limit or the package's stock no longer allow it —
 * undoes that savepoint, closes the order as refunded and gives the money back ('flagged' when the gateway refused).
 */
export async function applyGiftPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  return fulfilOrRefund(tx, deps, order, at, {
    what: 'gift package',
    fulfil: (savepoint) => fulfilGiftOrder(savepoint, order, at),
  });
}
