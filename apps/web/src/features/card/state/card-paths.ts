/**
 * The card pages (SPEC §2 coupons, paths verbatim). A member's cards are tabs of My coupons (myCoupon?singletype=1
 * for times cards, decision 058); a held pass card opens on its own page, its records on the page "with" it.
 */
export const minePath = '/subpackages/coupons/myCoupon';
export const buyPassPath = '/subpackages/coupons/buyPassDetails';
export const passCardPath = '/subpackages/coupons/couponPassCardDetails';
export const passRecordsPath = '/subpackages/coupons/couponPassCardDetails/cardRecords';

/** singletype 1: times (pass) cards. */
export const timesQuery = { singletype: '1' } as const;

/** Prepaid cards (singletype 3): bought, bound, held, transferred and topped up. */
export const buyPrepaidPath = '/subpackages/coupons/buyPrepaidCardDetails';
export const bindPrepaidPath = '/subpackages/coupons/bindPrepaidCard';
export const prepaidCardPath = '/subpackages/coupons/couponPrepaidCardDetails';
export const prepaidRecordsPath = '/subpackages/coupons/couponPrepaidCardDetails/cardRecords';
export const transferPrepaidPath = '/subpackages/coupons/couponPrepaidCardDetails/transferPrepaidCard';
export const prepaidRechargePath = '/subpackages/balance/prepaidCardRecharge';
export const prepaidQuery = { singletype: '3' } as const;

/** A promotion card (couponPromotionCardDetails?code=): opened by its code, it unlocks a promotion for its holder. */
export const promotionCardPath = '/subpackages/coupons/couponPromotionCardDetails';
/** Where a promotion card's holder goes to use it: the menu (category home). */
export const menuPath = '/subpackages/category/pages/home/index';
/** The login page; a guest is brought back to the page they asked from (its path and query as `redirect`). */
export const loginPath = '/subpackages/account/login';

/** Shopping cards (singletype 2): bought on the prepaid card's buy page, held, spent only on what they cover. */
export const shoppingCardPath = '/subpackages/coupons/couponShoppingCardDetails';
export const shoppingRecordsPath = '/subpackages/coupons/couponShoppingCardDetails/cardRecords';
export const shoppingQuery = { singletype: '2' } as const;
