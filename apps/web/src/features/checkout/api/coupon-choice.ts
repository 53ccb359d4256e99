import { type checkoutEndpoints, checkoutPaths, type SettlementPreviewOut } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { askBody, type SettlementAsk } from './index-no-discount.ts';

export const applyDiscountRef = endpointRef<typeof checkoutEndpoints.applyDiscount>(
  checkoutPaths.applyDiscount,
);
export const applyCouponCodeRef = endpointRef<typeof checkoutEndpoints.applyCouponCode>(
  checkoutPaths.applyCouponCode,
);

/** order/applydiscount: the settlement priced with the coupons chosen; refused when one cannot go on the order. */
export function applyDiscount(ask: SettlementAsk, couponIds: number[]): Promise<SettlementPreviewOut> {
  return call(applyDiscountRef, { ...askBody(ask), couponIds });
}

/** order/ApplyCouponCode: a typed coupon or exchange code joins the chosen coupons; the settlement priced with it. */
export function applyCouponCode(
  ask: SettlementAsk,
  couponIds: number[],
  code: string,
): Promise<SettlementPreviewOut> {
  return call(applyCouponCodeRef, { ...askBody(ask), couponIds, code });
}
