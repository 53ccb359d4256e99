import type { OrderKindRules } from '../order/index.ts';

/**
 * Coupons bought (OrderHistory/CancelCouponOrder, SPEC §4): cancelled by the member while unpaid; once paid the
 * coupons are issued at once and the order completes, so there is nothing to cancel or refund by this path.
 */
export const couponKind: OrderKindRules = {
  kind: 'coupon',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
};
