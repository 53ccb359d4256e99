import type { OrderKindRules } from '../order/index.ts';
import { applyCouponPayment } from './fulfil.ts';

/**
 * Coupons bought (OrderHistory/CancelCouponOrder, SPEC §4): cancelled by the member while unpaid; once paid the
 * coupons are issued at once and the order completes (or the money goes back when they ran out), so there is
 * nothing to cancel or refund by this path.
 */
export const couponKind: OrderKindRules = {
  kind: 'coupon',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
  onPaid: (tx, deps, order, at) => applyCouponPayment(tx, deps, order, at),
};
