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
