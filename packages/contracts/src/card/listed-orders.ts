import { z } from 'zod';
import { couponCardOrderOut } from '../coupon/card-orders.ts';
import { cardKind } from './cards.ts';

/**
 * A card order as the member's coupon & card orders list it (OrderHistory/LoadCouponCardOrders, decision 059):
 * the list's common part, and what one card of it gives — a pass card's times, a prepaid card's face value
 * (decimals) — so the row says it without the detail. The cards it issued are on the detail (Card/CardOrderDetail).
 */
export const cardListedOrderOut = couponCardOrderOut.extend({
  kind: z.literal('card'),
  productId: z.number().int(),
  cardKind,
  /** A top-up of a held prepaid card (prepaidCardRecharge), not a new card. */
  topUp: z.boolean(),
  times: z.number().int().nullable(),
  faceValue: z.number().nullable(),
});
export type CardListedOrderOut = z.infer<typeof cardListedOrderOut>;
