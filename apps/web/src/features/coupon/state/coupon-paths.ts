// A page's ?id= as a number, shared by every area's pages (domain).
export { queryId } from '@shop/domain';

/**
 * The coupon pages (SPEC §2 coupons, paths verbatim). A held coupon's detail is a view of My coupons
 * (myCoupon?singletype=0&id=…), as the level page's upgrade is a view of it: the spec lists no detail page for
 * singletype 0, and a notification's "my coupon" deep link lands on the same page.
 */
export const centrePath = '/subpackages/coupons/coupon';
export const minePath = '/subpackages/coupons/myCoupon';
export const templatePath = '/subpackages/coupons/buyCouponDetails';
export const payPath = '/subpackages/coupons/payment';
export const paySuccessPath = '/subpackages/coupons/paySuccess';
export const exchangePath = '/subpackages/coupons/exchangeCoupon';
export const sharePath = '/subpackages/coupons/shareCouponGift';
export const receivePath = '/subpackages/coupons/receiveTransferCoupon';
export const recordsPath = '/subpackages/coupons/transferCouponRecords';
/** The member's coupon orders, and with ?orderno= one of them (SPEC §2 orderhistory/couponOrderDetail). */
export const couponOrdersPath = '/subpackages/orderhistory/couponOrderDetail';
export const loginPath = '/subpackages/account/login';
/** Where a coupon is used: the menu. */
export const menuPath = '/subpackages/category/pages/home/index';

/** singletype 0: coupons (1–4 are the cards, tabs their areas register: decision 058). */
export const mineQuery = { singletype: '0' } as const;

/** The query of a held coupon's detail view. */
export function detailQuery(id: number): Record<string, string> {
  return { ...mineQuery, id: String(id) };
}

/**
 * The address of a share link: this app's receive page with the token, on the origin and path the app is served
 * from (hash routing). The verification code, when the coupon asks one, is never in it.
 */
export function receiveLink(origin: string, appPath: string, token: string): string {
  return `${origin}${appPath}#${receivePath}?${new URLSearchParams({ token })}`;
}

/** A share token from a query value (the contract's shape), else null. */
export function queryToken(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}
