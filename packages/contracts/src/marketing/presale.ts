import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { marketingPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/** A pre-sale as its list and page show it; texts in the reader's language, money in decimals. */
export const presaleOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  productId: z.number().int().nullable(),
  price: z.number(),
  deposit: z.number(),
  /** What the deposit counts for at the final payment ("¥10 counts as ¥30"). */
  depositWorth: z.number(),
  depositStartsAt: z.string(),
  depositEndsAt: z.string(),
  finalStartsAt: z.string(),
  finalEndsAt: z.string(),
  /** YYYY-MM-DD on the store's calendar. */
  shipsOn: z.string(),
  /** A deposit whose rest is never paid: kept by the store (forfeit) or given back (refund). */
  lapsedDeposit: z.enum(['forfeit', 'refund']),
});
export type PresaleOut = z.infer<typeof presaleOut>;

/** SPEC §4 pre-sale stages (domain's presaleStage). */
export const presaleStage = z.enum([
  'awaiting_deposit',
  'deposit_paid',
  'final_payment_due',
  'awaiting_lapse',
  'ships_on_date',
  'deposit_forfeited',
  'deposit_refunded',
]);

/** One of the two payments: its order, status and amount. */
export const presaleStepOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  amount: z.number(),
  autoCancelAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});

/** A member's pre-sale purchase: both payments, the stage, the rest to pay and the ship date, at the terms agreed. */
export const presaleOrderOut = z.object({
  presaleId: z.number().int(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  stage: presaleStage,
  deposit: presaleStepOut,
  /** The rest's order once one is placed (the latest), else null. */
  rest: presaleStepOut.nullable(),
  /** What the final payment is for the quantity (the price less the deposit's worth). */
  restAmount: z.number(),
  finalStartsAt: z.string(),
  finalEndsAt: z.string(),
  shipsOn: z.string(),
  lapsedDeposit: z.enum(['forfeit', 'refund']),
  createdAt: z.string(),
});
export type PresaleOrderOut = z.infer<typeof presaleOrderOut>;

const payFields = {
  payMethod: z.number().int().min(-2000).max(2000),
  idempotencyKey: field.idempotencyKey,
  payPassword: payPasswordText.optional(),
  /** The amount (decimals) the page showed: a different amount now is CART_CHANGED and nothing is charged. */
  expectedAmount: z.number().min(0).max(10_000_000),
};

/** The pre-sale calls (SPEC §1 pre-sale, §4 deposit paid / final payment due / ships on, §7 presale/…). */
export const presaleEndpoints = {
  /** The store's pre-sales not over yet (x-store-id). */
  presaleList: endpoint({
    path: marketingPaths.presaleList,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ presales: z.array(presaleOut), serverTime: z.string() }),
  }),

  /** A pre-sale's page, guests included; for a member their purchases of it. PRESALE_NOT_FOUND for none here. */
  presaleDetail: endpoint({
    path: marketingPaths.presaleDetail,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: z.object({ presale: presaleOut, mine: z.array(presaleOrderOut), serverTime: z.string() }),
  }),

  /**
   * Pays the deposit for `quantity` units in the deposit window: by balance at once, online left unpaid for the
   * store's time limit. Refusals: PRESALE_NOT_FOUND, PRESALE_DEPOSIT_NOT_STARTED, PRESALE_DEPOSIT_ENDED,
   * BALANCE_INSUFFICIENT, CART_CHANGED, PAY_METHOD_UNCONFIGURED, the payment password's.
   */
  presalePayDeposit: endpoint({
    path: marketingPaths.presalePayDeposit,
    access: 'member',
    request: z.strictObject({ id: field.id, quantity: z.number().int().min(1).max(99), ...payFields }),
    result: presaleOrderOut,
  }),

  /**
   * Pays the rest of a paid deposit (its order number) in the final window; once per deposit, whatever arrives at
   * once. Refusals: ORDER_NOT_FOUND, PRESALE_FINAL_NOT_STARTED, PRESALE_FINAL_ENDED, PRESALE_DEPOSIT_UNPAID,
   * PRESALE_REST_PAID, PRESALE_LAPSED, CART_CHANGED, BALANCE_INSUFFICIENT, the payment's.
   */
  presalePayRest: endpoint({
    path: marketingPaths.presalePayRest,
    access: 'member',
    request: z.strictObject({ orderNo, ...payFields }),
    result: presaleOrderOut,
  }),

  /** One purchase by either of its order numbers; ORDER_NOT_FOUND for another's or none. */
  presaleOrder: endpoint({
    path: marketingPaths.presaleOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: presaleOrderOut,
  }),

  /** The member's pre-sale purchases with their payments (SPEC §7 PayRecord), the newest first. */
  presaleRecords: endpoint({
    path: marketingPaths.presaleRecords,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ orders: z.array(presaleOrderOut), serverTime: z.string() }),
  }),

  /** Cancels an unpaid deposit or rest order (by its number); ORDER_STATE_CONFLICT once paid. */
  presaleCancel: endpoint({
    path: marketingPaths.presaleCancel,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: presaleOrderOut,
  }),
};
