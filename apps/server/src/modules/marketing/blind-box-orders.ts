import type { BlindBoxOrderOut } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blindBoxDraws, blindBoxItems, blindBoxSeries } from '../../db/schema/marketing/blind-box.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  kindOrderPage,
  presentKindOrder,
  selectKindOrders,
} from '../order/index.ts';
import type { MemberOrderKey } from '../payment/index.ts';

/** A blind box order with its draw row, series and item won (nulls for another kind met by a reused key). */
export interface BlindBoxOrderRow {
  order: KindOrder;
  draw: typeof blindBoxDraws.$inferSelect | null;
  series: typeof blindBoxSeries.$inferSelect | null;
  item: typeof blindBoxItems.$inferSelect | null;
}

function selectBoxOrders(db: DbOrTx) {
  return selectKindOrders(db, { draw: blindBoxDraws, series: blindBoxSeries, item: blindBoxItems })
    .leftJoin(blindBoxDraws, eq(blindBoxDraws.orderId, kindOrderKeys.id))
    .leftJoin(blindBoxSeries, eq(blindBoxSeries.id, blindBoxDraws.seriesId))
    .leftJoin(blindBoxItems, eq(blindBoxItems.id, blindBoxDraws.itemId));
}

/** One of the member's orders by idempotency key (any kind) or order number (blind box orders only). */
export function findBoxOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<BlindBoxOrderRow | null> {
  return findKindOrder(selectBoxOrders(db), memberId, 'blindBox', by);
}

/** A blind box order's answer as it stands: the item once drawn, whether the guarantee gave it. */
export function boxOrderOut(row: BlindBoxOrderRow, locale: Locale): BlindBoxOrderOut {
  const { order, draw, series, item } = row;
  if (!draw || !series) throw new Error(`order ${order.orderNo} buys no blind box`);
  return {
    ...presentKindOrder(order, ['amount', 'createdAt']),
    seriesId: series.id,
    seriesName: translatedField(series.name, series.translations, 'name', locale),
    item: item
      ? {
          id: item.id,
          name: translatedField(item.name, item.translations, 'name', locale),
          image: item.image,
          prize: item.prize,
        }
      : null,
    guaranteed: draw.guaranteed,
    drawnAt: draw.drawnAt?.toISOString() ?? null,
  };
}

/** The member's box by order number (the reveal); ORDER_NOT_FOUND for another's or none. */
export async function memberBoxOrder(db: DbOrTx, memberId: number, orderNo: string, locale: Locale) {
  const row = await findBoxOrder(db, memberId, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return boxOrderOut(row, locale);
}

/** The member's boxes, newest first (the last 100). */
export async function memberBoxOrders(db: DbOrTx, memberId: number, locale: Locale) {
  const { rows } = await kindOrderPage(db, selectBoxOrders(db), memberId, 'blindBox', {
    index: 1,
    size: 100,
  });
  return rows.map((row) => boxOrderOut(row, locale));
}
