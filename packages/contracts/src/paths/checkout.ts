// Paths under /wxapi/ of `checkoutEndpoints` (checkout.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const getPayInfo = 'checkout/GetPayInfo';
export const indexNoDiscount = 'checkout/IndexNoDiscount';
export const getAvailableCoupons = 'checkout/GetAvailableCoupons';
export const applyDiscount = 'order/applydiscount';
export const applyCouponCode = 'order/ApplyCouponCode';
export const placeFast = 'order/placefast';
export const getSelfTakeLocations = 'checkout/GetSelfTakelocations';
