import type { PointsProductKindOut } from '@shop/contracts';

/** The points mall's pages (SPEC §2 pointsMall). */
export const mallPath = '/subpackages/pointsMall/pointsMall';
export const checkoutPath = '/subpackages/pointsMall/checkout';
export const receiptPath = '/subpackages/pointsMall/receipt';
export const ordersPath = '/subpackages/pointsMall/history/orders';
export const orderDetailsPath = '/subpackages/pointsMall/history/orderDetails';

/** A product's page by its kind: goods (details), coupons (couponDetail), gift packages (giftPackageDetails). */
export function productPath(kind: PointsProductKindOut): string {
  if (kind === 'coupon') return '/subpackages/pointsMall/couponDetail';
  if (kind === 'package') return '/subpackages/pointsMall/giftPackageDetails';
  return '/subpackages/pointsMall/details';
}

/** A positive whole number from the address (?id=, ?rule=, ?qty=), else null. */
export function queryNumber(text: string | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}
