/** The gift pages (SPEC §2, paths verbatim): the packages (with ?tab=received, what the member received) and one. */
export const packagesPath = '/subpackages/actions/giftPackage';
export const buyPath = '/subpackages/coupons/buyGiftDetails';
export const myCouponsPath = '/subpackages/coupons/myCoupon';
