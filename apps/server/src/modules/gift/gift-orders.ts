import type { GiftOrderOut } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftPackageOrders, giftPackages } from '../../db/schema/gift.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  kindOrdersNumbered,
  presentKindOrder,
  selectKindOrders,
} from '../order/index.ts';
import type { MemberOrderKey } from '../payment/index.ts';
import { deliveryOf, deliveryOuts } from './received.ts';

/** A package order with what it buys (null for another kind of order met by a reused idempotency key). */
export interface GiftOrderRow {
  order: KindOrder;
  bought: typeof giftPackageOrders.$inferSelect | null;
  pack: typeof giftPackages.$inferSelect | null;
}

/** One of the member's orders by idempotency key (any kind) or order number (package orders only). */
export function findGiftOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<GiftOrderRow | null> {
  const query = selectKindOrders(db, { bought: giftPackageOrders, pack: giftPackages })
    .leftJoin(giftPackageOrders, eq(giftPackageOrders.orderId, kindOrderKeys.id))
    .leftJoin(giftPackages, eq(giftPackages.id, giftPackageOrders.packageId));
  return findKindOrder(query, memberId, 'giftpack', by);
}

/** A package order's answer as it stands, with what it delivered. */
export async function giftOrderOut(db: DbOrTx, row: GiftOrderRow, locale: Locale): Promise<GiftOrderOut> {
  const { order, bought, pack } = row;
  if (!bought || !pack) throw new Error(`order ${order.orderNo} buys no gift package`);
  const name = translatedField(pack.name, pack.translations, 'name', locale);
  const delivered = await deliveryOf(db, order.memberId, 'giftpack', order.orderNo);
  const [delivery] = delivered
    ? await deliveryOuts(db, [delivered], locale, new Map([[order.orderNo, name]]))
    : [];
  return {
    ...presentKindOrder(order, ['amount', 'createdAt', 'paidAt', 'refundedAmount']),
    points: bought.points,
    packageId: pack.id,
    name,
    delivery: delivery ?? null,
  };
}

/** The member's package order by number, as the pay result reads it; ORDER_NOT_FOUND otherwise. */
export async function memberGiftOrder(db: DbOrTx, memberId: number, orderNo: string, locale: Locale) {
  const row = await findGiftOrder(db, memberId, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return giftOrderOut(db, row, locale);
}

/** The names of the packages these package orders bought, by order number (the received list's titles). */
export async function packageNamesOf(
  db: DbOrTx,
  orderNos: string[],
  locale: Locale,
): Promise<Map<string, string>> {
  const query = selectKindOrders(db, { name: giftPackages.name, translations: giftPackages.translations })
    .innerJoin(giftPackageOrders, eq(giftPackageOrders.orderId, kindOrderKeys.id))
    .innerJoin(giftPackages, eq(giftPackages.id, giftPackageOrders.packageId));
  const rows = await kindOrdersNumbered(query, 'giftpack', orderNos);
  return new Map(rows.map((r) => [r.order.orderNo, translatedField(r.name, r.translations, 'name', locale)]));
}
