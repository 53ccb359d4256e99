import { z } from 'zod';
import { orderStatus } from '../order.ts';

/**
 * One order of the member's coupon & card orders (OrderHistory/LoadCouponCardOrders, CancelCouponOrder's answer):
 * what every line-less kind listed there says — its kind, the order part (decision 052), what was bought and how
 * many — and whatever its area adds, as that area's own schema says (coupon's couponOrderOut, card's
 * cardListedOrderOut). Loose, because the kinds are registered by their areas (decision 059): this schema names
 * none of them, and the page draws each row by its kind.
 */
export const couponCardOrderOut = z.looseObject({
  /** The order kind ('coupon', 'card', …): which area's row and detail the page shows. */
  kind: z.string(),
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  /** Decimals. */
  amount: z.number(),
  name: z.string(),
  quantity: z.number().int(),
  /** When an unpaid order is cancelled (ISO), null otherwise. */
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAmount: z.number(),
});
export type CouponCardOrderOut = z.infer<typeof couponCardOrderOut>;
