import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { marketingPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/** A series as the list of those on now shows it; texts in the reader's language, the price in decimals. */
export const blindBoxSeriesOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Boxes left in the pool now (the sum of the items' remaining). */
  remaining: z.number().int(),
  /** After this many draws in a row without a prize item the next is a prize item; null: no guarantee. */
  guaranteeAfter: z.number().int().nullable(),
  buyLimit: z.number().int().nullable(),
});
export type BlindBoxSeriesOut = z.infer<typeof blindBoxSeriesOut>;

/** One item of the pool with its odds now: its remaining over the pool's remaining, in basis points (1/100 %). */
export const blindBoxItemOut = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  prize: z.boolean(),
  total: z.number().int(),
  remaining: z.number().int(),
  oddsBasisPoints: z.number().int(),
});
export type BlindBoxItemOut = z.infer<typeof blindBoxItemOut>;

/** A series' page: the series, its pool with the odds as it stands, and for a member their run in it. */
export const blindBoxDetailOut = blindBoxSeriesOut.extend({
  items: z.array(blindBoxItemOut),
  /** Draws the member made since their last prize item; null for a guest. */
  sincePrize: z.number().int().nullable(),
  /** Boxes the member drew in this series; null for a guest. */
  drawn: z.number().int().nullable(),
  serverTime: z.string(),
});
export type BlindBoxDetailOut = z.infer<typeof blindBoxDetailOut>;

/**
 * One box bought, its order's status: unpaid (waiting for order/wxpay: needPay), completed (drawn: item says what;
 * it is handed over at the store's counter on the order number), refunded (the pool ran out or the limit was
 * reached while paying: nothing drawn, the money went back), cancelled (unpaid and timed out or cancelled).
 */
export const blindBoxOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  amount: z.number(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  /** The item won; null until drawn (or when refunded). */
  item: blindBoxItemOut.omit({ total: true, remaining: true, oddsBasisPoints: true }).nullable(),
  /** Whether the guarantee gave the item. */
  guaranteed: z.boolean(),
  drawnAt: z.string().nullable(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BlindBoxOrderOut = z.infer<typeof blindBoxOrderOut>;

/** The blind box calls (SPEC §1 blind box, §2 its named link, §4 unboxing). The store is the x-store-id header. */
export const blindBoxEndpoints = {
  /** The series on now in this store (its own and the chain's). */
  blindBoxSeries: endpoint({
    path: marketingPaths.blindBoxSeries,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ series: z.array(blindBoxSeriesOut), serverTime: z.string() }),
  }),

  /** A series' page, guests included; BLIND_BOX_NOT_FOUND for none or one not sold in this store. */
  blindBoxDetail: endpoint({
    path: marketingPaths.blindBoxDetail,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: blindBoxDetailOut,
  }),

  /**
   * Buys one box (an order of kind 'blindBox'): by member balance (2) the draw is made at once; online (3, 4, 900+)
   * the order waits unpaid and the draw is made once when the payment is notified. Refusals: BLIND_BOX_NOT_FOUND,
   * BLIND_BOX_NOT_STARTED, BLIND_BOX_ENDED, BLIND_BOX_SOLD_OUT, BLIND_BOX_BUY_LIMIT, BALANCE_INSUFFICIENT,
   * CART_CHANGED (the price shown differs), PAY_METHOD_UNCONFIGURED, the payment password's. The idempotency key
   * makes a repeat answer the first order; reused for another purchase: IDEMPOTENCY_CONFLICT.
   */
  blindBoxBuy: endpoint({
    path: marketingPaths.blindBoxBuy,
    access: 'member',
    request: z.strictObject({
      id: field.id,
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey: field.idempotencyKey,
      payPassword: payPasswordText.optional(),
      /** The price (decimals) the page showed. */
      expectedPrice: z.number().min(0).max(1_000_000).optional(),
    }),
    result: blindBoxOrderOut,
  }),

  /** The reveal of one of the member's boxes; ORDER_NOT_FOUND for another's or none. */
  blindBoxReveal: endpoint({
    path: marketingPaths.blindBoxReveal,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: blindBoxOrderOut,
  }),

  /** The member's boxes, the newest first. */
  blindBoxMyDraws: endpoint({
    path: marketingPaths.blindBoxMyDraws,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ orders: z.array(blindBoxOrderOut) }),
  }),
};
