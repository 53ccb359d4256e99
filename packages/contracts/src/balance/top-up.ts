import { z } from 'zod';
import { orderStatus } from '../order.ts';
import { topUpPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/** How often a balance gift in instalments pays out after the first (SPEC §3). */
export const instalmentEvery = z.enum(['day', 'week', 'month']);

/**
 * A gift item of a top-up other than balance (SPEC §3 gift items): giftType 1 points, 2/8/3 named items, 4/7
 * described items, 5 a gift package; quantity (points for 1); name: what it is, in the reader's language.
 */
export const topUpGiftItemOut = z.object({
  giftType: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
});
export type TopUpGiftItemOut = z.infer<typeof topUpGiftItemOut>;

/** A top-up's balance gift: the whole of it (decimals), in how many instalments and how often after the first. */
export const balanceGiftOut = z.object({
  amount: z.number(),
  instalments: z.number().int(),
  every: instalmentEvery,
});
export type BalanceGiftOut = z.infer<typeof balanceGiftOut>;

/**
 * A top-up rule (recharge / actionRecharge cards): fixed — pay `amount`, get the gifts; free — any amount of at least
 * `amount`, with the gifts of the richest free rule it reaches. Money in decimals.
 */
export const topUpRuleOut = z.object({
  id: z.number().int(),
  kind: z.enum(['fixed', 'free']),
  amount: z.number(),
  gift: balanceGiftOut.nullable(),
  items: z.array(topUpGiftItemOut),
});
export type TopUpRuleOut = z.infer<typeof topUpRuleOut>;

/** One instalment of a top-up's balance gift: due (ISO) and, once credited, when. */
export const giftInstalmentOut = z.object({
  seq: z.number().int(),
  of: z.number().int(),
  amount: z.number(),
  dueAt: z.string(),
  releasedAt: z.string().nullable(),
});
export type GiftInstalmentOut = z.infer<typeof giftInstalmentOut>;

/**
 * A top-up order (orders of type 'prepaid top-up'): unpaid until the gateway's payment arrives (needPay), then
 * completed with the money credited and the gifts given, the balance gift's instalments listed.
 */
export const topUpOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  amount: z.number(),
  ruleId: z.number().int().nullable(),
  gift: balanceGiftOut.nullable(),
  items: z.array(topUpGiftItemOut),
  instalments: z.array(giftInstalmentOut),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  autoCancelAt: z.string().nullable(),
  /** The member's balance now (decimals). */
  balance: z.number(),
});
export type TopUpOrderOut = z.infer<typeof topUpOrderOut>;

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -');
/** Currency units with at most 2 decimals. */
const yuan = z
  .number()
  .min(0.01)
  .max(50_000)
  .refine((n) => Math.round(n * 100) / 100 === n, 'amount: at most 2 decimals');

/** Top-up (SPEC §2 balance/recharge, actionRecharge; §5 amount required; §7 LoadChargeRules). Store: x-store-id. */
export const topUpEndpoints = {
  /**
   * The store's active top-up rules, fixed ones by amount then the free ones; freeMin is the least free amount
   * (null: the store takes fixed amounts only); balance the member's.
   */
  loadChargeRules: endpoint({
    path: topUpPaths.loadChargeRules,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({
      rules: z.array(topUpRuleOut),
      freeMin: z.number().nullable(),
      balance: z.number(),
    }),
  }),

  /**
   * Places a top-up order paid online (3, 4, 900+; the client then calls order/wxpay): a fixed rule by ruleId, or a
   * free amount. Refusals: TOP_UP_AMOUNT_REQUIRED (neither), TOP_UP_AMOUNT_TOO_LOW (below the least free amount),
   * FEATURE_DISABLED (the store takes no free amount), TOP_UP_RULE_UNAVAILABLE (the rule ended or is another
   * store's), CART_CHANGED (expectedGift differs from the gift the amount now brings), PAY_METHOD_UNCONFIGURED.
   * A repeat of the idempotency key answers the first order (IDEMPOTENCY_CONFLICT when the request differs).
   */
  topUp: endpoint({
    path: topUpPaths.topUp,
    access: 'member',
    request: z.strictObject({
      ruleId: field.id.optional(),
      amount: yuan.optional(),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey,
      /** The rule whose gifts the page showed (null: none): another one now refuses with CART_CHANGED. */
      expectedRuleId: field.id.nullable().optional(),
    }),
    result: topUpOrderOut,
  }),

  /** One of the member's top-up orders (the result after the gateway); another's or none: ORDER_NOT_FOUND. */
  topUpOrder: endpoint({
    path: topUpPaths.topUpOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: topUpOrderOut,
  }),
};
