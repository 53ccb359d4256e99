import { randomInt } from 'node:crypto';
import { drawBlindBox } from '@shop/domain';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  blindBoxDraws,
  blindBoxItems,
  blindBoxSeries,
  blindBoxStreaks,
} from '../../db/schema/marketing/blind-box.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fulfilOrRefund, moveKindOrder, type OrderIdentity, type PaidOutcome } from '../order/index.ts';
import type { RefundDeps } from '../payment/index.ts';

/** The series' pool, locked in id order: every draw of a series waits here, so streaks and stock move in turn. */
function lockPool(tx: Tx, seriesId: number) {
  return tx
    .select()
    .from(blindBoxItems)
    .where(eq(blindBoxItems.seriesId, seriesId))
    .orderBy(asc(blindBoxItems.id))
    .for('update');
}

/** Takes one of the item by a conditional update; the pool's lock makes a miss a fault, the CHECK the backstop. */
async function takeOne(tx: Tx, itemId: number): Promise<void> {
  const [taken] = await tx
    .update(blindBoxItems)
    .set({ remaining: sql`${blindBoxItems.remaining} - 1` })
    .where(and(eq(blindBoxItems.id, itemId), gte(blindBoxItems.remaining, 1)))
    .returning({ id: blindBoxItems.id });
  if (!taken) throw new Error(`blind box item ${itemId} had nothing left under its lock`);
}

/**
 * Opens the box a paid order bought, in the caller's transaction: the pool locked, the series still on, the
 * member's limit, the draw (crypto randomness, weighted by what remains, the guarantee when due), the item taken,
 * the draw and the streak written, the order completed. Throws the refusal (BLIND_BOX_SOLD_OUT, BLIND_BOX_ENDED,
 * BLIND_BOX_BUY_LIMIT) with writes the caller must undo: run it in a transaction or savepoint of its own. An order
 * already drawn does nothing.
 */
export async function openBlindBox(tx: Tx, order: OrderIdentity, at: Date): Promise<void> {
  const [box] = await tx.select().from(blindBoxDraws).where(eq(blindBoxDraws.orderId, order.id));
  if (!box) throw new Error(`blind box order ${order.orderNo} without its draw row`);
  if (box.itemId !== null) return;
  const pool = await lockPool(tx, box.seriesId);
  const [series] = await tx.select().from(blindBoxSeries).where(eq(blindBoxSeries.id, box.seriesId));
  if (!series) throw new Error(`blind box order ${order.orderNo} of a missing series`);
  // An order placed in the window is honoured when its payment arrives after the end; a series the store ended is not.
  if (series.status === 'ended') throw new AppError('BLIND_BOX_ENDED');
  const [streak] = await tx
    .select()
    .from(blindBoxStreaks)
    .where(and(eq(blindBoxStreaks.memberId, box.memberId), eq(blindBoxStreaks.seriesId, box.seriesId)));
  const drawn = streak?.drawn ?? 0;
  if (series.buyLimit !== null && drawn >= series.buyLimit)
    throw new AppError('BLIND_BOX_BUY_LIMIT', { Limit: series.buyLimit });
  const guarantee = series.guaranteeAfter === null ? null : { after: series.guaranteeAfter };
  const draw = drawBlindBox(pool, streak?.sincePrize ?? 0, guarantee, randomInt);
  if (!draw.ok) throw new AppError(draw.code);
  await takeOne(tx, draw.itemId);
  const [written] = await tx
    .update(blindBoxDraws)
    .set({ itemId: draw.itemId, guaranteed: draw.guaranteed, drawnAt: at })
    .where(and(eq(blindBoxDraws.orderId, order.id), isNull(blindBoxDraws.itemId)))
    .returning({ orderId: blindBoxDraws.orderId });
  if (!written) throw new Error(`blind box order ${order.orderNo} was drawn twice`);
  const run = { drawn: drawn + 1, sincePrize: draw.streakAfter };
  await tx
    .insert(blindBoxStreaks)
    .values({ memberId: box.memberId, seriesId: box.seriesId, ...run })
    .onConflictDoUpdate({ target: [blindBoxStreaks.memberId, blindBoxStreaks.seriesId], set: run });
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'blindBox' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`blind box order ${order.orderNo} was not waiting to complete`);
}

/**
 * What a gateway payment does to a blind box order (once per order: the lifecycle's paid step): opens the box in
 * a savepoint, or — sold out, ended or past the limit meanwhile — closes the order as refunded, the money back.
 */
export function applyBlindBoxPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  return fulfilOrRefund(tx, deps, order, at, {
    what: 'blind box',
    fulfil: (savepoint) => openBlindBox(savepoint, order, at),
  });
}
