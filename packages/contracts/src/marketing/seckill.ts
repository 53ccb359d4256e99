import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { marketingPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/** SPEC §4's countdown phases of a session: before it opens, open, over. */
export const seckillPhase = z.enum(['upcoming', 'running', 'over']);

/** A flash sale session as its list and page show it; texts in the reader's language, prices in decimals. */
export const seckillSessionOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** The catalogue product sold (its detail page), when the store linked one. */
  productId: z.number().int().nullable(),
  price: z.number(),
  seckillPrice: z.number(),
  stock: z.number().int(),
  /** Units left now (held by unpaid orders until they are paid or given back). */
  remaining: z.number().int(),
  perOrderLimit: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  phase: seckillPhase,
});
export type SeckillSessionOut = z.infer<typeof seckillSessionOut>;

/**
 * One seckill order: unpaid (waiting for order/wxpay: needPay; its units held until its time limit), pending (paid:
 * collect it at the counter on the order number once the store has it ready), completed, cancelled (its units went
 * back), refunded.
 */
export const seckillOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  amount: z.number(),
  sessionId: z.number().int(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SeckillOrderOut = z.infer<typeof seckillOrderOut>;

/** The seckill calls (SPEC §1 seckill, §2 its named link and my seckills, §4 countdown, §7 Seckill/LoadData). */
export const seckillEndpoints = {
  /** The sessions of this store (x-store-id) not over yet: running ones first, then the upcoming. */
  seckillSessions: endpoint({
    path: marketingPaths.seckillSessions,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ sessions: z.array(seckillSessionOut), serverTime: z.string() }),
  }),

  /** A session's page, guests included; for a member the units they hold and the most one order may take now. */
  seckillDetail: endpoint({
    path: marketingPaths.seckillDetail,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: z.object({
      session: seckillSessionOut,
      /** Units the member holds in the session (placed and not given back); null for a guest. */
      bought: z.number().int().nullable(),
      /** The stepper's maximum now; null for a guest. */
      maxQuantity: z.number().int().nullable(),
      serverTime: z.string(),
    }),
  }),

  /**
   * Buys `quantity` units at the seckill price: the stock and the member's limit are taken when the order is placed,
   * by conditional updates, so no sale oversells however many buy at once. By member balance (2) it is paid at
   * once; online (3, 4, 900+) the units are held for the unpaid order's time limit and go back when it is cancelled
   * or times out (a payment arriving after that is refunded). Refusals: SECKILL_NOT_FOUND, SECKILL_NOT_STARTED,
   * SECKILL_ENDED, SECKILL_SOLD_OUT, SECKILL_QUANTITY_INVALID, SECKILL_ORDER_LIMIT, SECKILL_MEMBER_LIMIT,
   * BALANCE_INSUFFICIENT, CART_CHANGED (the price shown differs), PAY_METHOD_UNCONFIGURED, the payment password's.
   */
  seckillBuy: endpoint({
    path: marketingPaths.seckillBuy,
    access: 'member',
    request: z.strictObject({
      id: field.id,
      quantity: z.number().int().min(1).max(99),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey: field.idempotencyKey,
      payPassword: payPasswordText.optional(),
      /** The unit price (decimals) the page showed. */
      expectedPrice: z.number().min(0).max(1_000_000),
    }),
    result: seckillOrderOut,
  }),

  /** One of the member's seckill orders; ORDER_NOT_FOUND for another's or none. */
  seckillOrder: endpoint({
    path: marketingPaths.seckillOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: seckillOrderOut,
  }),

  /** Cancels the member's unpaid seckill order, its units back on sale; ORDER_STATE_CONFLICT once paid. */
  seckillCancel: endpoint({
    path: marketingPaths.seckillCancel,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: seckillOrderOut,
  }),

  /** The member's seckill orders (SPEC §2 my seckills), the newest first. */
  seckillMine: endpoint({
    path: marketingPaths.seckillMine,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ orders: z.array(seckillOrderOut) }),
  }),
};
