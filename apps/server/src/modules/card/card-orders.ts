import type { CardOrderOut } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardOrders, cardProducts } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  findKindOrder,
  type KindOrder,
  kindOrderKeys,
  presentKindOrder,
  selectKindOrders,
} from '../order/index.ts';
import type { MemberOrderKey } from '../payment/index.ts';
import { cardsOfOrder } from './cards.ts';

/** A card order with what it buys (null for another kind of order met by a reused idempotency key). */
export interface CardOrderRow {
  order: KindOrder;
  bought: typeof cardOrders.$inferSelect | null;
  product: typeof cardProducts.$inferSelect | null;
}

/** One of the member's orders by idempotency key (any kind) or order number (card orders only). */
export function findCardOrder(
  db: DbOrTx,
  memberId: number,
  by: MemberOrderKey,
): Promise<CardOrderRow | null> {
  const query = selectKindOrders(db, { bought: cardOrders, product: cardProducts })
    .leftJoin(cardOrders, eq(cardOrders.orderId, kindOrderKeys.id))
    .leftJoin(cardProducts, eq(cardProducts.id, cardOrders.productId));
  return findKindOrder(query, memberId, 'card', by);
}

/** A card order's answer as it stands, with the cards it issued. */
export async function cardOrderOut(
  db: DbOrTx,
  row: CardOrderRow,
  now: Date,
  locale: Locale,
): Promise<CardOrderOut> {
  const { order, bought, product } = row;
  if (!bought || !product) throw new Error(`order ${order.orderNo} buys no card`);
  return {
    ...presentKindOrder(order, ['amount', 'createdAt', 'paidAt', 'refundedAmount']),
    quantity: bought.quantity,
    productId: product.id,
    cardKind: product.kind,
    topUpCardId: bought.cardId,
    ...(product.kind === 'promotion' && product.code ? { promotionCode: product.code } : {}),
    name: translatedField(product.name, product.translations, 'name', locale),
    cards: await cardsOfOrder(db, order.id, now, locale),
  };
}

/** The member's card order by number, as the pay result reads it; ORDER_NOT_FOUND otherwise. */
export async function memberCardOrder(
  db: DbOrTx,
  memberId: number,
  orderNo: string,
  now: Date,
  locale: Locale,
) {
  const row = await findCardOrder(db, memberId, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return cardOrderOut(db, row, now, locale);
}
