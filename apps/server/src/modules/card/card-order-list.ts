import type { CardListedOrderOut } from '@shop/contracts';
import { fromMinor, translatedField } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import { cardOrders, cardProducts } from '../../db/schema/card.ts';
import type { CouponCardOrderKind } from '../coupon/index.ts';
import { presentKindOrder } from '../order/index.ts';

/**
 * Card orders among the member's coupon & card orders (OrderHistory/LoadCouponCardOrders, decision 059): each
 * order's part through order's presenter, the product bought in the caller's language, how many, and what one card
 * of it gives (times, face value), read by the orders' ids from the card's own rows. The cards issued stay on the
 * order's detail (Card/CardOrderDetail), so a page of the list reads two tables, not each order's cards.
 */
export const cardListedOrders: CouponCardOrderKind = {
  kind: 'card',
  async present(db, found, _now, locale) {
    const ids = found.map((o) => o.id);
    if (ids.length === 0) return [];
    const rows = await db
      .select({ bought: cardOrders, product: cardProducts })
      .from(cardOrders)
      .innerJoin(cardProducts, eq(cardProducts.id, cardOrders.productId))
      .where(inArray(cardOrders.orderId, ids));
    const byOrder = new Map(rows.map((r) => [r.bought.orderId, r]));
    return found.map((order): CardListedOrderOut => {
      const row = byOrder.get(order.id);
      if (!row) throw new Error(`order ${order.orderNo} buys no card`);
      const { bought, product } = row;
      return {
        kind: 'card',
        ...presentKindOrder(order, ['amount', 'createdAt', 'paidAt', 'refundedAmount']),
        productId: product.id,
        cardKind: product.kind,
        name: translatedField(product.name, product.translations, 'name', locale),
        quantity: bought.quantity,
        topUp: bought.cardId !== null,
        times: product.times,
        faceValue: product.faceValue === null ? null : fromMinor(product.faceValue),
      };
    });
  },
};
